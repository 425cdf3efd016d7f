package kittens

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Tests per rule of rules/zombie-kittens.md; each names its rule id.
// Positions are in the notation of notation.go: the draw pile is listed
// bottom to top, so the LAST card listed is drawn first; "pile=*" (see pos)
// fills the bottom of the pile with the cards not written elsewhere.

// play4 is the header of seat 0's fresh turn at a 4-seat table.
const play4 = "kittens n=4 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 "

// ruleCase is one rule at work: a position, actions, and exactly the
// events of the last one; then, when given, what must hold after it.
type ruleCase struct {
	name   string
	pos    string
	offers seatLegal // legal actions before the first action, by seat
	acts   []string
	events []string       // of the last action
	has    []string       // event texts the last action's events contain
	legal  seatLegal      // legal actions after, by seat
	header []string       // header fields after ("ph=play")
	seats  map[int]string // seat sections after ("a zk k=-")
	then   func(t *testing.T, s *State)
}

func runRules(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := pos(t, c.pos)
			for seat, want := range c.offers {
				require.Equal(t, want, legalOf(s, seat), "legal of %d before\n%s", seat, s.Notation())
			}
			var evs []string
			for _, a := range c.acts {
				evs = do(t, s, a)
			}
			if c.events != nil {
				require.Equal(t, c.events, evs, "events of %s", c.acts[len(c.acts)-1])
			}
			for _, h := range c.has {
				require.True(t, contains(evs, h), "no event %q in %v", h, evs)
			}
			for seat, want := range c.legal {
				require.Equal(t, want, legalOf(s, seat), "legal of %d after\n%s", seat, s.Notation())
			}
			h := strings.Fields(strings.Split(s.Notation(), " | ")[0])
			for _, f := range c.header {
				require.Contains(t, h, f, "header\n%s", s.Notation())
			}
			for i, want := range c.seats {
				require.Equal(t, want, seatNote(s, i), "seat %d\n%s", i, s.Notation())
			}
			if c.then != nil {
				c.then(t, s)
			}
		})
	}
}

// seatLegal is the legal actions of some seats (nil: none).
type seatLegal = map[engine.Seat][]string
