package kittensai

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/locales"
)

// Hard explains each of its choices with a message both languages have,
// with the arguments the message uses; the hint (action and reason) does
// not change when the cards hidden from the seat are permuted.
func TestHardExplains(t *testing.T) {
	hard := Hard{Work: 4000, WindowWork: 2000, Deals: 8, Aim: 0.8}
	var _ ai.Explainer = hard
	_, ok := NewHard().(ai.Explainer)
	require.True(t, ok, "Hard is an Explainer")
	en, vi := locales.New("en"), locales.New("vi")
	seen := map[string]bool{}
	positions(t, 16, 3, func(st *kittens.State, seat engine.Seat, legal []engine.Action) {
		hint := func(s engine.State) (engine.Action, ai.Reason) {
			v := s.View(seat)
			a := ai.Choose(context.Background(), hard, v, s.Legal(seat), ai.DecisionRNG(1, seat, 7))
			return a, ai.Explain(hard, v, a)
		}
		a, r := hint(st)
		require.Contains(t, legal, a)
		require.NotEmpty(t, r.ID, "no reason for %s", kittens.ActionString(a))
		assert.True(t, en.Has(r.ID) && vi.Has(r.ID), "missing message %s", r.ID)
		for _, arg := range r.Args {
			if arg.Kind == ai.ArgPercent {
				assert.InDelta(t, 0.5, arg.Value, 0.5, "a chance is a fraction")
			}
		}
		seen[r.ID] = true
		rng := engine.NewRNG(5)
		a2, r2 := hint(st.PermuteHidden(seat, &rng))
		assert.Equal(t, a, a2)
		assert.Equal(t, r, r2)
	})
	for _, id := range []string{"draw", "pass", "place", "zombie"} {
		assert.True(t, seen["kittens.hint."+id], "never explained %s: %v", id, seen)
	}
}

// Every hint message exists in both languages, and every action of every
// phase gets a reason.
func TestEveryActionExplained(t *testing.T) {
	en, vi := locales.New("en"), locales.New("vi")
	hard := NewHard().(Hard)
	positions(t, 20, 2, func(st *kittens.State, seat engine.Seat, legal []engine.Action) {
		v := st.View(seat)
		for _, a := range legal {
			r := hard.Explain(v, a)
			require.NotEmpty(t, r.ID, "no reason for %s", kittens.ActionString(a))
			require.True(t, en.Has(r.ID) && vi.Has(r.ID), "missing message %s", r.ID)
		}
	})
	assert.Equal(t, ai.Reason{}, hard.Explain(nil, engine.Action{}))
}
