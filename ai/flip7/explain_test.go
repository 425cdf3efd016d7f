package flip7ai

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/locales"
)

// Hard explains each of its choices with a message both languages have;
// the hint (action and reason) does not change when the hidden deck order
// is permuted, since both read the seat's View only.
func TestHardExplains(t *testing.T) {
	hard := mustBot(t, ai.LevelHard)
	_, ok := hard.(ai.Explainer)
	require.True(t, ok, "Hard is an Explainer")
	en, vi := locales.New("en"), locales.New("vi")
	seen := map[string]bool{}
	positions(t, 12, func(st *flip7.State, seat engine.Seat, legal []engine.Action) {
		hint := func(s engine.State) (engine.Action, ai.Reason) {
			v := s.View(seat)
			a := ai.Choose(context.Background(), hard, v, s.Legal(seat), ai.DecisionRNG(1, seat, 7))
			return a, ai.Explain(hard, v, a)
		}
		a, r := hint(st)
		require.Contains(t, legal, a)
		require.NotEmpty(t, r.ID, "no reason for %v", a)
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
	assert.True(t, seen["flip7.hint.stay"] || seen["flip7.hint.hit"], "reasons seen: %v", seen)
}

// A bot that cannot explain itself gives the zero Reason.
func TestExplainWithoutExplainer(t *testing.T) {
	assert.Equal(t, ai.Reason{}, ai.Explain(Normal{}, nil, engine.Action{}))
}
