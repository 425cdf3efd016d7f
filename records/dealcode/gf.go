package dealcode

// GF(32) from the primitive polynomial x⁵ + x² + 1: α = 2 generates the 31
// non-zero elements, so α^0 … α^30 are distinct.
var gfExp, gfLog = func() (exp [62]uint8, log [32]uint8) {
	x := uint8(1)
	for i := range 31 {
		exp[i], exp[i+31] = x, x
		log[x] = uint8(i)
		x <<= 1
		if x&0x20 != 0 {
			x ^= 0x25
		}
	}
	return
}()

// mul multiplies in GF(32).
func mul(a, b uint8) uint8 {
	if a == 0 || b == 0 {
		return 0
	}
	return gfExp[int(gfLog[a])+int(gfLog[b])]
}

// weight is α^i, the weight of the i-th character counted from the end
// (the check character weighs 1).
func weight(i int) uint8 { return gfExp[i%31] }

// sum is the weighted sum of a whole code, check character included: zero
// for a code as written.
func sum(syms []uint8) uint8 {
	var s uint8
	n := len(syms)
	for i, v := range syms {
		s ^= mul(weight(n-1-i), v)
	}
	return s
}

// check is the character that makes the sum of data followed by it zero
// (addition is XOR and the check weighs 1).
func check(data []uint8) uint8 {
	var s uint8
	n := len(data) + 1
	for i, v := range data {
		s ^= mul(weight(n-1-i), v)
	}
	return s
}
