package cucu

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

// goldenMove is a fixed, deterministic table: keep a card ranked 6 or
// above (and the Fool on odd rounds), else ask; at an Inn ask for cover;
// an innkeeper accepts on even rounds; the dealer swaps with the pack
// below 6. So every decision of the game shows up.
func goldenMove(s *State) engine.Action {
	p := s.ToAct()[0]
	legal := s.Legal(p)
	c := s.hand[p]
	r, ranked := c.Rank()
	high := ranked && r >= 6 || c == Fool && s.round%2 == 1
	switch s.phase {
	case PhaseTurn, PhaseDealer:
		if high {
			return legal[0]
		}
		return legal[1]
	case PhaseInn:
		return legal[1]
	case PhaseCover:
		return legal[s.round%2]
	}
	panic("golden: nothing to do")
}

// transcript plays a seeded match with goldenMove and lists every action
// and the events that followed, with the position at the start of each
// round.
func transcript(t *testing.T, seats int, seed uint64) string {
	t.Helper()
	st, opening, err := Rules{}.New(engine.Config{Seats: seats}, seed)
	require.NoError(t, err)
	s := st.(*State)
	var b strings.Builder
	fmt.Fprintf(&b, "# Cucù golden transcript: %d seats, seed %d. Policy: keep 6 and above (the Fool\n", seats, seed)
	fmt.Fprintf(&b, "# on odd rounds), else ask; ask for cover at an Inn; innkeepers accept on even\n")
	fmt.Fprintf(&b, "# rounds; the dealer swaps with the pack below 6. Each round opens with its\n")
	fmt.Fprintf(&b, "# position (pack bottom to top); each action, its events as the engine records them.\n")
	for _, e := range opening {
		fmt.Fprintf(&b, "  %s\n", e)
	}
	round := int32(0)
	for step := 0; ; step++ {
		if o, over := s.Outcome(); over {
			fmt.Fprintf(&b, "end %s\n", s.Notation())
			fmt.Fprintf(&b, "outcome winners %v lives %v rounds %d\n", o.Winners, o.Scores, o.Rounds)
			return b.String()
		}
		require.LessOrEqual(t, step, 10_000, "golden match does not end")
		if s.round != round {
			round = s.round
			fmt.Fprintf(&b, "\npos %s\n", s.Notation())
		}
		a := goldenMove(s)
		fmt.Fprintf(&b, "act %s\n", ActionString(a))
		evs, err := s.Apply(a)
		require.NoError(t, err)
		require.NoError(t, s.Check())
		for _, e := range evs {
			fmt.Fprintf(&b, "  %s\n", e)
		}
	}
}

// The golden 4-seat match: any change to the rules engine's behaviour
// shows up here as a diff. Regenerate with
// go test ./engine/cucu -run Golden -update and read the diff before
// committing it.
func TestGolden4Seat(t *testing.T) {
	got := transcript(t, 4, 1508)
	path := filepath.Join("testdata", "golden_4seat.txt")
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
