package cucu

import (
	"fmt"
	"testing"

	"cardtable/engine/enginetest"
)

// The shared contract checks (40 cards conserved, legality, illegal actions
// refused, Clone, Step against Apply, no leak through views, legal lists,
// choices or redacted events, Determinize, termination, replay) on 5,050
// seeded random matches of 2–8 seats (a tenth with -short), every check at
// every step (DeepEvery 1). Larger tables play longer matches (a random
// 8-seat match runs about eight times the steps of a 2-seat one), so they
// get fewer; one parallel subtest per seat count so both cores share the
// work.
func TestHarness(t *testing.T) {
	matches := map[int]int{2: 1400, 3: 1000, 4: 800, 5: 600, 6: 500, 7: 400, 8: 350}
	for seats := Descriptor.MinSeats; seats <= MaxSeats; seats++ {
		n := matches[seats]
		if testing.Short() {
			n /= 10
		}
		t.Run(fmt.Sprintf("seats=%d", seats), func(t *testing.T) {
			t.Parallel()
			enginetest.Run(t, Rules{}, enginetest.Options{
				Matches: n, Seed: uint64(seats) << 32,
				MinSeats: seats, MaxSeats: seats, DeepEvery: 1,
			})
		})
	}
}
