package kittens

import (
	"errors"
	"fmt"

	"cardtable/engine"
)

var errWrongView = errors.New("kittens: not a Zombie Kittens view")

// Determinize builds a state matching the view, dealing the cards it cannot
// see (the other hands, the unknown positions of the draw pile, the
// Exploding Kittens among those positions only) at random. Other seats are
// taken to know nothing of the pile and not to have passed (nobody learns
// either).
func (Rules) Determinize(ev engine.View, rng *engine.RNG) (engine.State, error) {
	v, ok := ev.(*View)
	if !ok {
		return nil, errWrongView
	}
	return FromView(v, rng)
}

// FromView rebuilds a full state from a view, dealing the unseen cards
// with rng.
func FromView(v *View, rng *engine.RNG) (*State, error) {
	n := v.Seats
	if n < Descriptor.MinSeats || n > MaxSeats || len(v.Players) != n {
		return nil, fmt.Errorf("kittens: determinize: %d seats", n)
	}
	if v.DrawSize > 63 || len(v.Known) != v.DrawSize || len(v.Discard) > 63 || len(v.Stack) > maxStack {
		return nil, fmt.Errorf("kittens: determinize: pile %d, discard %d, stack %d", v.DrawSize, len(v.Discard), len(v.Stack))
	}
	s := &State{n: int8(n), phase: v.Phase, turn: v.Turn, owed: uint8(v.Owed), attacked: v.Attacked,
		npile: uint8(v.DrawSize), ndisc: uint8(len(v.Discard)), nstack: uint8(len(v.Stack)),
		change: uint16(v.Change), held: uint8(v.Held), watch: v.Watchers, winner: v.Winner,
		placed: placing{by: v.LastPlacer, n: uint8(v.LastPlaced), since: uint8(v.DrawnSince)},
		rng:    engine.NewRNG(rng.Uint64())}
	if v.Phase == PhaseGive {
		s.give = giving{why: v.Give, to: v.GiveTo, from: v.GiveFrom, queue: v.GiveQueue}
	}
	unseen := InPlay(n)
	use := func(c Card) error {
		if c >= NumKinds || unseen[c] == 0 {
			return fmt.Errorf("kittens: determinize: too many %s", c)
		}
		unseen[c]--
		return nil
	}
	for i, c := range v.Discard {
		if err := use(c); err != nil {
			return nil, err
		}
		s.disc.set(i, c)
	}
	for i, it := range v.Stack {
		s.stack[i] = itemOf(it)
	}
	own := v.Seat >= 0 && int(v.Seat) < n
	for i, pv := range v.Players {
		st := &s.seats[i]
		st.size, st.dead = uint8(pv.HandSize), pv.Dead
		if pv.Dead {
			if err := use(Exploding); err != nil {
				return nil, err
			}
		} else {
			s.alive++
		}
	}
	for i := 0; i < v.Held; i++ {
		if err := use(Exploding); err != nil {
			return nil, err
		}
	}
	if own {
		st := &s.seats[v.Seat]
		st.hand = countsOf(&v.HandCounts)
		for k, c := range v.HandCounts {
			for ; c > 0; c-- {
				if err := use(Card(k)); err != nil {
					return nil, err
				}
			}
		}
		if v.Passed {
			s.passed = 1 << v.Seat
		}
		for i, c := range v.Known {
			if c == NoCard {
				continue
			}
			if err := use(c); err != nil {
				return nil, err
			}
			j := v.DrawSize - 1 - i
			s.pile.set(j, c)
			st.known |= 1 << uint(j)
		}
	}
	kittens := int(unseen[Exploding])
	unseen[Exploding] = 0
	var pool [DeckSize]Card
	m := 0
	for k, c := range unseen {
		for ; c > 0; c-- {
			pool[m] = Card(k)
			m++
		}
	}
	need := 0
	for i, pv := range v.Players {
		if !own || engine.Seat(i) != v.Seat {
			need += pv.HandSize
		}
	}
	free := v.DrawSize - popcount(s.knownBy(v.Seat))
	if m != need+free-kittens || kittens > free {
		return nil, fmt.Errorf("kittens: determinize: %d unseen cards and %d kittens for %d places", m, kittens, need+free)
	}
	viewer := v.Seat
	if !own {
		viewer = engine.NoSeat
	}
	s.fill(viewer, pool[:m], kittens, rng)
	return s, nil
}

// itemOf packs a stack item of a view.
func itemOf(it StackItem) item {
	x := newItem(it.Seat, it.Card, it.As, it.Size, it.WithClone)
	if it.Target != engine.NoSeat {
		x = x.withTarget(it.Target)
	}
	if it.Name != NoCard {
		x = x.withName(it.Name)
	}
	for _, np := range it.Nopes {
		x = x.withNope(np.Seat, np.Clone)
	}
	return x
}

// PutKittenAt moves an Exploding Kitten of the draw pile to position i
// (from the top), swapping it with the card there, when neither position
// is known to viewer: the state still matches viewer's view. A determinizer
// uses it to weigh where a placer is likely to have put its kittens (the
// pile's order is otherwise dealt uniformly). It reports whether a kitten
// is at i now.
func (s *State) PutKittenAt(viewer engine.Seat, i int, rng *engine.RNG) bool {
	n := int(s.npile)
	j := n - 1 - i
	if i < 0 || j < 0 {
		return false
	}
	mine := s.knownBy(viewer)
	if mine&(1<<uint(j)) != 0 {
		return s.pile.at(j) == Exploding
	}
	if s.pile.at(j) == Exploding {
		return true
	}
	var from [64]uint8
	m := 0
	for k := 0; k < n; k++ {
		if mine&(1<<uint(k)) == 0 && s.pile.at(k) == Exploding {
			from[m] = uint8(k)
			m++
		}
	}
	if m == 0 {
		return false
	}
	k := int(from[rng.IntN(m)])
	c := s.pile.at(j)
	s.pile.set(j, Exploding)
	s.pile.set(k, c)
	for p := range s.seats[:s.n] {
		if engine.Seat(p) != viewer {
			s.seats[p].known = 0 // what the others knew is no longer the pile
		}
	}
	return true
}
