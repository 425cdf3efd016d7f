package match

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/records"
)

// A finished match goes to the history once, with its seats, winners and a
// save that replays to them; rounds ending before do not, and a match
// restored already over is not handed over again.
func TestFinishedOnce(t *testing.T) {
	var got []records.Match
	opt := Options{Finished: func(r records.Match) { got = append(got, r) }}
	setup := Setup{Game: "flip7", Seats: seats("human", "easy", "hard"), Seed: 9, Options: map[string]string{"target": "50"}}
	m := mustNew(t, setup, opt)
	rounds := 0
	for range maxTicks {
		if _, over := m.Outcome(); over {
			break
		}
		if seat, legal, ok := m.HumanTurn(); ok {
			require.NoError(t, m.Act(stayAt20(m, seat, legal)))
		} else {
			m.Tick(true)
		}
		for _, e := range m.Drain() {
			if end, ok := e.(engine.Ending); ok {
				if _, ends := end.Ends(); ends {
					continue
				}
				rounds++
				if _, over := m.Outcome(); !over {
					assert.Empty(t, got, "a round's end went to the history")
				}
			}
		}
	}
	o, over := m.Outcome()
	require.True(t, over)
	require.Greater(t, rounds, 1, "the match had several rounds")
	require.Len(t, got, 1, "records handed over")
	rec := got[0]
	assert.Equal(t, []records.Seat{{Name: "P1"}, {Name: "Bot2", Bot: "easy"}, {Name: "Bot3", Bot: "hard"}}, rec.Seats)
	require.Len(t, rec.Winners, len(o.Winners))
	rec.ID = "x"
	require.NoError(t, records.Verify(rec), "the record replays to its winners")
	m.Tick(true)
	require.Len(t, got, 1, "handed over again")

	data, err := m.Save()
	require.NoError(t, err)
	r, err := Restore(data, opt)
	require.NoError(t, err)
	defer r.Close()
	r.Tick(true)
	require.Len(t, got, 1, "a restored finished match went to the history again")
	again, ok := r.Record()
	require.True(t, ok)
	assert.Equal(t, got[0], again)

	// An unfinished match has no record.
	u := mustNew(t, setup, opt)
	_, ok = u.Record()
	assert.False(t, ok)
}
