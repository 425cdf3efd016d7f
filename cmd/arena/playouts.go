package main

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"time"

	"cardtable/engine"
	"cardtable/engine/play"
)

// Playouts is the JSON report of the throughput mode.
type Playouts struct {
	Game      string  `json:"game"`
	Playouts  int     `json:"playouts"`
	PerSecond float64 `json:"playouts_per_s"`
	Allocs    float64 `json:"allocs_per_playout"`
}

// rounder is implemented by games played in rounds: a playout is then one
// full round rather than one match.
type rounder interface{ Round() int }

// measurePlayouts plays uniformly random legal actions through play's
// allocation-free Stepper path on one core until n playouts are complete.
func measurePlayouts(rules engine.Rules, n, seats int, seed uint64) (*Playouts, error) {
	runtime.GOMAXPROCS(1)
	desc := rules.Describe()
	seats = max(desc.MinSeats, min(desc.MaxSeats, seats))
	cfg, err := desc.ConfigFor(seats)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, seed))
	pick := func(legal []engine.Action) engine.Action { return legal[rng.IntN(len(legal))] }
	var p *play.Playout
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	done := 0
	for match := uint64(0); done < n; match++ {
		st, _, err := rules.New(cfg, seed+match)
		if err != nil {
			return nil, err
		}
		if p == nil {
			p, err = play.NewPlayout(st, seed+match)
		} else {
			err = p.Reset(st, seed+match)
		}
		if err != nil {
			return nil, err
		}
		rd, byRound := st.(rounder)
		last := 0
		if byRound {
			last = rd.Round()
		}
		for done < n {
			if p.Over() {
				done++ // the last round, or the whole match
				break
			}
			if byRound && rd.Round() != last {
				done += rd.Round() - last
				last = rd.Round()
			}
			if err := p.Step(pick); err != nil {
				return nil, fmt.Errorf("%s: random playout: %w", desc.ID, err)
			}
		}
	}
	elapsed := time.Since(start).Seconds()
	runtime.ReadMemStats(&after)
	return &Playouts{Game: desc.ID, Playouts: done, PerSecond: float64(done) / elapsed,
		Allocs: float64(after.Mallocs-before.Mallocs) / float64(done)}, nil
}
