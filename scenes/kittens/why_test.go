package kittens

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// position is a three-seat game in the notation's header (phase, turn,
// discard pile, stack…) with the seats' hands given ("d " before a dead
// seat's: its Exploding Kitten lies face up) and every other card of the
// game in the draw pile, the Exploding Kittens left in play among them.
func position(t *testing.T, header string, hands ...string) *kittens.State {
	t.Helper()
	left := kittens.InPlay(3)
	take := func(cards string) {
		for _, code := range strings.Split(cards, ".") {
			c, ok := kittens.ParseCard(code)
			require.True(t, ok, code)
			require.Positive(t, left[c], "no %s left in a game of three", code)
			left[c]--
		}
	}
	var seats []string
	for _, h := range hands {
		state := "a "
		if d, dead := strings.CutPrefix(h, "d "); dead {
			h, state = d, "d "
			left[kittens.Exploding]--
		}
		take(h)
		seats = append(seats, state+h+" k=-")
	}
	for _, f := range strings.Fields(header) {
		if d, ok := strings.CutPrefix(f, "disc="); ok && d != "-" {
			take(d)
		}
	}
	var pile []string
	for c := kittens.Card(0); c < kittens.NumKinds; c++ {
		for i := 0; i < int(left[c]); i++ {
			pile = append(pile, c.String())
		}
	}
	s, err := kittens.Parse("kittens n=3 "+header+" pile="+strings.Join(pile, ".")+" | "+strings.Join(seats, " | "), 1)
	require.NoError(t, err)
	return s
}

// frameOf is seat 0's decision in s, at an idle table.
func frameOf(s *kittens.State) *table.Frame {
	return &table.Frame{View: s.View(0), Turn: table.Turn{Seat: 0, Legal: s.Legal(0), OK: true}, Idle: true,
		Thinking: engine.NoSeat, Names: names(3)}
}

// handControl is the control of the first hand card of kind c.
func handControl(t *testing.T, p *presenter, cs []table.Control, c kittens.Card) table.Control {
	t.Helper()
	for i, sp := range p.hand {
		if kindOf(sp.Card) == c {
			for _, ctl := range cs {
				if ctl.Button.Bare && ctl.Button.R == p.handHit(i) {
					return ctl
				}
			}
		}
	}
	t.Fatalf("no control on a %s in hand", c)
	return table.Control{}
}

// buttonOf is the control whose button reads label.
func buttonOf(t *testing.T, cs []table.Control, label string) table.Control {
	t.Helper()
	for _, c := range cs {
		if c.Button.Label == label {
			return c
		}
	}
	t.Fatalf("no button %q", label)
	return table.Control{}
}

// readable checks that a reason is a sentence in the language, not a
// message id or a template with a hole.
func readable(t *testing.T, lang, why string) {
	t.Helper()
	assert.NotEmpty(t, why, lang)
	assert.NotContains(t, why, "kittens.why", "%s: a message id shows: %q", lang, why)
	assert.NotContains(t, why, "<no value>", "%s: a missing template value: %q", lang, why)
}

// ZK-5: nobody is dead, no Clone in hand. Attack of the Dead and Grave
// Robber (need someone dead), Nope (only answers a play), a lone cat (only
// in a combo) and the Zombie Kitten (only on an Exploding Kitten) are dimmed
// and not pickable, each with its reason; Skip may be picked; Play says to
// pick first.
func TestUnplayableCardsSayWhy(t *testing.T) {
	s := position(t, "ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 disc=- stack=-",
		"ad.gr.no.sk.ca.zk", "sk.fa", "sf")
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		env := &table.Env{Loc: l}
		p := newPresenter(names(3)).(*presenter)
		f := frameOf(s)
		p.Sync(f.View, false)
		cs := p.Controls(env, f)
		want := map[kittens.Card]string{
			kittens.AttackDead:  l.T("kittens.why.needs_dead", "Card", cardName(l, kittens.AttackDead)),
			kittens.GraveRobber: l.T("kittens.why.needs_dead", "Card", cardName(l, kittens.GraveRobber)),
			kittens.Nope:        l.T("kittens.why.nope_turn"),
			kittens.CatA:        l.T("kittens.why.cat"),
			kittens.Zombie:      l.T("kittens.why.zombie"),
		}
		for c, why := range want {
			ctl := handControl(t, p, cs, c)
			assert.True(t, ctl.Button.Disabled, "%s: %s is not pickable", lang, c)
			assert.Equal(t, why, ctl.Why, "%s: %s", lang, c)
			readable(t, lang, ctl.Why)
			i := p.handAt(ctl.Button.R.CX(), ctl.Button.R.CY())
			require.GreaterOrEqual(t, i, 0)
			assert.False(t, p.pick.lit(i), "%s: %s is shown dimmed", lang, c)
			assert.Equal(t, why, p.tipWhy(l, f, f.View.(*kittens.View), i), "%s: the tooltip says why", lang)
		}
		assert.Contains(t, want[kittens.AttackDead], cardName(l, kittens.AttackDead))
		skip := handControl(t, p, cs, kittens.Skip)
		assert.False(t, skip.Button.Disabled, "Skip may be picked")
		play := buttonOf(t, cs, l.T("kittens.ui.play"))
		assert.True(t, play.Button.Disabled)
		assert.Equal(t, l.T("kittens.why.pick_first"), play.Why, lang)
		readable(t, lang, play.Why)
	}
	en := locales.New("en")
	assert.Equal(t, "Attack of the Dead needs someone dead, and nobody is.",
		en.T("kittens.why.needs_dead", "Card", cardName(en, kittens.AttackDead)))
}

