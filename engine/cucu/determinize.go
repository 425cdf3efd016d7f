package cucu

import (
	"errors"
	"fmt"

	"cardtable/engine"
)

var errWrongView = errors.New("cucu: not a Cucù view")

// Determinize builds a state matching the view, dealing the cards it cannot
// place (Unseen) at random over the hidden places.
func (Rules) Determinize(ev engine.View, rng *engine.RNG) (engine.State, error) {
	v, ok := ev.(*View)
	if !ok {
		return nil, errWrongView
	}
	var pool [DeckSize]Card
	n := 0
	unseen := v.Unseen()
	for _, c := range Kinds {
		for k := 0; k < unseen[c]; k++ {
			if n == DeckSize {
				return nil, fmt.Errorf("cucu: determinize: more than %d unseen cards", DeckSize)
			}
			pool[n] = c
			n++
		}
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return FromView(v, pool[:n], rng.Uint64())
}

// HiddenSeats lists the seats of the round whose card the view does not
// show, in seat order: FromView fills them first.
func (v *View) HiddenSeats() []engine.Seat {
	var out []engine.Seat
	for i, p := range v.Players {
		if p.InRound && p.Card == NoCard {
			out = append(out, engine.Seat(i))
		}
	}
	return out
}

// FromView rebuilds a full state from a view with the hidden cards given:
// first the cards of HiddenSeats, in order; then the pack's top card when
// the view does not show it; then the rest of the pack, bottom to top.
// hidden must hold exactly the view's Unseen cards. seed seeds the state's
// future shuffles. Bots call it to deal the hidden cards their own way.
func FromView(v *View, hidden []Card, seed uint64) (*State, error) {
	if v.Seats < Descriptor.MinSeats || v.Seats > MaxSeats || len(v.Players) != v.Seats {
		return nil, fmt.Errorf("cucu: determinize: %d seats", v.Seats)
	}
	seat := func(p engine.Seat, none bool) bool {
		return p >= 0 && int(p) < v.Seats || none && p == engine.NoSeat
	}
	if !seat(v.Dealer, false) || !seat(v.Turn, false) || !seat(v.Innkeeper, true) || !seat(v.Winner, true) ||
		!seat(v.ToAct, true) || v.Phase > PhaseOver {
		return nil, fmt.Errorf("cucu: determinize: seats out of range")
	}
	s := &State{n: int8(v.Seats), phase: v.Phase, round: int32(v.Round), resets: int16(v.Resets),
		dealer: v.Dealer, turn: v.Turn, inn: v.Innkeeper, winner: v.Winner, rng: engine.NewRNG(seed)}
	s.toAct[0] = v.ToAct
	unseen := v.Unseen()
	for _, c := range Kinds {
		if unseen[c] < 0 {
			return nil, fmt.Errorf("cucu: determinize: too many %s", c)
		}
	}
	for i, p := range v.Players {
		q := engine.Seat(i)
		if p.Lives < 0 || p.Lives > StartLives || p.Card != NoCard && !p.InRound {
			return nil, fmt.Errorf("cucu: determinize: seat %d", i)
		}
		s.lives[i], s.did[i], s.seen[i], s.tags[i], s.hand[i] = int8(p.Lives), p.Did, p.Seen, p.Tags, p.Card
		if p.InRound {
			s.dealt |= bit(q)
		}
		if p.Out {
			s.out |= bit(q)
		}
	}
	s.lo = uint8(popcount(s.dealt))
	if v.Pack != DeckSize-int(s.lo) {
		return nil, fmt.Errorf("cucu: determinize: pack of %d with %d seats dealt", v.Pack, s.lo)
	}
	need := len(v.HiddenSeats()) + v.Pack - 1
	if v.Top == NoCard {
		need++
	}
	if len(hidden) != need {
		return nil, fmt.Errorf("cucu: determinize: %d hidden cards for %d places", len(hidden), need)
	}
	for _, p := range v.HiddenSeats() {
		s.hand[p], hidden = hidden[0], hidden[1:]
	}
	s.seen[posTop], s.tags[posTop] = v.TopSeen, v.TopTags
	s.pack[DeckSize-1] = v.Top
	if v.Top == NoCard {
		s.pack[DeckSize-1], hidden = hidden[0], hidden[1:]
	}
	copy(s.pack[s.lo:DeckSize-1], hidden)
	if len(v.Swaps) > maxSwaps || len(v.Covers) > maxCovers {
		return nil, fmt.Errorf("cucu: determinize: %d swaps, %d covers", len(v.Swaps), len(v.Covers))
	}
	s.nswaps = uint8(copy(s.swaps[:], v.Swaps))
	s.ncover = uint8(copy(s.covers[:], v.Covers))
	if v.Last.Round > 0 {
		if len(v.Last.Cards) != v.Seats || len(v.Last.Lost) != v.Seats {
			return nil, fmt.Errorf("cucu: determinize: last showdown of %d seats", len(v.Last.Cards))
		}
		s.last.round = int32(v.Last.Round)
		copy(s.last.cards[:], v.Last.Cards)
		for i, l := range v.Last.Lost {
			s.last.lost[i] = int8(l)
		}
		for _, p := range v.Last.Losers {
			if seat(p, false) {
				s.last.losers |= bit(p)
			}
		}
	}
	if err := s.Check(); err != nil {
		return nil, fmt.Errorf("cucu: determinize: %w", err)
	}
	return s, nil
}
