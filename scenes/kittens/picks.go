package kittens

import (
	"slices"

	"cardtable/engine"
	"cardtable/engine/kittens"
)

// picks is a play being put together on the table: the hand cards picked
// so far (indices into the hand), checked against the legal plays, which
// say what may be picked next and which play the picks make. A single card,
// a Clone acting as the top discard, a pair or a three of a kind (the last
// card of either may be a Clone) are all picked the same way: card by card.
type picks struct {
	legal []engine.Action // the decision the picks belong to
	plays []pickPlay
	hand  []kittens.Card // the hand the indices point into
	cards []int          // picked hand indices, in pick order
}

// pickPlay is one legal play and the cards it takes from the hand.
type pickPlay struct {
	cards  [kittens.NumKinds]uint8
	action engine.Action
}

// cardsOf is the hand cards action a puts down (ok false for an action
// that is not a play from the hand).
func cardsOf(a engine.Action) (out [kittens.NumKinds]uint8, ok bool) {
	switch a.Kind {
	case kittens.KindPlay:
		if a.Card < 0 || a.Card >= kittens.NumKinds {
			return out, false
		}
		out[a.Card] = 1
	case kittens.KindClone:
		out[kittens.Clone] = 1
	case kittens.KindCombo:
		t, size, withClone := kittens.ComboOf(a.Card)
		if t >= kittens.NumKinds {
			return out, false
		}
		n := size
		if withClone {
			n--
			out[kittens.Clone]++
		}
		out[t] += uint8(n)
	default:
		return out, false
	}
	return out, true
}

// reset starts over for a new decision: legal is its legal list, hand the
// viewer's hand in the fan's order.
func (k *picks) reset(legal []engine.Action, hand []kittens.Card) {
	k.legal = slices.Clone(legal)
	k.hand = slices.Clone(hand)
	k.cards = k.cards[:0]
	k.plays = k.plays[:0]
	for _, a := range legal {
		if c, ok := cardsOf(a); ok {
			k.plays = append(k.plays, pickPlay{cards: c, action: a})
		}
	}
}

// current reports whether the picks belong to this decision and hand.
func (k *picks) current(legal []engine.Action, hand []kittens.Card) bool {
	return k.legal != nil && slices.Equal(k.legal, legal) && slices.Equal(k.hand, hand)
}

// clear forgets the picks (the hand changed under them).
func (k *picks) clear() { k.cards, k.legal = k.cards[:0], nil }

// has reports whether hand card i is picked.
func (k *picks) has(i int) bool { return slices.Contains(k.cards, i) }

// picked is the picked cards by kind.
func (k *picks) picked() [kittens.NumKinds]uint8 {
	var c [kittens.NumKinds]uint8
	for _, i := range k.cards {
		c[k.hand[i]]++
	}
	return c
}

// within reports whether the cards c are part of play p.
func within(c, p [kittens.NumKinds]uint8) bool {
	for i := range c {
		if c[i] > p[i] {
			return false
		}
	}
	return true
}

// pickable reports whether hand card i may be picked (or unpicked) now:
// picked, or a card that with the picks is still part of some legal play.
func (k *picks) pickable(i int) bool {
	if i < 0 || i >= len(k.hand) {
		return false
	}
	if k.has(i) {
		return true
	}
	c := k.picked()
	c[k.hand[i]]++
	for _, p := range k.plays {
		if within(c, p.cards) {
			return true
		}
	}
	return false
}

// lit reports whether hand card i is shown as pickable.
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

// play is the legal play the picks make, if any.
func (k *picks) play() (engine.Action, bool) {
	if len(k.cards) == 0 {
		return engine.Action{}, false
	}
	c := k.picked()
	for _, p := range k.plays {
		if p.cards == c {
			return p.action, true
		}
	}
	return engine.Action{}, false
}

// any reports whether some play can be picked at all.
func (k *picks) any() bool { return len(k.plays) > 0 }

// hintCards are the hand indices to pick for play a: the first copies of
// its kinds in the hand, a combo's Clone last.
func (k *picks) hintCards(a engine.Action) []int {
	want, ok := cardsOf(a)
	if !ok {
		return nil
	}
	var out []int
	take := func(kind kittens.Card) {
		for want[kind] > 0 {
			found := false
			for i, h := range k.hand {
				if h == kind && !slices.Contains(out, i) {
					out = append(out, i)
					found = true
					break
				}
			}
			want[kind]--
			if !found {
				return
			}
		}
	}
	for kind := kittens.Card(0); kind < kittens.NumKinds; kind++ {
		if kind != kittens.Clone {
			take(kind)
		}
	}
	take(kittens.Clone)
	return out
}

// uses reports whether some legal play puts down a card of kind c.
func (k *picks) uses(c kittens.Card) bool {
	for _, p := range k.plays {
		if c < kittens.NumKinds && p.cards[c] > 0 {
			return true
		}
	}
	return false
}

// single reports whether card c is a legal play on its own.
func (k *picks) single(c kittens.Card) bool {
	var one [kittens.NumKinds]uint8
	if c >= kittens.NumKinds {
		return false
	}
	one[c] = 1
	for _, p := range k.plays {
		if p.cards == one {
			return true
		}
	}
	return false
}

// completion is the number of cards of the smallest legal play the picks
// are part of (0 when none): what a partial combo still needs.
func (k *picks) completion() int {
	c := k.picked()
	best := 0
	for _, p := range k.plays {
		if !within(c, p.cards) {
			continue
		}
		n := 0
		for _, x := range p.cards {
			n += int(x)
		}
		if n > len(k.cards) && (best == 0 || n < best) {
			best = n
		}
	}
	return best
}
