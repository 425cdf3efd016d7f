package flip7

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// pos builds a position from notation. "disc=?" puts every card not listed
// elsewhere (deck, rows, stack) in the discard pile, so a test only writes
// the cards that matter. The position must round-trip through Parse.
func pos(t testing.TB, text string) *State {
	t.Helper()
	if strings.Contains(text, "disc=?") {
		s, err := parseNotation(strings.Replace(text, "disc=?", "disc=-", 1), 1)
		require.NoError(t, err, "pos")
		var used [NumKinds]int
		for _, c := range s.deck[:s.deckLen] {
			used[c]++
		}
		for i := 0; i < int(s.n); i++ {
			for _, c := range s.players[i].rowCards() {
				used[c]++
			}
		}
		for _, tk := range s.stack[:s.sp] {
			if tk.Kind == TaskChoose {
				used[tk.Card]++
			}
			for _, c := range tk.Held[:tk.NHeld] {
				used[c]++
			}
		}
		var disc [NumKinds]uint8
		for k := range disc {
			require.LessOrEqual(t, used[k], int(Composition[k]), "pos: copies of %s", Card(k))
			disc[k] = Composition[k] - uint8(used[k])
		}
		text = strings.Replace(text, "disc=?", "disc="+countList(&disc), 1)
	}
	s, err := Parse(text, 1)
	require.NoError(t, err, "pos")
	require.Equal(t, text, s.Notation(), "pos: notation does not round-trip")
	return s
}

func (p *player) rowCards() []Card { return p.row[:p.rowLen] }

// do applies the legal action whose ActionString is act and returns the
// events' strings.
func do(t testing.TB, s *State, act string) []string {
	t.Helper()
	require.NotEmpty(t, s.ToAct(), "do %s: nobody to act", act)
	for _, a := range s.Legal(s.ToAct()[0]) {
		if ActionString(a) != act {
			continue
		}
		evs, err := s.Apply(a)
		require.NoError(t, err, "do %s", act)
		require.NoError(t, s.Check(), "after %s", act)
		out := make([]string, len(evs))
		for i, e := range evs {
			out[i] = e.String()
		}
		return out
	}
	require.Failf(t, "not legal", "do %s: legal: %v\n%s", act, legalStrings(s), s.Notation())
	return nil
}

func legalStrings(s *State) []string {
	var out []string
	for _, seat := range s.ToAct() {
		for _, a := range s.Legal(seat) {
			out = append(out, ActionString(a))
		}
	}
	return out
}

// wantLegal requires exactly these legal actions, in this order.
func wantLegal(t testing.TB, s *State, want ...string) {
	t.Helper()
	require.Equal(t, want, legalStrings(s), "legal actions\n%s", s.Notation())
}

// wantEvents requires exactly these events.
func wantEvents(t testing.TB, got []string, want ...string) {
	t.Helper()
	require.Equal(t, want, got, "events")
}

// seat is seat i's section of the notation: "a 45/10 3.5.+4".
func seat(s *State, i int) string {
	return strings.Split(s.Notation(), " | ")[1+i]
}

func wantSeat(t testing.TB, s *State, i int, want string) {
	t.Helper()
	require.Equal(t, want, seat(s, i), "seat %d\n%s", i, s.Notation())
}

// header is the notation before the first seat.
func header(s *State) string {
	return strings.Split(s.Notation(), " | ")[0]
}

func wantHeaderHas(t testing.TB, s *State, fields ...string) {
	t.Helper()
	h := strings.Fields(header(s))
	for _, f := range fields {
		require.Contains(t, h, f, "header %q", header(s))
	}
}

// wantIllegal requires a to be refused with ErrIllegal, the state unchanged.
func wantIllegal(t testing.TB, s *State, a engine.Action) {
	t.Helper()
	before := s.clone()
	note := s.Notation()
	_, err := s.Apply(a)
	require.ErrorIs(t, err, engine.ErrIllegal, ActionString(a))
	require.ErrorIs(t, s.Step(a), engine.ErrIllegal, "Step %s", ActionString(a))
	require.Equal(t, note, s.Notation(), "%s: refused action changed the state", ActionString(a))
	require.Equal(t, before, s, "%s: refused action changed the state", ActionString(a))
}
