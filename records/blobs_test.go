package records_test

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/records"
	"cardtable/records/recordstest"
)

// The browser's history: blobs of BlobRecords records, the older ones
// never written again, and ErrFull at the budget with nothing kept lost.
func TestBlobStoreBudget(t *testing.T) {
	ms := recordstest.Generate(200, 9)
	blobs := records.NewMemBlobs(0)
	// A budget that holds about 150 of these matches.
	probe, _ := memHistory(t, ms[:150]...)
	var exp bytes.Buffer
	require.NoError(t, probe.Export(&exp))
	budget := exp.Len()
	st := records.NewBlobStore(blobs, budget)
	h, _, err := records.Open(st)
	require.NoError(t, err)
	kept := 0
	var full error
	for _, m := range ms {
		if full = h.Append(m); full != nil {
			break
		}
		kept++
	}
	require.ErrorIs(t, full, records.ErrFull)
	require.InDelta(t, 150, kept, 2, "matches kept within the budget")
	used, limit := st.Used()
	assert.LessOrEqual(t, used, limit)
	assert.Equal(t, budget, limit)
	// Full blobs were written while they filled, never after.
	snap := blobs.Snapshot()
	nblobs := (kept + records.BlobRecords - 1) / records.BlobRecords
	for i := range nblobs {
		key := records.BlobKeyPrefix + strconv.Itoa(i)
		require.Contains(t, snap, key)
		if i < nblobs-1 {
			assert.Equal(t, records.BlobRecords, blobs.Sets[key], "blob %d written %d times", i, blobs.Sets[key])
		}
	}
	assert.Len(t, snap, nblobs, "blobs")
	// Another try is refused again and changes nothing; what was kept
	// reads back.
	require.ErrorIs(t, h.Append(ms[kept]), records.ErrFull)
	assert.Equal(t, snap, blobs.Snapshot())
	again, rep, err := records.Open(records.NewBlobStore(blobs, budget))
	require.NoError(t, err)
	assert.Equal(t, records.Report{Records: kept}, rep)
	for i, e := range again.Entries(records.Filter{}) {
		m, err := again.Match(e)
		require.NoError(t, err)
		require.Equal(t, ms[kept-1-i], m)
	}
	// An import that does not fit adds nothing.
	_, _, err = again.Import(bytes.NewReader(exportOf(t, ms[kept:])))
	require.ErrorIs(t, err, records.ErrFull)
	assert.Equal(t, snap, blobs.Snapshot())
}

// The browser refusing a write (QuotaExceededError, its own quota smaller
// than the budget) is ErrFull too, and an append spanning a new blob is
// taken back whole: the last blob put back as it was.
func TestBlobStoreQuota(t *testing.T) {
	ms := recordstest.Generate(records.BlobRecords+4, 10)
	frames := len(exportOf(t, ms[:records.BlobRecords])) - len("CARDTABLE HISTORY 1\n")
	// Room for one full blob and a little.
	blobs := records.NewMemBlobs(frames + len(records.BlobKeyPrefix+"0") + 10)
	h, _, err := records.Open(records.NewBlobStore(blobs, 0))
	require.NoError(t, err)
	n := records.BlobRecords - 2
	for _, m := range ms[:n] {
		require.NoError(t, h.Append(m))
	}
	snap := blobs.Snapshot()
	sets := blobs.Sets[records.BlobKeyPrefix+"0"]
	// Four records: two fill blob 0 (written), two more do not fit in
	// blob 1 (refused), so blob 0 is put back.
	_, _, err = h.Import(bytes.NewReader(exportOf(t, ms[n:n+4])))
	require.ErrorIs(t, err, records.ErrFull)
	assert.Equal(t, sets+2, blobs.Sets[records.BlobKeyPrefix+"0"], "blob 0 written, then put back")
	assert.Equal(t, snap, blobs.Snapshot())
	assert.Equal(t, n, h.Len())
	again, rep, err := records.Open(records.NewBlobStore(blobs, 0))
	require.NoError(t, err)
	assert.Equal(t, records.Report{Records: n}, rep)
	assert.Equal(t, n, again.Len())
	// Two still fit, in blob 0.
	for _, m := range ms[n : n+2] {
		require.NoError(t, again.Append(m))
	}
	require.ErrorIs(t, again.Append(ms[n+2]), records.ErrFull)
}

// exportOf is the export file of ms.
func exportOf(t *testing.T, ms []records.Match) []byte {
	t.Helper()
	h, _ := memHistory(t, ms...)
	var b bytes.Buffer
	require.NoError(t, h.Export(&b))
	return b.Bytes()
}
