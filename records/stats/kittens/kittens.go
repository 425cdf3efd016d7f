// Package kittens counts Zombie Kittens' own figures for the statistics:
// explosions survived (an Exploding Kitten drawn without dying of it),
// revivals made (a Zombie Kitten bringing a dead player back) and Nopes
// played.
package kittens

import (
	"cardtable/engine"
	ek "cardtable/engine/kittens"
	"cardtable/records/stats"
)

// The figures, in this order.
const (
	Survived = iota // explosions survived
	Revivals        // dead players revived
	Nopes           // Nopes played
)

func init() {
	stats.Register("kittens", stats.Game{
		Figures: []stats.Figure{{ID: "survived", Agg: stats.Sum}, {ID: "revivals", Agg: stats.Sum},
			{ID: "nopes", Agg: stats.Sum}},
		Chart: Survived,
		New:   newCounter,
	})
}

type counter struct {
	// survived counts explosions up and deaths down: a seat dies only of
	// the kitten it drew (ZK-4.2).
	survived, revivals, nopes []float64
}

func newCounter(s engine.Save) stats.Counter {
	n := s.Config.Seats
	return &counter{survived: make([]float64, n), revivals: make([]float64, n), nopes: make([]float64, n)}
}

func (c *counter) Event(ev engine.Event) {
	switch e := ev.(type) {
	case ek.Exploded:
		add(c.survived, e.Seat, 1)
	case ek.Died:
		add(c.survived, e.Seat, -1)
	case ek.Revived:
		add(c.revivals, e.By, 1)
	case ek.Noped:
		add(c.nopes, e.Seat, 1)
	}
}

func add(f []float64, s engine.Seat, v float64) {
	if int(s) >= 0 && int(s) < len(f) {
		f[s] += v
	}
}

func (c *counter) Seat(s engine.Seat) stats.Sample {
	return stats.Sample{Values: []float64{c.survived[s], c.revivals[s], c.nopes[s]}, Rounds: 1}
}
