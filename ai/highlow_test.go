package ai

import (
	"errors"
	"fmt"

	"cardtable/engine"
)

// High-Low is the toy game of the IS-MCTS tests. Ten cards 0–9 are dealt:
// one secret card to each of two seats, four face up, one face down (the
// pivot) and three left unseen. Seat 0 then seat 1 call whether their own
// card is higher or lower than the pivot; each right call scores a point
// and the higher score wins (a tie is shared). The best call needs
// inference from the view: a seat must count which cards it cannot see lie
// above and below its own, given the face-up ones, rather than compare its
// card with the middle of the range.
const (
	hlCards  = 10
	hlFaceUp = 4
	hlHigher = 1
	hlLower  = 2
	hlPivot  = 2 + hlFaceUp
)

type hlRules struct{}

// hlState is a High-Low match. cards[0], cards[1] are the seats' cards,
// cards[2:6] the face-up ones, cards[6] the pivot, cards[7:] the unseen
// ones.
type hlState struct {
	cards [hlCards]int8
	calls [2]uint8
	turn  int8 // 2 when the match is over
	to    [1]engine.Seat
}

// hlView is what one seat knows.
type hlView struct {
	seat   engine.Seat
	own    int8
	faceUp [hlFaceUp]int8
	calls  [2]uint8
	turn   int8
}

func (v *hlView) Viewer() engine.Seat { return v.seat }

func newHL(seed uint64) *hlState {
	st := &hlState{}
	for i := range st.cards {
		st.cards[i] = int8(i)
	}
	rng := engine.NewRNG(seed)
	rng.Shuffle(hlCards, func(i, j int) { st.cards[i], st.cards[j] = st.cards[j], st.cards[i] })
	return st
}

func (s *hlState) ToAct() []engine.Seat {
	if s.turn > 1 {
		return nil
	}
	s.to[0] = engine.Seat(s.turn)
	return s.to[:]
}

func (s *hlState) AppendLegal(dst []engine.Action, seat engine.Seat) []engine.Action {
	if s.turn > 1 || seat != engine.Seat(s.turn) {
		return dst
	}
	return append(dst, engine.Action{By: seat, Kind: hlHigher, Target: engine.NoSeat},
		engine.Action{By: seat, Kind: hlLower, Target: engine.NoSeat})
}

func (s *hlState) Legal(seat engine.Seat) []engine.Action { return s.AppendLegal(nil, seat) }

var errHLIllegal = fmt.Errorf("high-low: %w", engine.ErrIllegal)

func (s *hlState) Step(a engine.Action) error {
	if s.turn > 1 || a.By != engine.Seat(s.turn) || (a.Kind != hlHigher && a.Kind != hlLower) ||
		a.Target != engine.NoSeat || a.Card != 0 {
		return errHLIllegal
	}
	s.calls[s.turn] = a.Kind
	s.turn++
	return nil
}

func (s *hlState) Apply(a engine.Action) ([]engine.Event, error) { return nil, s.Step(a) }

func (s *hlState) View(seat engine.Seat) engine.View {
	v := &hlView{seat: seat, own: s.cards[seat], calls: s.calls, turn: s.turn}
	copy(v.faceUp[:], s.cards[2:2+hlFaceUp])
	return v
}

// right reports whether seat's call is right.
func (s *hlState) right(seat int) bool {
	higher := s.cards[seat] > s.cards[hlPivot]
	return (s.calls[seat] == hlHigher) == higher
}

func (s *hlState) Outcome() (engine.Outcome, bool) {
	if s.turn < 2 {
		return engine.Outcome{}, false
	}
	o := engine.Outcome{Scores: make([]int, 2)}
	for p := range 2 {
		if s.right(p) {
			o.Scores[p] = 1
		}
	}
	for p := range 2 {
		if o.Scores[p] == max(o.Scores[0], o.Scores[1]) {
			o.Winners = append(o.Winners, engine.Seat(p))
		}
	}
	return o, true
}

func (s *hlState) Clone() engine.State { c := *s; return &c }
func (s *hlState) Notation() string    { return fmt.Sprint(s.cards, s.calls, s.turn) }
func (s *hlState) Check() error        { return nil }

// PermuteHidden shuffles the cards viewer cannot see: the other seat's and
// the unseen ones.
func (s *hlState) PermuteHidden(viewer engine.Seat, rng *engine.RNG) engine.State {
	c := *s
	hidden := []int{1 - int(viewer), 6, 7, 8, 9}
	rng.Shuffle(len(hidden), func(i, j int) {
		a, b := hidden[i], hidden[j]
		c.cards[a], c.cards[b] = c.cards[b], c.cards[a]
	})
	return &c
}

// Determinize deals the cards the view does not show at random.
func (hlRules) Determinize(ev engine.View, rng *engine.RNG) (engine.State, error) {
	v, ok := ev.(*hlView)
	if !ok {
		return nil, errors.New("high-low: not a high-low view")
	}
	var seen [hlCards]bool
	seen[v.own] = true
	for _, c := range v.faceUp {
		seen[c] = true
	}
	var unseen []int8
	for c := range int8(hlCards) {
		if !seen[c] {
			unseen = append(unseen, c)
		}
	}
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	st := &hlState{calls: v.calls, turn: v.turn}
	st.cards[v.seat] = v.own
	st.cards[1-v.seat] = unseen[0]
	copy(st.cards[2:], v.faceUp[:])
	copy(st.cards[2+hlFaceUp:], unseen[1:])
	return st, nil
}

// hlBestCall is the call a perfect counter makes for seat: the pivot is any
// of the five cards it cannot see, so higher when more of them lie below its
// own than above; ok is false when both are equally many.
func hlBestCall(st *hlState, seat engine.Seat) (kind uint8, ok bool) {
	v := st.View(seat).(*hlView)
	below, above := 0, 0
	for c := range int8(hlCards) {
		if c == v.own || containsCard(v.faceUp[:], c) {
			continue
		}
		if c < v.own {
			below++
		} else {
			above++
		}
	}
	switch {
	case below > above:
		return hlHigher, true
	case above > below:
		return hlLower, true
	}
	return 0, false
}

func containsCard(cs []int8, c int8) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}
