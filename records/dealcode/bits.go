package dealcode

// bitWriter collects fields most significant bit first.
type bitWriter struct {
	bits []uint8 // one bit each
	n    int
}

// put appends the low width bits of v.
func (w *bitWriter) put(v uint64, width int) {
	for i := width - 1; i >= 0; i-- {
		b := uint8(0)
		if i < 64 {
			b = uint8(v >> uint(i) & 1)
		}
		w.bits = append(w.bits, b)
	}
	w.n += width
}

// symbols are the bits five at a time (the writer holds a multiple of 5).
func (w *bitWriter) symbols() []uint8 {
	out := make([]uint8, 0, len(w.bits)/5)
	for i := 0; i+5 <= len(w.bits); i += 5 {
		var s uint8
		for _, b := range w.bits[i : i+5] {
			s = s<<1 | b
		}
		out = append(out, s)
	}
	return out
}

// bitReader reads fields back from symbols.
type bitReader struct {
	syms []uint8
	pos  int // in bits
}

func (r *bitReader) bit() uint64 {
	s := r.syms[r.pos/5]
	b := s >> uint(4-r.pos%5) & 1
	r.pos++
	return uint64(b)
}

// get reads width bits; false when fewer are left.
func (r *bitReader) get(width int) (uint64, bool) {
	if r.pos+width > 5*len(r.syms) {
		return 0, false
	}
	var v uint64
	for range width {
		v = v<<1 | r.bit()
	}
	return v, true
}

// rest reads the bits left as one number; false when it is wider than 64
// bits.
func (r *bitReader) rest() (uint64, bool) {
	var v uint64
	for r.pos < 5*len(r.syms) {
		if v>>63 != 0 {
			return 0, false
		}
		v = v<<1 | r.bit()
	}
	return v, true
}
