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

// Standings sort higher totals first, or lower ones with LowWins (cards
// left), then the higher tiebreak.
func TestStandingsOrder(t *testing.T) {
	rows := []table.ResultRow{{Seat: 0, Total: 3}, {Seat: 1, Total: 0, Tiebreak: 1}, {Seat: 2, Total: 1}, {Seat: 3, Total: 0}}
	seats := func(rs []table.ResultRow) []int {
		var out []int
		for _, r := range rs {
			out = append(out, int(r.Seat))
		}
		return out
	}
	assert.Equal(t, []int{0, 2, 1, 3}, seats(standings(table.Results{Rows: rows})))
	assert.Equal(t, []int{1, 3, 2, 0}, seats(standings(table.Results{Rows: rows, LowWins: true})))
}
