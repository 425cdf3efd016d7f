package cucuai

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// craft builds a position from its notation with "pack=?": the pack then
// holds every card not in a hand, in kind order (its top the last).
func craft(t testing.TB, text string) *cucu.State {
	t.Helper()
	var used [cucu.NumKinds]int
	for _, sec := range strings.Split(text, " | ")[1:] {
		f := strings.Fields(sec)
		require.Len(t, f, 6, "seat %q", sec)
		if c, ok := cucu.ParseCard(f[2]); ok {
			used[c]++
		}
	}
	var pack []string
	for _, c := range cucu.Kinds {
		for k := used[c]; k < cucu.Copies; k++ {
			pack = append(pack, c.String())
		}
	}
	text = strings.Replace(text, "pack=?", "pack="+strings.Join(pack, "."), 1)
	s, err := cucu.Parse(text, 1)
	require.NoError(t, err, "craft")
	return s
}

// choose is level's answer at s for the seat to act.
func choose(t testing.TB, b ai.Bot, s *cucu.State) engine.Action {
	t.Helper()
	p := s.ToAct()[0]
	legal := s.Legal(p)
	a := ai.Choose(context.Background(), b, s.View(p), legal, seeded(3, uint64(p)))
	require.Contains(t, legal, a)
	return a
}

// positions plays seeded matches of 2–8 seats with Normal bots and calls f
// at every decision of the first rounds, in every phase.
func positions(t testing.TB, matches int, f func(st *cucu.State, seat engine.Seat, legal []engine.Action)) {
	t.Helper()
	rng := seeded(3, 4)
	for m := 0; m < matches; m++ {
		st, err := cucu.NewMatch(engine.Config{Seats: 2 + m%7}, uint64(m))
		require.NoError(t, err)
		for step := 0; step < 40; step++ {
			if _, over := st.Outcome(); over {
				break
			}
			seat := st.ToAct()[0]
			legal := st.Legal(seat)
			f(st, seat, legal)
			// A random hand now and then takes the match into the Inn's
			// phases and the odd corners.
			a := ai.Choose(context.Background(), Normal{}, st.View(seat), legal, rng)
			if rng.IntN(4) == 0 {
				a = legal[rng.IntN(len(legal))]
			}
			require.NoError(t, st.Step(a))
		}
	}
}
