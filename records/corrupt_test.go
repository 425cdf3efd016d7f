package records_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/records"
	"cardtable/records/recordstest"
)

// lineSpans are the byte ranges of the lines of a log, one a record.
func lineSpans(b []byte) [][2]int {
	var out [][2]int
	for o := 0; o < len(b); {
		i := bytes.IndexByte(b[o:], '\n')
		out = append(out, [2]int{o, o + i + 1})
		o += i + 1
	}
	return out
}

// writeLog keeps ms in a fresh file history and returns its directory and
// the log's bytes.
func writeLog(t *testing.T, ms []records.Match) (string, []byte) {
	t.Helper()
	dir := t.TempDir()
	h, _, err := records.Open(mustFileStore(t, dir))
	require.NoError(t, err)
	for _, m := range ms {
		require.NoError(t, h.Append(m))
	}
	b, err := os.ReadFile(filepath.Join(dir, records.LogName))
	require.NoError(t, err)
	return dir, b
}

// TestHistoryCorruptMiddle damages one record in the middle of the file:
// every other record loads, the bad one is reported and set aside (its
// bytes in history.log.corrupt, gone from history.log), and the next start
// is clean.
func TestHistoryCorruptMiddle(t *testing.T) {
	ms := recordstest.Generate(12, 3)
	dir, log := writeLog(t, ms)
	lines := lineSpans(log)
	require.Len(t, lines, len(ms))
	bad := 5
	damaged := bytes.Clone(log)
	l := lines[bad]
	damaged[(l[0]+l[1])/2] ^= 0x20 // one flipped bit inside the payload
	require.NoError(t, os.WriteFile(filepath.Join(dir, records.LogName), damaged, 0o644))

	h, rep, err := records.Open(mustFileStore(t, dir))
	require.NoError(t, err)
	assert.Equal(t, records.Report{Records: len(ms) - 1, SetAside: 1}, rep)
	got := map[string]bool{}
	for _, e := range h.Entries(records.Filter{}) {
		got[e.ID] = true
		m, err := h.Match(e)
		require.NoError(t, err)
		require.NoError(t, records.Verify(m))
	}
	for i, m := range ms {
		assert.Equal(t, i != bad, got[m.ID], "record %d loaded", i)
	}
	side, err := os.ReadFile(filepath.Join(dir, records.SideName))
	require.NoError(t, err)
	assert.Equal(t, string(damaged[l[0]:l[1]]), string(side), "the bad record set aside")
	now, err := os.ReadFile(filepath.Join(dir, records.LogName))
	require.NoError(t, err)
	want := append(bytes.Clone(log[:l[0]]), log[l[1]:]...)
	assert.Equal(t, string(want), string(now), "the log without the bad record")

	// Clean from now on, and appending goes on.
	h, rep, err = records.Open(mustFileStore(t, dir))
	require.NoError(t, err)
	assert.Equal(t, records.Report{Records: len(ms) - 1}, rep)
	require.NoError(t, h.Append(recordstest.Generate(13, 3)[12]))
	_, rep, err = records.Open(mustFileStore(t, dir))
	require.NoError(t, err)
	assert.Equal(t, records.Report{Records: len(ms)}, rep)
}

// TestTornLastWrite cuts the log inside its last record, as a power cut
// during a write would: the earlier records load, the torn one is dropped
// without being reported as damage, and the next append lands cleanly.
func TestTornLastWrite(t *testing.T) {
	ms := recordstest.Generate(6, 4)
	dir, log := writeLog(t, ms)
	lines := lineSpans(log)
	last := lines[len(lines)-1]
	for _, cut := range []int{last[0] + 1, last[0] + 20, (last[0] + last[1]) / 2, last[1] - 1} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, records.LogName), log[:cut], 0o644))
		h, rep, err := records.Open(mustFileStore(t, dir))
		require.NoError(t, err)
		assert.Equal(t, records.Report{Records: len(ms) - 1, Torn: true}, rep, "cut at %d", cut)
		require.NoError(t, h.Append(ms[len(ms)-1]))
		_, rep, err = records.Open(mustFileStore(t, dir))
		require.NoError(t, err)
		assert.Equal(t, records.Report{Records: len(ms)}, rep, "after the next append (cut at %d)", cut)
	}
}