// Z2: with a Clone in hand, Attack of the Dead may be picked with nobody
// dead, as the first card of a pair ending with the Clone (ZK-5 Combos); its
// tooltip says it cannot be played alone and may still make a pair, and
// once it is picked alone the greyed Play says why and what to add.
func TestPartialComboSaysWhatIsMissing(t *testing.T) {
	s := position(t, "ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 disc=- stack=-",
		"zk.ad.no.sk.cl.gr.ca.cc", "sk.fa", "sf")
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		env := &table.Env{Loc: l}
		p := newPresenter(names(3)).(*presenter)
		f := frameOf(s)
		v := f.View.(*kittens.View)
		p.Sync(v, false)
		cs := p.Controls(env, f)
		dead := l.T("kittens.why.needs_dead", "Card", cardName(l, kittens.AttackDead))
		ad := handControl(t, p, cs, kittens.AttackDead)
		require.False(t, ad.Button.Disabled, "a pair with the Clone is legal")
		i := p.handAt(ad.Button.R.CX(), ad.Button.R.CY())
		assert.Equal(t, dead+" "+l.T("kittens.why.combo_only"), p.tipWhy(l, f, v, i), lang)

		ad.Pick()
		cs = p.Controls(env, f)
		play := buttonOf(t, cs, l.T("kittens.ui.play"))
		require.True(t, play.Button.Disabled, "Attack of the Dead alone is no play")
		assert.Equal(t, dead+" "+l.T("kittens.why.add_pair", "Card", cardName(l, kittens.AttackDead)), play.Why, lang)
		readable(t, lang, play.Why)
		sk := handControl(t, p, cs, kittens.Skip)
		assert.True(t, sk.Button.Disabled, "Skip does not join a pair of Attack of the Dead")
		assert.Equal(t, l.T("kittens.why.with_picks"), sk.Why, lang)
	}
}

// ZK-6.2: in the window of the viewer's own Skip, its Nope cannot answer
// (nobody Nopes their own card): the Nope button is greyed and the Nope in
// hand dimmed, both saying so; a turn card in hand says only Nope and NOW
// cards answer.
func TestWindowSaysWhyNoAnswer(t *testing.T) {
	s := position(t, "ph=window t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 disc=sk stack=0:sk",
		"no.dd", "fa", "sf")
	require.Equal(t, []engine.Action{{By: 0, Kind: engine.KindPass, Target: engine.NoSeat}}, s.Legal(0))
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		env := &table.Env{Loc: l}
		p := newPresenter(names(3)).(*presenter)
		f := frameOf(s)
		v := f.View.(*kittens.View)
		p.Sync(v, false)
		cs := p.Controls(env, f)
		own := l.T("kittens.why.nope_own")
		nope := buttonOf(t, cs, l.T("kittens.ui.nope"))
		assert.True(t, nope.Button.Disabled)
		assert.Equal(t, own, nope.Why, lang)
		card := handControl(t, p, cs, kittens.Nope)
		assert.True(t, card.Button.Disabled)
		assert.Equal(t, own, card.Why, lang)
		at := handControl(t, p, cs, kittens.DigDeeper)
		assert.True(t, at.Button.Disabled)
		assert.Equal(t, l.T("kittens.why.window_only"), at.Why, lang)
		for _, w := range []string{own, at.Why} {
			readable(t, lang, w)
		}
	}
}

