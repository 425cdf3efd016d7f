package ai

import (
	"math/rand/v2"

	"cardtable/engine"
	"cardtable/engine/flip7"
)

// Flip7Easy is sensible but beatable: it stays at a loose, noisy threshold
// that ignores the deck, and hands action cards to a random opponent.
type Flip7Easy struct{}

// Name is "easy".
func (Flip7Easy) Name() string { return LevelEasy }

// Begin decides at once.
func (Flip7Easy) Begin(ev engine.View, legal []engine.Action, rng *rand.Rand) Thinking {
	v := f7(ev)
	if v == nil || len(legal) == 0 {
		return Done(first(legal))
	}
	me := v.Seat
	if v.Phase == flip7.PhaseTarget {
		var others []engine.Action
		for _, a := range legal {
			if a.Target != me {
				others = append(others, a)
			}
		}
		if len(others) == 0 {
			others = legal
		}
		return Done(others[rng.IntN(len(others))])
	}
	// Humans often stop somewhere between 15 and 30; the noise keeps the
	// bot from being exploitable by a fixed counter-strategy yet easy.
	threshold := 15 + rng.IntN(16)
	pl := &v.Players[me]
	stay := pl.RoundScore >= threshold || (len(pl.Row) >= 5 && rng.IntN(2) == 0)
	return Done(hitOrStay(legal, stay))
}
