package flip7ai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/flip7"
)

// Normal is a solid fixed policy: it hits while the expected gain of
// one more card outweighs the expected loss of busting (from the exact deck
// composition), pushes when an opponent is about to win, freezes the leader
// and gives Flip Three to whoever is most likely to bust.
type Normal struct{}

// Name is "normal".
func (Normal) Name() string { return ai.LevelNormal }

// Begin decides at once.
func (Normal) Begin(ev engine.View, legal []engine.Action, _ *engine.RNG) ai.Thinking {
	v := f7(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	if v.Phase == flip7.PhaseTarget {
		return ai.Done(normalTarget(v, legal))
	}
	return ai.Done(hitOrStay(legal, normalStays(v, v.Seat)))
}

// normalStays is the Normal stay rule for seat p, shared with the playouts
// of the Hard bot.
func normalStays(v *flip7.View, p engine.Seat) bool {
	pl := &v.Players[p]
	if pl.RoundScore == 0 {
		return false
	}
	mine := pl.Total + pl.RoundScore
	threat := 0 // best total another player is likely to bank this round
	for i := range v.Players {
		o := &v.Players[i]
		if engine.Seat(i) == p || o.Status == flip7.StatusBust {
			continue
		}
		threat = max(threat, o.Total+o.RoundScore)
	}
	if mine >= v.Target && mine > threat {
		return true // banking now wins the match
	}
	if threat >= v.Target && mine <= threat {
		return false // staying loses the match anyway
	}
	return v.HitExpectation(p) <= 0
}

// normalTarget picks who receives the pending action card.
func normalTarget(v *flip7.View, legal []engine.Action) engine.Action {
	me := v.Seat
	best, bestScore := legal[0], -1e18
	for _, a := range legal {
		t := a.Target
		o := &v.Players[t]
		var s float64
		switch v.Pending {
		case flip7.Freeze:
			// End the round of whoever threatens most: the leader, or a big
			// round score that might still grow.
			s = float64(o.Total + o.RoundScore)
			if t == me {
				s = -1e9 + float64(o.RoundScore)
			}
		case flip7.FlipThree:
			s = bustWithin(v, t, 3) * float64(o.RoundScore+5+o.Total/20)
			if t == me {
				// Only worth it when nothing in the deck can bust us.
				s = -1e9
				if v.BustChanceFor(me) == 0 {
					s = 1e9
				}
			}
		default: // a spare Second Chance helps: give it to the weakest
			s = -float64(o.Total + o.RoundScore)
		}
		if s > bestScore {
			best, bestScore = a, s
		}
	}
	return best
}
