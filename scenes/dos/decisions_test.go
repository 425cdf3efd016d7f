package dos

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// handIndex is the index of the first c in p's hand.
func handIndex(t *testing.T, p *presenter, c dos.Card) int {
	t.Helper()
	for i, h := range p.handKinds() {
		if h == c {
			return i
		}
	}
	t.Fatalf("no %s in hand", c)
	return -1
}

// D8: the hand's lighting follows the decision awaited, from its first
// frame. After a single colour match (blue 4 on the blue 4) nothing in the
// hand matches the red 7 left: every card is dimmed at once, while the
// match's cards still fly and before the table has built the new
// decision's controls. (It was lit in full until then: the lighting read
// the picks, which the match had cleared, and waited for the table to be
// idle.)
func TestHandLightingFollowsTheDecision(t *testing.T) {
	st, _ := pickPosition(t)
	names := []string{"An", "Bình"}
	p := newPresenter(names).(*presenter)
	frame := func(idle bool) *table.Frame {
		return &table.Frame{View: st.View(0), Turn: table.Turn{Seat: 0, Legal: st.Legal(0), OK: true}, Idle: idle,
			Thinking: engine.NoSeat, Names: names}
	}
	f := frame(true)
	p.Sync(f.View, false)
	p.Controls(&table.Env{Loc: locales.New("en")}, f)
	p.lightHand(f, dos.PhaseTurn)
	b4, g10 := dos.NumberCard(dos.Blue, 4), dos.NumberCard(dos.Green, 10)
	assert.True(t, p.hand[handIndex(t, p, b4)].Glow, "the blue 4 can match")
	assert.True(t, p.hand[handIndex(t, p, g10)].Dim, "the green 10 cannot")

	var match engine.Action
	for _, a := range st.Legal(0) {
		if first, second := dos.MatchCards(a.Card); a.Kind == dos.KindMatch && first == b4 && second == dos.NoCard && a.Target == 1 {
			match = a
		}
	}
	require.Equal(t, dos.KindMatch, match.Kind)
	evs, err := st.Apply(match)
	require.NoError(t, err)
	for _, ev := range evs {
		p.Animate(ev.For(0))
	}
	v := st.View(0).(*dos.View)
	require.Equal(t, dos.PhaseTurn, v.Phase)
	require.Empty(t, v.MatchOptions(), "nothing left to match")
	for _, idle := range []bool{false, true} {
		p.lightHand(frame(idle), v.Phase)
		for i, sp := range p.hand {
			assert.True(t, sp.Dim, "idle %v: %s lit after the colour match", idle, p.handKinds()[i])
			assert.False(t, sp.Glow)
		}
	}
}

// G6: picks survive a DOS! or catch button appearing mid-turn: the
// decision's matches are the same, so the card picked stays picked, the
// Centre card it matches keeps the focus, and Enter on the picked card
// plays the match.
func TestPicksSurviveACallButton(t *testing.T) {
	st, _ := pickPosition(t)
	names := []string{"An", "Bình"}
	env := &table.Env{Loc: locales.New("en")}
	p := newPresenter(names).(*presenter)
	legal := st.Legal(0)
	f := &table.Frame{View: st.View(0), Turn: table.Turn{Seat: 0, Legal: legal, OK: true}, Idle: true,
		Thinking: engine.NoSeat, Names: names}
	p.Sync(f.View, false)
	cs := p.Controls(env, f)
	b4 := handIndex(t, p, dos.NumberCard(dos.Blue, 4))
	cs[b4].Pick()
	require.True(t, p.pick.has(b4))

	f.Turn.Legal = append(append([]engine.Action(nil), legal...), engine.Action{By: 0, Kind: dos.KindCall, Target: engine.NoSeat},
		engine.Action{By: 0, Kind: dos.KindCatch, Target: 1})
	cs = p.Controls(env, f)
	assert.True(t, p.pick.has(b4), "the pick survives the buttons")
	require.NotNil(t, cs[b4].Enter, "Enter on the picked card plays the match")
	focused := 0
	for _, c := range cs {
		if c.Focus {
			focused++
			assert.Equal(t, *cs[b4].Enter, c.Action, "the focus is on the Centre card Enter plays on")
			assert.Equal(t, dos.KindMatch, c.Action.Kind)
		}
	}
	assert.Equal(t, 1, focused)
	for _, c := range cs {
		if c.Button.Bare {
			assert.True(t, c.Button.Corners, "table cards show their focus as corner brackets, not the Hint's ring")
		}
	}
}

// D7: while the round's count runs, the line under it gives the round's
// final figure, the one the score table shows, from the first frame.
func TestRoundCountShowsTheFinalFigure(t *testing.T) {
	names := []string{"Me", "Lan", "Minh"}
	p := newPresenter(names).(*presenter)
	p.Record(dos.RoundEnded{Round: 1, Winner: 2, Hands: [][]dos.Card{{dos.WildDOS, 4, 4, 7}, {5, 6, 5}, {}},
		Points: []int{35, 16, 0}, Gained: 51, Totals: []int{0, 0, 51}})
	f := &table.Frame{Names: names, Thinking: engine.NoSeat}
	assert.Equal(t, "Minh scores 51 points", p.countTotal(locales.New("en"), f))
	assert.Equal(t, "Minh ghi 51 điểm", p.countTotal(locales.New("vi"), f))
	assert.Equal(t, 51, p.Results(&table.Env{Loc: locales.New("en")}, f).Rows[2].Total, "the table below says the same")
}