// TestRandomDamage runs trials of random damage (flipped bytes, runs
// overwritten, deleted or inserted, the tail cut) on a history in browser
// blobs and in a file: every record the damage did not touch loads
// exactly as kept, no record loads changed, and damage is reported.
func TestRandomDamage(t *testing.T) {
	ms := recordstest.Generate(30, 5)
	_, log := writeLog(t, ms)
	lines := lineSpans(log)
	rng := rand.New(rand.NewPCG(5, 6))
	byID := map[string]records.Match{}
	for _, m := range ms {
		byID[m.ID] = m
	}
	trials := 300
	for trial := range trials {
		b := bytes.Clone(log)
		var lo, hi int // the damaged range of the original bytes
		kind := rng.IntN(5)
		switch kind {
		case 0: // flipped bytes
			lo = rng.IntN(len(b))
			hi = min(len(b), lo+1+rng.IntN(4))
			for i := lo; i < hi; i++ {
				b[i] ^= byte(1 + rng.IntN(255))
			}
		case 1: // a run overwritten with noise
			lo = rng.IntN(len(b))
			hi = min(len(b), lo+1+rng.IntN(300))
			for i := lo; i < hi; i++ {
				b[i] = byte(rng.IntN(256))
			}
		case 2: // a run deleted
			lo = rng.IntN(len(b))
			hi = min(len(b), lo+1+rng.IntN(300))
			b = append(b[:lo:lo], log[hi:]...)
		case 3: // noise inserted
			lo = rng.IntN(len(b))
			hi = lo
			noise := make([]byte, 1+rng.IntN(100))
			for i := range noise {
				noise[i] = byte(rng.IntN(256))
			}
			b = append(append(b[:lo:lo], noise...), log[lo:]...)
		case 4: // the tail cut
			lo = rng.IntN(len(b))
			hi = len(b)
			b = b[:lo]
		}
		touched := map[string]bool{}
		for i, l := range lines {
			// An insertion touches the line it lands inside (not one it
			// lands just before).
			if (hi > lo && l[0] < hi && lo < l[1]) || (hi == lo && l[0] < lo && lo < l[1]) {
				touched[ms[i].ID] = true
			}
		}
		check := func(name string, h *records.History, rep records.Report) {
			msg := fmt.Sprintf("trial %d (%s, kind %d, bytes %d–%d)", trial, name, kind, lo, hi)
			got := map[string]bool{}
			for _, e := range h.Entries(records.Filter{}) {
				got[e.ID] = true
				m, err := h.Match(e)
				require.NoError(t, err, msg)
				require.Equal(t, byID[e.ID], m, "%s: a record loaded changed", msg)
			}
			for _, m := range ms {
				if !touched[m.ID] {
					require.True(t, got[m.ID], "%s: untouched record %s lost", msg, m.ID)
				}
			}
			cleanCut := kind == 4 && (lo == 0 || log[lo-1] == '\n')
			if len(touched) > 0 && !cleanCut {
				require.True(t, rep.SetAside > 0 || rep.Torn, "%s: damage not reported: %+v", msg, rep)
			}
			require.NoError(t, rep.RepairErr, msg)
		}
		// In browser blobs (one blob holding everything).
		blobs := records.NewMemBlobs(0)
		require.NoError(t, blobs.Set(records.BlobKeyPrefix+"0", string(b)))
		h, rep, err := records.Open(records.NewBlobStore(blobs, 0))
		require.NoError(t, err)
		check("blobs", h, rep)
		// Repaired: a second open finds what the first kept, and no damage.
		h2, rep2, err := records.Open(records.NewBlobStore(blobs, 0))
		require.NoError(t, err)
		require.Equal(t, records.Report{Records: h.Len()}, rep2, "trial %d: after the repair", trial)
		require.Equal(t, h.Len(), h2.Len())
		if trial%10 == 0 { // and a file, now and then (fsyncs are slow)
			dir := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(dir, records.LogName), b, 0o644))
			h, rep, err := records.Open(mustFileStore(t, dir))
			require.NoError(t, err)
			check("file", h, rep)
		}
	}
}
