package flip7ai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/flip7"
)

// Hard plays for the match, not the round. Hit or Stay is an
// expectimax over its own next draws from the exact deck composition
// (deepened iteratively while the budget lasts), where ending the round with
// s points is worth the chance of winning the match from the new totals — or,
// in solo practice, minus the expected rounds still needed (a table built
// offline by value iteration). Action-card targets are compared by seeded
// playouts of the rest of the round.
type Hard struct {
	// Work caps the search of one Hit/Stay decision, in work units.
	Work int
	// MinEps is the smallest branch probability searched exactly.
	MinEps float64
	// Playouts is the number of simulated rounds per candidate target.
	Playouts int
}

// NewHard returns the Hard Flip 7 bot with budgets that keep a decision
// under the Hard time budget (docs/ARCHITECTURE.md §9).
func NewHard() ai.Bot { return Hard{Work: 400_000, MinEps: 1e-4, Playouts: 32} }

// Name is "hard".
func (Hard) Name() string { return ai.LevelHard }

// Units charged per evaluated search node and per playout step, so that a
// unit costs roughly the same time in both.
const (
	unitsPerNode = 20
	unitsPerStep = 15
)

// Begin starts the search; Best is Normal's answer until it improves.
func (b Hard) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := f7(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	if len(legal) == 1 {
		return ai.Done(legal[0])
	}
	initial := Normal{}.Begin(ev, legal, rng).Best()
	if v.Phase == flip7.PhaseTarget {
		seeds := make([]uint64, b.Playouts)
		for i := range seeds {
			seeds[i] = rng.Uint64()
		}
		return ai.StartSearch(initial, func(t *ai.Search) { b.chooseTarget(t, v, legal, seeds) })
	}
	return ai.StartSearch(initial, func(t *ai.Search) { b.hitOrStay(t, v, legal) })
}

// hitOrStay searches ever finer (eps ten times smaller each pass) until the
// budget or MinEps is reached; a pass cut short is discarded.
func (b Hard) hitOrStay(t *ai.Search, v *flip7.View, legal []engine.Action) {
	me := v.Seat
	pl := &v.Players[me]
	util := roundUtility(v, me)
	h := xhandOf(pl.Row, pl.SecondChance)
	stay := util[min(pl.RoundScore, len(util)-1)]
	sv := newExactSolver(util, len(v.Active()) == 1, v.DeckCounts, v.Discard)
	used := 0
	sv.spend = func() bool {
		used += unitsPerNode
		return used <= b.Work && t.Spend(unitsPerNode)
	}
	for eps := 1e-3; eps >= b.MinEps; eps /= 10 {
		sv.eps, sv.aborted = eps, false
		sv.memo.reset()
		hit := sv.hit(h, 1)
		if sv.aborted {
			return
		}
		t.Propose(hitOrStay(legal, hit <= stay))
	}
}

// chooseTarget plays out the rest of the round after each candidate target
// with the same seeds (common random numbers) and keeps the best average.
func (b Hard) chooseTarget(t *ai.Search, v *flip7.View, legal []engine.Action, seeds []uint64) {
	bestVal := -1e18
	best := t.Best()
	for _, a := range legal {
		sum := 0.0
		for _, seed := range seeds {
			val, ok := playoutValue(t, v, a, seed)
			if !ok {
				return
			}
			sum += val
		}
		if sum > bestVal {
			best, bestVal = a, sum
		}
	}
	t.Propose(best)
}

// playoutValue applies a to a determinized copy of the table, lets every
// seat play the Normal policy to the end of the round and values the
// totals for the viewer.
func playoutValue(t *ai.Search, v *flip7.View, a engine.Action, seed uint64) (float64, bool) {
	st := flip7.FromView(v, seed)
	if err := st.Step(a); err != nil {
		return 0, true // cannot happen for a legal action; value it as nothing
	}
	round := st.Round()
	var buf [flip7.MaxSeats + 2]engine.Action
	for st.Phase() != flip7.PhaseOver && st.Round() == round {
		if !t.Spend(unitsPerStep) {
			return 0, false
		}
		seat := st.ToAct()[0]
		pv, ok := st.View(seat).(*flip7.View)
		if !ok {
			return 0, true
		}
		legal := st.AppendLegal(buf[:0], seat)
		var next engine.Action
		if st.Phase() == flip7.PhaseTarget {
			next = normalTarget(pv, legal)
		} else {
			next = hitOrStay(legal, normalStays(pv, seat))
		}
		if err := st.Step(next); err != nil {
			return 0, true
		}
	}
	if o, over := st.Outcome(); over {
		for _, w := range o.Winners {
			if w == v.Seat {
				return 1 / float64(len(o.Winners)), true
			}
		}
		return 0, true
	}
	end, ok := st.View(v.Seat).(*flip7.View)
	if !ok {
		return 0, true
	}
	totals := make([]int, len(end.Players))
	for i, p := range end.Players {
		totals[i] = p.Total
	}
	return matchValue(totals, v.Target, v.Seat), true
}
