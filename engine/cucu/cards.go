package cucu

import "strconv"

// Card is a card kind. The two copies of a kind are interchangeable, so the
// engine tracks kinds, never identities. Kinds are numbered in rank order
// (CU-1), Lion lowest and Cuckoo highest, with the Fool last: it has no
// fixed rank (CU-5.4). The zero Card is no card.
type Card uint8

// The twenty kinds of the Cuccù pack (CU-1).
const (
	NoCard  Card = iota
	Lion         // −3
	Mask         // −2
	Bucket       // −1
	Nothing      // 0
	One          // I
	Two          // II
	Three        // III
	Four         // IV
	Five         // V
	Six          // VI
	Seven        // VII
	Eight        // VIII
	Nine         // IX
	Ten          // X
	Inn          // XI
	Cat          // XII
	Horse        // XIII
	Hunter       // XIIII
	Cuckoo       // XV
	Fool         // no fixed rank
	// NumKinds bounds the Card values: arrays indexed by Card use it.
	NumKinds
)

// DeckSize is the number of cards in the pack: two copies of each of the
// twenty kinds (CU-1).
const DeckSize = 40

// Copies is how many cards of each kind the pack holds.
const Copies = 2

// Kinds lists the twenty kinds in rank order, the Fool last.
var Kinds = func() []Card {
	ks := make([]Card, 0, NumKinds-1)
	for c := Lion; c < NumKinds; c++ {
		ks = append(ks, c)
	}
	return ks
}()

// Number is the number card I…X for n in 1…10.
func Number(n int) Card { return Nothing + Card(n) }

// Rank is the card's printed rank, Lion −3 to Cuckoo 15 (CU-1); the Fool
// and NoCard have none (0, false).
func (c Card) Rank() (int, bool) {
	if c == NoCard || c >= Fool {
		return 0, false
	}
	return int(c) - int(Nothing), true
}

// IsNumber reports whether c is one of I…X.
func (c Card) IsNumber() bool { return c >= One && c <= Ten }

// IsPower reports whether c is one of the five specials that act when
// their holder is asked (CU-4.3–4.7): Inn, Cat, Horse, Hunter, Cuckoo.
func (c Card) IsPower() bool { return c >= Inn && c <= Cuckoo }

// Valid reports whether c is a card of the pack.
func (c Card) Valid() bool { return c > NoCard && c < NumKinds }

var specialKeys = [...]string{
	Lion: "lion", Mask: "mask", Bucket: "bucket", Nothing: "nothing",
	Inn: "inn", Cat: "cat", Horse: "horse", Hunter: "hunter", Cuckoo: "cuckoo", Fool: "fool",
}

// Key is the card's descriptor key (Descriptor.Cards): "cuckoo", …,
// "fool", and "n1"…"n10" for the numbers I…X.
func (c Card) Key() string {
	switch {
	case c.IsNumber():
		return "n" + strconv.Itoa(int(c-Nothing))
	case c.Valid():
		return specialKeys[c]
	}
	return "none"
}

// String is the card's notation: the key of a special ("cuckoo",
// "nothing", "lion"…), the number of I…X ("7"), "-" for no card.
func (c Card) String() string {
	switch {
	case c.IsNumber():
		return strconv.Itoa(int(c - Nothing))
	case c.Valid():
		return specialKeys[c]
	}
	return "-"
}

// ParseCard reads a card's notation (String) or key (Key) back.
func ParseCard(s string) (Card, bool) {
	if s == "" {
		return NoCard, false
	}
	num := s
	if s[0] == 'n' && len(s) > 1 && s[1] >= '0' && s[1] <= '9' {
		num = s[1:]
	}
	if n, err := strconv.Atoi(num); err == nil {
		if n >= 1 && n <= 10 && strconv.Itoa(n) == num {
			return Number(n), true
		}
		return NoCard, false
	}
	for c := Lion; c < NumKinds; c++ {
		if !c.IsNumber() && specialKeys[c] == s {
			return c, true
		}
	}
	return NoCard, false
}

// CardKeys are the descriptor's card keys, in the order the faces and texts
// are written against: the five specials from the top, the Nothing and the
// negatives, the Fool, then the numbers I…X.
var CardKeys = []string{"cuckoo", "hunter", "horse", "cat", "inn", "nothing", "bucket", "mask", "lion", "fool",
	"n1", "n2", "n3", "n4", "n5", "n6", "n7", "n8", "n9", "n10"}

// fullPack is the 40 cards in kind order: every round shuffles a copy of
// it, so a round's deal depends only on the random stream, never on where
// the last round's cards ended (the secrecy checks rely on it).
var fullPack = func() [DeckSize]Card {
	var p [DeckSize]Card
	for i, c := range Kinds {
		p[Copies*i], p[Copies*i+1] = c, c
	}
	return p
}()
