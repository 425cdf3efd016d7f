package cucuai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// Normal is a solid fixed policy: it compares the chance of losing a life
// when keeping its card with the expected loss of asking (the next card's
// powers, what it has seen of the table, the unseen pool), and likewise
// for the dealer's pack swap; at an Inn it asks for cover with anything
// below the Inn; as innkeeper it accepts (keeping the Inn, risking only a
// covered Nothing).
type Normal struct{}

// Name is "normal".
func (Normal) Name() string { return ai.LevelNormal }

// Begin decides at once.
func (Normal) Begin(ev engine.View, legal []engine.Action, _ *engine.RNG) ai.Thinking {
	v := cv(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	s := sitOfView(v)
	return ai.Done(pick(legal, normalOther(&s)))
}

// askBias is how much higher the expected loss of asking may be than
// keeping's and Normal still asks (tuned in arena runs: the estimate
// leaves out what an ask tells and that the next player may pass the card
// on).
const askBias = 0.1

// normalOther is Normal's choice: true for the second legal action.
func normalOther(s *sit) bool {
	switch s.phase {
	case cucu.PhaseInn:
		return rankOf(s.own) < 11
	case cucu.PhaseCover:
		return false
	case cucu.PhaseDealer:
		return s.blindLoss(false) < s.loss(s.own)
	}
	if s.own.IsPower() {
		return false
	}
	if _, k := s.target(); k == cucu.Cuckoo || k == cucu.Hunter || k == cucu.Cat {
		return false // refused for sure: nothing to gain
	}
	return s.askLoss() < s.loss(s.own)+askBias
}
