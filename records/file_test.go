package records_test

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/records"
	"cardtable/records/recordstest"
)

// A full disk is ErrFull (Linux's /dev/full answers every write with
// ENOSPC), and the history in memory is unchanged.
func TestFileStoreFull(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("needs /dev/full")
	}
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	dir := t.TempDir()
	h, rep, err := records.Open(mustFileStore(t, dir))
	require.NoError(t, err)
	require.Equal(t, records.Report{}, rep)
	// After the open: reading /dev/full never ends.
	require.NoError(t, os.Symlink("/dev/full", filepath.Join(dir, records.LogName)))
	err = h.Append(recordstest.Generate(1, 13)[0])
	require.ErrorIs(t, err, records.ErrFull)
	assert.Zero(t, h.Len())
}

// When the damage cannot be set aside, it stays in the log (nothing is
// lost), is skipped, and the failure is reported.
func TestRepairFails(t *testing.T) {
	ms := recordstest.Generate(5, 14)
	dir, log := writeLog(t, ms)
	lines := lineSpans(log)
	damaged := append([]byte(nil), log...)
	damaged[lines[2][0]+30] ^= 1
	require.NoError(t, os.WriteFile(filepath.Join(dir, records.LogName), damaged, 0o644))
	require.NoError(t, os.Mkdir(filepath.Join(dir, records.SideName), 0o755)) // in the way
	h, rep, err := records.Open(mustFileStore(t, dir))
	require.NoError(t, err)
	assert.Equal(t, 4, h.Len())
	assert.Equal(t, 1, rep.SetAside)
	require.Error(t, rep.RepairErr)
	now, err := os.ReadFile(filepath.Join(dir, records.LogName))
	require.NoError(t, err)
	assert.Equal(t, damaged, now, "the log changed although nothing could be set aside")
	// An unreadable store is an error, not an empty history.
	require.NoError(t, os.Remove(filepath.Join(dir, records.LogName)))
	require.NoError(t, os.Mkdir(filepath.Join(dir, records.LogName), 0o755))
	_, _, err = records.Open(mustFileStore(t, dir))
	require.Error(t, err)
	_, err = records.NewFileStore("")
	require.Error(t, err)
}
