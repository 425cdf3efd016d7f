package cucu

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// table deals a fresh round by hand: seats[i] is seat i's card ("7",
// "cat", …), optionally with its lives ("2:7"); "-" sits the round out
// with no lives. dealer deals; the pack holds the other cards in kind
// order, bottom to top, with top (when not "") moved to the top. The seat
// after the dealer is to act.
func table(t testing.TB, dealer int, top string, seats ...string) *State {
	t.Helper()
	s := &State{n: int8(len(seats)), dealer: engine.Seat(dealer), winner: engine.NoSeat, inn: engine.NoSeat,
		round: 1, rng: engine.NewRNG(1)}
	var used [NumKinds]int
	for i, spec := range seats {
		p := engine.Seat(i)
		if spec == "-" {
			continue
		}
		lives := StartLives
		if l, c, ok := strings.Cut(spec, ":"); ok {
			v, err := strconv.Atoi(l)
			require.NoError(t, err, "lives of seat %d", i)
			lives, spec = v, c
		}
		c, ok := ParseCard(spec)
		require.True(t, ok, "card %q", spec)
		s.lives[i], s.hand[i], s.seen[i] = int8(lives), c, SeerOf(p)
		s.dealt |= bit(p)
		used[c]++
	}
	s.lo = uint8(popcount(s.dealt))
	rest := make([]Card, 0, DeckSize)
	topCard := NoCard
	if top != "" {
		c, ok := ParseCard(top)
		require.True(t, ok, "top %q", top)
		topCard = c
		used[c]++
	}
	for _, c := range Kinds {
		require.LessOrEqual(t, used[c], Copies, "copies of %s", c)
		for k := used[c]; k < Copies; k++ {
			rest = append(rest, c)
		}
	}
	if topCard != NoCard {
		rest = append(rest, topCard)
	}
	copy(s.pack[s.lo:], rest)
	s.beginTurn(s.firstPlayer())
	require.NoError(t, s.Check(), "table")
	return s
}

// do applies the legal action whose ActionString is act and returns the
// events' strings.
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

// legalStrings lists the legal actions of the seat to act.
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

// hands is every seat's card, "-" for none: "7.3.9.cat".
func hands(s *State) string { return string(appendCards(nil, s.hand[:s.n])) }

// lives is every seat's lives: "3.2.3".
func lives(s *State) string {
	parts := make([]string, s.n)
	for i := range parts {
		parts[i] = strconv.Itoa(int(s.lives[i]))
	}
	return strings.Join(parts, ".")
}

// containsAll requires every line of want among got, in order.
func containsAll(t testing.TB, got []string, want ...string) {
	t.Helper()
	i := 0
	for _, g := range got {
		if i < len(want) && g == want[i] {
			i++
		}
	}
	require.Equal(t, len(want), i, "missing %q in order among\n%s", want[min(i, len(want)-1)], strings.Join(got, "\n"))
}

// wantIllegal requires a to be refused with ErrIllegal, the state unchanged.
func wantIllegal(t testing.TB, s *State, a engine.Action) {
	t.Helper()
	before := s.clone()
	_, err := s.Apply(a)
	require.ErrorIs(t, err, engine.ErrIllegal, ActionString(a))
	require.ErrorIs(t, s.Step(a), engine.ErrIllegal, "Step %s", ActionString(a))
	require.Equal(t, before, s, "%s: refused action changed the state", ActionString(a))
}
