package cucuai

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/engine"
)

// The lives' value: the last player with lives has won, one without has
// lost, equal tables share evenly, and more lives are worth more.
func TestWinChance(t *testing.T) {
	for m := 1; m <= 3; m++ {
		assert.Equal(t, 1.0, winChance[m][0][0][0], "alone on %d lives", m)
		assert.Equal(t, 0.0, winChance[0][0][0][m], "no lives left")
	}
	assert.InDelta(t, 0.5, winChance[3][0][0][1], 1e-12, "two players on 3 lives")
	assert.InDelta(t, 0.25, winChance[2][0][3][0], 1e-12, "four players on 2 lives")
	assert.Greater(t, winChance[3][0][1][0], winChance[2][0][1][0])
	assert.Greater(t, winChance[2][1][0][0], winChance[2][0][1][0], "a rival on one life is better than on two")
	lives := []int{3, 0, 1, 2}
	of := func(p engine.Seat) int { return lives[p] }
	total := 0.0
	for p := engine.Seat(0); p < 4; p++ {
		total += livesValue(of, 4, p)
	}
	assert.InDelta(t, 1, total, 1e-12, "the chances add up to one")
	assert.Zero(t, livesValue(of, 4, 1))
}
