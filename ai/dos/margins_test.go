package dosai

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
)

var (
	margins        = flag.Bool("dos.margins", false, "measure how Hard's margin over Normal grows with its budget (minutes)")
	marginsMatches = flag.Int("dos.matches", 200, "heads-up matches per budget for -dos.margins")
)

// How Hard's heads-up margin over Normal grows with thinking time, and
// what the plain generic search (random moves to the end of the match)
// does on the default budget (BENCHMARKS.md):
//
//	go test ./ai/dos -run TestHardMargins -dos.margins -v -timeout 3h
func TestHardMargins(t *testing.T) {
	if !*margins {
		t.Skip("needs -dos.margins")
	}
	n := *marginsMatches
	def := NewHard().(Hard)
	share := map[int]float64{}
	for _, work := range []int{2500, 5000, 10_000, 20_000, 40_000, 80_000} {
		h := def
		h.Work = work
		share[work] = tourney(t, []ai.Bot{h, Normal{}}, n, 1, dos.ValuePoints)
		t.Logf("hard on %d units: %.3f of %d matches", work, share[work], n)
	}
	plain := tourney(t, []ai.Bot{plainSearch{def.Work}, Normal{}}, n/5, 1, dos.ValuePoints)
	t.Logf("plain IS-MCTS on %d units: %.3f of %d matches", def.Work, plain, n/5)
	above(t, "hard on its budget vs normal", share[def.Work], 0.5, n)
	assert.Greater(t, share[80_000], share[2500], "more thinking, a bigger margin")
	assert.Less(t, plain, share[def.Work], "the DOS search beats the plain one")
}

// plainSearch is the generic IS-MCTS with Hard's answers to calls,
// catches and wilds' values.
type plainSearch struct{ work int }

func (plainSearch) Name() string { return "plain" }

func (b plainSearch) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
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
	var cands []engine.Action
	for _, a := range legal {
		if a.Kind != dos.KindCall && a.Kind != dos.KindCatch {
			cands = append(cands, a)
		}
	}
	return ai.ISMCTS{Level: "plain", Det: dos.Rules{}, Work: b.work}.Begin(ev, cands, rng)
}
