package flip7

import "testing"

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
