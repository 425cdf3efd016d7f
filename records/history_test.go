package records_test

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/records"
	"cardtable/records/recordstest"
)

// stores runs f on every Store available headless: the desktop's file and
// the browser's blobs (in memory).
func stores(t *testing.T, f func(t *testing.T, open func() records.Store)) {
	t.Run("file", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "cardtable")
		f(t, func() records.Store {
			st, err := records.NewFileStore(dir)
			require.NoError(t, err)
			return st
		})
	})
	t.Run("blobs", func(t *testing.T) {
		b := records.NewMemBlobs(0)
		f(t, func() records.Store { return records.NewBlobStore(b, 0) })
	})
}

func TestRoundTrip(t *testing.T) {
	ms := recordstest.Generate(150, 1)
	stores(t, func(t *testing.T, open func() records.Store) {
		h, rep, err := records.Open(open())
		require.NoError(t, err)
		require.Equal(t, records.Report{}, rep, "empty history")
		require.Equal(t, 0, h.Len())
		for _, m := range ms {
			require.NoError(t, h.Append(m))
		}
		require.NoError(t, h.Append(ms[3]), "a second append of a kept match")
		require.Equal(t, len(ms), h.Len())
		h2, rep, err := records.Open(open())
		require.NoError(t, err)
		require.Equal(t, records.Report{Records: len(ms)}, rep)
		for _, hist := range []*records.History{h, h2} {
			es := hist.Entries(records.Filter{})
			require.Len(t, es, len(ms))
			for i, e := range es {
				want := ms[len(ms)-1-i] // newest first
				require.Equal(t, want.ID, e.ID)
				require.True(t, want.Ended.Equal(e.Ended))
				require.Equal(t, want.Save.Game, e.Game)
				require.Equal(t, want.Seats, e.Seats)
				require.Equal(t, want.Winners, e.Winners)
				got, err := hist.Match(e)
				require.NoError(t, err)
				require.Equal(t, want, got, "match %s", e.ID)
			}
		}
		var buf bytes.Buffer
		require.NoError(t, h2.Export(&buf))
		assert.Positive(t, buf.Len())
	})
}
