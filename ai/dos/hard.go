package dosai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
)

// Hard searches: an information-set Monte Carlo tree search (ai.ISMCTS)
// over determinized views, made for DOS. Simulations play a sharpened
// Normal (a plan per turn that also weighs stopping on two cards, where a
// seat is caught before it calls more often than not, and going out) to
// the end of the round, where the scores are valued as a chance of winning
// the match; the tree branches on Hard's own decisions only, the other
// seats playing the policy; untried actions are expanded the policy's
// choice first, with a bias towards it. Calls and catches need no search:
// Hard always calls and always catches at once, and picks wilds' values for
// the bonus.
type Hard struct {
	// Work caps one decision, in work units (see ai.SliceWork).
	Work int
	// Deals is the number of distinct determinizations (ai.ISMCTS.Deals).
	Deals int
	// C is the UCB exploration constant.
	C float64
	// Bias is the progressive bias towards the policy's choice.
	Bias float64
	// Sharp makes the simulations' policy (and the prior) weigh stopping
	// on two cards and going out (sharpWeights), not Normal's plan alone.
	Sharp bool
}

// NewHard returns the Hard DOS bot with budgets that keep a decision under
// the Hard time budget (docs/ARCHITECTURE.md §9).
func NewHard() ai.Bot { return Hard{Work: 100_000, Deals: 64, C: 0.7, Bias: 0.3, Sharp: true} }

// Name is "hard".
func (Hard) Name() string { return ai.LevelHard }

// Units charged per policy decision of a simulation, on top of the step:
// a decision costs a few times a step (a View and a plan once a turn).
const unitsPerPolicy = 3

// Begin answers calls, catches and wilds' values at once and searches the
// rest; Best is Normal's answer until the search improves on it.
func (b Hard) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := dv(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	if a, ok := reaction(v, legal); ok {
		return ai.Done(a)
	}
	if !onTurn(legal) {
		return ai.Done(pass(legal))
	}
	if v.Phase == dos.PhaseChoose {
		return ai.Done(bestColour(v, legal))
	}
	w := planWeights(v.Seats)
	if b.Sharp {
		w = sharpWeights(v.Seats)
	}
	normal := planTurn(v, legal, &w)
	cands := []engine.Action{normal}
	for _, a := range legal {
		if a != normal && a.Kind != dos.KindCall && a.Kind != dos.KindCatch {
			cands = append(cands, a)
		}
	}
	if len(cands) == 1 {
		return ai.Done(normal)
	}
	return b.search(v).Begin(ev, cands, rng)
}

// search is the tree search for one decision of v's seat.
func (b Hard) search(v *dos.View) ai.ISMCTS {
	me, round := v.Seat, v.Round
	pol := newPlayout(b.Sharp)
	var scores [dos.MaxSeats]int
	var vals [dos.MaxSeats]float64
	valued := -1 // the simulation vals belong to
	return ai.ISMCTS{
		Level: ai.LevelHard, Det: dos.Rules{}, Work: b.Work, Deals: b.Deals, C: b.C,
		NewPlayout:   func() ai.Playout { return pol },
		PlayoutUnits: unitsPerPolicy,
		Cutoff: func(st engine.State) bool {
			return st.(*dos.State).Round() != round
		},
		Eval: func(st engine.State, seat engine.Seat) float64 {
			if valued != pol.gen {
				pol.spent += unitsPerView
				sv := st.View(seat).(*dos.View)
				n := len(sv.Players)
				for i, p := range sv.Players {
					scores[i] = p.Score
				}
				matchValue(scores[:n], vals[:n])
				valued = pol.gen
			}
			return vals[seat]
		},
		Filter: func(st engine.State, seat engine.Seat, acts []engine.Action) []engine.Action {
			if a, ok := quickReaction(acts); ok {
				acts[0] = a
				return acts[:1]
			}
			if seat != me || !onTurn(acts) || st.(*dos.State).Phase() == dos.PhaseChoose {
				acts[0] = pol.Choose(st, seat, acts, nil)
				return acts[:1]
			}
			return acts
		},
		Prior: func(st engine.State, seat engine.Seat, acts []engine.Action, out []float64) {
			sv := st.View(seat).(*dos.View)
			n := pol.pl.decide(sv, acts, &pol.w[sv.Seats])
			pol.spent += unitsPerView + unitsPerNode*pol.pl.nodes
			for i, a := range acts {
				if a == n {
					out[i] = 1
				}
			}
		},
		PriorWeight: b.Bias,
		Decisive:    true,
		Spent:       pol.takeSpent,
	}
}
