// Package flip7 counts Flip 7's own figures for the statistics: average
// round score, busts per round and the best solo race (rounds to the
// target).
package flip7

import (
	"math"

	"cardtable/engine"
	f7 "cardtable/engine/flip7"
	"cardtable/records/stats"
)

// The figures, in this order.
const (
	RoundScore = iota // points per round
	Busts             // busts per round
	SoloRace          // rounds of a solo race to the target (least is best)
)

func init() {
	stats.Register("flip7", stats.Game{
		Figures: []stats.Figure{{ID: "round_score", Agg: stats.PerRound}, {ID: "busts", Agg: stats.PerRound},
			{ID: "solo_race", Agg: stats.Least}},
		Chart: RoundScore,
		New:   newCounter,
	})
}

type counter struct {
	solo   bool
	rounds int
	points []float64
	busts  []float64
	race   int
}

func newCounter(s engine.Save) stats.Counter {
	n := s.Config.Seats
	return &counter{solo: s.Config.Options[f7.OptSolo] == "on" || n == 1,
		points: make([]float64, n), busts: make([]float64, n)}
}

func (c *counter) Event(ev engine.Event) {
	switch e := ev.(type) {
	case f7.RoundEnded:
		c.rounds++
		for s, p := range e.Scores {
			if s < len(c.points) {
				c.points[s] += float64(p)
			}
		}
	case f7.Busted:
		if int(e.Seat) < len(c.busts) {
			c.busts[e.Seat]++
		}
	case f7.MatchEnded:
		c.race = e.Rounds
	}
}

func (c *counter) Seat(s engine.Seat) stats.Sample {
	race := math.NaN()
	if c.solo && c.race > 0 {
		race = float64(c.race)
	}
	return stats.Sample{Values: []float64{c.points[s], c.busts[s], race}, Rounds: c.rounds}
}
