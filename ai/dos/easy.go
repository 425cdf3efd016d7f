package dosai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
)

// Easy is sensible but forgiving: it often makes Normal's match but now and
// then any match it sees, places a random card half the time, sometimes
// forgets to call DOS and catches only now and then.
type Easy struct{}

// Name is "easy".
func (Easy) Name() string { return ai.LevelEasy }

// Chances of Easy's slips, per decision.
const (
	easyCall      = 0.6  // calls when it may
	easyCatch     = 0.3  // catches when it may
	easyAnyMatch  = 0.35 // makes a random match instead of Normal's
	easyAnyPlace  = 0.5  // places a random card
	easyAnyColour = 0.3  // picks a random value for a wild
)

// Begin decides at once.
func (Easy) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := dv(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	if a, ok := find(legal, dos.KindCall); ok && chance(rng, easyCall) {
		return ai.Done(a)
	}
	if a, ok := catchTarget(v, legal); ok && chance(rng, easyCatch) {
		return ai.Done(a)
	}
	if !onTurn(legal) {
		return ai.Done(pass(legal))
	}
	var choices []engine.Action
	for _, a := range legal {
		if a.Kind != dos.KindCall && a.Kind != dos.KindCatch {
			choices = append(choices, a)
		}
	}
	switch v.Phase {
	case dos.PhaseChoose:
		if chance(rng, easyAnyColour) {
			return ai.Done(choices[rng.IntN(len(choices))])
		}
		return ai.Done(bestColour(v, legal))
	case dos.PhasePlace:
		if chance(rng, easyAnyPlace) {
			return ai.Done(choices[rng.IntN(len(choices))])
		}
		return ai.Done(bestPlace(v, legal))
	}
	var matches []engine.Action
	for _, a := range choices {
		if a.Kind == dos.KindMatch {
			matches = append(matches, a)
		}
	}
	if len(matches) > 0 && chance(rng, easyAnyMatch) {
		return ai.Done(matches[rng.IntN(len(matches))])
	}
	return ai.Done(normalTurn(v, legal))
}

// chance is true with probability p.
func chance(rng *engine.RNG, p float64) bool {
	return float64(rng.IntN(1<<20)) < p*(1<<20)
}