// Over whole games of every size, from every seat asked, in both
// languages: every control the viewer cannot take (a dimmed hand card, a
// greyed Play or Nope, a seat the play cannot name) gives a reason,
// readable; a hand card's is the one its tooltip shows.
func TestEveryGreyedControlSaysWhy(t *testing.T) {
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		env := &table.Env{Loc: l}
		for n := kittens.Descriptor.MinSeats; n <= kittens.MaxSeats; n++ {
			nm := names(n)
			p := newPresenter(nm).(*presenter)
			greyed := 0
			visit := func(st *kittens.State) {
				for _, seat := range st.ToAct() {
					f := &table.Frame{View: st.View(seat), Turn: table.Turn{Seat: seat, Legal: st.Legal(seat), OK: true},
						Idle: true, Thinking: engine.NoSeat, Names: nm}
					p.Sync(f.View, false)
					v := f.View.(*kittens.View)
					for _, c := range p.Controls(env, f) {
						if !c.Button.Disabled {
							continue
						}
						if c.Button.Label == l.T("kittens.ui.draw") || c.Button.Label == l.T("kittens.ui.pass") {
							continue // always legal where offered
						}
						greyed++
						require.NotEmpty(t, c.Why, "%s %s: %q greyed without a reason", lang, v.Phase, c.Button.Label)
						readable(t, lang, c.Why)
						if c.Button.Bare && c.Button.R.W > 0 {
							i := p.handAt(c.Button.R.X+1, c.Button.R.CY())
							require.GreaterOrEqual(t, i, 0)
							assert.Equal(t, c.Why, p.tipWhy(l, f, v, i), "%s: the tooltip gives the press's reason", lang)
						}
					}
					p.pick.clear()
				}
			}
			for seed := uint64(1); seed <= 2; seed++ {
				playRandom(t, n, seed*uint64(n), visit, func(engine.Event) {})
			}
			assert.Positive(t, greyed, "%d seats: something was greyed", n)
		}
	}
}

// ZK-3.5: declaring a Favor, a click on the viewer's own panel or on a dead
// seat's says why it cannot be named; declaring a Feed the Dead, a click on
// a living seat's says it names the dead.
func TestTargetSaysWhyNot(t *testing.T) {
	play := func(hands []string, c kittens.Card) *kittens.State {
		s := position(t, "ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 disc=- stack=-", hands...)
		_, err := s.Apply(engine.Action{By: 0, Kind: kittens.KindPlay, Target: engine.NoSeat, Card: int16(c)})
		require.NoError(t, err)
		require.Equal(t, kittens.PhaseTarget, s.View(0).(*kittens.View).Phase)
		return s
	}
	favor := play([]string{"fa.sk", "d sk", "sf.cl"}, kittens.Favor)
	feed := play([]string{"fd.sk", "d sk", "sf.cl"}, kittens.FeedDead)
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		env := &table.Env{Loc: l}
		zoneWhy := func(s *kittens.State, seat engine.Seat) (string, bool) {
			p := newPresenter(names(3)).(*presenter)
			f := frameOf(s)
			p.Sync(f.View, false)
			for _, c := range p.Controls(env, f) {
				if c.Zone == p.seatPanel(seat) {
					return c.Why, c.Button.Disabled
				}
			}
			t.Fatalf("no control on seat %d's panel", seat)
			return "", false
		}
		why, disabled := zoneWhy(favor, 0)
		assert.True(t, disabled)
		assert.Equal(t, l.T("kittens.why.target_self"), why, lang)
		why, disabled = zoneWhy(favor, 1)
		assert.True(t, disabled)
		assert.Equal(t, l.T("kittens.why.target_dead", "Name", names(3)[1]), why, lang)
		readable(t, lang, why)
		why, disabled = zoneWhy(favor, 2)
		assert.False(t, disabled, "Chi may be asked")
		assert.Empty(t, why)
		why, disabled = zoneWhy(feed, 2)
		assert.True(t, disabled)
		assert.Equal(t, l.T("kittens.why.target_alive", "Name", names(3)[2]), why, lang)
		readable(t, lang, why)
		_, disabled = zoneWhy(feed, 1)
		assert.False(t, disabled, "Bình is dead: fed")
	}
}
