package ai

import (
	"cardtable/engine"
)

// Random plays a uniformly random legal action; it works for every game and
// is the floor every other level must beat.
type Random struct{}

// Name is "random".
func (Random) Name() string { return "random" }

// Begin picks at once.
func (Random) Begin(_ engine.View, legal []engine.Action, rng *engine.RNG) Thinking {
	if len(legal) == 0 {
		return Done(engine.Action{})
	}
	return Done(legal[rng.IntN(len(legal))])
}
