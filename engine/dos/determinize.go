package dos

import (
	"errors"
	"fmt"

	"cardtable/engine"
)

var errWrongView = errors.New("dos: not a DOS view")

// Determinize builds a state matching the view, dealing the cards it cannot
// see (other hands, set-aside penalties, the draw pile) at random. Seats
// off turn are taken not to have passed (nobody learns who passed).
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
	if v.Seats < Descriptor.MinSeats || v.Seats > MaxSeats || len(v.Players) != v.Seats {
		return nil, fmt.Errorf("dos: determinize: %d seats", v.Seats)
	}
	if len(v.Centre) > DeckSize || v.DrawSize > DeckSize {
		return nil, fmt.Errorf("dos: determinize: centre of %d, draw of %d", len(v.Centre), v.DrawSize)
	}
	s := &State{
		n: int8(v.Seats), mode: v.Mode, phase: v.Phase, round: int32(v.Round), dealer: v.Dealer,
		turn: v.Turn, turnNo: int32(v.TurnNo), drew: v.Drew, matches: uint8(v.Matches),
		owed: uint8(v.Owed), choosing: int8(v.Choosing), winner: v.Winner, lastWin: v.LastWinner,
		discard: countsOf(&v.Discard), ndiscard: uint8(v.DiscardSize), rng: engine.NewRNG(rng.Uint64()),
	}
	for j, pl := range v.Centre {
		s.setPile(j, pl)
	}
	s.ncentre = uint8(len(v.Centre))
	unseen := Composition
	use := func(c Card, n uint8) error {
		if unseen[c] < n {
			return fmt.Errorf("dos: determinize: too many %s", c)
		}
		unseen[c] -= n
		return nil
	}
	for k, n := range v.Discard {
		if err := use(Card(k), n); err != nil {
			return nil, err
		}
	}
	for _, pl := range v.Centre {
		for _, c := range [3]Card{pl.Card, pl.Hand[0], pl.Hand[1]} {
			if c != NoCard {
				if err := use(c, 1); err != nil {
					return nil, err
				}
			}
		}
	}
	own := v.Seat >= 0 && int(v.Seat) < v.Seats
	for i, pv := range v.Players {
		st := &s.seats[i]
		if pv.HandSize < 0 || pv.HandSize > DeckSize || pv.Pending < 0 || pv.Pending > maxPending {
			return nil, fmt.Errorf("dos: determinize: seat %d sizes", i)
		}
		st.size, st.npending = uint8(pv.HandSize), uint8(pv.Pending)
		st.called, st.catchable, st.since = pv.Called, pv.Catchable, int32(pv.Since)
		st.score, st.last = int32(pv.Score), int16(pv.Last)
		for _, c := range pv.LastHand {
			if int(c) >= NumKinds || Composition[c] == 0 || st.lastHand.get(c) >= Composition[c] {
				return nil, fmt.Errorf("dos: determinize: seat %d: bad last hand", i)
			}
			st.lastHand.inc(c)
		}
	}
	if own {
		st := &s.seats[v.Seat]
		st.hand, st.present = countsOf(&v.HandCounts), presentKinds(&v.HandCounts)
		for k, n := range v.HandCounts {
			if err := use(Card(k), n); err != nil {
				return nil, err
			}
		}
		if v.Declined {
			s.declined = 1 << v.Seat
		}
	}
	var pool [DeckSize]Card
	n := 0
	for _, k := range Kinds {
		for c := uint8(0); c < unseen[k]; c++ {
			pool[n] = k
			n++
		}
	}
	need := v.DrawSize
	for i, pv := range v.Players {
		if !own || engine.Seat(i) != v.Seat {
			need += pv.HandSize
		}
		need += pv.Pending
	}
	if need != n {
		return nil, fmt.Errorf("dos: determinize: %d unseen cards for %d places", n, need)
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	viewer := v.Seat
	if !own {
		viewer = engine.NoSeat
	}
	s.deal(viewer, pool[:n])
	s.refresh()
	return s, nil
}
