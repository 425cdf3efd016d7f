package kittensai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/kittens"
)

// Hard searches: information-set Monte Carlo tree search (ai.ISMCTS) over
// states determinized from its view — the unseen cards dealt at random,
// every pile position it knows kept in place, the kittens a placer just
// put back most likely where the next seat draws them — with playouts in which
// every seat plays the Normal policy. Its first answer, kept until the
// search finds better, is Normal's own, so it plays from what it knows
// (the kittens left, the top cards it saw, where kittens were put) even
// when the search is cut short.
type Hard struct {
	// Work caps one decision on the turn, in work units.
	Work int
	// WindowWork caps one decision in a reaction window (Nope or not).
	WindowWork int
	// Deals is the number of distinct determinizations per decision.
	Deals int
	// Aim is the weight of the belief that a placer put its kittens where
	// the next seat draws them (aimedDeals).
	Aim float64
}

// NewHard returns the Hard bot with budgets that keep a decision under the
// Hard time budget (docs/ARCHITECTURE.md §9).
func NewHard() ai.Bot { return Hard{Work: 50_000, WindowWork: 20_000, Deals: 64, Aim: 0.8} }

// Name is "hard".
func (Hard) Name() string { return ai.LevelHard }

// Begin starts the search; Best is Normal's answer until it improves.
func (b Hard) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := view(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	if len(legal) == 1 {
		return ai.Done(legal[0])
	}
	guess := decide(viewTable{v}, legal, rng, normalStyle)
	if v.Phase == kittens.PhasePlace || v.Phase == kittens.PhaseName || v.Phase == kittens.PhaseGive {
		// Long lists of near-equal choices that the policy settles well
		// (where to put a kitten, what to name or give).
		return ai.Done(guess)
	}
	work := b.Work
	if v.Phase == kittens.PhaseWindow {
		work = b.WindowWork
	}
	ordered := make([]engine.Action, 0, len(legal))
	ordered = append(ordered, guess)
	for _, a := range legal {
		if a != guess {
			ordered = append(ordered, a)
		}
	}
	search := ai.ISMCTS{Level: ai.LevelHard, Det: aimedDeals{aim: b.Aim}, Work: work, Deals: b.Deals, NewPlayout: func() ai.Playout { return ai.PlayoutFunc(playoutPolicy) }}
	return search.Begin(ev, ordered, rng)
}

// playoutPolicy plays every seat of a playout by the Normal policy, read
// from the determinized state as that seat sees it.
func playoutPolicy(st engine.State, seat engine.Seat, legal []engine.Action, rng *engine.RNG) engine.Action {
	s, ok := st.(*kittens.State)
	if !ok {
		return legal[rng.IntN(len(legal))]
	}
	return decide(stateTable{s, seat}, legal, rng, playoutStyle)
}
