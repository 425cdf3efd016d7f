package records_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// Entries are newest first by date whatever the order they were kept in
// (an import brings older matches), and filter by game, player and name.
func TestEntriesOrderAndFilter(t *testing.T) {
	ms := recordstest.Generate(60, 11)
	h, _ := memHistory(t)
	// Kept out of order: the second half first.
	for _, m := range append(append([]records.Match(nil), ms[30:]...), ms[:30]...) {
		require.NoError(t, h.Append(m))
	}
	all := h.Entries(records.Filter{})
	require.Len(t, all, 60)
	for i, e := range all {
		assert.Equal(t, ms[59-i].ID, e.ID, "entry %d", i)
	}
	count := func(f func(records.Match) bool) int {
		n := 0
		for _, m := range ms {
			if f(m) {
				n++
			}
		}
		return n
	}
	for _, g := range []string{"flip7", "dos", "cucu", "kittens"} {
		es := h.Entries(records.Filter{Game: g})
		assert.Equal(t, 15, len(es), g)
		for _, e := range es {
			assert.Equal(t, g, e.Game)
		}
	}
	for _, p := range recordstest.People {
		id, name := p[0], p[1]
		sits := func(m records.Match) bool {
			for _, s := range m.Seats {
				if s.Player == id {
					return true
				}
			}
			return false
		}
		want := count(sits)
		assert.Positive(t, want, "player %s never sits", id)
		assert.Len(t, h.Entries(records.Filter{Player: id}), want, "player %s", id)
		assert.Len(t, h.Entries(records.Filter{Name: strings.ToUpper(name)}), want, "name %s", name)
		wantDos := count(func(m records.Match) bool { return sits(m) && m.Save.Game == "dos" })
		assert.Len(t, h.Entries(records.Filter{Player: id, Game: "dos"}), wantDos, "player %s in dos", id)
	}
	assert.Empty(t, h.Entries(records.Filter{Player: "nobody"}))
	// Equal dates keep the order they were kept in, newest kept first.
	h2, _ := memHistory(t)
	a, b := ms[0], ms[1]
	b.Ended = a.Ended
	require.NoError(t, h2.Append(a))
	require.NoError(t, h2.Append(b))
	es := h2.Entries(records.Filter{})
	assert.Equal(t, []string{b.ID, a.ID}, []string{es[0].ID, es[1].ID})
	// A match of another history is not found here.
	_, err := h2.Match(all[0])
	require.ErrorIs(t, err, records.ErrNotFound)
}

// Append fills an empty ID and date, and refuses a record that does not
// hold together.
func TestAppendFillsAndChecks(t *testing.T) {
	h, _ := memHistory(t)
	m := recordstest.Generate(1, 12)[0]
	m.ID, m.Ended = "", time.Time{}
	before := time.Now()
	require.NoError(t, h.Append(m))
	e := h.Entries(records.Filter{})[0]
	assert.NotEmpty(t, e.ID)
	assert.False(t, e.Ended.Before(before.Add(-time.Second)), "date %v", e.Ended)
	bad := m
	bad.ID = "x"
	bad.Seats = bad.Seats[:len(bad.Seats)-1]
	require.Error(t, h.Append(bad), "seats not matching the config")
	bad = m
	bad.ID, bad.Winners = "y", []int{7}
	require.Error(t, h.Append(bad), "a winner out of range")
	assert.Equal(t, 1, h.Len())
	assert.NotEqual(t, records.NewID(before), records.NewID(before), "ids are random")
}
