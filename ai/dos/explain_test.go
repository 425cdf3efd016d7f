package dosai

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
)

// hintIDs is every reason Hard gives.
var hintIDs = []string{"out", "double_colour", "double", "single_colour", "single", "colour_bonus", "colour",
	"number", "draw", "draw_instead", "end", "end_place", "end_two", "end_keep", "place", "place_points",
	"call", "catch", "pass"}

// Every reason is a message of both languages, with the same placeholders
// as the arguments Hard gives.
func TestHintMessages(t *testing.T) {
	en, vi := locales.New("en"), locales.New("vi")
	for _, id := range hintIDs {
		assert.True(t, en.Has("dos.hint."+id) && vi.Has("dos.hint."+id), "missing message dos.hint.%s", id)
	}
}

// Hard explains each of its choices with one of those messages, whatever
// the decision (it never passes: off turn it always calls or catches); the hint (action and reason) does not change when what the
// seat cannot see is permuted, since both read the seat's View only.
func TestHardExplains(t *testing.T) {
	hard := testHard()
	var _ ai.Explainer = hard
	en := locales.New("en")
	seen := map[string]bool{}
	positions(t, 8, func(st *dos.State, seat engine.Seat, legal []engine.Action) {
		hint := func(s engine.State) (engine.Action, ai.Reason) {
			v := s.View(seat)
			a := ai.Choose(context.Background(), hard, v, s.Legal(seat), ai.DecisionRNG(1, seat, 7))
			return a, ai.Explain(hard, v, a)
		}
		a, r := hint(st)
		require.Contains(t, legal, a)
		require.NotEmpty(t, r.ID, "no reason for %s", dos.ActionString(a))
		require.True(t, en.Has(r.ID), "missing message %s", r.ID)
		for _, arg := range r.Args {
			if arg.Kind == ai.ArgPercent {
				assert.InDelta(t, 0.5, arg.Value, 0.5, "a chance is a fraction")
			}
		}
		seen[r.ID] = true
		rng := engine.NewRNG(5)
		a2, r2 := hint(st.PermuteHidden(seat, &rng))
		assert.Equal(t, a, a2)
		assert.Equal(t, r, r2)
	})
	for _, id := range []string{"dos.hint.single", "dos.hint.draw", "dos.hint.place", "dos.hint.catch"} {
		assert.True(t, seen[id], "%s never given; seen %v", id, seen)
	}
}

// Reasons on crafted positions say what the action does.
func TestExplainPositions(t *testing.T) {
	for _, c := range []struct {
		pos, act, want string
	}{
		{turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.r3.r4.y7 pen=- - | 0/0 y4.y5 pen=- -", "1:match r3+r4>0", "dos.hint.double_colour"},
		{turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.g3.r4.y7 pen=- - | 0/0 y4.y5 pen=- -", "1:match g3+r4>0", "dos.hint.double"},
		{turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.g3.r4.y7 pen=- - | 0/0 y4.y5 pen=- -", "1:match b5>1", "dos.hint.single_colour"},
		{turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.g3.r4.y7 pen=- - | 0/0 y4.y5 pen=- -", "1:match y7>0", "dos.hint.single"},
		{turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.g3.r4.y7 pen=- - | 0/0 y4.y5 pen=- -", "1:draw", "dos.hint.draw_instead"},
		{turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g3.r4 pen=- c | 0/0 y4.y5 pen=- -", "1:match g3+r4>0", "dos.hint.out"},
		{turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.y10.r8 pen=- - | 0/0 y4.y5 pen=- -", "1:draw", "dos.hint.draw"},
		{"dos n=3 m=points r=1 d=0 t=1 tn=1 ph=turn drew=0 mt=1 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7@y7,b5 | 0/0 y1.y3 pen=- - | 0/0 g5.r5.g9 pen=- - | 0/0 y4.y6 pen=- -", "1:end", "dos.hint.end_two"},
		{"dos n=3 m=points r=1 d=0 t=1 tn=1 ph=turn drew=0 mt=1 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7@y7,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.y1.r4 pen=- - | 0/0 y4.y5 pen=- -", "1:end", "dos.hint.end_keep"},
		{"dos n=3 m=points r=1 d=0 t=1 tn=1 ph=turn drew=1 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.y10.r8.g10 pen=- - | 0/0 y4.y5 pen=- -", "1:end", "dos.hint.end_place"},
		{"dos n=3 m=points r=1 d=0 t=1 tn=1 ph=choose drew=0 mt=1 owe=0 ch=0 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=y7@w2+y5,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.r10.y1 pen=- - | 0/0 y4.y6 pen=- -", "1:colour yellow", "dos.hint.colour_bonus"},
		{"dos n=3 m=points r=1 d=0 t=1 tn=1 ph=choose drew=0 mt=1 owe=0 ch=0 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=y7@w2+y5,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.r10.y1 pen=- - | 0/0 y4.y6 pen=- -", "1:colour blue", "dos.hint.colour"},
		{"dos n=3 m=points r=1 d=0 t=1 tn=1 ph=place drew=1 mt=0 owe=1 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3.g1.g3.g4.g5 pen=- - | 0/0 w2.g9.b#.r10 pen=- - | 0/0 y4.y5.y6.y7.y8.y9 pen=- -", "1:place w2", "dos.hint.place"},
		{"dos n=3 m=points r=1 d=0 t=1 tn=1 ph=place drew=1 mt=0 owe=1 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 w2.g9.b#.r10 pen=- - | 0/0 y4.y5 pen=- -", "1:place r10", "dos.hint.place_points"},
		{turn3tn2 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- k1 | 0/0 g9.r5.r4 pen=- - | 0/0 y4.y5.y6 pen=- -", "2:catch 0", "dos.hint.catch"},
		{turn3tn2 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- k1 | 0/0 g9.r5.r4 pen=- - | 0/0 y4.y5.y6 pen=- -", "0:call", "dos.hint.call"},
		{turn3tn2 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- k1 | 0/0 g9.r5.r4 pen=- - | 0/0 y4.y5.y6 pen=- -", "2:pass", "dos.hint.pass"},
	} {
		s := pos(t, c.pos)
		a := legalAction(t, s, c.act)
		r := Hard{}.Explain(s.View(a.By), a)
		assert.Equal(t, c.want, r.ID, c.act)
	}
}

// legalAction is the legal action whose notation is act.
func legalAction(t testing.TB, s *dos.State, act string) engine.Action {
	t.Helper()
	for seat := engine.Seat(0); int(seat) < s.Seats(); seat++ {
		for _, a := range s.Legal(seat) {
			if dos.ActionString(a) == act {
				return a
			}
		}
	}
	require.Failf(t, "not legal", "%s in\n%s", act, s.Notation())
	return engine.Action{}
}
