package cucuai

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/locales"
)

// Hard explains each of its choices with a message both languages have,
// every chance a fraction; the hint (action and reason) does not change
// when the hidden cards are permuted, since both read the seat's View
// only. Every reason of explain.go shows up.
func TestHardExplains(t *testing.T) {
	var hard ai.Bot = quickHard
	_, ok := hard.(ai.Explainer)
	require.True(t, ok, "Hard is an Explainer")
	en, vi := locales.New("en"), locales.New("vi")
	seen := map[string]bool{}
	positions(t, 30, func(st *cucu.State, seat engine.Seat, legal []engine.Action) {
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
		// Every action has a reason, the one not chosen too.
		for _, b := range legal {
			assert.NotEmpty(t, ai.Explain(hard, st.View(seat), b).ID, "no reason for %s", cucu.ActionString(b))
		}
		rng := engine.NewRNG(5)
		a2, r2 := hint(st.PermuteHidden(seat, &rng))
		assert.Equal(t, a, a2)
		assert.Equal(t, r, r2)
	})
	for _, id := range []string{"keep", "ask", "dealer_keep", "dealer_pack", "cover", "cover_accept"} {
		assert.True(t, seen["cucu.hint."+id], "reason %s never given; seen %v", id, seen)
	}
}

// Reasons naming a power: a known Hunter, Cat (past a Horse) or Cuckoo
// next, a high card, an Inn; each names the seat that holds the power.
func TestExplainPowers(t *testing.T) {
	const head = "cucu n=4 r=1 rs=0 d=3 t=0 ph=turn inn=-1 w=-1 pack=? top=-/- swaps=- covers=- last=-"
	h := Hard{}
	for _, c := range []struct {
		pos, act, id string
		args         []ai.Arg
	}{
		{head + " | 3 in lion 0 - - | 3 in hunter *1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:keep", "cucu.hint.keep_hunter",
			[]ai.Arg{ai.SeatArg("Name", 1)}},
		{head + " | 3 in lion 0 - - | 3 in horse *1 - - | 3 in cat *2 - - | 3 in 8 3 - -", "0:keep", "cucu.hint.keep_cat",
			[]ai.Arg{ai.SeatArg("Name", 2)}},
		{head + " | 3 in lion 0 - - | 3 in cuckoo *1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:keep", "cucu.hint.keep_cuckoo",
			[]ai.Arg{ai.SeatArg("Name", 1)}},
		{head + " | 3 in cuckoo 0 - - | 3 in 4 1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:keep", "cucu.hint.keep_power",
			[]ai.Arg{ai.Percent("Keep", 0)}},
		{head + " | 3 in lion 0 - - | 3 in inn *1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:ask 1", "cucu.hint.ask_inn",
			[]ai.Arg{ai.SeatArg("Name", 1)}},
	} {
		s := craft(t, c.pos)
		var a engine.Action
		for _, l := range s.Legal(0) {
			if cucu.ActionString(l) == c.act {
				a = l
			}
		}
		assert.Equal(t, ai.Reason{ID: c.id, Args: c.args}, h.Explain(s.View(0), a), c.pos)
	}
	assert.Equal(t, ai.Reason{}, h.Explain(nil, engine.Action{}))
}
