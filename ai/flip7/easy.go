package flip7ai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/flip7"
)

// Easy is sensible but beatable: it stays at a loose, noisy threshold
// that ignores the deck, and hands action cards to a random opponent.
type Easy struct{}

// Name is "easy".
func (Easy) Name() string { return ai.LevelEasy }

// Begin decides at once.
func (Easy) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := f7(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
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
		return ai.Done(others[rng.IntN(len(others))])
	}
	// Humans often stop somewhere between 15 and 30; the noise keeps the
	// bot from being exploitable by a fixed counter-strategy yet easy.
	threshold := 15 + rng.IntN(16)
	pl := &v.Players[me]
	stay := pl.RoundScore >= threshold || (len(pl.Row) >= 5 && rng.IntN(2) == 0)
	return ai.Done(hitOrStay(legal, stay))
}
