package dos

import (
	"math/bits"

	"cardtable/engine"
)

// The arithmetic of matching (DOS-3.2, DOS-3.3, DOS-4): each card stands
// for a set of numbers, as a bit mask over 1–10. A number card is its
// number, a Wild DOS is 2 (DOS-4.1), a Wild # is any of 1–10 until chosen
// (DOS-4.2, DOS-4.5).

const anyNumber uint16 = 0x7fe // bits 1–10

// numbers is the set of values card c may take, given its chosen value v
// (0: undecided).
func numbers(c Card, v uint8) uint16 {
	switch {
	case c.IsWildNumber():
		if v != 0 {
			return 1 << v
		}
		return anyNumber
	case c.IsWildDOS():
		return 1 << 2
	}
	return 1 << c.Rank()
}

// kindNumbers is numbers(k, 0) for every kind.
var kindNumbers = func() (t [NumKinds]uint16) {
	for _, k := range Kinds {
		t[k] = numbers(k, 0)
	}
	return t
}()

// fits reports whether hand values a (and b for a double; 0 for a single)
// can match centre values c: equal for a single, summing to it for a
// double.
func fits(a, b, c uint16) bool {
	switch {
	case b == 0:
		return a&c != 0
	case a&(a-1) == 0: // one value: the common case, a shift
		return uint32(b)<<bits.TrailingZeros16(a)&uint32(c) != 0
	case b&(b-1) == 0:
		return uint32(a)<<bits.TrailingZeros16(b)&uint32(c) != 0
	}
	var sums uint32
	for v := 1; v <= 10; v++ {
		if a&(1<<v) != 0 {
			sums |= uint32(b) << v
		}
	}
	return sums&uint32(c) != 0
}

// partners is the set of values b such that a value of a plus b is in c.
func partners(a, c uint16) uint16 {
	if a&(a-1) == 0 {
		return c >> bits.TrailingZeros16(a)
	}
	var out uint16
	for v := 1; v <= 10; v++ {
		if a&(1<<v) != 0 {
			out |= c >> v
		}
	}
	return out
}

// CanMatch reports whether hand card first (with second for a double, or
// NoCard) can match the Centre card centre, for some values of the wilds.
func CanMatch(first, second, centre Card) bool {
	var b uint16
	if second != NoCard {
		b = numbers(second, 0)
	}
	return fits(numbers(first, 0), b, numbers(centre, 0))
}

// cardAt is the card of slot i of a pile: 0 and 1 the hand cards, 2 the
// Centre card.
func (p *Pile) cardAt(i int) Card {
	if i == 2 {
		return p.Card
	}
	return p.Hand[i]
}

// feasible reports whether the pile's match can be completed with slot i
// set to v (i < 0: as it stands).
func (p *Pile) feasible(i int, v uint8) bool {
	var m [3]uint16
	for j := 0; j < 3; j++ {
		c := p.cardAt(j)
		if c == NoCard {
			continue
		}
		val := p.Values[j]
		if j == i {
			val = v
		}
		m[j] = numbers(c, val)
	}
	return fits(m[0], m[1], m[2])
}

// undecided is the first slot whose wild still needs a value, in the order
// of DOS-4.4 (hand cards, then the Centre card), or -1.
func (p *Pile) undecided() int {
	for i := 0; i < 3; i++ {
		c := p.cardAt(i)
		if (c.IsWildDOS() || c.IsWildNumber()) && p.Values[i] == 0 {
			return i
		}
	}
	return -1
}

// options is the set of values slot i may take consistently with the
// match, as a bit mask: colours 1–4 for a Wild DOS (colour never blocks a
// match), numbers 1–10 for a Wild # that leave the match possible.
func (p *Pile) options(i int) uint16 {
	c := p.cardAt(i)
	if c.IsWildDOS() {
		return 0b11110
	}
	var out uint16
	for v := uint8(1); v <= 10; v++ {
		if p.feasible(i, v) {
			out |= 1 << v
		}
	}
	return out
}

// colourAt is the colour of slot i after the choices (a Wild DOS takes the
// colour chosen for it; a Wild # keeps its printed colour, DOS-4.2, DOS-4.5).
func (p *Pile) colourAt(i int) Colour {
	c := p.cardAt(i)
	if c.IsWildDOS() {
		return Colour(p.Values[i])
	}
	return c.Colour()
}

// bonus is the colour bonus of the resolved match (DOS-3.5, DOS-4.3): every
// hand card must have the Centre card's colour after the choices, so two
// cards of different colours never make a double colour match.
func (p *Pile) bonus() Bonus {
	want := p.colourAt(2)
	if want == NoColour || p.colourAt(0) != want {
		return BonusNone
	}
	if p.Hand[1] == NoCard {
		return BonusSingle
	}
	if p.colourAt(1) != want {
		return BonusNone
	}
	return BonusDouble
}

