// Package flip7 implements Flip 7 (rules/flip7.md): a push-your-luck race to
// 200 points with a 94-card deck.
package flip7

// Card is a card kind. Copies of the same kind are interchangeable, so the
// engine tracks kinds, never individual card identities.
type Card uint8

// Card kinds: the numbers 0…12 are their own value.
const (
	Plus2 Card = 13 + iota
	Plus4
	Plus6
	Plus8
	Plus10
	Times2
	Freeze
	FlipThree
	SecondChance
	// NumKinds is the number of card kinds.
	NumKinds = int(SecondChance) + 1
)

// DeckSize is the number of cards in a Flip 7 deck (F7-1).
const DeckSize = 94

// MaxNumber is the highest number card.
const MaxNumber = 12

// Composition is how many copies of each kind the deck holds (F7-1).
var Composition = func() [NumKinds]uint8 {
	var c [NumKinds]uint8
	c[0] = 1
	for n := 1; n <= MaxNumber; n++ {
		c[n] = uint8(n)
	}
	for k := Plus2; k <= Times2; k++ {
		c[k] = 1
	}
	c[Freeze], c[FlipThree], c[SecondChance] = 3, 3, 3
	return c
}()

// IsNumber reports whether c is a number card.
func (c Card) IsNumber() bool { return c <= MaxNumber }

// IsModifier reports whether c is +2…+10 or ×2.
func (c Card) IsModifier() bool { return c >= Plus2 && c <= Times2 }

// IsAction reports whether c is Freeze, Flip Three or Second Chance.
func (c Card) IsAction() bool { return c >= Freeze && c <= SecondChance }

// Bonus is the points a +N modifier adds (0 for other cards).
func (c Card) Bonus() int {
	if c >= Plus2 && c <= Plus10 {
		return 2 * int(c-Plus2+1)
	}
	return 0
}

var cardCodes = [NumKinds]string{
	"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12",
	"+2", "+4", "+6", "+8", "+10", "x2", "FR", "F3", "SC",
}

// String is the card's notation code: 0…12, +2…+10, x2, FR, F3, SC.
func (c Card) String() string {
	if int(c) < NumKinds {
		return cardCodes[c]
	}
	return "?"
}

// ParseCard reads a card code written by String.
func ParseCard(s string) (Card, bool) {
	for i, code := range cardCodes {
		if code == s {
			return Card(i), true
		}
	}
	return 0, false
}

// Key is the stable message-id suffix for the card's name and text in the
// locale files (e.g. "flip7.card.freeze").
func (c Card) Key() string {
	switch {
	case c.IsNumber():
		return "number"
	case c == Times2:
		return "times2"
	case c.IsModifier():
		return "plus"
	case c == Freeze:
		return "freeze"
	case c == FlipThree:
		return "flipthree"
	case c == SecondChance:
		return "secondchance"
	}
	return "unknown"
}
