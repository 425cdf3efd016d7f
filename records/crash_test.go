//go:build !js && !windows

package records_test

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/records"
	"cardtable/records/recordstest"
)

// crashEnv names the history directory of a child process of
// TestCrashKill; crashChild its number.
const (
	crashEnv   = "CARDTABLE_RECORDS_CRASH_DIR"
	crashChild = "CARDTABLE_RECORDS_CRASH_CHILD"
)

// TestCrashKill kills 20 writers of the history with SIGKILL at random
// moments (while a bots-only match is played or while it is written) and
// checks after each that every match a writer said it kept reads back,
// that nothing but a torn last write was found, and that the next writer
// goes on after it.
func TestCrashKill(t *testing.T) {
	if dir := os.Getenv(crashEnv); dir != "" {
		crashWriter(t, dir)
		return
	}
	if testing.Short() {
		t.Skip("re-executes the test binary 20 times")
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	kept := map[string]bool{}
	torn := 0
	for child := range 20 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashKill$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashEnv+"="+dir, crashChild+"="+strconv.Itoa(child))
		out, err := cmd.StdoutPipe()
		require.NoError(t, err)
		require.NoError(t, cmd.Start())
		lines := make(chan string)
		go func() {
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				lines <- sc.Text()
			}
			close(lines)
		}()
		// The child says when it has opened the history; it is killed
		// after a random number of further matches' worth of time.
		require.Equal(t, "open", <-lines, "child %d", child)
		deadline := time.After(time.Duration(rng.IntN(60_000)) * time.Microsecond)
	wait:
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					break wait
				}
				if id, ok := strings.CutPrefix(l, "kept "); ok {
					kept[id] = true
				}
			case <-deadline:
				require.NoError(t, cmd.Process.Kill()) // SIGKILL
				for l := range lines {
					if id, ok := strings.CutPrefix(l, "kept "); ok {
						kept[id] = true
					}
				}
				break wait
			}
		}
		cmd.Wait()
		h, rep, err := records.Open(mustFileStore(t, dir))
		require.NoError(t, err)
		require.Zero(t, rep.SetAside, "child %d: damage beyond a torn last write", child)
		require.NoError(t, rep.RepairErr)
		if rep.Torn {
			torn++
		}
		ids := map[string]bool{}
		for _, e := range h.Entries(records.Filter{}) {
			ids[e.ID] = true
		}
		for id := range kept {
			require.True(t, ids[id], "child %d: kept match %s lost", child, id)
		}
	}
	h, _, err := records.Open(mustFileStore(t, dir))
	require.NoError(t, err)
	for _, e := range h.Entries(records.Filter{}) {
		m, err := h.Match(e)
		require.NoError(t, err)
		require.NoError(t, records.Verify(m), "match %s", e.ID)
	}
	t.Logf("20 writers killed: %d matches kept and read back, %d torn last writes dropped", h.Len(), torn)
	require.NotEmpty(t, kept, "no writer kept anything before its kill")
}

// crashWriter is the child: it keeps bots-only matches until it is killed,
// printing the id of each once Append has returned.
func crashWriter(t *testing.T, dir string) {
	child, _ := strconv.Atoi(os.Getenv(crashChild))
	h, _, err := records.Open(mustFileStore(t, dir))
	require.NoError(t, err)
	fmt.Println("open")
	games := engine.Games()
	for i := 0; ; i++ {
		g := games[i%len(games)].Describe().ID
		m, err := recordstest.One(g, uint64(1000+child), i)
		require.NoError(t, err)
		require.NoError(t, h.Append(m))
		fmt.Println("kept " + m.ID)
	}
}

func mustFileStore(t *testing.T, dir string) *records.FileStore {
	t.Helper()
	st, err := records.NewFileStore(dir)
	require.NoError(t, err)
	return st
}
