package dos

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

// goldenMove is a fixed, deterministic table: a seat off turn catches
// whenever it can (the first in ToAct order); the seat holding two cards
// calls on even turns only, so both calls and catches happen; otherwise the
// seat on turn takes its first legal action that is neither a call nor a
// catch — the first match, else Draw, else End; the first value of a wild;
// the first card to place.
func goldenMove(s *State) engine.Action {
	to := s.ToAct()
	for _, p := range to[1:] {
		for _, a := range s.Legal(p) {
			if a.Kind == KindCatch {
				return a
			}
		}
	}
	if s.turnNo%2 == 0 {
		for _, p := range to {
			for _, a := range s.Legal(p) {
				if a.Kind == KindCall {
					return a
				}
			}
		}
	}
	for _, a := range s.Legal(s.turn) {
		if a.Kind != KindCall && a.Kind != KindCatch {
			return a
		}
	}
	panic("golden: nothing to do")
}

// transcript plays a seeded match with goldenMove and lists every action
// and the events that followed, with the position at the start of each
// turn (the whole position each step would make a file of half a
// megabyte).
func transcript(t *testing.T, seats int, seed uint64) string {
	t.Helper()
	st, opening, err := Rules{}.New(engine.Config{Seats: seats}, seed)
	require.NoError(t, err)
	s := st.(*State)
	var b strings.Builder
	fmt.Fprintf(&b, "# DOS golden transcript: %d seats, seed %d, to 200 points. Policy: catch when\n", seats, seed)
	fmt.Fprintf(&b, "# possible, call on even turns, else the first match, draw, end, wild value, placement.\n")
	fmt.Fprintf(&b, "# Each turn opens with its position (draw pile bottom to top); each action, its events.\n")
	for _, e := range opening {
		fmt.Fprintf(&b, "  %s\n", e)
	}
	turn := int32(-1)
	for step := 0; ; step++ {
		if o, over := s.Outcome(); over {
			fmt.Fprintf(&b, "end %s\n", s.Notation())
			fmt.Fprintf(&b, "outcome winners %v scores %v rounds %d\n", o.Winners, o.Scores, o.Rounds)
			return b.String()
		}
		require.LessOrEqual(t, step, 20_000, "golden match does not end")
		a := goldenMove(s)
		if s.turnNo != turn {
			turn = s.turnNo
			fmt.Fprintf(&b, "\npos %s\n", s.Notation())
		}
		fmt.Fprintf(&b, "act %s\n", ActionString(a))
		evs, err := s.Apply(a)
		require.NoError(t, err)
		require.NoError(t, s.Check())
		for _, e := range evs {
			fmt.Fprintf(&b, "  %s\n", e)
		}
	}
}

// The golden 3-seat match: any change to the rules engine's behaviour shows
// up here as a diff. Regenerate with go test ./engine/dos -run Golden -update
// and read the diff before committing it.
func TestGolden3Seat(t *testing.T) {
	got := transcript(t, 3, 3)
	path := filepath.Join("testdata", "golden_3seat.txt")
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run with -update to create it")
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
