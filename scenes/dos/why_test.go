package dos

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// controlOn is the control whose button covers rectangle r.
func controlOn(t *testing.T, cs []table.Control, r func(table.Control) bool, what string) table.Control {
	t.Helper()
	for _, c := range cs {
		if r(c) {
			return c
		}
	}
	t.Fatalf("no control on %s", what)
	return table.Control{}
}

// DOS-3: a hand card that matches nothing in the Centre Row (the green 10,
// the Wild DOS) is dimmed and says so; once the blue 3 is picked, the Wild
// DOS says the two add up to no Centre card and the red 7 says the pick
// does not match it; End is greyed until a match or a draw; after a draw,
// Draw is greyed and says the draw was taken. Every reason reads in both
// languages, no message id showing.
func TestUnmatchableCardsSayWhy(t *testing.T) {
	s, _ := pickPosition(t)
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		env := &table.Env{Loc: l}
		p := newPresenter([]string{"An", "Bình"}).(*presenter)
		f := &table.Frame{View: s.View(0), Turn: table.Turn{Seat: 0, Legal: s.Legal(0), OK: true}, Idle: true,
			Thinking: engine.NoSeat, Names: []string{"An", "Bình"}}
		v := f.View.(*dos.View)
		p.Sync(v, false)
		cs := p.Controls(env, f)
		hand := func(c dos.Card) table.Control {
			for i, h := range p.handKinds() {
				if h == c {
					r := p.handHit(i)
					return controlOn(t, cs, func(ctl table.Control) bool { return ctl.Button.Bare && ctl.Button.R == r }, c.String())
				}
			}
			t.Fatalf("no %s in hand", c)
			return table.Control{}
		}
		centre := func(j int) table.Control {
			r := rectOf(p.piles[j].centre.Target())
			return controlOn(t, cs, func(ctl table.Control) bool { return ctl.Button.Bare && ctl.Button.R == r }, "the Centre")
		}
		button := func(label string) table.Control {
			return controlOn(t, cs, func(ctl table.Control) bool { return ctl.Button.Label == label }, label)
		}
		readable := func(why string) {
			assert.NotEmpty(t, why, lang)
			assert.NotContains(t, why, "dos.why", "%s: a message id shows", lang)
			assert.NotContains(t, why, "<no value>", lang)
		}

		g10, w2, b3 := dos.NumberCard(dos.Green, 10), dos.WildDOS, dos.NumberCard(dos.Blue, 3)
		for _, c := range []dos.Card{g10, w2} {
			ctl := hand(c)
			assert.True(t, ctl.Button.Disabled, "%s matches nothing", c)
			assert.Equal(t, l.T("dos.why.no_match", "Card", cardName(l, c)), ctl.Why, lang)
			readable(ctl.Why)
		}
		assert.False(t, hand(b3).Button.Disabled)
		assert.Empty(t, hand(b3).Why, "a card that may be picked has no reason")
		assert.Equal(t, l.T("dos.why.centre_pick"), centre(0).Why, lang)
		end := button(l.T("dos.button.end"))
		assert.True(t, end.Button.Disabled)
		assert.Equal(t, l.T("dos.why.end_first"), end.Why, lang)
		readable(end.Why)
		assert.False(t, button(l.T("dos.button.draw")).Button.Disabled)

		hand(b3).Pick()
		cs = p.Controls(env, f)
		wild := hand(w2)
		assert.True(t, wild.Button.Disabled)
		assert.Equal(t, l.T("dos.why.no_sum", "Card", cardName(l, w2), "Other", cardName(l, b3)), wild.Why, lang)
		readable(wild.Why)
		red7 := centre(0)
		assert.True(t, red7.Button.Disabled, "the blue 3 alone is no 7")
		assert.Equal(t, l.T("dos.why.centre_no"), red7.Why, lang)
		readable(red7.Why)
	}

	// After the draw: Draw is greyed, the draw taken.
	drew, err := dos.Parse(strings.Replace(s.Notation(), "drew=0", "drew=1", 1), 1)
	require.NoError(t, err)
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		p := newPresenter([]string{"An", "Bình"}).(*presenter)
		f := &table.Frame{View: drew.View(0), Turn: table.Turn{Seat: 0, Legal: drew.Legal(0), OK: true}, Idle: true,
			Thinking: engine.NoSeat, Names: []string{"An", "Bình"}}
		p.Sync(f.View, false)
		cs := p.Controls(&table.Env{Loc: l}, f)
		draw := controlOn(t, cs, func(c table.Control) bool { return c.Button.Label == l.T("dos.button.draw") }, "Draw")
		assert.True(t, draw.Button.Disabled)
		assert.Equal(t, l.T("dos.why.drew"), draw.Why, lang)
		assert.NotEqual(t, "dos.why.drew", draw.Why)
	}
}

// Over random games of every size, from every seat asked, in both
// languages: every hand card, Centre card or button the viewer cannot
// take on its turn gives a reason, readable; a hand card's is the one its
// tooltip shows.
func TestEveryGreyedControlSaysWhy(t *testing.T) {
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		env := &table.Env{Loc: l}
		for n := dos.Descriptor.MinSeats; n <= dos.MaxSeats; n++ {
			names := []string{"An", "Bình", "Chi", "Dũng"}[:n]
			st, err := dos.NewMatch(engine.Config{Seats: n}, uint64(n))
			require.NoError(t, err)
			p := newPresenter(names).(*presenter)
			rng := engine.NewRNG(uint64(n))
			greyed := 0
			for steps := 0; steps < 400; steps++ {
				if _, over := st.Outcome(); over {
					break
				}
				seats := st.ToAct()
				seat := seats[rng.IntN(len(seats))]
				legal := st.Legal(seat)
				f := &table.Frame{View: st.View(seat), Turn: table.Turn{Seat: seat, Legal: legal, OK: true}, Idle: true,
					Thinking: engine.NoSeat, Names: names}
				p.Sync(f.View, false)
				v := f.View.(*dos.View)
				if seat != v.Turn {
					f.Turn.OK, f.Beside = false, []table.Turn{{Seat: seat, Legal: legal, OK: true}}
				}
				for _, c := range p.Controls(env, f) {
					if !c.Button.Disabled {
						continue
					}
					greyed++
					require.NotEmpty(t, c.Why, "%s %v: %q greyed without a reason", lang, v.Phase, c.Button.Label)
					assert.NotContains(t, c.Why, "dos.why", lang)
					assert.NotContains(t, c.Why, "<no value>", lang)
					if c.Pick != nil {
						assert.Equal(t, c.Why, p.whyAt(env, v, c.Button.R.X+1, c.Button.R.Y+1), "%s: the tooltip gives the press's reason", lang)
					}
				}
				p.pick.clear()
				_, err := st.Apply(legal[rng.IntN(len(legal))])
				require.NoError(t, err)
			}
			assert.Positive(t, greyed, "%d seats: something was greyed", n)
		}
	}
}
