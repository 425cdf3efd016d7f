//go:build linux

package kittensai

import (
	"context"
	"runtime"
	"sort"
	"syscall"
	"testing"
	"time"

	"cardtable/ai"
	"cardtable/engine/kittens"
)

// threadCPU is the CPU time the calling OS thread has used (Linux
// RUSAGE_THREAD): thinking time that does not grow with the machine's load,
// unlike the arena's wall-clock percentiles.
func threadCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru); err != nil {
		b.Skip("no per-thread CPU time here")
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkHardThinking reports the percentiles of Hard's thinking, in CPU
// milliseconds of its thread, over the decisions it searches (more than
// one legal action, not a placement, a name or a gift) in mid-game
// positions of 4-seat games: the budget is p99 ≤ 250 ms.
func BenchmarkHardThinking(b *testing.B) {
	var ps []position
	for _, p := range midGame(b, 400) {
		ph := p.v.(*kittens.View).Phase
		if ph != kittens.PhasePlace && ph != kittens.PhaseName && ph != kittens.PhaseGive {
			ps = append(ps, p)
		}
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	bot := NewHard()
	rng := seeded(2, 2)
	var ms []float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		t0 := threadCPU(b)
		ai.Choose(context.Background(), bot, p.v, p.legal, rng)
		ms = append(ms, float64(threadCPU(b)-t0)/1e6)
	}
	sort.Float64s(ms)
	at := func(q float64) float64 { return ms[min(len(ms)-1, int(q*float64(len(ms))))] }
	b.ReportMetric(at(0.5), "p50-cpu-ms")
	b.ReportMetric(at(0.99), "p99-cpu-ms")
	b.ReportMetric(ms[len(ms)-1], "max-cpu-ms")
}
