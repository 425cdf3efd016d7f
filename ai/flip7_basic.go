package ai

import (
	"math/rand/v2"

	"cardtable/engine"
	"cardtable/engine/flip7"
)

// Flip7Basic is the arena's fixed reference: Stay once the round score is at
// least 25; every action card goes to the next eligible player after itself
// going round the table (itself when it is the only one).
type Flip7Basic struct{}

// Name is "basic".
func (Flip7Basic) Name() string { return LevelBasic }

// Begin decides at once.
func (Flip7Basic) Begin(ev engine.View, legal []engine.Action, _ *rand.Rand) Thinking {
	v := f7(ev)
	if v == nil || len(legal) == 0 {
		return Done(first(legal))
	}
	me := v.Seat
	if v.Phase == flip7.PhaseTarget {
		if t, ok := nextAround(me, v.Seats, targetSeats(legal)); ok {
			a, _ := find(legal, flip7.KindTarget, t)
			return Done(a)
		}
		return Done(legal[0])
	}
	return Done(hitOrStay(legal, v.Players[me].RoundScore >= 25))
}

func first(legal []engine.Action) engine.Action {
	if len(legal) == 0 {
		return engine.Action{}
	}
	return legal[0]
}
