package flip7ai

import (
	"cardtable/engine"
	"cardtable/engine/flip7"
)

// outcome is one way a player's round may end: their new total and its
// weight.
type outcome struct {
	total int
	w     float64
}

// finishCDF is the chance that a player at total t (of target) reaches the
// target within r more rounds, from the embedded solo table.
func finishCDF(t, target, r int) float64 {
	if t >= target {
		return 1
	}
	if r <= 0 {
		return 0
	}
	if r >= maxRounds {
		return 1
	}
	return float64(flip7CDF[tableIndex(t, target)][r])
}

// tableIndex maps a total to the 200-point table by points still missing.
func tableIndex(t, target int) int {
	return max(0, min(199, 200-(target-t)))
}

// roundsToGo is the expected number of further rounds a solo player at
// total t needs.
func roundsToGo(t, target int) float64 {
	if t >= target {
		return 0
	}
	return flip7V[tableIndex(t, target)]
}

// winChance estimates the chance that a player ending this round at total
// me wins the match against opponents whose round ends as given: each
// player then needs a random number of rounds (the solo table) and the
// first to finish wins; a finish in the same round is a coin flip, and the
// higher total wins among those already over the target.
func winChance(me, target int, opps [][]outcome) float64 {
	if me >= target {
		p := 1.0
		for _, o := range opps {
			f := 0.0
			for _, x := range o {
				switch {
				case x.total < target || me > x.total:
					f += x.w
				case me == x.total:
					f += x.w / 2
				}
			}
			p *= f
		}
		return p
	}
	win := 0.0
	for r := 1; r < maxRounds; r++ {
		pm := finishCDF(me, target, r) - finishCDF(me, target, r-1)
		if pm <= 0 {
			continue
		}
		prod := 1.0
		for _, o := range opps {
			f := 0.0
			for _, x := range o {
				c, c0 := finishCDF(x.total, target, r), finishCDF(x.total, target, r-1)
				f += x.w * ((1 - c) + (c-c0)/2)
			}
			prod *= f
		}
		win += pm * prod
	}
	return win
}

// endgameReach: once someone could reach the target within this many
// points, Hard values a round by its chance of winning the match.
const endgameReach = 30

// roundUtility is the value for seat me of banking s points this round, for
// every s: minus the rounds still needed when alone at the table (solo
// practice), else the chance of winning the match.
func roundUtility(v *flip7.View, me engine.Seat) []float64 {
	util := make([]float64, maxScore+1)
	mine := v.Players[me].Total
	if v.Seats == 1 {
		for s := range util {
			util[s] = -roundsToGo(mine+s, v.Target)
		}
		return util
	}
	// Far from the end, points are what wins: the match estimate is too
	// coarse to beat plain expected points there.
	lead := 0
	for _, p := range v.Players {
		lead = max(lead, p.Total+p.RoundScore)
	}
	if lead+endgameReach < v.Target {
		for s := range util {
			util[s] = float64(s)
		}
		return util
	}
	var opps [][]outcome
	for i := range v.Players {
		if engine.Seat(i) == me {
			continue
		}
		opps = append(opps, projected(v, engine.Seat(i)))
	}
	for s := range util {
		util[s] = winChance(mine+s, v.Target, opps)
	}
	return util
}

// projected guesses how another player's round ends: banked points are
// sure; an active player either busts or banks a typical score.
func projected(v *flip7.View, p engine.Seat) []outcome {
	o := &v.Players[p]
	switch o.Status {
	case flip7.StatusBust:
		return []outcome{{o.Total, 1}}
	case flip7.StatusActive:
		if o.RoundScore >= 25 {
			return []outcome{{o.Total + o.RoundScore, 1}}
		}
		b := bustWithin(v, p, 2)
		return []outcome{{o.Total, b}, {o.Total + max(o.RoundScore, 22), 1 - b}}
	}
	return []outcome{{o.Total + o.RoundScore, 1}}
}

// matchValue is seat me's chance of winning from the totals at a round's
// end (or minus the rounds to go when solo).
func matchValue(totals []int, target int, me engine.Seat) float64 {
	if len(totals) == 1 {
		return -roundsToGo(totals[0], target)
	}
	var opps [][]outcome
	for i, t := range totals {
		if engine.Seat(i) != me {
			opps = append(opps, []outcome{{t, 1}})
		}
	}
	return winChance(totals[me], target, opps)
}
