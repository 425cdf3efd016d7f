package cucuai

import (
	"errors"

	"cardtable/engine"
	"cardtable/engine/cucu"
)

// infer deals the cards a view cannot place, weighing each hidden card by
// what was publicly done with it (its Tags): a card kept is likely high, a
// card asked away likely low (the opponent model of odds.go), a card that
// was swapped is no power. It returns the search's simulation (sim).
type infer struct {
	seat *sit // the simulations' scratch, one per decision
}

var errNotCucu = errors.New("cucuai: not a Cucù view")

// Determinize samples the hidden seats' cards one by one from the unseen
// pool, each weighted by its evidence, then the pack's top.
func (d infer) Determinize(ev engine.View, rng *engine.RNG) (engine.State, error) {
	v, ok := ev.(*cucu.View)
	if !ok {
		return nil, errNotCucu
	}
	unseen := v.Unseen()
	hidden := make([]cucu.Card, 0, cucu.DeckSize)
	for _, p := range v.HiddenSeats() {
		hidden = append(hidden, draw(&unseen, v.Players[p].Tags, rng))
	}
	if v.Top == cucu.NoCard {
		hidden = append(hidden, draw(&unseen, v.TopTags, rng))
	}
	// The rest of the pack is never reached before the round ends (only
	// its top card is), and the next round shuffles the whole pack: it
	// goes in kind order.
	for _, c := range cucu.Kinds {
		for k := 0; k < unseen[c]; k++ {
			hidden = append(hidden, c)
		}
	}
	st, err := cucu.FromView(v, hidden, rng.Uint64())
	if err != nil {
		return nil, err
	}
	return &sim{State: st, round: st.Round(), seat: d.seat}, nil
}

// draw takes one card from the unseen pool, weighted by its evidence.
func draw(unseen *[cucu.NumKinds]int, t cucu.Tags, rng *engine.RNG) cucu.Card {
	var ws [cucu.NumKinds]float64
	sum := 0.0
	for _, c := range cucu.Kinds {
		if unseen[c] > 0 {
			ws[c] = float64(unseen[c]) * weight(c, t)
			sum += ws[c]
		}
	}
	if sum == 0 { // evidence at odds with the pool: take any unseen card
		for _, c := range cucu.Kinds {
			if unseen[c] > 0 {
				ws[c] = float64(unseen[c])
				sum += ws[c]
			}
		}
	}
	x := float64(rng.Uint64()>>11) / (1 << 53) * sum
	last := cucu.NoCard
	for _, c := range cucu.Kinds {
		if ws[c] == 0 {
			continue
		}
		last = c
		if x < ws[c] {
			break
		}
		x -= ws[c]
	}
	unseen[last]--
	return last
}
