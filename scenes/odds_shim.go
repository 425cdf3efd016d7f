package scenes

import (
	"cardtable/engine"
	"cardtable/engine/flip7"
)

// Temporary until flip7.View gains BustChance/HitExpectation.
func shimBust(v *flip7.View) float64 {
	p := v.Players[v.ToAct]
	if p.SecondChance {
		return 0
	}
	counts := v.DeckCounts
	if v.DeckLen == 0 {
		counts = v.Discard
	}
	total, bad := 0, 0
	for k, n := range counts {
		total += int(n)
		if flip7.Card(k).IsNumber() && p.Numbers&(1<<k) != 0 {
			bad += int(n)
		}
	}
	if total == 0 {
		return 0
	}
	return float64(bad) / float64(total)
}

func shimExpect(v *flip7.View, _ engine.Seat) float64 { return 0 }
