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
