package kittensai

import (
	"context"
	"math"
	"os"
	"strconv"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/engine/play"
)

// share plays n seeded 4-seat games of bot against three of other, bot's
// seat turning with the game, two at a time, and returns bot's share of
// the wins.
func share(t *testing.T, bot, other ai.Bot, n int, seed uint64) float64 {
	t.Helper()
	wins := make([]float64, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	jobs := make(chan int)
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range jobs {
				wins[m], errs[m] = game(bot, other, m, seed+uint64(m))
			}
		}()
	}
	for m := 0; m < n; m++ {
		jobs <- m
	}
	close(jobs)
	wg.Wait()
	total := 0.0
	for m := range wins {
		require.NoError(t, errs[m])
		total += wins[m]
	}
	return total / float64(n)
}

// game plays one game with bot at seat m%4 and returns whether it won.
func game(bot, other ai.Bot, m int, seed uint64) (float64, error) {
	st, _, err := kittens.Rules{}.New(engine.Config{Seats: 4}, seed)
	if err != nil {
		return 0, err
	}
	me := engine.Seat(m % 4)
	step := 0
	o, err := play.Run(st, play.Options{Seed: seed, Choose: func(v engine.View, legal []engine.Action) engine.Action {
		b := other
		if v.Viewer() == me {
			b = bot
		}
		step++
		return ai.Choose(context.Background(), b, v, legal, ai.DecisionRNG(seed, v.Viewer(), step))
	}})
	if err != nil {
		return 0, err
	}
	if o.Winners[0] == me {
		return 1, nil
	}
	return 0, nil
}

// significant fails unless the share is above the fair quarter by more
// than 2 standard errors (one-sided p < 0.025).
func significant(t *testing.T, name string, share float64, n int) {
	t.Helper()
	se := math.Sqrt(0.25 * 0.75 / float64(n))
	t.Logf("%s: %.3f over %d games (z = %.1f)", name, share, n, (share-0.25)/se)
	assert.GreaterOrEqual(t, share-0.25, 2*se, "%s: %.3f is not significantly above 0.25", name, share)
}

// Seeded quick arenas: Normal beats three Random and three Basic, Easy
// beats three Basic (measured: about 0.71, 0.73 and 0.63).
func TestNormalBeatsRandom(t *testing.T) {
	significant(t, "normal vs 3 random", share(t, Normal{}, ai.Random{}, 300, 1), 300)
}

func TestNormalBeatsBasic(t *testing.T) {
	significant(t, "normal vs 3 basic", share(t, Normal{}, Basic{}, 300, 1), 300)
}

func TestEasyBeatsBasic(t *testing.T) {
	significant(t, "easy vs 3 basic", share(t, Easy{}, Basic{}, 300, 1), 300)
}

// Normal beats three Easy; Hard, on a fifth of its budget, beats three
// Normal (0.330 over these 200 seeded games: the search counts work units,
// not time, so the figure is the same on any machine; the arena's figure
// with the full budget is in BENCHMARKS.md), and on a tenth three
// Basic (0.610).
func TestNormalBeatsEasy(t *testing.T) {
	significant(t, "normal vs 3 easy", share(t, Normal{}, Easy{}, 300, 1), 300)
}

func TestHardBeatsNormal(t *testing.T) {
	if testing.Short() {
		t.Skip("tens of seconds")
	}
	h := Hard{Work: 10_000, WindowWork: 4_000, Deals: 32, Aim: 0.8}
	significant(t, "hard (10k) vs 3 normal", share(t, h, Normal{}, 200, 1), 200)
}

func TestHardBeatsBasic(t *testing.T) {
	if testing.Short() {
		t.Skip("tens of seconds")
	}
	h := Hard{Work: 5_000, WindowWork: 2_000, Deals: 16, Aim: 0.8}
	significant(t, "hard (5k) vs 3 basic", share(t, h, Basic{}, 100, 1), 100)
}

// TestExperiment plays a Hard variant against three Normal when
// KITTENS_EXPERIMENT=games is set (tuning only; BENCHMARKS.md has the
// arena's figures).
func TestExperiment(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("KITTENS_EXPERIMENT"))
	if n == 0 {
		t.Skip("set KITTENS_EXPERIMENT=games")
	}
	work, _ := strconv.Atoi(os.Getenv("KITTENS_WORK"))
	if work == 0 {
		work = 100_000
	}
	aim, err := strconv.ParseFloat(os.Getenv("KITTENS_AIM"), 64)
	if err != nil {
		aim = 0.8
	}
	h := Hard{Work: work, WindowWork: work * 2 / 5, Deals: 64, Aim: aim}
	t.Logf("hard %+v vs 3 normal: %.3f over %d games", h, share(t, h, Normal{}, n, 1), n)
}
