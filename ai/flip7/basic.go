package flip7ai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/flip7"
)

// Basic is the arena's fixed reference: Stay once the round score is at
// least 25; every action card goes to the next eligible player after itself
// going round the table (itself when it is the only one).
type Basic struct{}

// Name is "basic".
func (Basic) Name() string { return ai.LevelBasic }

// Begin decides at once.
func (Basic) Begin(ev engine.View, legal []engine.Action, _ *engine.RNG) ai.Thinking {
	v := f7(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	me := v.Seat
	if v.Phase == flip7.PhaseTarget {
		if t, ok := nextAround(me, v.Seats, targetSeats(legal)); ok {
			a, _ := find(legal, flip7.KindTarget, t)
			return ai.Done(a)
		}
		return ai.Done(legal[0])
	}
	return ai.Done(hitOrStay(legal, v.Players[me].RoundScore >= 25))
}

func first(legal []engine.Action) engine.Action {
	if len(legal) == 0 {
		return engine.Action{}
	}
	return legal[0]
}
