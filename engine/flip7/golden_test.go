package flip7

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

var update = flag.Bool("update", false, "rewrite the golden transcripts in testdata/")

// goldenPolicy is a fixed, deterministic player: Stay at a round score of 20
// or more, else Hit; an action card goes to the first seat after the chooser
// (going round the table) that may take it.
func goldenPolicy(s *State, legal []engine.Action) engine.Action {
	p := legal[0].By
	if s.phase == PhaseTurn {
		if len(legal) == 2 && s.RoundScore(p) >= 20 {
			return legal[1]
		}
		return legal[0]
	}
	for i := 1; i <= int(s.n); i++ {
		want := engine.Seat((int(p) + i) % int(s.n))
		for _, a := range legal {
			if a.Target == want {
				return a
			}
		}
	}
	panic("no target")
}

// transcript plays a seeded match with goldenPolicy and lists, for every
// step, the position before it, the action and the events that followed.
func transcript(t *testing.T, seats int, seed uint64) string {
	t.Helper()
	s, err := NewMatch(engine.Config{Seats: seats}, seed)
	require.NoError(t, err)
	var b strings.Builder
	fmt.Fprintf(&b, "# Flip 7 golden transcript: %d seats, seed %d. Policy: stay at a round\n", seats, seed)
	fmt.Fprintf(&b, "# score >= 20, action cards to the next seat round the table that may take them.\n")
	fmt.Fprintf(&b, "# Each step: the position before (deck bottom to top), the action, its events.\n")
	fmt.Fprintf(&b, "# The first deal runs inside New, so its cards show in the first position.\n")
	for step := 0; ; step++ {
		if o, over := s.Outcome(); over {
			fmt.Fprintf(&b, "end %s\n", s.Notation())
			fmt.Fprintf(&b, "outcome winners %v scores %v rounds %d\n", o.Winners, o.Scores, o.Rounds)
			return b.String()
		}
		require.LessOrEqual(t, step, 10_000, "golden match does not end")
		legal := s.Legal(s.ToAct()[0])
		a := goldenPolicy(s, legal)
		fmt.Fprintf(&b, "\npos %s\nact %s\n", s.Notation(), ActionString(a))
		evs, err := s.Apply(a)
		require.NoError(t, err)
		require.NoError(t, s.Check())
		for _, e := range evs {
			fmt.Fprintf(&b, "  %s\n", e)
		}
	}
}

// The golden 4-seat match: any change to the rules engine's behaviour shows
// up here as a diff. Regenerate with go test ./engine/flip7 -run Golden -update
// and read the diff before committing it.
func TestGolden4Seat(t *testing.T) {
	got := transcript(t, 4, 264)
	path := filepath.Join("testdata", "golden_4seat.txt")
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run with -update to create it")
	// Line by line, so a failure shows the first step that changed rather
	// than the whole transcript.
	g, w := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	line := func(lines []string, i int) string {
		if i < len(lines) {
			return lines[i]
		}
		return ""
	}
	for i := 0; i < max(len(g), len(w)); i++ {
		require.Equal(t, line(w, i), line(g, i), "%s line %d", path, i+1)
	}
}
