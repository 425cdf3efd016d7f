package engine

import (
	"math/bits"
	"math/rand/v2"
)

// RNG is the seeded random source kept inside a game state. It is a plain
// value so that cloning a state clones its future randomness too.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns a generator seeded from seed.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Derive returns the generator of one use of a match's randomness — a
// seat's bot, one decision, a delay — from the match seed and parts that
// name the use (a salt, a seat, a decision number…). It is the one
// derivation of bot randomness: the same seed and parts always give the same
// stream, and nearby parts (seat 0, 1, 2…) give unrelated streams.
func Derive(seed uint64, parts ...uint64) RNG {
	h := splitmix(seed)
	for _, p := range parts {
		h = splitmix(h ^ splitmix(p))
	}
	return RNG{pcg: *rand.NewPCG(h, splitmix(h^0x9e3779b97f4a7c15))}
}

// splitmix is SplitMix64's step: it spreads nearby inputs into unrelated
// words.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// Uint64 returns 64 random bits.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform integer in [0, n); n must be positive.
func (r *RNG) IntN(n int) int {
	// Lemire's multiply-shift with rejection: unbiased and division-free in
	// the common case.
	bound := uint64(n)
	for {
		x := r.pcg.Uint64()
		hi, lo := bits.Mul64(x, bound)
		if lo < bound {
			threshold := -bound % bound
			if lo < threshold {
				continue
			}
		}
		return int(hi)
	}
}

// Shuffle permutes n elements with Fisher–Yates using swap.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// Rand returns a math/rand/v2 generator seeded from this RNG, for code that
// needs the standard API (bots).
func (r *RNG) Rand() *rand.Rand {
	return rand.New(rand.NewPCG(r.Uint64(), r.Uint64()))
}
