package kittensai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/kittens"
)

// view is the Zombie Kittens view of ev, or nil.
func view(ev engine.View) *kittens.View {
	v, _ := ev.(*kittens.View)
	return v
}

func first(legal []engine.Action) engine.Action {
	if len(legal) == 0 {
		return engine.Action{}
	}
	return legal[0]
}

// Basic is the arena's fixed reference: it plays no card except to
// survive — a Zombie Kitten (or a Clone of one) on an Exploding Kitten,
// reviving the first dead seat listed, putting kittens back at random —
// passes every window and gives its lowest-value card.
type Basic struct{}

// Name is "basic".
func (Basic) Name() string { return ai.LevelBasic }

// Begin decides at once.
func (Basic) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := view(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	switch v.Phase {
	case kittens.PhaseExplode:
		return ai.Done(survive(legal))
	case kittens.PhasePlace:
		return ai.Done(legal[rng.IntN(len(legal))])
	case kittens.PhaseGive:
		return ai.Done(lowest(legal))
	}
	// Draw, Pass, the first dead seat, and whatever else comes first.
	return ai.Done(legal[0])
}

// Easy is sensible but forgiving: it counts only publicly (it forgets what
// it saw), dodges late, never Nopes, puts kittens back at random, and plays
// a random legal action a quarter of the time.
type Easy struct{}

// Name is "easy".
func (Easy) Name() string { return ai.LevelEasy }

// Begin decides at once.
func (Easy) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := view(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	return ai.Done(decide(viewTable{v}, legal, rng, easyStyle))
}

// Normal plays solid heuristics from what it knows: the chance the next card
// explodes with its own knowledge of the pile, See the Future when the top
// is unknown and risky, a dodge (Skip, Attack…) when it is too risky, cat
// pairs and Favor to take cards, Nopes against attacks and steals aimed at
// it, kittens put back where the next seat draws them.
type Normal struct{}

// Name is "normal".
func (Normal) Name() string { return ai.LevelNormal }

// Begin decides at once.
func (Normal) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := view(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	return ai.Done(decide(viewTable{v}, legal, rng, normalStyle))
}
