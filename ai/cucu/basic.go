package cucuai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// Basic is the arena's fixed reference: keep a card ranked 6 or above,
// else ask (the Fool, without a rank, is asked away); at an Inn it asks
// for cover; as innkeeper it always refuses cover; as dealer it swaps with
// the pack below 6.
type Basic struct{}

// Name is "basic".
func (Basic) Name() string { return ai.LevelBasic }

// Begin decides at once.
func (Basic) Begin(ev engine.View, legal []engine.Action, _ *engine.RNG) ai.Thinking {
	v := cv(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	s := sitOfView(v)
	return ai.Done(pick(legal, basicOther(&s)))
}

// basicOther is Basic's choice: true for the second legal action.
func basicOther(s *sit) bool {
	switch s.phase {
	case cucu.PhaseInn, cucu.PhaseCover:
		return true // ask for cover; refuse cover
	}
	return rankOf(s.own) < 6
}
