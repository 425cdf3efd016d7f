package kittens

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// pos builds a position from notation. A draw pile written "pile=*.x.y"
// puts every card of the game not listed elsewhere (hands, discard pile,
// the other pile cards, the dead's and the held Exploding Kittens) at the
// bottom in kind order, under x and y, so a test writes only the cards
// that matter. The position must be whole (Check) and round-trip.
func pos(t testing.TB, text string) *State {
	t.Helper()
	if strings.Contains(text, "pile=*") {
		text = fillPile(t, text)
	}
	s, err := Parse(text, 1)
	require.NoError(t, err, "pos %s", text)
	require.Equal(t, text, s.Notation(), "pos: notation does not round-trip")
	return s
}

func fillPile(t testing.TB, text string) string {
	t.Helper()
	i := strings.Index(text, "pile=*")
	rest := text[i+len("pile=*"):]
	listed := strings.TrimPrefix(rest[:strings.IndexByte(rest, ' ')], ".")
	tail := rest[strings.IndexByte(rest, ' '):]
	draft := text[:i] + "pile=-" + tail
	if listed != "" {
		draft = text[:i] + "pile=" + listed + tail
	}
	s, err := parseNotation(draft, 1)
	require.NoError(t, err, "pos draft %s", draft)
	left := InPlay(int(s.n))
	for _, c := range s.outsidePile() {
		require.Positive(t, left[c], "pos: too many %s", c)
		left[c]--
	}
	var fill []string
	for k, n := range left {
		for ; n > 0; n-- {
			fill = append(fill, Card(k).String())
		}
	}
	if listed != "" {
		fill = append(fill, listed)
	}
	if len(fill) == 0 {
		fill = []string{"-"}
	}
	return text[:i] + "pile=" + strings.Join(fill, ".") + tail
}

// outsidePile lists every card of the game already placed: hands, the
// draw pile, the discard pile, the dead's and the held Exploding Kittens.
func (s *State) outsidePile() []Card {
	var out []Card
	for i := 0; i < int(s.n); i++ {
		out = append(out, handList(s.seats[i].hand)...)
		if s.seats[i].dead {
			out = append(out, Exploding)
		}
	}
	out = append(out, s.pile.slice(int(s.npile))...)
	out = append(out, s.disc.slice(int(s.ndisc))...)
	for i := 0; i < int(s.held); i++ {
		out = append(out, Exploding)
	}
	return out
}

// do applies the legal action whose ActionString is act (of any seat that
// may act) and returns the events' strings; "passall" passes for every
// seat asked in the open window (passAll).
func do(t testing.TB, s *State, act string) []string {
	t.Helper()
	if act == "passall" {
		return passAll(t, s)
	}
	for _, seat := range s.ToAct() {
		for _, a := range s.Legal(seat) {
			if ActionString(a) != act {
				continue
			}
			evs, err := s.Apply(a)
			require.NoError(t, err, "do %s", act)
			require.NoError(t, s.Check(), "after %s", act)
			return texts(evs)
		}
	}
	require.Failf(t, "not legal", "do %s: legal: %v\n%s", act, legalStrings(s), s.Notation())
	return nil
}

// doAll applies acts in turn and returns the events of the last.
func doAll(t testing.TB, s *State, acts ...string) []string {
	t.Helper()
	var evs []string
	for _, a := range acts {
		evs = do(t, s, a)
	}
	return evs
}

// passAll passes for every seat asked in the open window, which closes,
// and returns the events.
func passAll(t testing.TB, s *State) []string {
	t.Helper()
	require.Equal(t, PhaseWindow, s.phase, "passAll outside a window")
	change := s.change
	var evs []string
	for s.phase == PhaseWindow && s.change == change {
		p := s.ToAct()[0]
		evs = append(evs, do(t, s, ActionString(engine.Action{By: p, Kind: engine.KindPass, Target: engine.NoSeat}))...)
	}
	return evs
}

func texts(evs []engine.Event) []string {
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = e.String()
	}
	return out
}

// legalStrings lists the legal actions of every seat that may act.
func legalStrings(s *State) []string {
	var out []string
	for _, seat := range s.ToAct() {
		out = append(out, legalOf(s, seat)...)
	}
	return out
}

// legalOf lists seat p's legal actions.
func legalOf(s *State, p engine.Seat) []string {
	var out []string
	for _, a := range s.Legal(p) {
		out = append(out, ActionString(a))
	}
	return out
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

// header returns the value of a header field of the notation ("ph").
func header(s *State, key string) string {
	for _, f := range strings.Fields(strings.Split(s.Notation(), " | ")[0]) {
		if k, v, ok := strings.Cut(f, "="); ok && k == key {
			return v
		}
	}
	return ""
}

// seatNote is seat i's section of the notation: "a zk.no k=-".
func seatNote(s *State, i int) string { return strings.Split(s.Notation(), " | ")[1+i] }

// contains reports whether evs holds an event whose text has sub.
func contains(evs []string, sub string) bool {
	for _, e := range evs {
		if strings.Contains(e, sub) {
			return true
		}
	}
	return false
}
