package kittens

import (
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/play"
)

// BenchmarkPlayout plays random 4-seat games through engine/play's Playout
// (AppendLegal + Step, the seat drawn as play.Run draws it). One op is one
// game; games/s and steps/game are reported (budget: 50,000 games/s per
// core, docs/ARCHITECTURE.md §9).
func BenchmarkPlayout(b *testing.B) {
	rng := engine.NewRNG(1)
	steps := 0
	pick := func(legal []engine.Action) engine.Action {
		steps++
		return legal[rng.IntN(len(legal))]
	}
	s := &State{}
	s.init(4, 1)
	p, err := play.NewPlayout(s, 1)
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.init(4, uint64(i))
		if err := p.Reset(s, uint64(i)); err != nil {
			b.Fatal(err)
		}
		if err := p.Finish(pick, 0); err != nil {
			b.Fatal(err) // not require: its call would weigh on the measured loop
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
}

// BenchmarkPlayoutNew is BenchmarkPlayout the arena's way (cmd/arena
// -playouts): every game from Rules.New with its opening events, then
// play.Playout until it is over.
func BenchmarkPlayoutNew(b *testing.B) {
	rng := engine.NewRNG(1)
	pick := func(legal []engine.Action) engine.Action { return legal[rng.IntN(len(legal))] }
	cfg := engine.Config{Seats: 4}
	var p *play.Playout
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st, _, err := Rules{}.New(cfg, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		if p == nil {
			p, err = play.NewPlayout(st, uint64(i))
		} else {
			err = p.Reset(st, uint64(i))
		}
		if err != nil {
			b.Fatal(err)
		}
		if err := p.Finish(pick, 0); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
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

// midGame is a 4-seat game played at random until a third of its draw
// pile is gone and a play waits in a window.
func midGame(tb testing.TB) *State {
	tb.Helper()
	for seed := uint64(42); ; seed++ {
		s, err := NewGame(engine.Config{Seats: 4}, seed)
		require.NoError(tb, err)
		rng := engine.NewRNG(seed)
		for !s.Over() {
			if s.npile <= 19 && s.phase == PhaseWindow {
				return s
			}
			to := s.ToAct()
			legal := s.Legal(to[rng.IntN(len(to))])
			require.NoError(tb, s.Step(legal[rng.IntN(len(legal))]))
		}
	}
}

// BenchmarkPlayoutQuiet is BenchmarkPlayout in the quiet mode searches
// use (SetQuiet: seats with nothing but Pass are passed for).
func BenchmarkPlayoutQuiet(b *testing.B) {
	rng := engine.NewRNG(1)
	steps := 0
	pick := func(legal []engine.Action) engine.Action {
		steps++
		return legal[rng.IntN(len(legal))]
	}
	s := &State{}
	s.init(4, 1)
	p, err := play.NewPlayout(s, 1)
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.init(4, uint64(i))
		s.SetQuiet(true)
		if err := p.Reset(s, uint64(i)); err != nil {
			b.Fatal(err)
		}
		if err := p.Finish(pick, 0); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
}
