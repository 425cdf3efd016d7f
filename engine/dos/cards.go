package dos

import "strconv"

// Colour is a card colour. Wild DOS cards have none until matched (DOS-4.1).
type Colour uint8

// The four colours, each with its own symbol so colour is never the only
// cue (DOS-1): red circle, blue square, green triangle, yellow star.
const (
	NoColour Colour = iota
	Blue
	Green
	Red
	Yellow
	// NumColours bounds the colour values (NoColour included).
	NumColours
)

// Colours lists the four real colours in their fixed order.
var Colours = [4]Colour{Blue, Green, Red, Yellow}

// Key is the colour's stable name, used in notation and message ids.
func (c Colour) Key() string {
	switch c {
	case Blue:
		return "blue"
	case Green:
		return "green"
	case Red:
		return "red"
	case Yellow:
		return "yellow"
	}
	return "none"
}

// Letter is the colour's one-letter notation (b, g, r, y; w for none).
func (c Colour) Letter() byte { return "wbgry"[c%NumColours] }

// Card is a card kind: copies of one kind are interchangeable, so the engine
// tracks kinds, never identities. The colour sits in the high nibble and the
// rank in the low one; the zero Card is no card.
type Card uint8

// Ranks above the numbers.
const (
	// RankWildNumber is a Wild # (any number 1–10, printed colour).
	RankWildNumber = 11
	// RankWildDOS is a Wild DOS (a 2 of any colour).
	RankWildDOS = 12
)

// WildDOS is the colourless Wild DOS card.
const WildDOS = Card(RankWildDOS)

// NoCard is the zero Card.
const NoCard Card = 0

// NumberCard is the number card n (1, 3…10) of colour c.
func NumberCard(c Colour, n int) Card { return Card(uint8(c)<<4 | uint8(n)) }

// WildNumber is the Wild # of colour c.
func WildNumber(c Colour) Card { return Card(uint8(c)<<4 | RankWildNumber) }

// Colour is the printed colour (NoColour for a Wild DOS).
func (c Card) Colour() Colour { return Colour(c >> 4) }

// Rank is 1…10 for a number card, RankWildNumber or RankWildDOS.
func (c Card) Rank() int { return int(c & 0x0f) }

// IsNumber reports whether c is a plain number card.
func (c Card) IsNumber() bool { r := c.Rank(); return r >= 1 && r <= 10 }

// IsWildNumber reports whether c is a Wild #.
func (c Card) IsWildNumber() bool { return c.Rank() == RankWildNumber }

// IsWildDOS reports whether c is a Wild DOS.
func (c Card) IsWildDOS() bool { return c == WildDOS }

// Points is what the card scores in an opponent's hand (DOS-6.2).
func (c Card) Points() int {
	switch {
	case c.IsWildDOS():
		return 20
	case c.IsWildNumber():
		return 40
	}
	return c.Rank()
}

// Key is the card's descriptor key: "number", "wildnumber" or "wilddos".
func (c Card) Key() string {
	switch {
	case c.IsWildDOS():
		return "wilddos"
	case c.IsWildNumber():
		return "wildnumber"
	}
	return "number"
}

// String is the card's notation: colour letter and number ("r7"), "b#" for
// a blue Wild #, "w2" for a Wild DOS.
func (c Card) String() string {
	switch {
	case c == NoCard:
		return "-"
	case c.IsWildDOS():
		return "w2"
	case c.IsWildNumber():
		return string(c.Colour().Letter()) + "#"
	}
	return string(c.Colour().Letter()) + strconv.Itoa(c.Rank())
}

// ParseCard reads a card's notation back.
func ParseCard(s string) (Card, bool) {
	if s == "w2" {
		return WildDOS, true
	}
	if len(s) < 2 {
		return NoCard, false
	}
	col := NoColour
	for _, c := range Colours {
		if c.Letter() == s[0] {
			col = c
		}
	}
	if col == NoColour {
		return NoCard, false
	}
	if s[1:] == "#" {
		return WildNumber(col), true
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || n > 10 || n == 2 {
		return NoCard, false
	}
	return NumberCard(col, n), true
}

// NumKinds bounds the Card values: arrays indexed by Card use it.
const NumKinds = int(Yellow)<<4 | RankWildNumber + 1

// DeckSize is the number of cards in a DOS deck (DOS-1).
const DeckSize = 108

// Composition is how many copies of each kind the deck holds (DOS-1): per
// colour three each of 1, 3, 4, 5, two each of 6…10 and two Wild #; twelve
// Wild DOS.
var Composition = func() [NumKinds]uint8 {
	var c [NumKinds]uint8
	for _, col := range Colours {
		for _, n := range []int{1, 3, 4, 5} {
			c[NumberCard(col, n)] = 3
		}
		for n := 6; n <= 10; n++ {
			c[NumberCard(col, n)] = 2
		}
		c[WildNumber(col)] = 2
	}
	c[WildDOS] = 12
	return c
}()

// Kinds lists every card kind in the deck, in a fixed order.
var Kinds = func() []Card {
	var ks []Card
	for k := range NumKinds {
		if Composition[k] > 0 {
			ks = append(ks, Card(k))
		}
	}
	return ks
}()
