package dos

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// pos builds a position from notation. "disc=?" puts every card not listed
// elsewhere (draw pile, Centre Row, hands, penalties) in the discard pile,
// so a test only writes the cards that matter; a hand written "?" (with
// "disc=-") takes them instead, for positions with nothing left to draw.
// The position must round-trip through Parse.
func pos(t testing.TB, text string) *State {
	t.Helper()
	if i := strings.Index(text, " ? pen="); i >= 0 {
		s, err := parseNotation(strings.Replace(text, " ? pen=", " - pen=", 1), 1)
		require.NoError(t, err, "pos")
		used := s.cardsOutsideDiscard()
		var rest [NumKinds]uint8
		for k := range rest {
			rest[k] = Composition[k] - uint8(used[k])
		}
		text = strings.Replace(text, " ? pen=", " "+string(appendCounts(nil, &rest))+" pen=", 1)
	}
	if strings.Contains(text, "disc=?") {
		s, err := parseNotation(strings.Replace(text, "disc=?", "disc=-", 1), 1)
		require.NoError(t, err, "pos")
		used := s.cardsOutsideDiscard()
		var disc [NumKinds]uint8
		for k := range disc {
			require.LessOrEqual(t, used[k], int(Composition[k]), "pos: copies of %s", Card(k))
			disc[k] = Composition[k] - uint8(used[k])
		}
		text = strings.Replace(text, "disc=?", "disc="+string(appendCounts(nil, &disc)), 1)
	}
	s, err := Parse(text, 1)
	require.NoError(t, err, "pos")
	require.Equal(t, text, s.Notation(), "pos: notation does not round-trip")
	return s
}

// cardsOutsideDiscard counts the cards of every place but the discard pile.
func (s *State) cardsOutsideDiscard() [NumKinds]int {
	var used [NumKinds]int
	for _, c := range s.draw[:s.ndraw] {
		used[c]++
	}
	for i := 0; i < int(s.ncentre); i++ {
		p := s.pile(i)
		for _, c := range [3]Card{p.Card, p.Hand[0], p.Hand[1]} {
			if c != NoCard {
				used[c]++
			}
		}
	}
	for i := 0; i < int(s.n); i++ {
		st := &s.seats[i]
		for k, n := range st.hand.array() {
			used[k] += int(n)
		}
		for _, c := range st.pending[:st.npending] {
			used[c]++
		}
	}
	return used
}

// do applies the legal action whose ActionString is act (of any seat that
// may act) and returns the events' strings.
func do(t testing.TB, s *State, act string) []string {
	t.Helper()
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

// doAll applies acts in turn and returns all their events.
func doAll(t testing.TB, s *State, acts ...string) []string {
	t.Helper()
	var out []string
	for _, a := range acts {
		out = append(out, do(t, s, a)...)
	}
	return out
}

func texts(evs []engine.Event) []string {
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = e.String()
	}
	return out
}

// legalStrings lists the legal actions of every seat that may act, the
// seat on turn first.
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

// seat is seat i's section of the notation: "0/0 r3.r4 pen=- k2".
func seat(s *State, i int) string {
	return strings.Split(s.Notation(), " | ")[1+i]
}

// header is the notation before the first seat.
func header(s *State) string {
	return strings.Split(s.Notation(), " | ")[0]
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

// act builds an action of seat by.
func act(by engine.Seat, kind uint8, target engine.Seat, card int16) engine.Action {
	return engine.Action{By: by, Kind: kind, Target: target, Card: card}
}
