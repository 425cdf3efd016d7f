package dosai

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
)

var levels = []string{ai.LevelRandom, ai.LevelEasy, ai.LevelNormal, ai.LevelHard, ai.LevelBasic}

// testHard is Hard with a small budget, so tests that ask it hundreds of
// decisions stay quick; the search is the same.
func testHard() Hard {
	h := NewHard().(Hard)
	h.Work = 6000
	return h
}

// bot is the level's bot, Hard with the test budget.
func bot(t testing.TB, level string) ai.Bot {
	if level == ai.LevelHard {
		return testHard()
	}
	return mustBot(t, level)
}

// positions plays seeded random 2–4 seat matches (both formats) and calls f
// at every seat that may act, every few steps: random play reaches every
// phase, the optional window and the end of rounds.
func positions(t testing.TB, n int, f func(st *dos.State, seat engine.Seat, legal []engine.Action)) {
	t.Helper()
	rng := seeded(3, 4)
	for m := 0; m < n; m++ {
		cfg := engine.Config{Seats: 2 + m%3}
		if m%4 == 3 {
			cfg.Options = map[string]string{dos.OptMode: dos.ValueFirstOut}
		}
		st, err := dos.NewMatch(cfg, uint64(m))
		require.NoError(t, err)
		for step := 0; step < 400; step++ {
			if _, over := st.Outcome(); over {
				break
			}
			to := st.ToAct()
			if step%3 == 1 {
				for _, seat := range to {
					f(st, seat, st.Legal(seat))
				}
			}
			seat := to[rng.IntN(len(to))]
			legal := st.Legal(seat)
			require.NoError(t, st.Step(legal[rng.IntN(len(legal))]))
		}
	}
}

// situation names what a decision is about, to prove every one is met.
func situation(st *dos.State, seat engine.Seat, legal []engine.Action) string {
	if seat != st.Turn() {
		return "off turn"
	}
	for _, a := range legal {
		switch a.Kind {
		case dos.KindColour:
			return "colour"
		case dos.KindNumber:
			return "number"
		case dos.KindPlace:
			return "place"
		}
	}
	if _, ok := find(legal, dos.KindDraw); ok {
		if _, ok := find(legal, dos.KindMatch); ok {
			return "match or draw"
		}
		return "draw"
	}
	if _, ok := find(legal, dos.KindMatch); ok {
		return "match or end"
	}
	return "end"
}

// Every level answers every kind of decision with a legal action, and its
// choice does not depend on what the seat cannot see: permuting the other
// hands, the penalty cards and the draw pile (PermuteHidden) changes
// nothing.
func TestLegalAndNoLeak(t *testing.T) {
	for _, level := range levels {
		t.Run(level, func(t *testing.T) {
			b := bot(t, level)
			seen := map[string]int{}
			matches := 24
			if level == ai.LevelHard {
				matches = 10
			}
			positions(t, matches, func(st *dos.State, seat engine.Seat, legal []engine.Action) {
				seen[situation(st, seat, legal)]++
				a := ai.Choose(context.Background(), b, st.View(seat), legal, seeded(9, 9))
				require.Contains(t, legal, a, "%s chose an illegal action\n%s", level, st.Notation())
				for i := range uint64(2) {
					rng := engine.NewRNG(5 + i)
					perm := st.PermuteHidden(seat, &rng)
					require.Equal(t, st.View(seat), perm.View(seat), "PermuteHidden changed the view")
					a2 := ai.Choose(context.Background(), b, perm.View(seat), perm.Legal(seat), seeded(9, 9))
					require.Equal(t, a, a2, "%s changed its choice when hidden cards were permuted\n%s", level, st.Notation())
				}
			})
			for _, s := range []string{"off turn", "colour", "number", "place", "match or draw", "draw", "match or end", "end"} {
				assert.Positive(t, seen[s], "no %q decision met: %v", s, seen)
			}
		})
	}
}

// The registered Hard, with its full budget, leaks nothing either.
func TestHardNoLeak(t *testing.T) {
	if testing.Short() {
		t.Skip("whole Hard decisions")
	}
	b := mustBot(t, ai.LevelHard)
	n := 0
	positions(t, 6, func(st *dos.State, seat engine.Seat, legal []engine.Action) {
		if n >= 6 || !searches(st.View(seat).(*dos.View), legal) {
			return
		}
		n++
		a := ai.Choose(context.Background(), b, st.View(seat), legal, seeded(9, 9))
		rng := engine.NewRNG(7)
		perm := st.PermuteHidden(seat, &rng)
		a2 := ai.Choose(context.Background(), b, perm.View(seat), perm.Legal(seat), seeded(9, 9))
		require.Equal(t, a, a2, "hard changed its choice when hidden cards were permuted\n%s", st.Notation())
	})
	require.Equal(t, 6, n)
}

// Thinking in small slices ends on the same answer as one Choose.
func TestSlicedEqualsWhole(t *testing.T) {
	b := testHard()
	positions(t, 10, func(st *dos.State, seat engine.Seat, legal []engine.Action) {
		whole := ai.Choose(context.Background(), b, st.View(seat), legal, seeded(1, 2))
		th := b.Begin(st.View(seat), legal, seeded(1, 2))
		for i := 0; !th.Think(97); i++ {
			require.Less(t, i, 1_000_000, "thinking never finished")
		}
		require.Equal(t, whole, th.Best(), "sliced thinking differs from whole\n%s", st.Notation())
	})
}

// Stopping a decision early still leaves a legal answer.
func TestStopEarly(t *testing.T) {
	b := mustBot(t, ai.LevelHard)
	positions(t, 6, func(st *dos.State, seat engine.Seat, legal []engine.Action) {
		th := b.Begin(st.View(seat), legal, seeded(1, 2))
		th.Think(10)
		th.Stop()
		require.Contains(t, legal, th.Best(), "best after stop is not legal")
		th.Stop()
	})
}

// DOS offers easy, normal and hard in the app, and basic for the arena.
func TestRegistered(t *testing.T) {
	assert.Equal(t, []string{ai.LevelEasy, ai.LevelNormal, ai.LevelHard}, ai.Levels(dos.Descriptor.ID))
	for _, level := range levels {
		b, err := ai.New(dos.Descriptor.ID, level)
		require.NoError(t, err)
		assert.Equal(t, level, b.Name())
	}
	_, err := ai.New(dos.Descriptor.ID, "grandmaster")
	assert.Error(t, err, "unknown level accepted")
}

// A view of another game or a spectator's gets the first legal action,
// never a panic.
func TestForeignView(t *testing.T) {
	legal := []engine.Action{{By: 0, Kind: dos.KindDraw, Target: engine.NoSeat}, {By: 0, Kind: dos.KindEnd, Target: engine.NoSeat}}
	for _, level := range levels[1:] {
		b := mustBot(t, level)
		assert.Equal(t, legal[0], ai.Choose(context.Background(), b, nil, legal, seeded(1)), level)
		assert.Equal(t, legal[0], ai.Choose(context.Background(), b, &dos.View{Seat: engine.NoSeat}, legal, seeded(1)), level)
		assert.Equal(t, engine.Action{}, ai.Choose(context.Background(), b, nil, nil, seeded(1)), level)
	}
}
