package testgame

import (
	"fmt"
	"slices"
	"strings"

	"cardtable/engine"
)

// Play is one card on the window's stack: the play at the bottom, then the
// Nopes on it.
type Play struct {
	Seat engine.Seat
	Card Card
}

// State is a match in progress.
type State struct {
	n       int
	hands   [][]Card // each sorted
	stock   []Card   // drawn from the end
	discard []Card
	stack   []Play // non-empty while a window is open
	passed  []bool // who has passed since the last change of the window
	scores  []int
	turn    engine.Seat
	played  int // turns played
	total   int // turns in the match
	change  int // Nopes on the stack: Window.Change
}

func (s *State) over() bool { return s.played >= s.total && len(s.stack) == 0 }

// inWindow reports whether seat p is asked in the open window: everyone
// but the seat whose card is on top.
func (s *State) inWindow(p engine.Seat) bool {
	return len(s.stack) > 0 && p != s.stack[len(s.stack)-1].Seat
}

// ToAct is the seat on turn, or every seat of the window that has not
// passed since the last change.
func (s *State) ToAct() []engine.Seat {
	if s.over() {
		return nil
	}
	if len(s.stack) == 0 {
		return []engine.Seat{s.turn}
	}
	var out []engine.Seat
	for i := 0; i < s.n; i++ {
		if p := engine.Seat(i); s.inWindow(p) && !s.passed[i] {
			out = append(out, p)
		}
	}
	return out
}

// Window is open while a play waits on the stack.
func (s *State) Window() engine.Window {
	if len(s.stack) == 0 {
		return engine.Window{Kind: engine.NoWindow, Turn: engine.NoSeat}
	}
	return engine.Window{Kind: engine.Blocking, Turn: engine.NoSeat, Change: s.change}
}

// Legal lists the actions of seat p.
func (s *State) Legal(p engine.Seat) []engine.Action { return s.AppendLegal(nil, p) }

// AppendLegal appends the actions of seat p: in a window Pass, then Nope
// (with the lowest Nope held); on a turn each plain card, else Draw or Skip.
func (s *State) AppendLegal(dst []engine.Action, p engine.Seat) []engine.Action {
	if s.over() || p < 0 || int(p) >= s.n {
		return dst
	}
	if len(s.stack) > 0 {
		if !s.inWindow(p) || s.passed[p] {
			return dst
		}
		dst = append(dst, engine.Action{By: p, Kind: engine.KindPass, Target: engine.NoSeat})
		for _, c := range s.hands[p] {
			if c.IsNope() {
				return append(dst, engine.Action{By: p, Kind: KindNope, Target: engine.NoSeat, Card: int16(c)})
			}
		}
		return dst
	}
	if p != s.turn {
		return dst
	}
	n := len(dst)
	for _, c := range s.hands[p] {
		if !c.IsNope() {
			dst = append(dst, engine.Action{By: p, Kind: KindPlay, Target: engine.NoSeat, Card: int16(c)})
		}
	}
	switch {
	case len(dst) > n:
	case len(s.stock) > 0:
		dst = append(dst, engine.Action{By: p, Kind: KindDraw, Target: engine.NoSeat})
	default:
		dst = append(dst, engine.Action{By: p, Kind: KindSkip, Target: engine.NoSeat})
	}
	return dst
}

// Outcome: the highest scores win once every turn is played.
func (s *State) Outcome() (engine.Outcome, bool) {
	if !s.over() {
		return engine.Outcome{}, false
	}
	return engine.Outcome{Winners: s.winners(), Scores: slices.Clone(s.scores)}, true
}

func (s *State) winners() []engine.Seat {
	best := slices.Max(s.scores)
	var w []engine.Seat
	for i, sc := range s.scores {
		if sc == best {
			w = append(w, engine.Seat(i))
		}
	}
	return w
}

// Clone is a deep copy.
func (s *State) Clone() engine.State {
	c := *s
	c.hands = make([][]Card, len(s.hands))
	for i, h := range s.hands {
		c.hands[i] = slices.Clone(h)
	}
	c.stock = slices.Clone(s.stock)
	c.discard = slices.Clone(s.discard)
	c.stack = slices.Clone(s.stack)
	c.passed = slices.Clone(s.passed)
	c.scores = slices.Clone(s.scores)
	return &c
}

// Notation: "t<turn> <played>/<total> h:<hands> s:<stock> d:<discard>
// k:<stack> p:<passed> sc:<scores>".
func (s *State) Notation() string {
	var b strings.Builder
	fmt.Fprintf(&b, "t%d %d/%d h:", s.turn, s.played, s.total)
	for i, h := range s.hands {
		if i > 0 {
			b.WriteByte('|')
		}
		fmt.Fprint(&b, h)
	}
	fmt.Fprintf(&b, " s:%v d:%v k:%v p:%v sc:%v", s.stock, s.discard, s.stack, s.passed, s.scores)
	return b.String()
}

// Check requires every card in exactly one place and a consistent window.
func (s *State) Check() error {
	seen := make([]int, NumCards)
	count := func(c Card) {
		if c >= 0 && c < NumCards {
			seen[c]++
		}
	}
	for _, h := range s.hands {
		for _, c := range h {
			count(c)
		}
		if !slices.IsSorted(h) {
			return fmt.Errorf("%s: hand %v not sorted", ID, h)
		}
	}
	for _, c := range s.stock {
		count(c)
	}
	for _, c := range s.discard {
		count(c)
	}
	for i, p := range s.stack {
		count(p.Card)
		if p.Card.IsNope() != (i > 0) {
			return fmt.Errorf("%s: stack %v: a play then Nopes", ID, s.stack)
		}
	}
	for c, k := range seen {
		if k != 1 {
			return fmt.Errorf("%s: card %d in %d places: %s", ID, c, k, s.Notation())
		}
	}
	if s.change != max(len(s.stack)-1, 0) {
		return fmt.Errorf("%s: change %d with stack %v", ID, s.change, s.stack)
	}
	for i, p := range s.passed {
		if p && !s.inWindow(engine.Seat(i)) {
			return fmt.Errorf("%s: seat %d passed outside the window", ID, i)
		}
	}
	return nil
}
