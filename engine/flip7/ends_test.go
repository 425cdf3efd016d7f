package flip7

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Round and match ends are facts the events report (engine.Ending), and no
// other event claims either.
func TestEnds(t *testing.T) {
	for _, c := range []struct {
		ev           engine.Event
		round, match bool
	}{
		{RoundEnded{}, true, false},
		{MatchEnded{}, false, true},
	} {
		e, ok := c.ev.(engine.Ending)
		require.True(t, ok, "%T is not an engine.Ending", c.ev)
		r, m := e.Ends()
		assert.Equal(t, [2]bool{c.round, c.match}, [2]bool{r, m}, "%T.Ends()", c.ev)
	}
	for _, ev := range []engine.Event{RoundStarted{}, Took{}, Targeted{}, Stayed{}, FrozenOut{}, Busted{},
		SavedBySecondChance{}, Discarded{}, FlippedSeven{}, Reshuffled{}} {
		_, ok := ev.(engine.Ending)
		assert.False(t, ok, "%T claims to end a round or the match", ev)
	}
}
