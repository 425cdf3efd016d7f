package flip7ai

import (
	"context"
	"flag"
	"testing"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/flip7"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	soloBound    = flag.Bool("flip7bound", false, "measure how well solo can be played, under the rules and a variant (about 20 minutes)")
	soloBoundEps = flag.Float64("flip7bound.eps", 1e-5, "smallest branch probability searched exactly")
)

// linearUtil values a round by its points.
func linearUtil() []float64 {
	u := make([]float64, maxScore+1)
	for i := range u {
		u[i] = float64(i)
	}
	return u
}

// roundOptimum is the best expected score of one solo round from deck,
// searched exactly (eps 0 prunes nothing).
func roundOptimum(deck [flip7.NumKinds]uint8, alone bool, eps float64) float64 {
	sv := newExactSolver(linearUtil(), alone, deck, [flip7.NumKinds]uint8{})
	sv.spend, sv.eps = func() bool { return true }, eps
	return sv.hit(xhand{}, 1)
}

// The exact search agrees with an independent exact dynamic program: with
// the 79 number cards alone, the best expected score of a round is 18.5652
// (the figure other Flip 7 analyses publish for this sub-game), and the
// modifiers raise it to 20.2291.
func TestExactSolverKnownOptimum(t *testing.T) {
	var deck [flip7.NumKinds]uint8
	copy(deck[:flip7.MaxNumber+1], flip7.Composition[:flip7.MaxNumber+1])
	assert.InDelta(t, 18.5652, roundOptimum(deck, true, 0), 1e-4, "numbers only: best expected round score")
	for k := flip7.Plus2; k <= flip7.Times2; k++ {
		deck[k] = 1
	}
	assert.InDelta(t, 20.2291, roundOptimum(deck, true, 0), 1e-4, "numbers and modifiers: best expected round score")
}

// TestSoloBound prints how well solo practice can be played: the points a
// round points-maximising play makes with the real deck (200 divided by it
// bounds the rounds any policy needs), and, when every round starts from a
// full deck, the best expected round score and the rounds a value iteration
// needs, under the rules (Freeze and Flip Three land on the lone player,
// F7-4.3) and under a variant where they are given away. Pruned branches are
// valued by stopping within one card, so a coarser eps gives a slightly
// higher rounds figure; the policy behind it is real. Run with
// go test ./ai/flip7 -run TestSoloBound -flip7bound -v -timeout 1h (about 20
// minutes).
func TestSoloBound(t *testing.T) {
	if !*soloBound {
		t.Skip("pass -flip7bound to measure (about 20 minutes)")
	}
	pts, rounds := shoePointsPerRound(t, 1000)
	t.Logf("points-maximising play with the real deck (kept between rounds, counted): %.2f points a round, %.2f rounds to 200", pts, rounds)
	for _, alone := range []bool{true, false} {
		ev := roundOptimum(flip7.Composition, alone, 1e-7)
		V := soloValueIteration(alone, *soloBoundEps, nil)
		t.Logf("action cards on the player: %v; best expected round score %.4f; fewest expected rounds to 200: %.4f",
			alone, ev, V[0])
	}
}

// pointsBot maximises the expected points of each round, from the exact
// composition of the deck it sees: the best a round can be played for points.
type pointsBot struct{ eps float64 }

func (pointsBot) Name() string { return "points" }

func (b pointsBot) Begin(ev engine.View, legal []engine.Action, _ *engine.RNG) ai.Thinking {
	v := f7(ev)
	if v == nil || len(legal) < 2 || v.Phase != flip7.PhaseTurn {
		return ai.Done(first(legal))
	}
	pl := &v.Players[v.Seat]
	sv := newExactSolver(linearUtil(), len(v.Active()) == 1, v.DeckCounts, v.Discard)
	sv.spend, sv.eps = func() bool { return true }, b.eps
	hit := sv.hit(xhandOf(pl.Row, pl.SecondChance), 1)
	return ai.Done(hitOrStay(legal, hit <= float64(pl.RoundScore)))
}

// shoePointsPerRound plays n solo matches with the real deck, which
// persists between rounds (F7-6.3), so that counting cards pays, and returns
// the points a round the points-maximising play makes there, and the rounds
// it needs.
func shoePointsPerRound(t *testing.T, n int) (points, rounds float64) {
	var sum, cnt float64
	for m := 0; m < n; m++ {
		st, err := flip7.NewMatch(engine.Config{Seats: 1}, uint64(m)+1)
		require.NoError(t, err)
		rng := seeded(uint64(m), 1)
		for {
			if o, over := st.Outcome(); over {
				sum += float64(o.Scores[0])
				cnt += float64(o.Rounds)
				break
			}
			a := ai.Choose(context.Background(), pointsBot{eps: 1e-4}, st.View(0), st.Legal(0), rng)
			require.NoError(t, st.Step(a))
		}
	}
	return sum / cnt, cnt / float64(n)
}
