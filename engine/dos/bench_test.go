package dos

import (
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/play"
)

// benchPlayout plays random 2-seat matches of mode through engine/play's
// Playout (AppendLegal + Step, the seat drawn as play.Run draws it). One op
// is one match; rounds/s and games/s are reported.
func benchPlayout(b *testing.B, mode Mode) {
	rng := engine.NewRNG(1)
	pick := func(legal []engine.Action) engine.Action { return legal[rng.IntN(len(legal))] }
	s := &State{}
	s.init(2, mode, 1, nil)
	p, err := play.NewPlayout(s, 1)
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	rounds := 0
	for i := 0; i < b.N; i++ {
		s.init(2, mode, uint64(i), nil)
		if err := p.Reset(s, uint64(i)); err != nil {
			b.Fatal(err)
		}
		if err := p.Finish(pick, 0); err != nil {
			b.Fatal(err) // not require: its call would weigh on the measured loop
		}
		rounds += int(s.round)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(rounds)/b.Elapsed().Seconds(), "rounds/s")
}

// BenchmarkPlayoutFirstOut: one round per game (DOS-6.4).
func BenchmarkPlayoutFirstOut(b *testing.B) { benchPlayout(b, ModeFirstOut) }

// BenchmarkPlayoutPoints: matches to 200 points (DOS-6.3).
func BenchmarkPlayoutPoints(b *testing.B) { benchPlayout(b, ModePoints) }

// BenchmarkClone copies a mid-game 4-seat state (docs/ARCHITECTURE.md §9:
// ≤ 2 µs).
func BenchmarkClone(b *testing.B) {
	s := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	var sink engine.State
	for i := 0; i < b.N; i++ {
		sink = s.Clone()
	}
	_ = sink
}

// midGame is a 4-seat match played at random into its third round.
func midGame(tb testing.TB) *State {
	tb.Helper()
	s, err := NewMatch(engine.Config{Seats: 4}, 42)
	require.NoError(tb, err)
	rng := engine.NewRNG(42)
	for s.round < 3 || s.ncentre < 3 {
		legal := s.Legal(s.ToAct()[0])
		require.NoError(tb, s.Step(legal[rng.IntN(len(legal))]))
	}
	return s
}
