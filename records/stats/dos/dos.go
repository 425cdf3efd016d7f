// Package dos counts DOS's own figures for the statistics: average points
// per round (the totals' change: points won, or cards left in the first-out
// scoring), DOS calls missed (caught holding two cards without calling)
// and catches made.
package dos

import (
	"cardtable/engine"
	ed "cardtable/engine/dos"
	"cardtable/records/stats"
)

// The figures, in this order.
const (
	RoundPoints = iota // points scored per round
	Missed             // times caught without a call (DOS-5.2)
	Catches            // catches made
)

func init() {
	stats.Register("dos", stats.Game{
		Figures: []stats.Figure{{ID: "round_points", Agg: stats.PerRound}, {ID: "missed", Agg: stats.Sum},
			{ID: "catches", Agg: stats.Sum}},
		Chart: RoundPoints,
		New:   newCounter,
	})
}

type counter struct {
	rounds                  int
	points, missed, catches []float64
	last                    []float64 // the totals after the last round
}

func newCounter(s engine.Save) stats.Counter {
	n := s.Config.Seats
	return &counter{points: make([]float64, n), missed: make([]float64, n), catches: make([]float64, n),
		last: make([]float64, n)}
}

func (c *counter) Event(ev engine.Event) {
	switch e := ev.(type) {
	case ed.RoundEnded:
		c.rounds++
		// The totals' change is the round's score in either scoring
		// (points to the winner, or each hand's cards left).
		for i, tot := range e.Totals {
			if i < len(c.points) {
				c.points[i] += float64(tot) - c.last[i]
				c.last[i] = float64(tot)
			}
		}
	case ed.Caught:
		add(c.missed, e.Seat, 1)
		add(c.catches, e.By, 1)
	}
}

// add adds v to seat s's figure (s may be NoSeat).
func add(f []float64, s engine.Seat, v float64) {
	if int(s) >= 0 && int(s) < len(f) {
		f[s] += v
	}
}

func (c *counter) Seat(s engine.Seat) stats.Sample {
	return stats.Sample{Values: []float64{c.points[s], c.missed[s], c.catches[s]}, Rounds: c.rounds}
}
