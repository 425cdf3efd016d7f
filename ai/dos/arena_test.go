package dosai

import (
	"context"
	"math"
	"testing"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/engine/play"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tourney plays n matches of bots[0] against the others, rotating the seats
// as the arena does (match m moves every bot m seats on), and returns
// bots[0]'s share of the wins. mode is the match format.
func tourney(t testing.TB, bots []ai.Bot, n int, seed uint64, mode string) float64 {
	t.Helper()
	seats := len(bots)
	wins := 0.0
	for m := 0; m < n; m++ {
		s := seed + uint64(m)
		st, err := dos.NewMatch(engine.Config{Seats: seats, Options: map[string]string{dos.OptMode: mode}}, s)
		require.NoError(t, err)
		botAt := func(seat engine.Seat) int { return (int(seat) + m) % seats }
		step := 0
		o, err := play.Run(st, play.Options{Seed: s, Choose: func(v engine.View, legal []engine.Action) engine.Action {
			a := ai.Choose(context.Background(), bots[botAt(v.Viewer())], v, legal, ai.DecisionRNG(s, v.Viewer(), step))
			step++
			return a
		}})
		require.NoError(t, err)
		for _, w := range o.Winners {
			if botAt(w) == 0 {
				wins += 1 / float64(len(o.Winners))
			}
		}
	}
	return wins / float64(n)
}

// above fails unless share is above fair by more than 2 standard errors
// (one-sided p < 0.025).
func above(t *testing.T, name string, share, fair float64, n int) {
	t.Helper()
	se := math.Sqrt(fair * (1 - fair) / float64(n))
	t.Logf("%s: %.3f over %d matches (fair %.3f, z = %.1f)", name, share, n, fair, (share-fair)/se)
	assert.GreaterOrEqual(t, share-fair, 2*se, "%s: %.3f is not significantly above %.3f", name, share, fair)
}

// Heads-up matches to 200 between fixed policies take milliseconds each,
// so these margins show in a second or two: Normal beats Random, Easy and
// Basic; Easy beats Random.
func TestNormalBeatsRandom(t *testing.T) {
	above(t, "normal vs random", tourney(t, []ai.Bot{Normal{}, ai.Random{}}, 200, 1, dos.ValuePoints), 0.5, 200)
}

func TestNormalBeatsEasy(t *testing.T) {
	above(t, "normal vs easy", tourney(t, []ai.Bot{Normal{}, Easy{}}, 200, 1, dos.ValuePoints), 0.5, 200)
}

func TestEasyBeatsRandom(t *testing.T) {
	above(t, "easy vs random", tourney(t, []ai.Bot{Easy{}, ai.Random{}}, 200, 1, dos.ValuePoints), 0.5, 200)
}

// Four seats, as the arena's reference table: Normal against three Basics
// (which never catch) wins far more than its quarter.
func TestNormalBeatsBasic(t *testing.T) {
	above(t, "normal vs 3 basic", tourney(t, []ai.Bot{Normal{}, Basic{}, Basic{}, Basic{}}, 200, 1, dos.ValuePoints), 0.25, 200)
}

// Hard, on half its budget, beats Normal heads-up. Its margin
// grows with thinking time (BENCHMARKS.md); this budget shows it in 40
// matches.
func TestHardBeatsNormal(t *testing.T) {
	if testing.Short() {
		t.Skip("a Hard search per decision: tens of seconds")
	}
	h := NewHard().(Hard)
	h.Work = 20_000
	above(t, "hard vs normal", tourney(t, []ai.Bot{h, Normal{}}, 40, 1, dos.ValuePoints), 0.5, 40)
}
