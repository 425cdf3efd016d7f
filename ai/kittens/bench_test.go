package kittensai

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/kittens"
)

type position struct {
	v     engine.View
	legal []engine.Action
}

// midGame collects decisions with a choice (more than one legal action) of
// seeded 4-seat games played by Normal bots, once a few cards are drawn:
// turn decisions and window decisions alike, as Hard meets them.
func midGame(tb testing.TB, n int) []position {
	tb.Helper()
	var out []position
	for m := 0; len(out) < n; m++ {
		st, err := kittens.NewGame(engine.Config{Seats: 4}, uint64(m))
		require.NoError(tb, err)
		rng := seeded(uint64(m), 1)
		for step := 0; !st.Over(); step++ {
			to := st.ToAct()
			seat := to[rng.IntN(len(to))]
			legal := st.Legal(seat)
			if len(legal) > 1 && st.DrawSize() < 24 && step%3 == 0 && len(out) < n {
				out = append(out, position{st.View(seat), legal})
			}
			a := ai.Choose(context.Background(), Normal{}, st.View(seat), legal, rng)
			require.NoError(tb, st.Step(a))
		}
	}
	return out
}

func benchBot(b *testing.B, bot ai.Bot) {
	ps := midGame(b, 64)
	rng := seeded(2, 2)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		ai.Choose(context.Background(), bot, p.v, p.legal, rng)
	}
}

// The decision times of each level over mid-game positions with a choice
// (budgets: Easy/Normal p99 ≤ 20 ms, Hard p99 ≤ 250 ms; the arena reports
// the percentiles).
func BenchmarkHardDecision(b *testing.B)   { benchBot(b, NewHard()) }
func BenchmarkNormalDecision(b *testing.B) { benchBot(b, Normal{}) }
func BenchmarkEasyDecision(b *testing.B)   { benchBot(b, Easy{}) }

// BenchmarkHardSlice is one Think(ai.SliceWork) of a Hard decision: it must
// stay well under 5 ms so the browser keeps its frame rate.
func BenchmarkHardSlice(b *testing.B) {
	ps := midGame(b, 64)
	bot := NewHard()
	rng := seeded(2, 2)
	var th ai.Thinking
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if th == nil || th.Think(ai.SliceWork) {
			b.StopTimer()
			p := ps[i%len(ps)]
			th = bot.Begin(p.v, p.legal, rng)
			b.StartTimer()
		}
	}
}
