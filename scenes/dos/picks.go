package dos

import (
	"slices"

	"cardtable/engine"
	"cardtable/engine/dos"
)

// picks is a match being put together on the table: the hand cards picked
// so far (indices into the hand), checked against the legal matches, which
// say what may be picked next and which Centre cards the picks match.
type picks struct {
	// legal are the matches of the decision the picks belong to (the
	// other actions, a DOS! or a catch on offer, do not change what may be
	// picked: a button appearing mid-turn keeps the picks); nil: none.
	legal   []engine.Action
	matches []pickMatch
	hand    []dos.Card // the hand the indices point into
	cards   []int      // picked hand indices, at most two
}

// pickMatch is one legal match: hand cards (Second NoCard for a single)
// onto the Centre card at index Centre.
type pickMatch struct {
	first, second dos.Card
	centre        int
	action        engine.Action
}

// reset starts over for a new decision: legal is its legal list, hand the
// viewer's hand in the fan's order.
func (k *picks) reset(legal []engine.Action, hand []dos.Card) {
	k.legal = make([]engine.Action, 0, len(legal))
	for _, a := range legal {
		if a.Kind == dos.KindMatch {
			k.legal = append(k.legal, a)
		}
	}
	k.hand = slices.Clone(hand)
	k.cards = k.cards[:0]
	k.matches = k.matches[:0]
	for _, a := range legal {
		if a.Kind != dos.KindMatch {
			continue
		}
		first, second := dos.MatchCards(a.Card)
		k.matches = append(k.matches, pickMatch{first: first, second: second, centre: int(a.Target), action: a})
	}
}

// current reports whether the picks belong to this decision and hand:
// the same matches offered on the same hand.
func (k *picks) current(legal []engine.Action, hand []dos.Card) bool {
	if k.legal == nil || !slices.Equal(k.hand, hand) {
		return false
	}
	n := 0
	for _, a := range legal {
		if a.Kind != dos.KindMatch {
			continue
		}
		if n >= len(k.legal) || k.legal[n] != a {
			return false
		}
		n++
	}
	return n == len(k.legal)
}

// clear forgets the picks (the hand changed under them).
func (k *picks) clear() { k.cards, k.legal = k.cards[:0], nil }

// has reports whether hand card i is picked.
func (k *picks) has(i int) bool { return slices.Contains(k.cards, i) }

// picked is the picked cards' kinds, in pick order.
func (k *picks) picked() []dos.Card {
	out := make([]dos.Card, 0, 2)
	for _, i := range k.cards {
		out = append(out, k.hand[i])
	}
	return out
}

// pickable reports whether hand card i may be picked (or unpicked) now:
// with nothing picked, it takes part in some match; with one card picked,
// it is that card or makes a double match with it; with two, it is one of
// them.
func (k *picks) pickable(i int) bool {
	if i < 0 || i >= len(k.hand) {
		return false
	}
	if k.has(i) {
		return true
	}
	c := k.hand[i]
	switch len(k.cards) {
	case 0:
		for _, m := range k.matches {
			if m.first == c || m.second == c {
				return true
			}
		}
	case 1:
		a := k.hand[k.cards[0]]
		for _, m := range k.matches {
			if (m.first == a && m.second == c) || (m.first == c && m.second == a) {
				return true
			}
		}
	}
	return false
}

// lit reports whether hand card i is shown as pickable: picked, or a card
// the picks may go on with.
func (k *picks) lit(i int) bool { return k.legal != nil && k.pickable(i) }

// toggle picks hand card i, or unpicks it.
func (k *picks) toggle(i int) {
	if j := slices.Index(k.cards, i); j >= 0 {
		k.cards = slices.Delete(k.cards, j, j+1)
		return
	}
	if k.pickable(i) {
		k.cards = append(k.cards, i)
	}
}

// matchOn is the legal match of the picks onto Centre card j, if any.
func (k *picks) matchOn(j int) (engine.Action, bool) {
	got := k.picked()
	for _, m := range k.matches {
		if m.centre != j {
			continue
		}
		switch len(got) {
		case 1:
			if m.second == dos.NoCard && m.first == got[0] {
				return m.action, true
			}
		case 2:
			if m.second != dos.NoCard && ((m.first == got[0] && m.second == got[1]) || (m.first == got[1] && m.second == got[0])) {
				return m.action, true
			}
		}
	}
	return engine.Action{}, false
}

// target reports whether the picks match Centre card j.
func (k *picks) target(j int) bool {
	_, ok := k.matchOn(j)
	return ok
}

// anyTarget reports whether the picks match some Centre card.
func (k *picks) anyTarget() bool {
	for _, m := range k.matches {
		if k.target(m.centre) {
			return true
		}
	}
	return false
}

// hintCards are the hand indices and the Centre index of match a, for the
// Hint to outline: the first copies of its kinds in the hand.
func (k *picks) hintCards(a engine.Action) (hand []int, centre int) {
	if a.Kind != dos.KindMatch {
		return nil, -1
	}
	first, second := dos.MatchCards(a.Card)
	for _, c := range []dos.Card{first, second} {
		if c == dos.NoCard {
			continue
		}
		for i, h := range k.hand {
			if h == c && !slices.Contains(hand, i) {
				hand = append(hand, i)
				break
			}
		}
	}
	return hand, int(a.Target)
}
