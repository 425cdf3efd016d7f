package kittens

import "math/bits"

// row is an ordered list of up to 64 cards, a byte each packed eight to a
// word (the draw pile, index 0 at the bottom, and the discard pile, index 0
// first played). Eight words rather than 64 bytes, because the harness's
// reflect.DeepEqual walks arrays element by element.
type row [8]uint64

func (r *row) at(i int) Card { return Card(r[i>>3] >> (uint(i&7) * 8)) }

func (r *row) set(i int, c Card) {
	sh := uint(i&7) * 8
	r[i>>3] = r[i>>3]&^(0xFF<<sh) | uint64(c)<<sh
}

// insert puts c at index i of a row of n cards, moving the cards from i up
// by one.
func (r *row) insert(n, i int, c Card) {
	for j := n; j > i; j-- {
		r.set(j, r.at(j-1))
	}
	r.set(i, c)
}

// remove takes the card at index i out of a row of n cards, moving the
// cards above it down by one, and clears the freed slot.
func (r *row) remove(n, i int) Card {
	c := r.at(i)
	for j := i; j < n-1; j++ {
		r.set(j, r.at(j+1))
	}
	r.set(n-1, 0)
	return c
}

// slice is the first n cards in order.
func (r *row) slice(n int) []Card {
	out := make([]Card, n)
	for i := range out {
		out[i] = r.at(i)
	}
	return out
}

// bitsInsert is a knowledge mask over a pile after a card went in at index
// i: the bits from i up move up by one, bit i is clear.
func bitsInsert(m uint64, i int) uint64 {
	low := uint64(1)<<uint(i) - 1
	return m&low | (m&^low)<<1
}

// bitsRemove is a knowledge mask over a pile after the card at index i came
// out: the bits above i move down by one.
func bitsRemove(m uint64, i int) uint64 {
	low := uint64(1)<<uint(i) - 1
	return m&low | (m>>1)&^low
}

func popcount(m uint64) int { return bits.OnesCount64(m) }
