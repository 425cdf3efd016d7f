package flip7

import "cardtable/engine"

// Determinize builds a state matching the view, with the deck in random order.
func (Rules) Determinize(ev engine.View, rng *engine.RNG) (engine.State, error) {
	v, ok := ev.(*View)
	if !ok {
		return nil, errWrongView
	}
	return FromView(v, rng.Uint64()), nil
}

// FromView rebuilds a full state from a view, shuffling the deck with seed.
func FromView(v *View, seed uint64) *State {
	s := &State{
		n: int8(v.Seats), target: int32(v.Target), round: int32(v.Round), dealer: v.Dealer,
		phase: v.Phase, discard: v.Discard, rng: engine.NewRNG(seed),
	}
	s.toAct[0], s.cursor = v.ToAct, v.Turn
	for i, pv := range v.Players {
		p := &s.players[i]
		p.rowLen = uint8(copy(p.row[:], pv.Row))
		p.status, p.second, p.flip7, p.numbers = pv.Status, pv.SecondChance, pv.Flip7, pv.Numbers
		p.total, p.last = int32(pv.Total), int32(pv.LastRound)
	}
	for k := 0; k < NumKinds; k++ {
		for c := uint8(0); c < v.DeckCounts[k]; c++ {
			s.deck[s.deckLen] = Card(k)
			s.deckLen++
		}
	}
	s.sp = uint8(copy(s.stack[:], v.Stack))
	s.shuffleDeck()
	return s
}
