// Package cucu counts Cucù's own figures for the statistics: lives lost per
// match and showdowns survived (in the showdown with a live card, not
// holding the losing rank).
package cucu

import (
	"slices"

	"cardtable/engine"
	ec "cardtable/engine/cucu"
	"cardtable/records/stats"
)

// The figures, in this order.
const (
	LivesLost = iota // lives lost per match
	Survived         // showdowns survived
)

func init() {
	stats.Register("cucu", stats.Game{
		Figures: []stats.Figure{{ID: "lives_lost", Agg: stats.PerMatch}, {ID: "showdowns", Agg: stats.Sum}},
		Chart:   LivesLost,
		New:     newCounter,
	})
}

type counter struct {
	rounds         int
	lost, survived []float64
}

func newCounter(s engine.Save) stats.Counter {
	n := s.Config.Seats
	return &counter{lost: make([]float64, n), survived: make([]float64, n)}
}

func (c *counter) Event(ev engine.Event) {
	switch e := ev.(type) {
	case ec.RoundEnded:
		c.rounds++
	case ec.LifeLost:
		if int(e.Seat) >= 0 && int(e.Seat) < len(c.lost) {
			c.lost[e.Seat]++
		}
	case ec.Showdown:
		for s, card := range e.Cards {
			if s < len(c.survived) && card != ec.NoCard && !slices.Contains(e.Losers, engine.Seat(s)) {
				c.survived[s]++
			}
		}
	}
}

func (c *counter) Seat(s engine.Seat) stats.Sample {
	return stats.Sample{Values: []float64{c.lost[s], c.survived[s]}, Rounds: c.rounds}
}
