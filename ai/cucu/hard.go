package cucuai

import (
	"cardtable/ai"
	"cardtable/engine"
)

// Hard reasons from what it has seen through the generic determinized
// search (ai.ISMCTS): each iteration deals the cards it cannot place,
// weighed by what was publicly done with them (infer), plays the rest of
// the round with every seat on Normal's policy and what it knows there
// (sim), and values the round's end by the lives (simValue, the chance of
// winning the match from them).
type Hard struct {
	// Work caps one decision, in ai.ISMCTS's work units.
	Work int
	// Deals is the number of distinct determinizations.
	Deals int
	// C is the search's exploration constant.
	C float64
}

// unitCost is what one of ai.ISMCTS's work units costs in Cucù, in the
// shared units of ai.SliceWork (about 0.14 µs each, calibrated on Flip 7):
// a Cucù step runs Normal's odds for the seat to act, so Hard hands the
// search work/unitCost per Think and a slice stays about as long as Flip
// 7's (BenchmarkHardSlice).
const unitCost = 4

// NewHard returns the Hard Cucù bot with budgets that keep a decision
// under the Hard time budget (docs/ARCHITECTURE.md §9).
func NewHard() ai.Bot { return Hard{Work: 12_000, Deals: 1 << 20, C: 0.3} }

// Name is "hard".
func (Hard) Name() string { return ai.LevelHard }

// Begin starts the search.
func (b Hard) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	if cv(ev) == nil || len(legal) <= 1 {
		return ai.Done(first(legal))
	}
	return scaled{b.search().Begin(ev, legal, rng)}
}

func (b Hard) search() ai.ISMCTS {
	return ai.ISMCTS{Level: ai.LevelHard, Det: infer{seat: new(sit)}, Work: b.Work, Deals: b.Deals, C: b.C, Eval: simValue}
}

// scaled passes the search its share of each slice (unitCost).
type scaled struct{ ai.Thinking }

func (s scaled) Think(work int) bool { return s.Thinking.Think(max(1, work/unitCost)) }
