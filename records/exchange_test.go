package records_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/records"
	"cardtable/records/recordstest"
)

// memHistory is a history in memory blobs, with them for comparisons.
func memHistory(t *testing.T, ms ...records.Match) (*records.History, *records.MemBlobs) {
	t.Helper()
	b := records.NewMemBlobs(0)
	h, _, err := records.Open(records.NewBlobStore(b, 0))
	require.NoError(t, err)
	for _, m := range ms {
		require.NoError(t, h.Append(m))
	}
	return h, b
}

func export(t *testing.T, h *records.History) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, h.Export(&buf))
	return buf.Bytes()
}

func TestExportImport(t *testing.T) {
	ms := recordstest.Generate(40, 8)
	src, _ := memHistory(t, ms...)
	good := export(t, src)

	// Files that must change nothing.
	tampered := func(m records.Match, f func(*records.Match)) []byte {
		f(&m)
		h, _ := memHistory(t, ms[0], m)
		return export(t, h)
	}
	flipped := bytes.Clone(good)
	flipped[len(flipped)/2] ^= 1
	malformed := map[string][]byte{
		"empty":           nil,
		"another file":    []byte(`{"language":"vi","volume":80}`),
		"only the header": []byte("CARDTABLE HISTORY 1"),
		"truncated early": good[:len(good)/3],
		"truncated late":  good[:len(good)-2],
		"bad checksum":    flipped,
		"no header":       bytes.TrimPrefix(good, []byte("CARDTABLE HISTORY 1\n")),
		"noise appended":  append(bytes.Clone(good), "CT1 0000 x\n"...),
		"an illegal action": tampered(ms[1], func(m *records.Match) {
			m.Save.Actions = append([]engine.Action(nil), m.Save.Actions...)
			m.Save.Actions[0].Kind = 250
		}),
		"a save that stops early": tampered(ms[2], func(m *records.Match) {
			m.Save.Actions = m.Save.Actions[:len(m.Save.Actions)/2]
		}),
		"other winners": tampered(ms[3], func(m *records.Match) {
			m.Winners = []int{(m.Winners[0] + 1) % len(m.Seats)}
		}),
		"an unknown game": tampered(ms[4], func(m *records.Match) { m.Save.Game = "chess" }),
	}
	for name, data := range malformed {
		t.Run(name, func(t *testing.T) {
			h, blobs := memHistory(t, ms[:5]...)
			before := blobs.Snapshot()
			added, already, err := h.Import(bytes.NewReader(data))
			require.ErrorIs(t, err, records.ErrMalformed)
			assert.Zero(t, added)
			assert.Zero(t, already)
			assert.Equal(t, 5, h.Len())
			assert.Equal(t, before, blobs.Snapshot(), "the store changed")
		})
	}

	// A good file adds everything; a second import adds nothing.
	dst, _ := memHistory(t, ms[:5]...)
	added, already, err := dst.Import(bytes.NewReader(good))
	require.NoError(t, err)
	assert.Equal(t, [2]int{35, 5}, [2]int{added, already})
	added, already, err = dst.Import(bytes.NewReader(good))
	require.NoError(t, err)
	assert.Equal(t, [2]int{0, 40}, [2]int{added, already})
	require.Equal(t, 40, dst.Len())
	for _, e := range dst.Entries(records.Filter{}) {
		m, err := dst.Match(e)
		require.NoError(t, err)
		require.NoError(t, records.Verify(m))
	}
	// What was imported is kept: it reads back after a reopen, and the
	// two histories export the same records.
	_, blobs := memHistory(t)
	h, _, _ := records.Open(records.NewBlobStore(blobs, 0))
	_, _, err = h.Import(bytes.NewReader(good))
	require.NoError(t, err)
	again, rep, err := records.Open(records.NewBlobStore(blobs, 0))
	require.NoError(t, err)
	assert.Equal(t, records.Report{Records: 40}, rep)
	assert.Equal(t, good, export(t, again))
}