// BestBonus is the best colour bonus the match on p can still earn, given
// the wild values chosen so far (a bot weighing a value v for the pending
// slot i asks it of a copy with Values[i] = v). An unmatched pile earns
// nothing.
func (p Pile) BestBonus() Bonus {
	if !p.Matched {
		return BonusNone
	}
	col := NoColour
	for i := 0; i < 3; i++ {
		c := p.cardAt(i)
		if c == NoCard {
			continue
		}
		ci := p.colourAt(i)
		if c.IsWildDOS() && p.Values[i] == 0 {
			continue // still free: takes whatever colour the others need
		}
		if col != NoColour && ci != col {
			return BonusNone
		}
		col = ci
	}
	if p.Hand[1] == NoCard {
		return BonusSingle
	}
	return BonusDouble
}

// Undecided is the slot whose wild awaits its value (0, 1 the hand cards,
// 2 the Centre card), or -1.
func (p Pile) Undecided() int { return p.undecided() }

// possibleBonus is the best bonus some choice of the wilds' values can give
// a match of hand cards first (and second) on centre.
func possibleBonus(first, second, centre Card) Bonus {
	col := NoColour
	for _, c := range [3]Card{first, second, centre} {
		if c == NoCard || c.IsWildDOS() {
			continue
		}
		if col != NoColour && c.Colour() != col {
			return BonusNone
		}
		col = c.Colour()
	}
	if second == NoCard {
		return BonusSingle
	}
	return BonusDouble
}

// MatchOption is one legal match: hand cards (Second is NoCard for a
// single) on the Centre card at index Centre, and the best colour bonus a
// choice of the wilds' values can earn (BonusNone when no choice can).
type MatchOption struct {
	Centre        int
	First, Second Card
	Bonus         Bonus
}

// Action is the match as an action of seat by.
func (m MatchOption) Action(by engine.Seat) engine.Action {
	return engine.Action{By: by, Kind: KindMatch, Target: engine.Seat(m.Centre), Card: MatchCard(m.First, m.Second)}
}

// MatchCard encodes the hand cards of a match in Action.Card: first in the
// low byte, second (NoCard for a single) in the high byte.
func MatchCard(first, second Card) int16 { return int16(first) | int16(second)<<8 }

// MatchCards decodes Action.Card of a KindMatch action.
func MatchCards(card int16) (first, second Card) {
	return Card(card & 0xff), Card(card >> 8 & 0xff)
}

// Matches lists every match possible with the hand counts hand on the
// Centre Row centre: each unmatched Centre card, each kind of hand card
// alone, then each pair of kinds (first <= second), in that order. It is
// what Legal offers at the start of a turn, with the bonus each can earn.
func Matches(hand *[NumKinds]uint8, centre []Pile) []MatchOption {
	var out []MatchOption
	packed := make([]packedPile, len(centre))
	for j, p := range centre {
		packed[j] = pack(p)
	}
	h := countsOf(hand)
	appendMatches(&h, presentKinds(hand), packed, func(j int, a, b Card) {
		out = append(out, MatchOption{Centre: j, First: a, Second: b, Bonus: possibleBonus(a, b, centre[j].Card)})
	})
	return out
}

// appendMatches calls add for every possible match, in Legal's order.
func appendMatches(hand *counts, present [2]uint64, centre []packedPile, add func(j int, a, b Card)) {
	var kinds [NumKinds]Card
	var masks [NumKinds]uint16
	var union uint16
	nk := 0
	for w, m := range present {
		for ; m != 0; m &= m - 1 {
			k := Card(w<<6 + bits.TrailingZeros64(m))
			kinds[nk], masks[nk] = k, kindNumbers[k]
			union |= masks[nk]
			nk++
		}
	}
	if nk == 0 {
		return
	}
	for j := range centre {
		if centre[j].matched() {
			continue
		}
		mc := numbers(centre[j].card(), 0)
		for x := 0; x < nk; x++ {
			if masks[x]&mc != 0 {
				add(j, kinds[x], NoCard)
			}
		}
		for x := 0; x < nk; x++ {
			// need: the values a second card may take to complete the sum.
			a, need := kinds[x], partners(masks[x], mc)
			if need&union == 0 {
				continue
			}
			for y := x; y < nk; y++ {
				if masks[y]&need != 0 && (x != y || hand.get(a) >= 2) {
					add(j, a, kinds[y])
				}
			}
		}
	}
}

// HandPoints is what a hand scores for the round's winner (DOS-6.2): face
// value, Wild DOS 20, Wild # 40.
func HandPoints(hand *[NumKinds]uint8) int {
	sum := 0
	for k, n := range hand {
		if n > 0 {
			sum += int(n) * Card(k).Points()
		}
	}
	return sum
}
