package flip7

import (
	"testing"

	"cardtable/engine/enginetest"
)

// The shared contract checks on seeded random matches of 1–8 seats.
func TestHarness(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 500
	}
	enginetest.Run(t, Rules{}, enginetest.Options{Matches: n, Seed: 1, DeepEvery: 3})
}
