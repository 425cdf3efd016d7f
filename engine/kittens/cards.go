package kittens

// Card is a card kind (ZK-1). Copies of a kind are interchangeable, so the
// engine tracks kinds and counts, never identities. The order is the order
// of Descriptor.Cards.
type Card uint8

// The nineteen kinds of ZK-1.
const (
	Exploding    Card = iota // Exploding Kitten: set aside at the start, never in a hand
	Zombie                   // Zombie Kitten: played only on an Exploding Kitten just drawn
	Attack                   // Attack (2x)
	AttackDead               // Attack of the Dead
	Nope                     // Nope: a window answer, alive or dead
	SeeFuture                // See the Future (3x)
	Shuffle                  // Shuffle NOW
	Skip                     // Skip
	SuperSkip                // Super Skip
	Favor                    // Favor
	Clairvoyance             // Clairvoyance NOW
	DigDeeper                // Dig Deeper
	Clone                    // Clone
	FeedDead                 // Feed the Dead NOW
	GraveRobber              // Grave Robber
	CatA                     // the four plain cat cards: combos only
	CatB
	CatC
	CatD
	// NumKinds bounds the kinds: arrays indexed by Card use it.
	NumKinds = 19
)

// NoCard stands for no card, or a card the viewer may not see.
const NoCard Card = 0xFF

// DeckSize is the number of cards in the box (ZK-1).
const DeckSize = 61

var keys = [NumKinds]string{"exploding", "zombie", "attack", "attack_dead", "nope", "see_future",
	"shuffle", "skip", "super_skip", "favor", "clairvoyance", "dig_deeper", "clone", "feed_dead",
	"grave_robber", "cat_a", "cat_b", "cat_c", "cat_d"}

// codes are the two-letter notation of each kind.
var codes = [NumKinds]string{"ek", "zk", "at", "ad", "no", "sf", "sh", "sk", "ss", "fa", "cv", "dd",
	"cl", "fd", "gr", "ca", "cb", "cc", "cd"}

// Key is the card's descriptor key ("kittens.card.<key>.name" in the
// locales).
func (c Card) Key() string {
	if c >= NumKinds {
		return "none"
	}
	return keys[c]
}

// String is the card's two-letter notation ("at", "ca"; "-" for NoCard).
func (c Card) String() string {
	if c >= NumKinds {
		return "-"
	}
	return codes[c]
}

// ParseCard reads a card's two-letter notation back.
func ParseCard(s string) (Card, bool) {
	for k, code := range codes {
		if code == s {
			return Card(k), true
		}
	}
	return NoCard, false
}

// IsCat reports whether c is one of the four plain cat cards.
func (c Card) IsCat() bool { return c >= CatA && c <= CatD }

// IsNow reports whether c is a NOW card (Shuffle NOW, Clairvoyance NOW,
// Feed the Dead NOW): window answers for anyone, alive or dead (ZK-5).
func (c Card) IsNow() bool { return c == Shuffle || c == Clairvoyance || c == FeedDead }

// EndsTurn reports whether the card, when it takes effect, ends the turn
// without a draw (ZK-3.2).
func (c Card) EndsTurn() bool {
	switch c {
	case Attack, AttackDead, Skip, SuperSkip, DigDeeper, Zombie:
		return true
	}
	return false
}

// Composition is how many copies of each kind the box holds (ZK-1).
var Composition = [NumKinds]uint8{4, 5, 2, 3, 5, 4, 2, 3, 2, 3, 2, 4, 3, 2, 1, 4, 4, 4, 4}

// paw is how many copies of each kind carry the paw print: the 2-player
// deck (ZK-2.2). The rest of the non-exploding cards form the 3-player deck.
var paw = [NumKinds]uint8{0, 2, 2, 0, 2, 2, 1, 1, 1, 1, 1, 2, 1, 0, 0, 2, 2, 2, 2}

// InPlay is the composition of a game of n seats (ZK-2): the deck for the
// seat count, with its Zombie Kittens, and n−1 Exploding Kittens. Every
// other card of the box stays out of the game, which everyone knows.
func InPlay(n int) [NumKinds]uint8 {
	var c [NumKinds]uint8
	for k := Card(1); k < NumKinds; k++ {
		switch n {
		case 2:
			c[k] = paw[k]
		case 3:
			c[k] = Composition[k] - paw[k]
		default:
			c[k] = Composition[k]
		}
	}
	c[Exploding] = uint8(n - 1)
	return c
}

// Titles lists every kind in the order of ZK-1: what a three of a kind may
// name (ZK-5 Combos).
var Titles = func() [NumKinds]Card {
	var t [NumKinds]Card
	for k := range t {
		t[k] = Card(k)
	}
	return t
}()
