package dosai

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"

	"github.com/stretchr/testify/require"
)

// turn3 is the header of seat 1's fresh turn at a 3-seat table dealt by 0
// (engine/dos notation).
const turn3 = "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=turn drew=0 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=-1 "

// pos builds a position from engine/dos notation (dos.Parse). "disc=?"
// puts every card not written elsewhere in the discard pile, so a test
// writes only the cards that matter.
func pos(t testing.TB, text string) *dos.State {
	t.Helper()
	if strings.Contains(text, "disc=?") {
		rest := dos.Composition
		for _, c := range writtenCards(t, text) {
			require.Positive(t, rest[c], "pos: too many %s", c)
			rest[c]--
		}
		var parts []string
		for _, k := range dos.Kinds {
			switch n := rest[k]; {
			case n == 1:
				parts = append(parts, k.String())
			case n > 1:
				parts = append(parts, k.String()+"*"+strconv.Itoa(int(n)))
			}
		}
		disc := strings.Join(parts, ".")
		if disc == "" {
			disc = "-"
		}
		text = strings.Replace(text, "disc=?", "disc="+disc, 1)
	}
	s, err := dos.Parse(text, 1)
	require.NoError(t, err, "pos")
	return s
}

// writtenCards lists the cards the notation places outside the discard
// pile: the draw pile, the Centre Row with what was matched on it, the
// hands and the penalty cards set aside.
func writtenCards(t testing.TB, text string) []dos.Card {
	t.Helper()
	var out []dos.Card
	add := func(tok string) {
		if tok == "" || tok == "-" {
			return
		}
		n := 1
		if k, m, ok := strings.Cut(tok, "*"); ok {
			var err error
			n, err = strconv.Atoi(m)
			require.NoError(t, err, "pos: %q", tok)
			tok = k
		}
		tok, _, _ = strings.Cut(tok, "/") // a wild's chosen value
		c, ok := dos.ParseCard(tok)
		require.True(t, ok, "pos: card %q", tok)
		for range n {
			out = append(out, c)
		}
	}
	sections := strings.Split(text, " | ")
	for _, f := range strings.Fields(sections[0]) {
		switch key, val, _ := strings.Cut(f, "="); key {
		case "draw":
			for _, tok := range strings.Split(val, ".") {
				add(tok)
			}
		case "cen":
			for _, pile := range strings.Split(val, ",") {
				pile, _, _ = strings.Cut(pile, "!")
				centre, played, _ := strings.Cut(pile, "@")
				add(centre)
				for _, tok := range strings.Split(played, "+") {
					add(tok)
				}
			}
		}
	}
	for _, seat := range sections[1:] {
		f := strings.Fields(seat) // score/last, hand, pen=…, flags
		require.Len(t, f, 4, "pos: seat %q", seat)
		for _, tok := range strings.Split(f[1], ".") {
			add(tok)
		}
		for _, tok := range strings.Split(strings.TrimPrefix(f[2], "pen="), ".") {
			add(tok)
		}
	}
	return out
}

// answer is b's choice for seat in s, in notation ("1:match r3+r4>0").
func answer(t testing.TB, b ai.Bot, s *dos.State, seat engine.Seat) string {
	t.Helper()
	legal := s.Legal(seat)
	require.NotEmpty(t, legal, "seat %d has nothing to do\n%s", seat, s.Notation())
	a := ai.Choose(context.Background(), b, s.View(seat), legal, seeded(1, uint64(seat)))
	require.Contains(t, legal, a, "%s chose an illegal action", b.Name())
	return dos.ActionString(a)
}

// apply applies the legal action whose notation is act.
func apply(t testing.TB, s *dos.State, act string) {
	t.Helper()
	for _, seat := range s.ToAct() {
		for _, a := range s.Legal(seat) {
			if dos.ActionString(a) == act {
				require.NoError(t, s.Step(a))
				return
			}
		}
	}
	require.Failf(t, "not legal", "%s in\n%s", act, s.Notation())
}
