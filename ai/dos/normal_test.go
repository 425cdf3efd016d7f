package dosai

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/engine"
	"cardtable/engine/dos"
)

// Normal's heuristics on crafted positions.
func TestNormalPolicy(t *testing.T) {
	for _, c := range []struct {
		name string
		pos  string
		seat engine.Seat
		want string
	}{
		{
			name: "a double colour match over a plain single (DOS-3.5)",
			pos:  turn3 + "draw=y9 disc=? cen=r7,g5 | 0/0 y1.y3 pen=- - | 0/0 r3.r4.y7 pen=- - | 0/0 y4.y6 pen=- -",
			seat: 1, want: "1:match r3+r4>0",
		},
		{
			name: "the double first, so three cards go to one, then none, never stopping on two",
			pos:  turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.g3.g4 pen=- c | 0/0 y4.y6 pen=- -",
			seat: 1, want: "1:match g3+g4>0",
		},
		{
			name: "the single first, so four cards go to three, then one",
			pos:  turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.g3.g4.y9 pen=- - | 0/0 y4.y6 pen=- -",
			seat: 1, want: "1:match b5>1",
		},
		{
			name: "a Wild # kept for later when a number card does the same",
			pos:  turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g7.y#.g9 pen=- - | 0/0 y4.y6 pen=- -",
			seat: 1, want: "1:match g7>0",
		},
		{
			name: "the colour that earns the bonus (DOS-4.1)",
			pos:  "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=choose drew=0 mt=1 owe=0 ch=0 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=y7@w2+y5,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.r10.y1 pen=- - | 0/0 y4.y6 pen=- -",
			seat: 1, want: "1:colour yellow",
		},
		{
			name: "no Wild # given away while nobody is close to going out",
			pos:  "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=place drew=1 mt=0 owe=1 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3.g1.g3.g4.g5 pen=- - | 0/0 b#.r10 pen=- - | 0/0 y4.y5.y6.y7.y8.y9 pen=- -",
			seat: 1, want: "1:place r10",
		},
		{
			name: "its 40 points shed when an opponent holds two cards (DOS-6.2)",
			pos:  "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=place drew=1 mt=0 owe=1 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- c | 0/0 b#.r10 pen=- - | 0/0 y4.y5.y6.y7.y8.y9 pen=- -",
			seat: 1, want: "1:place b#",
		},
		{
			name: "on turn, someone catchable: the catch first, it closes nothing (DOS-5.5)",
			pos:  turn3tn2 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- k1 | 0/0 g9.r5.r4 pen=- - | 0/0 y4.y5.y6 pen=- -",
			seat: 1, want: "1:catch 0",
		},
		{
			name: "off turn, someone catchable: catch",
			pos:  turn3tn2 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- k1 | 0/0 g9.r5.r4 pen=- - | 0/0 y4.y5.y6 pen=- -",
			seat: 2, want: "2:catch 0",
		},
		{
			name: "two cards of its own: call",
			pos:  turn3tn2 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- k1 | 0/0 g9.r5.r4 pen=- - | 0/0 y4.y5.y6 pen=- -",
			seat: 0, want: "0:call",
		},
		{
			name: "matches on towards two cards: Normal does not weigh the catch",
			pos:  "dos n=4 m=points r=1 d=0 t=1 tn=1 ph=turn drew=0 mt=1 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7@y7,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g5.r5.g9 pen=- - | 0/0 y5.y6.y8 pen=- - | 0/0 g1.g3.g4 pen=- -",
			seat: 1, want: "1:match g5>1",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, answer(t, Normal{}, pos(t, c.pos), c.seat))
		})
	}
}

// Hard's simulations weigh stopping on two cards: with three opponents who
// catch, a single match down to two cards is worse than ending the turn on
// three; a match that goes out is worth more than its cards.
func TestSharpPlan(t *testing.T) {
	s := pos(t, "dos n=4 m=points r=1 d=0 t=1 tn=1 ph=turn drew=0 mt=1 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7@y7,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g5.r5.g9 pen=- - | 0/0 y5.y6.y8 pen=- - | 0/0 g1.g3.g4 pen=- -")
	w := sharpWeights(4)
	v := s.View(1).(*dos.View)
	assert.Equal(t, "1:end", dos.ActionString(planTurn(v, s.Legal(1), &w)))
	s = pos(t, turn3+"draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g3.g4 pen=- c | 0/0 y4.y6 pen=- -")
	w = sharpWeights(3)
	v = s.View(1).(*dos.View)
	p := bestPlan(&v.HandCounts, v.Centre, &w, turnOf(v))
	assert.Len(t, p.moves, 1)
	assert.InDelta(t, 2+w.points*7+w.out, p.value, 1e-9, "two cards shed and the round won")
}
