package dos

import (
	"fmt"
	"testing"

	"cardtable/engine"
	"cardtable/engine/enginetest"
)

// The shared contract checks on seeded random matches of 2–4 seats: 5,000
// matches (500 with -short), one in twenty to 200 points (a random match
// runs ~16 rounds on 2 seats, ~6 on 4: the steps of ten first-out ones)
// and the rest first out, one parallel subtest per seat count and mode so
// both cores share the work. The deep checks run at every 5th step (every
// check still runs, on a fifth of the positions): reflect.DeepEqual of the
// state and views dominates the run time.
func TestHarness(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 500
	}
	modes := []struct {
		value  string
		share  int // matches of this mode per 20
		offset uint64
	}{{ValuePoints, 1, 0}, {ValueFirstOut, 19, 1 << 20}}
	for seats := 2; seats <= MaxSeats; seats++ {
		for _, m := range modes {
			t.Run(fmt.Sprintf("seats=%d/mode=%s", seats, m.value), func(t *testing.T) {
				t.Parallel()
				enginetest.Run(t, Rules{}, enginetest.Options{
					Matches: (n*m.share/20 + 2) / 3, Seed: uint64(seats)<<32 + m.offset,
					MinSeats: seats, MaxSeats: seats, DeepEvery: 5,
					Config: func(seats int) engine.Config {
						return engine.Config{Seats: seats, Options: map[string]string{OptMode: m.value}}
					},
				})
			})
		}
	}
}
