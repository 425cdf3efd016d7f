package cucu

import (
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/play"
)

// BenchmarkRandomPlayout plays random 4-seat matches through engine/play's
// Playout (AppendLegal + Step). One op is one match; rounds/s is the
// budget's figure (docs/ARCHITECTURE.md §9: ≥ 200,000 full rounds/s per
// core).
func BenchmarkRandomPlayout(b *testing.B) {
	rng := engine.NewRNG(1)
	pick := func(legal []engine.Action) engine.Action { return legal[rng.IntN(len(legal))] }
	s := &State{}
	s.init(4, 1, nil)
	p, err := play.NewPlayout(s, 1)
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	rounds := 0
	for i := 0; i < b.N; i++ {
		s.init(4, uint64(i), nil)
		if err := p.Reset(s, uint64(i)); err != nil {
			b.Fatal(err)
		}
		if err := p.Finish(pick, 0); err != nil {
			b.Fatal(err) // not require: its call would weigh on the measured loop
		}
		rounds += int(s.round)
	}
	b.ReportMetric(float64(rounds)/b.Elapsed().Seconds(), "rounds/s")
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/match")
}

// BenchmarkClone copies a mid-game 4-seat state (docs/ARCHITECTURE.md §9:
// ≤ 2 µs, ≤ 4 allocations).
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

// midGame is a 4-seat match played at random into its third round, with
// a swap made.
func midGame(tb testing.TB) *State {
	tb.Helper()
	s, err := NewMatch(engine.Config{Seats: 4}, 42)
	require.NoError(tb, err)
	rng := engine.NewRNG(42)
	for s.round < 3 || s.nswaps == 0 {
		legal := s.Legal(s.ToAct()[0])
		require.NoError(tb, s.Step(legal[rng.IntN(len(legal))]))
		if _, over := s.Outcome(); over {
			s.init(4, rng.Uint64(), nil)
		}
	}
	return s
}
