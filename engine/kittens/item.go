package kittens

import "cardtable/engine"

// item is one play on the reaction stack (ZK-6), packed in a word:
//
//	bits  0– 3 seat             bits 17–20 target (15: none)
//	bits  4– 8 card put down    bits 21–25 named title (31: none)
//	bits  9–13 card acted as    bits 26–29 Nopes on it
//	bits 14–15 cards (1–3)      bits 32–63 the Nopes, 4 bits each:
//	bit  16    combo ends with    seat | 8 for a Clone acting as Nope
//	           a Clone
//
// The card put down is the kind played, Clone for a Clone acting as
// another card, or a combo's title.
type item uint64

const (
	noTarget = 15
	noName   = 31
)

func newItem(seat engine.Seat, card, as Card, size int, withClone bool) item {
	x := item(seat) | item(card)<<4 | item(as)<<9 | item(size)<<14 | item(noTarget)<<17 | item(noName)<<21
	if withClone {
		x |= 1 << 16
	}
	return x
}

func (x item) seat() engine.Seat { return engine.Seat(x & 15) }
func (x item) card() Card        { return Card(x >> 4 & 31) }
func (x item) as() Card          { return Card(x >> 9 & 31) }
func (x item) size() int         { return int(x >> 14 & 3) }
func (x item) withClone() bool   { return x>>16&1 != 0 }
func (x item) nopes() int        { return int(x >> 26 & 15) }
func (x item) cancelled() bool   { return x.nopes()%2 == 1 }

func (x item) target() engine.Seat {
	t := engine.Seat(x >> 17 & 15)
	if t == noTarget {
		return engine.NoSeat
	}
	return t
}

func (x item) name() Card {
	n := Card(x >> 21 & 31)
	if n == noName {
		return NoCard
	}
	return n
}

func (x item) withTarget(t engine.Seat) item { return x&^(15<<17) | item(t&15)<<17 }
func (x item) withName(c Card) item          { return x&^(31<<21) | item(c&31)<<21 }

// nope is the i-th Nope on the play: its seat and whether it was a Clone.
func (x item) nope(i int) (engine.Seat, bool) {
	v := x >> (32 + 4*uint(i)) & 15
	return engine.Seat(v & 7), v&8 != 0
}

// withNope adds a Nope (or a Clone acting as one) by seat.
func (x item) withNope(seat engine.Seat, clone bool) item {
	n := x.nopes()
	v := item(seat)
	if clone {
		v |= 8
	}
	return x&^(15<<26) | item(n+1)<<26 | v<<(32+4*uint(n))
}

// last is the seat whose card is on top of the play: its last Nope's, or
// the player's. Nobody may Nope their own card (ZK-6.2).
func (x item) last() engine.Seat {
	if n := x.nopes(); n > 0 {
		s, _ := x.nope(n - 1)
		return s
	}
	return x.seat()
}

// isCombo reports whether the play is a pair or a three of a kind.
func (x item) isCombo() bool { return x.size() > 1 }

// needsTarget reports whether the play declares a target seat (ZK-3.5).
func (x item) needsTarget() bool {
	if x.isCombo() {
		return true
	}
	switch x.as() {
	case Favor, FeedDead, Zombie:
		return true
	}
	return false
}
