package flip7ai

import (
	"context"
	"testing"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/flip7"

	"github.com/stretchr/testify/require"
)

type position struct {
	v     engine.View
	legal []engine.Action
}

// midGame collects Hit/Stay and target decisions from seeded 4-seat matches
// played by Normal bots, a few rounds in.
func midGame(b *testing.B) []position {
	var out []position
	rng := seeded(1, 1)
	for m := 0; len(out) < 64; m++ {
		st, _ := flip7.NewMatch(engine.Config{Seats: 4}, uint64(m))
		for step := 0; step < 400; step++ {
			if _, over := st.Outcome(); over {
				break
			}
			seat := st.ToAct()[0]
			legal := st.Legal(seat)
			if st.Round() >= 3 && len(legal) > 1 && step%5 == 0 {
				out = append(out, position{st.View(seat), legal})
			}
			a := ai.Choose(context.Background(), Normal{}, st.View(seat), legal, rng)
			require.NoError(b, st.Step(a))
		}
	}
	return out
}

func benchBot(b *testing.B, level string) {
	ps := midGame(b)
	bot := mustBot(b, level)
	rng := seeded(2, 2)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		ai.Choose(context.Background(), bot, p.v, p.legal, rng)
	}
}

func BenchmarkHardDecision(b *testing.B)   { benchBot(b, ai.LevelHard) }
func BenchmarkNormalDecision(b *testing.B) { benchBot(b, ai.LevelNormal) }
func BenchmarkEasyDecision(b *testing.B)   { benchBot(b, ai.LevelEasy) }

// BenchmarkHardSlice is one Think(ai.SliceWork) of a Hard decision: it must
// stay well under 5 ms so the browser keeps its frame rate.
func BenchmarkHardSlice(b *testing.B) {
	benchSlice(b, mustBot(b, ai.LevelHard))
}

// BenchmarkISMCTSSlice is one Think(SliceWork) of the generic IS-MCTS
// playing Flip 7 (random playouts to the end of the match). It calibrates
// IS-MCTS's work units against Hard's (BenchmarkHardSlice): a slice should
// take about as long.
func BenchmarkISMCTSSlice(b *testing.B) {
	benchSlice(b, ai.ISMCTS{Level: ai.LevelHard, Det: flip7.Rules{}, Work: 400_000})
}

// benchSlice times one Think(ai.SliceWork) of bot's decisions over
// mid-game positions, starting a new decision whenever one ends.
func benchSlice(b *testing.B, bot ai.Bot) {
	b.Helper()
	ps := midGame(b)
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
