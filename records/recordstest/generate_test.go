package recordstest

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cardtable/records"
)

func TestGenerate(t *testing.T) {
	t0 := time.Now()
	ms := Generate(40, 7)
	t.Logf("40 matches in %v", time.Since(t0))
	require.Len(t, ms, 40)
	games := map[string]int{}
	ids := map[string]bool{}
	size := 0
	for i, m := range ms {
		require.NoError(t, records.Verify(m), "match %d", i)
		require.False(t, ids[m.ID], "duplicate id %s", m.ID)
		ids[m.ID] = true
		games[m.Save.Game]++
		if i > 0 {
			require.True(t, m.Ended.After(ms[i-1].Ended))
		}
		size += len(m.Save.Actions)
	}
	require.Len(t, games, 4, "every game: %v", games)
	t.Logf("%.0f actions a match", float64(size)/40)
	require.Equal(t, ms[:5], Generate(5, 7), "deterministic")
}
