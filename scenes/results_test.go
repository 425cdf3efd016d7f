package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/scenes/table"
)

// The standings' places: a better total ranks higher, then a higher
// tiebreak (who lasted longer in a lives game); rows equal in both share
// a place, and the next place counts the rows ahead.
func TestStandingPlaces(t *testing.T) {
	rows := []table.ResultRow{{Total: 2}, {Total: 0, Tiebreak: 7}, {Total: 0, Tiebreak: 4}, {Total: 0, Tiebreak: 4}, {Total: 0, Tiebreak: 1}}
	var places []int
	for i := range rows {
		places = append(places, standing(rows, i))
	}
	assert.Equal(t, []int{1, 2, 3, 3, 5}, places)
	points := []table.ResultRow{{Total: 30}, {Total: 30}, {Total: 12}}
	assert.Equal(t, 1, standing(points, 1))
	assert.Equal(t, 3, standing(points, 2))
}
