package flip7

import (
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// BenchmarkRandomPlayout plays random legal actions through the
// allocation-free fast path (AppendLegal + Step with a reused buffer). One
// op is one full round; rounds/s is the budget of docs/ARCHITECTURE.md §9 (≥ 200,000 on one
// core).
func BenchmarkRandomPlayout(b *testing.B) {
	rng := engine.NewRNG(1)
	buf := make([]engine.Action, 0, MaxSeats+2)
	seed := uint64(1)
	s, err := NewMatch(engine.Config{Seats: 4}, seed)
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	rounds := 0
	for rounds < b.N {
		if s.phase == PhaseOver {
			rounds += int(s.round)
			seed++
			s.init(4, DefaultTarget, seed, nil)
			continue
		}
		buf = s.AppendLegal(buf[:0], s.toAct[0])
		if err := s.Step(buf[rng.IntN(len(buf))]); err != nil {
			b.Fatal(err) // not require: its call would weigh on the measured loop
		}
	}
	b.ReportMetric(float64(rounds)/b.Elapsed().Seconds(), "rounds/s")
}

// BenchmarkClone copies a mid-game state (docs/ARCHITECTURE.md §9: ≤ 2 µs, ≤ 4 allocs).
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

// midGame is a 6-seat match played at random into its third round.
func midGame(tb testing.TB) *State {
	tb.Helper()
	s, err := NewMatch(engine.Config{Seats: 6}, 42)
	require.NoError(tb, err)
	rng := engine.NewRNG(42)
	for s.round < 3 || s.players[s.toAct[0]].rowLen < 2 {
		legal := s.Legal(s.toAct[0])
		require.NoError(tb, s.Step(legal[rng.IntN(len(legal))]))
	}
	return s
}
