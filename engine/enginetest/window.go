package enginetest

import (
	"fmt"

	"cardtable/engine"
)

// checkWindow holds ToAct to the window contract of engine.go: without a
// window one seat decides; beside optional actions the seat on turn is
// among those who may act; in a blocking window everyone may pass.
func checkWindow(st engine.State) error {
	w, to := engine.WindowOf(st), st.ToAct()
	switch w.Kind {
	case engine.NoWindow:
		if len(to) != 1 {
			return fmt.Errorf("window: no window, yet %v to act", to)
		}
	case engine.Optional:
		if !hasSeat(to, w.Turn) {
			return fmt.Errorf("window: optional actions beside seat %d's turn, but it is not among %v to act", w.Turn, to)
		}
	case engine.Blocking:
		for _, s := range to {
			if !hasPass(st.Legal(s)) {
				return fmt.Errorf("window: seat %d is in a blocking window and may not pass", s)
			}
		}
	default:
		return fmt.Errorf("window: unknown kind %d", w.Kind)
	}
	return nil
}

func hasSeat(seats []engine.Seat, s engine.Seat) bool {
	for _, x := range seats {
		if x == s {
			return true
		}
	}
	return false
}

func hasPass(legal []engine.Action) bool {
	for _, a := range legal {
		if a.Kind == engine.KindPass {
			return true
		}
	}
	return false
}
