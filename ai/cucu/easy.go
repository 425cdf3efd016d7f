package cucuai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// Easy is sensible but beatable: it keeps above a noisy threshold that
// ignores what it has seen, asks for cover at an Inn, and answers a cover
// request at random.
type Easy struct{}

// Name is "easy".
func (Easy) Name() string { return ai.LevelEasy }

// Begin decides at once.
func (Easy) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := cv(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	switch v.Phase {
	case cucu.PhaseInn:
		return ai.Done(pick(legal, true))
	case cucu.PhaseCover:
		return ai.Done(pick(legal, rng.IntN(2) == 0))
	}
	// People keep somewhere from a low number to a middling one; the noise
	// keeps a fixed counter-strategy from beating it yet leaves it easy.
	threshold := 2 + rng.IntN(6)
	return ai.Done(pick(legal, rankOf(v.Own()) < threshold))
}
