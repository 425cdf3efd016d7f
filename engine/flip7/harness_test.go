package flip7

import (
	"fmt"
	"testing"

	"cardtable/engine/enginetest"
)

// The shared contract checks on seeded random matches of 1–8 seats: 5,000
// matches (500 with -short), one parallel subtest per seat count so both
// cores of the CI machine share the work.
func TestHarness(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 500
	}
	for seats := 1; seats <= MaxSeats; seats++ {
		t.Run(fmt.Sprintf("seats=%d", seats), func(t *testing.T) {
			t.Parallel()
			enginetest.Run(t, Rules{}, enginetest.Options{
				Matches: n / MaxSeats, Seed: uint64(seats) << 32,
				MinSeats: seats, MaxSeats: seats, DeepEvery: 3,
			})
		})
	}
}
