package cucuai

import (
	"context"
	"testing"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/cucu"

	"github.com/stretchr/testify/require"
)

type position struct {
	v     engine.View
	legal []engine.Action
}

// midGame collects decisions from seeded 4-seat matches played by Normal
// bots, from the second round on.
func midGame(tb testing.TB) []position {
	var out []position
	rng := seeded(1, 1)
	for m := 0; len(out) < 64; m++ {
		st, err := cucu.NewMatch(engine.Config{Seats: 4}, uint64(m))
		require.NoError(tb, err)
		for step := 0; step < 200; step++ {
			if _, over := st.Outcome(); over {
				break
			}
			seat := st.ToAct()[0]
			legal := st.Legal(seat)
			if st.Round() >= 2 && step%3 == 0 {
				out = append(out, position{st.View(seat), legal})
			}
			a := ai.Choose(context.Background(), Normal{}, st.View(seat), legal, rng)
			require.NoError(tb, st.Step(a))
		}
	}
	return out
}

func benchBot(b *testing.B, bot ai.Bot) {
	ps := midGame(b)
	rng := seeded(2, 2)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		ai.Choose(context.Background(), bot, p.v, p.legal, rng)
	}
}

func BenchmarkHardDecision(b *testing.B)   { benchBot(b, mustBot(b, ai.LevelHard)) }
func BenchmarkNormalDecision(b *testing.B) { benchBot(b, mustBot(b, ai.LevelNormal)) }
func BenchmarkEasyDecision(b *testing.B)   { benchBot(b, mustBot(b, ai.LevelEasy)) }
func BenchmarkBasicDecision(b *testing.B)  { benchBot(b, mustBot(b, ai.LevelBasic)) }

// BenchmarkHardSlice is one Think(ai.SliceWork) of a Hard decision: it must
// stay well under 5 ms so the browser keeps its frame rate.
func BenchmarkHardSlice(b *testing.B) {
	ps := midGame(b)
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

func mustBot(t testing.TB, level string) ai.Bot {
	b, err := ai.New(cucu.Descriptor.ID, level)
	require.NoError(t, err)
	return b
}
