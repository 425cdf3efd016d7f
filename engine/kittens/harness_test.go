package kittens

import (
	"fmt"
	"testing"

	"cardtable/engine/enginetest"
)

// The shared contract checks on seeded random games of 2–5 seats: 5,000
// games (500 with -short), one parallel subtest per seat count so both
// cores share the work. Conservation (all 61 cards), the window contract,
// legality and termination are checked at every step; the deep checks
// (illegal actions refused, Clone, Step against Apply, the secrets of two
// viewers, Determinize) at every 4th step (reflect.DeepEqual of states and
// views dominates the run time), and replay at the end.
func TestHarness(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 500
	}
	for seats := 2; seats <= MaxSeats; seats++ {
		t.Run(fmt.Sprintf("seats=%d", seats), func(t *testing.T) {
			t.Parallel()
			enginetest.Run(t, Rules{}, enginetest.Options{
				Matches: n / 4, Seed: uint64(seats) << 32,
				MinSeats: seats, MaxSeats: seats, DeepEvery: 4,
			})
		})
	}
}
