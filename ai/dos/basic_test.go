package dosai

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/engine"
)

// turn3tn2 is seat 1's fresh turn, the second of the match.
const turn3tn2 = "dos n=3 m=points r=1 d=0 t=1 tn=2 ph=turn drew=0 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=-1 "

// Basic's fixed policy on crafted positions (the arena's reference must
// never drift): the match that sheds the most cards, else draw, else end;
// its highest card placed; the first value offered for a wild; always a
// call; never a catch.
func TestBasicPolicy(t *testing.T) {
	for _, c := range []struct {
		name string
		pos  string
		seat engine.Seat
		want string
	}{
		{
			name: "a double sheds two: before the singles, though they come first in the list (DOS-3.3)",
			pos:  turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.r3.r4.y7 pen=- - | 0/0 y4.y5 pen=- -",
			seat: 1, want: "1:match r3+r4>0",
		},
		{
			name: "among equals the first listed",
			pos:  turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.g9.y7 pen=- - | 0/0 y4.y5 pen=- -",
			seat: 1, want: "1:match y7>0",
		},
		{
			name: "no match: draw (DOS-3.6)",
			pos:  turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.y10.r8 pen=- - | 0/0 y4.y5 pen=- -",
			seat: 1, want: "1:draw",
		},
		{
			name: "drew and still no match: end (DOS-3b.3)",
			pos:  "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=turn drew=1 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.y10.r8.g10 pen=- - | 0/0 y4.y5 pen=- -",
			seat: 1, want: "1:end",
		},
		{
			name: "matched: match again while it can, then end",
			pos:  "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=turn drew=0 mt=1 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7@y7,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.y1.r4 pen=- - | 0/0 y4.y5 pen=- -",
			seat: 1, want: "1:match r4+y1>1",
		},
		{
			name: "places its highest card: a Wild # is worth 40 (DOS-6.2)",
			pos:  "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=place drew=1 mt=0 owe=1 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 w2.g9.b#.r10 pen=- - | 0/0 y4.y5 pen=- -",
			seat: 1, want: "1:place b#",
		},
		{
			name: "places its highest number",
			pos:  "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=place drew=1 mt=0 owe=1 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.r10.y1 pen=- - | 0/0 y4.y5 pen=- -",
			seat: 1, want: "1:place r10",
		},
		{
			name: "a Wild DOS's colour: the first offered, bonus or not (DOS-4.4)",
			pos:  "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=choose drew=0 mt=1 owe=0 ch=0 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7@w2+y5,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.r10.y1 pen=- - | 0/0 y4.y5 pen=- -",
			seat: 1, want: "1:colour blue",
		},
		{
			name: "on turn with two cards: call first (DOS-5.1)",
			pos:  "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=turn drew=0 mt=1 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7@y7,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g9.r5 pen=- k1 | 0/0 y4.y5.y6 pen=- -",
			seat: 1, want: "1:call",
		},
		{
			name: "off turn with two cards: call",
			pos:  turn3tn2 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- k1 | 0/0 g9.r5.r4 pen=- - | 0/0 y4.y5.y6 pen=- -",
			seat: 0, want: "0:call",
		},
		{
			name: "on turn, someone catchable: never a catch, the turn goes on",
			pos:  turn3tn2 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- k1 | 0/0 g9.r5.r4 pen=- - | 0/0 y4.y5.y6 pen=- -",
			seat: 1, want: "1:match r5>1",
		},
		{
			name: "off turn, someone catchable: pass",
			pos:  turn3tn2 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- k1 | 0/0 g9.r5.r4 pen=- - | 0/0 y4.y5.y6 pen=- -",
			seat: 2, want: "2:pass",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, answer(t, Basic{}, pos(t, c.pos), c.seat))
		})
	}
}
