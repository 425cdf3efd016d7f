package flip7ai

import (
	"cardtable/engine"
	"cardtable/engine/flip7"
)

// f7 is the Flip 7 view a Flip 7 bot needs; any other view yields nil, and
// the bots then fall back to the first legal action rather than panic.
func f7(v engine.View) *flip7.View {
	fv, _ := v.(*flip7.View)
	if fv == nil || int(fv.Seat) < 0 || int(fv.Seat) >= len(fv.Players) {
		return nil
	}
	return fv
}

// bustWithin is the chance that seat p busts within its next k cards,
// treating the draws as independent (good enough for ranking targets).
func bustWithin(v *flip7.View, p engine.Seat, k int) float64 {
	q := v.BustChanceFor(p)
	safe := 1.0
	for i := 0; i < k; i++ {
		safe *= 1 - q
	}
	return 1 - safe
}

// targetSeats extracts the seats of a legal target list.
func targetSeats(legal []engine.Action) []engine.Seat {
	out := make([]engine.Seat, 0, len(legal))
	for _, a := range legal {
		if a.Kind == flip7.KindTarget {
			out = append(out, a.Target)
		}
	}
	return out
}

// find returns the legal action of the given kind (and target, for
// targets), or false.
func find(legal []engine.Action, kind uint8, target engine.Seat) (engine.Action, bool) {
	for _, a := range legal {
		if a.Kind == kind && (kind != flip7.KindTarget || a.Target == target) {
			return a, true
		}
	}
	return engine.Action{}, false
}

// nextAround is the first seat in targets found going round the table from
// the seat after me, ending with me.
func nextAround(me engine.Seat, seats int, targets []engine.Seat) (engine.Seat, bool) {
	p := me
	for i := 0; i < seats; i++ {
		p = (p + 1) % engine.Seat(seats)
		for _, t := range targets {
			if t == p {
				return p, true
			}
		}
	}
	return engine.NoSeat, false
}

// hitOrStay returns the Stay action when stay is true and legal, else Hit.
func hitOrStay(legal []engine.Action, stay bool) engine.Action {
	if stay {
		if a, ok := find(legal, flip7.KindStay, engine.NoSeat); ok {
			return a
		}
	}
	if a, ok := find(legal, flip7.KindHit, engine.NoSeat); ok {
		return a
	}
	return legal[0]
}
