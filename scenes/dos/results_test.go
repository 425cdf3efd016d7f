package dos

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// In the first-out variant the results rank the winner first and the
// others by the cards left in their hands, fewest first; no points.
func TestFirstOutResultsRankByCardsLeft(t *testing.T) {
	names := []string{"An", "Bình", "Chi"}
	p := newPresenter(names).(*presenter)
	p.mode = dos.ModeFirstOut
	hands := [][]dos.Card{{1, 2, 3}, {}, {4}}
	p.Record(dos.RoundEnded{Round: 1, Winner: 1, Hands: hands, Points: []int{0, 0, 0}, Totals: []int{0, 0, 0}})
	p.Record(dos.MatchEnded{Winner: 1, Totals: []int{0, 0, 0}})
	r := p.Results(&table.Env{Loc: locales.New("en")}, &table.Frame{Names: names, Thinking: engine.NoSeat})
	require.Len(t, r.Rows, 3)
	assert.True(t, r.LowWins)
	assert.Equal(t, "Cards left", r.TotalLabel)
	assert.Empty(t, r.History, "no points by round")
	left := map[engine.Seat]int{}
	for _, row := range r.Rows {
		left[row.Seat] = row.Total
	}
	assert.Equal(t, map[engine.Seat]int{0: 3, 1: 0, 2: 1}, left)
	assert.Contains(t, r.Headline, "Bình")
}
