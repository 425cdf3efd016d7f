package kittens

// counts is a hand by kind, three bits per kind in one word (no kind has
// more than five copies): cloning, comparing and the harness's deep
// equality cost one word instead of nineteen bytes.
type counts uint64

const lowBits = 0o1111111111111111111 // bit 0 of each 3-bit field, 19 fields

func (h counts) get(k Card) int { return int(h >> (3 * uint(k)) & 7) }
func (h *counts) inc(k Card)    { *h += 1 << (3 * uint(k)) }
func (h *counts) dec(k Card)    { *h -= 1 << (3 * uint(k)) }

// present is a bit mask of the kinds held: bit 3k set when kind k is.
func (h counts) present() uint64 {
	x := uint64(h)
	return (x | x>>1 | x>>2) & lowBits
}

// array is the hand as a count per kind, the form views and helpers use.
func (h counts) array() [NumKinds]uint8 {
	var a [NumKinds]uint8
	for k := range a {
		a[k] = uint8(h.get(Card(k)))
	}
	return a
}

// countsOf packs a count per kind.
func countsOf(a *[NumKinds]uint8) counts {
	var h counts
	for k, n := range a {
		h |= counts(n&7) << (3 * uint(k))
	}
	return h
}

// nth is the kind of the i-th card of the hand, the cards taken in kind
// order (a random card of the hand is nth(rng.IntN(size))).
func (h counts) nth(i int) Card {
	for k := Card(0); k < NumKinds; k++ {
		i -= h.get(k)
		if i < 0 {
			return k
		}
	}
	return NoCard
}
