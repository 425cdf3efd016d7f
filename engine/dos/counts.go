package dos

// counts is a number of cards per kind, 4 bits each: a kind's colour picks
// the word and its rank the nibble (no kind has more than 12 copies). Five
// words rather than 76 bytes, because the harness's reflect.DeepEqual walks
// arrays element by element and the state holds five of these.
type counts [NumColours]uint64

func (c *counts) get(k Card) uint8 { return uint8(c[k>>4] >> (k & 15 * 4) & 15) }
func (c *counts) inc(k Card)       { c[k>>4] += 1 << (k & 15 * 4) }
func (c *counts) dec(k Card)       { c[k>>4] -= 1 << (k & 15 * 4) }

// array is c as a count per kind, the form views and helpers use.
func (c *counts) array() [NumKinds]uint8 {
	var a [NumKinds]uint8
	for _, k := range Kinds {
		a[k] = c.get(k)
	}
	return a
}

// countsOf packs a count per kind.
func countsOf(a *[NumKinds]uint8) counts {
	var c counts
	for _, k := range Kinds {
		c[k>>4] |= uint64(a[k]&15) << (k & 15 * 4)
	}
	return c
}

// cards lists the cards of c by kind, in Kinds order (nil when empty).
func (c *counts) cards() []Card {
	var out []Card
	for _, k := range Kinds {
		for n := c.get(k); n > 0; n-- {
			out = append(out, k)
		}
	}
	return out
}
