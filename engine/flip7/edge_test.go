package flip7

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// F7-4.3, F7-6.2: the longest possible row: six numbers, all six modifiers,
// the three Flip Threes and a Second Chance (16 cards), then a 7th number
// for the Flip 7 — 17 cards in front of one player.
func TestLongestRow(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.3.8.7 disc=? | a 0/0 1.2.3.4.5.6.+2.+4.+6.+8.+10.x2.F3.F3.F3.SC | a 0/0 9 | stack=-")
	wantEvents(t, do(t, s, "0:hit"),
		"0 takes 7 (hit)",
		"0 flip 7",
		"round 1 ends scores [101 9] totals [101 9]",
		"round 2 dealer 0",
		"1 takes 8 (deal)",
		"0 takes 3 (deal)")
}

// F7-5.2 (Decision): held cards are resolved one by one, each only while
// their holder has not busted. Here seat 0's Flip Three holds a Flip Three
// and a Freeze; seat 0 plays the Flip Three on themselves and busts, so the
// Freeze still held is discarded instead of frozen onto seat 1.
func TestHeldCardsOfABustPlayerAreDiscarded(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.3.5.8.FR.F3.F3 disc=? | a 0/0 5 | a 0/0 9 | stack=-")
	wantEvents(t, do(t, s, "0:hit"), "0 takes F3 (hit)")
	wantEvents(t, do(t, s, "0:F3>0"),
		"0 gives F3 to 0",
		"0 takes F3 (flip3)",
		"0 takes FR (flip3)",
		"0 takes 8 (flip3)")
	require.Equal(t, "stack=ch:0:FR,ch:0:F3", seat(s, 2), "stack")
	wantEvents(t, do(t, s, "0:F3>0"),
		"0 gives F3 to 0",
		"0 takes 5 (flip3)",
		"0 busts on 5",
		"0 discards FR")
	wantSeat(t, s, 1, "a 0/0 9")
	wantLegal(t, s, "1:hit", "1:stay")
}
