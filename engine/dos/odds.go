package dos

// What a seat may count (DOS-7: the whole discard pile, the Centre Row and
// its own hand are known; every other card is equally likely to be the
// next one drawn).

// Unseen is the number of cards of each kind the viewer cannot see: the
// deck less its own hand, the discard pile and the Centre Row (with the
// cards matched on it).
func (v *View) Unseen() (unseen [NumKinds]uint8, total int) {
	unseen = Composition
	take := func(c Card, n uint8) {
		if c != NoCard && int(c) < NumKinds {
			unseen[c] -= min(unseen[c], n)
		}
	}
	for k := range NumKinds {
		take(Card(k), v.HandCounts[k])
		take(Card(k), v.Discard[k])
	}
	for _, p := range v.Centre {
		take(p.Card, 1)
		take(p.Hand[0], 1)
		take(p.Hand[1], 1)
	}
	for _, k := range Kinds {
		total += int(unseen[k])
	}
	return unseen, total
}

// DrawMatchChance is the chance that a card drawn now can be matched on
// the Centre Row, alone or with a card of the viewer's hand, counted over
// the cards it cannot see (0 when there are none). Only unmatched Centre
// cards count: a matched one is done for the turn.
func (v *View) DrawMatchChance() float64 {
	unseen, total := v.Unseen()
	if total == 0 {
		return 0
	}
	hand := v.HandCounts
	playable := 0
	for _, k := range Kinds {
		if unseen[k] == 0 {
			continue
		}
		hand[k]++
		for _, o := range Matches(&hand, v.Centre) {
			if o.First == k || o.Second == k {
				playable += int(unseen[k])
				break
			}
		}
		hand[k]--
	}
	return float64(playable) / float64(total)
}
