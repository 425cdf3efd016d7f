package records_test

import (
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/records"
	"cardtable/records/recordstest"
)

var (
	benchOnce sync.Once
	benchMs   []records.Match
)

// history5000 is a generated history of 5,000 matches of all four games.
func history5000() []records.Match {
	benchOnce.Do(func() { benchMs = recordstest.Generate(5000, 2026) })
	return benchMs
}

// BenchmarkOpen5000 opens a history file of 5,000 matches: read, checksums,
// the index built (saves not decoded).
func BenchmarkOpen5000(b *testing.B) {
	ms := history5000()
	dir := b.TempDir()
	st, err := records.NewFileStore(dir)
	require.NoError(b, err)
	h, _, err := records.Open(st)
	require.NoError(b, err)
	for _, m := range ms {
		require.NoError(b, h.Append(m))
	}
	info, err := os.Stat(filepath.Join(dir, records.LogName))
	require.NoError(b, err)
	runtime.GC()
	b.ResetTimer()
	for b.Loop() {
		h, rep, err := records.Open(st)
		if err != nil || rep.Records != len(ms) || h.Len() != len(ms) {
			b.Fatalf("open: %v %+v", err, rep)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/open")
	b.ReportMetric(float64(info.Size())/float64(len(ms)), "bytes/match")
	b.ReportMetric(float64(info.Size())/(1<<20), "MB")
}

// bigHistory is a history in memory with no budget, holding ms.
func bigHistory(b *testing.B, ms []records.Match) *records.History {
	h, _, err := records.Open(records.NewBlobStore(records.NewMemBlobs(0), 1<<40))
	require.NoError(b, err)
	for _, m := range ms {
		require.NoError(b, h.Append(m))
	}
	return h
}

// BenchmarkEntries5000 lists a history of 5,000 matches newest first,
// filtered by player (what the History screen asks on each change).
func BenchmarkEntries5000(b *testing.B) {
	h := bigHistory(b, history5000())
	h.Entries(records.Filter{})
	b.ResetTimer()
	for b.Loop() {
		if len(h.Entries(records.Filter{Player: recordstest.People[0][0]})) == 0 {
			b.Fatal("no entries")
		}
	}
}

// BenchmarkMatch decodes one kept match (its save unpacked).
func BenchmarkMatch(b *testing.B) {
	h := bigHistory(b, history5000()[:100])
	es := h.Entries(records.Filter{})
	b.ResetTimer()
	i := 0
	for b.Loop() {
		if _, err := h.Match(es[i%len(es)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
