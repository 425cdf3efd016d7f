package engine_test

import (
	"testing"

	"cardtable/engine"

	"github.com/stretchr/testify/assert"
)

// Derive is a pure function of the seed and the parts; changing any part,
// or their order, gives another stream; it allocates nothing.
func TestDerive(t *testing.T) {
	first := func(r engine.RNG) uint64 { return r.Uint64() }
	a := first(engine.Derive(1, 2, 3))
	assert.Equal(t, a, first(engine.Derive(1, 2, 3)))
	seen := map[uint64]string{a: "1,2,3"}
	for name, r := range map[string]engine.RNG{
		"2,2,3": engine.Derive(2, 2, 3), "1,3,3": engine.Derive(1, 3, 3), "1,2,4": engine.Derive(1, 2, 4),
		"1,3,2": engine.Derive(1, 3, 2), "1,2": engine.Derive(1, 2), "1": engine.Derive(1),
		"1,2,3,0": engine.Derive(1, 2, 3, 0),
	} {
		x := first(r)
		assert.NotContains(t, seen, x, "%s repeats the stream of %s", name, seen[x])
		seen[x] = name
	}
	assert.Zero(t, testing.AllocsPerRun(100, func() {
		r := engine.Derive(7, 0xb07, 3, 41)
		_ = r.IntN(10)
	}))
}
