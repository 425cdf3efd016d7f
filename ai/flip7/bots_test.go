package flip7ai

import (
	"context"
	"testing"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/flip7"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var levels = []string{ai.LevelRandom, ai.LevelEasy, ai.LevelNormal, ai.LevelHard, ai.LevelBasic}

// positions plays seeded random Flip 7 matches and calls f at decisions.
func positions(t testing.TB, n int, f func(st *flip7.State, seat engine.Seat, legal []engine.Action)) {
	t.Helper()
	rng := seeded(3, 4)
	for m := 0; m < n; m++ {
		st, err := flip7.NewMatch(engine.Config{Seats: 1 + m%5}, uint64(m))
		require.NoError(t, err)
		for step := 0; step < 60; step++ {
			if _, over := st.Outcome(); over {
				break
			}
			seat := st.ToAct()[0]
			legal := st.Legal(seat)
			if step%7 == 3 {
				f(st, seat, legal)
			}
			require.NoError(t, st.Step(legal[rng.IntN(len(legal))]))
		}
	}
}

func mustBot(t testing.TB, level string) ai.Bot {
	b, err := ai.New(flip7.Descriptor.ID, level)
	require.NoError(t, err)
	return b
}

// Every bot returns one of the legal actions, and does not depend on the
// deck order (hidden), proven by permuting it with PermuteHidden.
func TestLegalAndNoLeak(t *testing.T) {
	for _, level := range levels {
		b := mustBot(t, level)
		positions(t, 40, func(st *flip7.State, seat engine.Seat, legal []engine.Action) {
			a := ai.Choose(context.Background(), b, st.View(seat), legal, seeded(9, 9))
			require.Contains(t, legal, a, "%s chose an illegal action", level)
			rng := engine.NewRNG(5)
			perm := st.PermuteHidden(seat, &rng)
			a2 := ai.Choose(context.Background(), b, perm.View(seat), perm.Legal(seat), seeded(9, 9))
			require.Equal(t, a, a2, "%s changed its choice when the deck was permuted", level)
		})
	}
}

// ai.Thinking in small slices ends on the same answer as one Choose.
func TestSlicedEqualsWhole(t *testing.T) {
	b := mustBot(t, ai.LevelHard)
	positions(t, 25, func(st *flip7.State, seat engine.Seat, legal []engine.Action) {
		whole := ai.Choose(context.Background(), b, st.View(seat), legal, seeded(1, 2))
		th := b.Begin(st.View(seat), legal, seeded(1, 2))
		for i := 0; !th.Think(97); i++ {
			require.Less(t, i, 1_000_000, "thinking never finished")
		}
		require.Equal(t, whole, th.Best(), "sliced thinking differs from whole")
	})
}

// Stopping a decision early still leaves a legal best answer.
func TestStopEarly(t *testing.T) {
	b := mustBot(t, ai.LevelHard)
	positions(t, 10, func(st *flip7.State, seat engine.Seat, legal []engine.Action) {
		th := b.Begin(st.View(seat), legal, seeded(1, 2))
		th.Think(10)
		th.Stop()
		require.Contains(t, legal, th.Best(), "best after stop is not legal")
		th.Stop()
	})
}

// Flip 7 offers easy, normal and hard in the app, and basic for the arena.
func TestRegistered(t *testing.T) {
	assert.Equal(t, []string{ai.LevelEasy, ai.LevelNormal, ai.LevelHard}, ai.Levels(flip7.Descriptor.ID))
	for _, level := range levels {
		b, err := ai.New(flip7.Descriptor.ID, level)
		require.NoError(t, err)
		assert.Equal(t, level, b.Name())
	}
	_, err := ai.New(flip7.Descriptor.ID, "grandmaster")
	assert.Error(t, err, "unknown level accepted")
}
