package testgame

import (
	"fmt"
	"slices"

	"cardtable/engine"
)

// View is what one seat knows: its own hand, everything public, and
// whether it has passed itself (nobody learns who else passed).
type View struct {
	Seat      engine.Seat
	Hand      []Card // nil for a spectator (NoSeat)
	HandSizes []int
	Stock     int
	Discard   []Card
	Stack     []Play
	Passed    bool
	Scores    []int
	Turn      engine.Seat
	Played    int
	Total     int
}

// Viewer is the seat the view belongs to.
func (v *View) Viewer() engine.Seat { return v.Seat }

// View is exactly what seat p knows; any other value (NoSeat) gets the
// spectator's view, with no hand.
func (s *State) View(p engine.Seat) engine.View {
	v := &View{Seat: p, Stock: len(s.stock), Discard: slices.Clone(s.discard),
		Stack: slices.Clone(s.stack), Scores: slices.Clone(s.scores), Turn: s.turn,
		Played: s.played, Total: s.total, HandSizes: make([]int, s.n)}
	for i, h := range s.hands {
		v.HandSizes[i] = len(h)
	}
	if p >= 0 && int(p) < s.n {
		v.Hand = slices.Clone(s.hands[p])
		v.Passed = s.passed[p]
	}
	return v
}

// PermuteHidden deals the cards viewer cannot see (the other hands and the
// stock) again at random, keeping every hand's size.
func (s *State) PermuteHidden(viewer engine.Seat, rng *engine.RNG) engine.State {
	c := s.Clone().(*State)
	var pool []Card
	for i, h := range c.hands {
		if engine.Seat(i) != viewer {
			pool = append(pool, h...)
		}
	}
	pool = append(pool, c.stock...)
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i, h := range c.hands {
		if engine.Seat(i) == viewer {
			continue
		}
		c.hands[i] = slices.Clone(pool[:len(h)])
		slices.Sort(c.hands[i])
		pool = pool[len(h):]
	}
	c.stock = pool
	return c
}

// Determinize builds a state matching the view, dealing the unseen cards
// at random. Other seats are taken not to have passed (the view cannot say).
func (Rules) Determinize(ev engine.View, rng *engine.RNG) (engine.State, error) {
	v, ok := ev.(*View)
	if !ok {
		return nil, errWrongView
	}
	n := len(v.HandSizes)
	if n < MinSeats || n > MaxSeats {
		return nil, fmt.Errorf("%s: determinize: %d seats", ID, n)
	}
	s := &State{n: n, discard: slices.Clone(v.Discard), stack: slices.Clone(v.Stack),
		scores: slices.Clone(v.Scores), turn: v.Turn, played: v.Played, total: v.Total,
		change: max(len(v.Stack)-1, 0), passed: make([]bool, n), hands: make([][]Card, n)}
	seen := make([]bool, NumCards)
	mark := func(c Card) error {
		if c < 0 || c >= NumCards || seen[c] {
			return fmt.Errorf("%s: determinize: card %d", ID, c)
		}
		seen[c] = true
		return nil
	}
	own := v.Seat >= 0 && int(v.Seat) < n
	if own {
		s.hands[v.Seat] = slices.Clone(v.Hand)
		s.passed[v.Seat] = v.Passed
		for _, c := range v.Hand {
			if err := mark(c); err != nil {
				return nil, err
			}
		}
	}
	for _, c := range v.Discard {
		if err := mark(c); err != nil {
			return nil, err
		}
	}
	for _, p := range v.Stack {
		if err := mark(p.Card); err != nil {
			return nil, err
		}
	}
	var pool []Card
	for c := range seen {
		if !seen[c] {
			pool = append(pool, Card(c))
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i, size := range v.HandSizes {
		if own && engine.Seat(i) == v.Seat {
			continue
		}
		if size > len(pool) {
			return nil, fmt.Errorf("%s: determinize: %d unseen cards for hands of %v", ID, len(pool), v.HandSizes)
		}
		s.hands[i] = slices.Clone(pool[:size])
		slices.Sort(s.hands[i])
		pool = pool[size:]
	}
	if len(pool) != v.Stock {
		return nil, fmt.Errorf("%s: determinize: %d cards left for a stock of %d", ID, len(pool), v.Stock)
	}
	s.stock = pool
	return s, nil
}
