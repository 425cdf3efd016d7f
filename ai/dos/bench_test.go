package dosai

import (
	"context"
	"slices"
	"testing"
	"time"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"

	"github.com/stretchr/testify/require"
)

type position struct {
	v     engine.View
	legal []engine.Action
}

// searched collects decisions Hard searches (on turn, several choices) from
// seeded 2- and 4-seat matches played by Normal bots.
func searched(tb testing.TB, n int) []position {
	tb.Helper()
	var out []position
	for m := 0; len(out) < n; m++ {
		st, err := dos.NewMatch(engine.Config{Seats: 2 + 2*(m%2)}, uint64(m))
		require.NoError(tb, err)
		for step := 0; step < 600 && len(out) < n; step++ {
			if _, over := st.Outcome(); over {
				break
			}
			seat := st.ToAct()[0]
			legal := st.Legal(seat)
			v := st.View(seat)
			if step%3 == 0 && searches(v.(*dos.View), legal) {
				out = append(out, position{v, legal})
			}
			a := ai.Choose(context.Background(), Normal{}, v, legal, nil)
			require.NoError(tb, st.Step(a))
		}
	}
	return out
}

// searches reports whether Hard searches this decision.
func searches(v *dos.View, legal []engine.Action) bool {
	if _, ok := reaction(v, legal); ok || !onTurn(legal) || v.Phase == dos.PhaseChoose {
		return false
	}
	return len(legal) > 1
}

// decisions collects every decision of seeded 2- and 4-seat matches
// played by Normal bots, a few rounds in.
func decisions(tb testing.TB, n int) []position {
	tb.Helper()
	var out []position
	for m := 0; len(out) < n; m++ {
		st, err := dos.NewMatch(engine.Config{Seats: 2 + 2*(m%2)}, uint64(m))
		require.NoError(tb, err)
		for step := 0; step < 600 && len(out) < n; step++ {
			if _, over := st.Outcome(); over {
				break
			}
			seat := st.ToAct()[0]
			legal := st.Legal(seat)
			v := st.View(seat)
			if step%5 == 0 {
				out = append(out, position{v, legal})
			}
			a := ai.Choose(context.Background(), Normal{}, v, legal, nil)
			require.NoError(tb, st.Step(a))
		}
	}
	return out
}

// benchBot times bot's decisions over ps and reports their p50 and p99 in
// milliseconds besides the mean.
func benchBot(b *testing.B, bot ai.Bot, ps []position) {
	rng := seeded(2, 2)
	times := make([]float64, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		t0 := time.Now()
		ai.Choose(context.Background(), bot, p.v, p.legal, rng)
		times = append(times, float64(time.Since(t0).Nanoseconds())/1e6)
	}
	b.StopTimer()
	slices.Sort(times)
	at := func(q float64) float64 { return times[min(len(times)-1, int(q*float64(len(times))))] }
	b.ReportMetric(at(0.50), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
}

// BenchmarkHardSearch is one whole Hard decision among those it searches.
func BenchmarkHardSearch(b *testing.B) { benchBot(b, mustBot(b, ai.LevelHard), searched(b, 64)) }

// Every decision, as a match asks them.
func BenchmarkHardDecision(b *testing.B) { benchBot(b, mustBot(b, ai.LevelHard), decisions(b, 256)) }
func BenchmarkNormalDecision(b *testing.B) {
	benchBot(b, mustBot(b, ai.LevelNormal), decisions(b, 256))
}
func BenchmarkEasyDecision(b *testing.B)  { benchBot(b, mustBot(b, ai.LevelEasy), decisions(b, 256)) }
func BenchmarkBasicDecision(b *testing.B) { benchBot(b, mustBot(b, ai.LevelBasic), decisions(b, 256)) }

// BenchmarkHardSlice is one Think(ai.SliceWork) of a Hard decision: it must
// stay well under 5 ms so the browser keeps its frame rate, and near Flip
// 7's Hard slice so a work unit costs about the same in every game.
func BenchmarkHardSlice(b *testing.B) {
	ps := searched(b, 64)
	bot := mustBot(b, ai.LevelHard)
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
