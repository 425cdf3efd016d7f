package ai

import (
	"cardtable/engine"
	"cardtable/engine/flip7"
)

// f7 is the Flip 7 view a Flip 7 bot needs; any other view yields nil, and
// the bots then fall back to the first legal action rather than panic.
func f7(v engine.View) *flip7.View {
	fv, _ := v.(*flip7.View)
	if fv == nil || int(fv.Seat) < 0 || int(fv.Seat) >= len(fv.Players) {
		return nil
	}
	return fv
}

// pool is what the next card is drawn from: the deck, or the discard pile
// that will be reshuffled when the deck is empty (F7-6.4).
func pool(v *flip7.View) (counts [flip7.NumKinds]int, total int) {
	src := v.DeckCounts
	if v.DeckLen == 0 {
		src = v.Discard
	}
	for k, c := range src {
		counts[k] = int(c)
		total += int(c)
	}
	return counts, total
}

// bustChance is the probability that seat p busts on its next card.
func bustChance(v *flip7.View, p engine.Seat) float64 {
	pl := &v.Players[p]
	if pl.SecondChance || pl.Status != flip7.StatusActive {
		return 0
	}
	counts, total := pool(v)
	if total == 0 {
		return 0
	}
	dup := 0
	for n := 0; n <= flip7.MaxNumber; n++ {
		if pl.Numbers&(1<<n) != 0 {
			dup += counts[n]
		}
	}
	return float64(dup) / float64(total)
}

// bustWithin is the chance that seat p busts within its next k cards,
// treating the draws as independent (good enough for ranking targets).
func bustWithin(v *flip7.View, p engine.Seat, k int) float64 {
	q := bustChance(v, p)
	safe := 1.0
	for i := 0; i < k; i++ {
		safe *= 1 - q
	}
	return 1 - safe
}

// expectedGain is the mean number of points seat p's next card adds when it
// does not bust it (new numbers, modifiers, ×2, the Flip 7 bonus), weighted
// by the chance of drawing it.
func expectedGain(v *flip7.View, p engine.Seat) float64 {
	pl := &v.Players[p]
	counts, total := pool(v)
	if total == 0 {
		return 0
	}
	sum, double, distinct := 0, false, 0
	for _, c := range pl.Row {
		switch {
		case c.IsNumber():
			sum += int(c)
		case c == flip7.Times2:
			double = true
		}
	}
	for n := 0; n <= flip7.MaxNumber; n++ {
		if pl.Numbers&(1<<n) != 0 {
			distinct++
		}
	}
	mult := 1
	if double {
		mult = 2
	}
	gain := 0.0
	for k, c := range counts {
		if c == 0 {
			continue
		}
		card := flip7.Card(k)
		g := 0
		switch {
		case card.IsNumber():
			if pl.Numbers&(1<<k) != 0 {
				continue
			}
			g = k * mult
			if distinct == 6 {
				g += 15
			}
		case card == flip7.Times2:
			if !double {
				g = sum
			}
		case card.IsModifier():
			g = card.Bonus()
		}
		gain += float64(c*g) / float64(total)
	}
	return gain
}

// targetSeats extracts the seats of a legal target list.
func targetSeats(legal []engine.Action) []engine.Seat {
	out := make([]engine.Seat, 0, len(legal))
	for _, a := range legal {
		if a.Kind == flip7.KindTarget {
			out = append(out, a.Target)
		}
	}
	return out
}

// find returns the legal action of the given kind (and target, for
// targets), or false.
func find(legal []engine.Action, kind uint8, target engine.Seat) (engine.Action, bool) {
	for _, a := range legal {
		if a.Kind == kind && (kind != flip7.KindTarget || a.Target == target) {
			return a, true
		}
	}
	return engine.Action{}, false
}

// nextAround is the first seat in targets found going round the table from
// the seat after me, ending with me.
func nextAround(me engine.Seat, seats int, targets []engine.Seat) (engine.Seat, bool) {
	p := me
	for i := 0; i < seats; i++ {
		p = (p + 1) % engine.Seat(seats)
		for _, t := range targets {
			if t == p {
				return p, true
			}
		}
	}
	return engine.NoSeat, false
}

// hitOrStay returns the Stay action when stay is true and legal, else Hit.
func hitOrStay(legal []engine.Action, stay bool) engine.Action {
	if stay {
		if a, ok := find(legal, flip7.KindStay, engine.NoSeat); ok {
			return a
		}
	}
	if a, ok := find(legal, flip7.KindHit, engine.NoSeat); ok {
		return a
	}
	return legal[0]
}
