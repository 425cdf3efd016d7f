package flip7

import "cardtable/engine"

// Odds for the table and the bots (F7-7: players may count cards). They use
// only the view: the deck's composition, never its order.

// nextCards is the composition the next card is drawn from: the deck, or,
// when the deck is empty, the discard pile that would be reshuffled into a
// new deck (F7-6.4).
func (v *View) nextCards() (counts [NumKinds]uint8, total int) {
	counts = v.DeckCounts
	if v.DeckLen == 0 {
		counts = v.Discard
	}
	for _, n := range counts {
		total += int(n)
	}
	return counts, total
}

// BustChance is the probability that the next card busts the seat to act
// (the Hit/Stay decision): the share of the next cards that duplicate one of
// their numbers. A held Second Chance makes it 0, as does having nobody to
// act.
func (v *View) BustChance() float64 {
	if v.ToAct == engine.NoSeat {
		return 0
	}
	return v.BustChanceFor(v.ToAct)
}

// BustChanceFor is BustChance for any seat still in the round (0 for a seat
// that is not active).
func (v *View) BustChanceFor(seat engine.Seat) float64 {
	p := &v.Players[seat]
	if p.Status != StatusActive || p.SecondChance {
		return 0
	}
	counts, total := v.nextCards()
	if total == 0 {
		return 0
	}
	dup := 0
	for n := 0; n <= MaxNumber; n++ {
		if p.Numbers&(1<<n) != 0 {
			dup += int(counts[n])
		}
	}
	return float64(dup) / float64(total)
}

// HitExpectation is the expected change of seat's round score if they hit
// once: a duplicate loses the whole round score (nothing with a Second
// Chance, which is spent instead), a new number adds itself (twice with ×2)
// and 15 more when it makes the Flip 7, a modifier adds its value (×2 adds
// the numbers' sum), and an action card counts as no change.
func (v *View) HitExpectation(seat engine.Seat) float64 {
	p := &v.Players[seat]
	counts, total := v.nextCards()
	if total == 0 {
		return 0
	}
	sum, double, distinct := 0, false, 0
	for _, c := range p.Row {
		switch {
		case c.IsNumber():
			sum += int(c)
		case c == Times2:
			double = true
		}
	}
	for n := 0; n <= MaxNumber; n++ {
		if p.Numbers&(1<<n) != 0 {
			distinct++
		}
	}
	factor := 1
	if double {
		factor = 2
	}
	gain := 0.0
	for k, cnt := range counts {
		if cnt == 0 {
			continue
		}
		c := Card(k)
		change := 0
		switch {
		case c.IsNumber() && p.Numbers&(1<<c) != 0:
			if !p.SecondChance {
				change = -p.RoundScore
			}
		case c.IsNumber():
			change = int(c) * factor
			if distinct+1 == 7 {
				change += 15
			}
		case c == Times2:
			if !double {
				change = sum
			}
		case c.IsModifier():
			change = c.Bonus()
		}
		gain += float64(cnt) * float64(change)
	}
	return gain / float64(total)
}
