package main

import (
	"context"
	"fmt"
	"math"
	"sort"
	"sync"
	"time"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/play"
)

// SeatReport is one bot's results over the tournament.
type SeatReport struct {
	Bot        string     `json:"bot"`
	Wins       float64    `json:"wins"`
	WinRate    float64    `json:"win_rate"`
	CI95       [2]float64 `json:"ci95"`
	MeanScore  float64    `json:"mean_score"`
	MeanRounds float64    `json:"mean_rounds,omitempty"`
	P50        float64    `json:"decision_ms_p50"`
	P99        float64    `json:"decision_ms_p99"`
}

// Tournament is the JSON report of a tournament.
type Tournament struct {
	Game      string       `json:"game"`
	Matches   int          `json:"matches"`
	Seats     []SeatReport `json:"seats"`
	PerSecond float64      `json:"matches_per_s"`
}

// result is one match, indexed by bot (the position in -seats), not seat.
type result struct {
	wins   []float64
	scores []int
	rounds int
	times  [][]float64 // decision milliseconds per bot
	err    error
}

// tournament plays the matches; match m rotates the bots by m seats so each
// bot sits at each seat (and so deals first) equally often. Each match's
// seed depends only on m, so the outcome is the same for any -parallel.
func tournament(rules engine.Rules, levels []string, matches int, seed uint64, parallel int) (*Tournament, error) {
	n := len(levels)
	if _, err := rules.Describe().ConfigFor(n); err != nil {
		return nil, err
	}
	bots := make([]ai.Bot, n)
	for i, l := range levels {
		b, err := ai.New(rules.Describe().ID, l)
		if err != nil {
			return nil, err
		}
		bots[i] = b
	}
	results := make([]result, matches)
	jobs := make(chan int)
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < parallel; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range jobs {
				results[m] = playMatch(rules, bots, m, seed+uint64(m))
			}
		}()
	}
	for m := 0; m < matches; m++ {
		jobs <- m
	}
	close(jobs)
	wg.Wait()
	elapsed := time.Since(start).Seconds()

	t := &Tournament{Game: rules.Describe().ID, Matches: matches, Seats: make([]SeatReport, n),
		PerSecond: float64(matches) / elapsed}
	times := make([][]float64, n)
	for _, r := range results {
		if r.err != nil {
			return nil, r.err
		}
		for b := 0; b < n; b++ {
			t.Seats[b].Wins += r.wins[b]
			t.Seats[b].MeanScore += float64(r.scores[b]) / float64(matches)
			t.Seats[b].MeanRounds += float64(r.rounds) / float64(matches)
			times[b] = append(times[b], r.times[b]...)
		}
	}
	for b := range t.Seats {
		s := &t.Seats[b]
		s.Bot = levels[b]
		s.WinRate = s.Wins / float64(matches)
		s.CI95 = wilson(s.WinRate, float64(matches))
		s.P50, s.P99 = percentile(times[b], 0.50), percentile(times[b], 0.99)
		if n > 1 {
			s.MeanRounds = 0 // only meaningful for solo practice
		}
	}
	return t, nil
}

// playMatch plays match m with the bots rotated by m seats.
func playMatch(rules engine.Rules, bots []ai.Bot, m int, seed uint64) result {
	n := len(bots)
	r := result{wins: make([]float64, n), scores: make([]int, n), times: make([][]float64, n)}
	botAt := func(seat engine.Seat) int { return (int(seat) + m) % n }
	cfg, _ := rules.Describe().ConfigFor(n)
	st, _, err := rules.New(cfg, seed)
	if err != nil {
		r.err = fmt.Errorf("match %d: %w", m, err)
		return r
	}
	ctx := context.Background()
	step := 0 // actions applied so far: play.Run asks once per action
	choose := func(v engine.View, legal []engine.Action) engine.Action {
		b := botAt(v.Viewer())
		t0 := time.Now()
		// Each decision draws its own stream, as in the app: the same
		// seed gives the same bots' choices here and on screen.
		a := ai.Choose(ctx, bots[b], v, legal, ai.DecisionRNG(seed, v.Viewer(), step))
		step++
		r.times[b] = append(r.times[b], float64(time.Since(t0).Nanoseconds())/1e6)
		return a
	}
	o, err := play.Run(st, play.Options{Choose: choose, Seed: seed})
	if err != nil {
		r.err = fmt.Errorf("match %d: %w", m, err)
		return r
	}
	for _, w := range o.Winners {
		r.wins[botAt(w)] += 1 / float64(len(o.Winners))
	}
	for seat, s := range o.Scores {
		r.scores[botAt(engine.Seat(seat))] = s
	}
	r.rounds = o.Rounds
	return r
}

// wilson is the 95% Wilson score interval of a proportion p over n trials.
func wilson(p, n float64) [2]float64 {
	const z = 1.96
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return [2]float64{round4(c - h), round4(c + h)}
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

func percentile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	i := int(math.Ceil(q*float64(len(s)))) - 1
	return round4(s[max(0, min(i, len(s)-1))])
}

func printTable(t *Tournament) {
	fmt.Printf("%s: %d matches, %.1f matches/s\n", t.Game, t.Matches, t.PerSecond)
	fmt.Printf("%-8s %9s %7s %17s %8s %8s %8s %8s\n", "bot", "wins", "rate", "95% CI", "score", "rounds", "p50 ms", "p99 ms")
	for _, s := range t.Seats {
		fmt.Printf("%-8s %9.1f %6.1f%% [%5.1f%%, %5.1f%%] %8.1f %8.2f %8.3f %8.3f\n", s.Bot, s.Wins,
			100*s.WinRate, 100*s.CI95[0], 100*s.CI95[1], s.MeanScore, s.MeanRounds, s.P50, s.P99)
	}
}
