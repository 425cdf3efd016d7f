package kittens

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Places of the buttons, beside the viewer's corner at the foot. The
// turn's Play button is wider (nothing is beside it then), so "Play three
// of a kind" keeps its size; an Exploding Kitten's two ways out share the
// room left of Die.
var (
	playBtn     = ui.Rect{X: 520, Y: 606, W: 232, H: 90}
	turnPlayBtn = ui.Rect{X: 452, Y: 606, W: 300, H: 90}
	drawBtn     = ui.Rect{X: 764, Y: 606, W: 180, H: 90}
	leftBtn     = ui.Rect{X: 244, Y: 606, W: 264, H: 90}
	zombieBtn   = ui.Rect{X: 484, Y: 606, W: 268, H: 90}
	cloneBtn    = ui.Rect{X: 236, Y: 606, W: 236, H: 90}
	closeBtn    = ui.Rect{X: 0, Y: 0, W: 150, H: 40} // placed by the popup
)

// choice is one bare button of a picker that the presenter paints (a
// title to name: a small card face with its name).
type choice struct {
	btn  *ui.Button
	card kittens.Card
}

// Controls are the choices of the human deciding, by phase: on the turn
// the hand cards to pick (a card, a Clone, a pair, a three of a kind),
// Play and Draw; the pickers of a target, a title, a card to give and a
// kitten's position; Keep or Refuse; Zombie Kitten or die; in a window
// Pass, Nope and the NOW cards held. The discard pile can be browsed
// whenever a human decides.
func (p *presenter) Controls(env *table.Env, f *table.Frame) []table.Control {
	v, ok := f.View.(*kittens.View)
	t := f.Turn
	if !ok || !t.OK {
		return nil
	}
	p.choices = p.choices[:0]
	var cs []table.Control
	switch v.Phase {
	case kittens.PhasePlay:
		cs = p.turnControls(env, v, t)
	case kittens.PhaseTarget:
		cs = p.targetControls(env, f, v, t)
	case kittens.PhaseName:
		cs = p.nameControls(env, t)
	case kittens.PhaseWindow:
		cs = p.windowControls(env, v, t)
	case kittens.PhaseGive:
		cs = p.giveControls(t)
	case kittens.PhaseDig:
		// Enter must not keep an Exploding Kitten: refusing it is then
		// the button a player means.
		kitten := len(v.Known) > 0 && v.Known[0] == kittens.Exploding
		cs = p.buttons(env, t, []btnSpec{
			{kittens.KindKeep, "kittens.ui.keep", "K", ebiten.KeyK, playBtn, !kitten},
			{kittens.KindRefuse, "kittens.ui.refuse", "R", ebiten.KeyR, drawBtn, kitten},
		})
		for i := range cs {
			cs[i].Focus = kitten && cs[i].Action.Kind == kittens.KindRefuse
		}
	case kittens.PhaseExplode:
		cs = p.buttons(env, t, []btnSpec{
			{kittens.KindDie, "kittens.button.die", "X", ebiten.KeyX, drawBtn, false},
			{kittens.KindPlay, "kittens.button.zombie", "Z", ebiten.KeyZ, zombieBtn, true},
			{kittens.KindClone, "kittens.button.clone_zombie", "C", ebiten.KeyC, cloneBtn, false},
		})
		for i := range cs {
			if cs[i].Action.Kind != kittens.KindDie {
				cs[i].Button.Size = 18
			}
		}
	case kittens.PhasePlace:
		cs = p.placeControls(env, v, t)
	}
	return append(cs, p.browseControls(env, v)...)
}

// btnSpec is a button taking the one action of its kind in the legal list.
type btnSpec struct {
	kind    uint8
	label   string
	hint    string
	key     ebiten.Key
	at      ui.Rect
	primary bool
}

// buttons are one button per spec, each carrying the legal action of its
// kind (disabled when there is none).
func (p *presenter) buttons(env *table.Env, t table.Turn, specs []btnSpec) []table.Control {
	var cs []table.Control
	for _, s := range specs {
		b := &ui.Button{Label: env.Loc.T(s.label), KeyHint: s.hint, Hotkey: s.key, R: s.at, Size: 20, Primary: s.primary, Disabled: true}
		c := table.Control{Button: b}
		for _, a := range t.Legal {
			if a.Kind == s.kind {
				c.Action, b.Disabled = a, false
				break
			}
		}
		if b.Disabled && s.kind != kittens.KindDie && s.kind != engine.KindPass && s.kind != kittens.KindDraw {
			continue // a choice the seat does not have (a Clone of a Zombie Kitten)
		}
		cs = append(cs, c)
	}
	return cs
}

// handHit is the part of hand card i the pointer can reach: the strip not
// covered by the next card.
func (p *presenter) handHit(i int) ui.Rect {
	r := rectOf(p.hand[i].Target())
	_, _, step := handGeometry(len(p.hand))
	if i < len(p.hand)-1 && step < r.W {
		r.W = step
	}
	return r
}

// turnControls are the picks of a play, Play and Draw (also a click on
// the draw pile).
func (p *presenter) turnControls(env *table.Env, v *kittens.View, t table.Turn) []table.Control {
	hand := p.handKinds()
	if !p.pick.current(t.Legal, hand) {
		p.pick.reset(t.Legal, hand)
		p.layoutHand(0)
	}
	var cs []table.Control
	if t.Seat == p.viewer {
		for i := range p.hand {
			i := i
			b := &ui.Button{Bare: true, R: p.handHit(i), Disabled: !p.pick.pickable(i)}
			cs = append(cs, table.Control{Button: b, Why: p.handWhy(env.Loc, v, i), Pick: func() {
				p.pick.toggle(i)
				p.layoutHand(0) // at once: a tween would hide the controls while it runs
			}})
		}
	}
	play := table.Control{Button: &ui.Button{Label: env.Loc.T("kittens.ui.play"), KeyHint: "P", Hotkey: ebiten.KeyP,
		R: turnPlayBtn, Size: 20, Disabled: true}}
	if a, ok := p.pick.play(); ok {
		play.Action, play.Button.Disabled, play.Button.Primary = a, false, true
		b := play.Button
		b.Label = playLabel(env.Loc, a, func(label string) bool {
			if env.Kit == nil {
				return true // a table without fonts (the headless tests) measures nothing
			}
			tried := *b
			tried.Label = label
			return env.Kit.Fonts.Measure(tried.Text(), b.Size, true) <= b.R.W-16
		})
		play.Focus = !p.pick.canGrow()
	} else if t.Seat == p.viewer {
		play.Why = p.playWhy(env.Loc, v)
	}
	draw := table.Control{Button: &ui.Button{Label: env.Loc.T("kittens.ui.draw"), KeyHint: "D", Hotkey: ebiten.KeyD,
		R: drawBtn, Size: 22, Disabled: true}, Zone: drawRect}
	for _, a := range t.Legal {
		if a.Kind == kittens.KindDraw {
			draw.Action, draw.Button.Disabled = a, false
		}
	}
	return append(cs, play, draw)
}

// canGrow reports whether another hand card may still join the picks.
func (k *picks) canGrow() bool {
	for i := range k.hand {
		if !k.has(i) && k.pickable(i) {
			return true
		}
	}
	return false
}

// targetControls are a button per seat the play may name, and a click on
// that seat's panel; a click on another seat's panel says why it cannot be
// named.
func (p *presenter) targetControls(env *table.Env, f *table.Frame, v *kittens.View, t table.Turn) []table.Control {
	var targets []engine.Action
	for _, a := range t.Legal {
		if a.Kind == kittens.KindTarget {
			targets = append(targets, a)
		}
	}
	n := float64(len(targets))
	const gap = 12.0
	w := min(200, (pickerRect.W-40-gap*(n-1))/max(n, 1))
	x := pickerRect.CX() - (n*w+gap*(n-1))/2
	var cs []table.Control
	for i, a := range targets {
		s := a.Target
		label := env.Loc.T("kittens.pick.seat", "Name", f.Name(s), "Count", v.Players[s].HandSize)
		if s == t.Seat {
			label = env.Loc.T("kittens.pick.self", "Count", v.Players[s].HandSize)
		}
		b := &ui.Button{Label: label, R: ui.Rect{X: x + float64(i)*(w+gap), Y: pickerRect.Y + 110, W: w, H: 70},
			Size: 17, KeyHint: fmt.Sprint(i + 1), Hotkey: ebiten.Key1 + ebiten.Key(i)}
		cs = append(cs, table.Control{Button: b, Action: a, Zone: p.seatPanel(s)})
	}
	// A click on a seat the play cannot name says why.
	for s := engine.Seat(0); int(s) < len(v.Players); s++ {
		if !slices.ContainsFunc(targets, func(a engine.Action) bool { return a.Target == s }) {
			cs = append(cs, table.Control{Button: &ui.Button{Bare: true, Disabled: true}, Zone: p.seatPanel(s),
				Why: targetWhy(env.Loc, f, v, s)})
		}
	}
	return cs
}

// nameControls are the nineteen titles a three of a kind may ask for, as
// small card faces.
func (p *presenter) nameControls(env *table.Env, t table.Turn) []table.Control {
	var cs []table.Control
	const perRow, gap, w = 10, 6.0, 59.0 // two rows fit the picker's height
	h := w * 1.4
	for _, a := range t.Legal {
		if a.Kind != kittens.KindName {
			continue
		}
		i := len(cs)
		row, col := i/perRow, i%perRow
		inRow := min(perRow, 19-row*perRow)
		x0 := pickerRect.CX() - (float64(inRow)*w+gap*float64(inRow-1))/2
		r := ui.Rect{X: x0 + float64(col)*(w+gap), Y: pickerRect.Y + 42 + float64(row)*(h+8), W: w, H: h}
		b := &ui.Button{Bare: true, R: r, Label: cardName(env.Loc, kittens.Card(a.Card))}
		p.choices = append(p.choices, choice{btn: b, card: kittens.Card(a.Card)})
		cs = append(cs, table.Control{Button: b, Action: a})
	}
	return cs
}

// windowControls are the answers of the human answering a window: Nope
// (a Nope from the hand, or a Clone acting as one), Pass, and the NOW
// cards (or the Clone acting as one) held, picked from the hand; the hand's
// other cards are dimmed, a press on one saying why it cannot answer.
func (p *presenter) windowControls(env *table.Env, v *kittens.View, t table.Turn) []table.Control {
	var cs []table.Control
	nope := table.Control{Button: &ui.Button{Label: env.Loc.T("kittens.ui.nope"), KeyHint: "N", Hotkey: ebiten.KeyN,
		R: playBtn, Size: 24, Primary: true, Disabled: true}}
	// The focus starts on Pass: Enter pressed by habit spends no card.
	pass := table.Control{Button: &ui.Button{Label: env.Loc.T("kittens.ui.pass"), KeyHint: "S", Hotkey: ebiten.KeyS,
		R: drawBtn, Size: 20, Disabled: true}, Focus: true}
	// A Clone acting as a Nope is a button of its own when a Nope is held
	// too: which card to spend is the player's choice.
	var cloneNope *table.Control
	for _, a := range t.Legal {
		switch {
		case a.Kind == engine.KindPass:
			pass.Action, pass.Button.Disabled = a, false
		case a.Card != int16(kittens.Nope):
		case a.Kind == kittens.KindPlay:
			nope.Action, nope.Button.Disabled = a, false
		case a.Kind == kittens.KindClone:
			cloneNope = &table.Control{Button: &ui.Button{Label: env.Loc.T("kittens.button.nope_clone"), KeyHint: "C",
				Hotkey: ebiten.KeyC, R: leftBtn, Size: 17}, Action: a}
		}
	}
	if nope.Button.Disabled && cloneNope != nil {
		nope.Action, nope.Button.Disabled, nope.Button.Label = cloneNope.Action, false, cloneNope.Button.Label
		cloneNope = nil
	}
	if nope.Button.Disabled && t.Seat == p.viewer {
		nope.Why = nopeWhy(env.Loc, v)
	}
	if t.Seat == p.viewer {
		for i, sp := range p.hand {
			k := kindOf(sp.Card)
			for _, a := range t.Legal {
				answer := (a.Kind == kittens.KindPlay && kittens.Card(a.Card) == k && k != kittens.Nope) ||
					(a.Kind == kittens.KindClone && k == kittens.Clone && a.Card != int16(kittens.Nope))
				if answer {
					cs = append(cs, table.Control{Button: &ui.Button{Bare: true, R: p.handHit(i)}, Action: a})
				}
			}
			if !answersWith(t.Legal, k) {
				cs = append(cs, table.Control{Button: &ui.Button{Bare: true, R: p.handHit(i), Disabled: true},
					Why: windowWhy(env.Loc, v, k)})
			}
		}
	}
	cs = append(cs, nope, pass)
	if cloneNope != nil {
		cs = append(cs, *cloneNope)
	}
	return cs
}

// giveControls are the hand's cards, each given by a click (or focus and
// Enter) on it.
func (p *presenter) giveControls(t table.Turn) []table.Control {
	if t.Seat != p.viewer {
		return nil
	}
	var cs []table.Control
	for i, sp := range p.hand {
		a := engine.Action{By: t.Seat, Kind: kittens.KindGive, Target: engine.NoSeat, Card: int16(kindOf(sp.Card))}
		cs = append(cs, table.Control{Button: &ui.Button{Bare: true, R: p.handHit(i)}, Action: a})
	}
	return cs
}

// placeControls are the positions an Exploding Kitten may go back to: a
// numbered slot for each (1 is the top), On top, At the bottom and At
// random (a position drawn from the view, so a replayed table draws the
// same).
func (p *presenter) placeControls(env *table.Env, v *kittens.View, t table.Turn) []table.Control {
	var places []engine.Action
	for _, a := range t.Legal {
		if a.Kind == kittens.KindPlace {
			places = append(places, a)
		}
	}
	if len(places) == 0 {
		return nil
	}
	var cs []table.Control
	for i, a := range places {
		b := &ui.Button{Label: fmt.Sprint(i + 1), R: slotRect(i, len(places)), Size: 15}
		cs = append(cs, table.Control{Button: b, Action: a})
	}
	y := pickerRect.Y + pickerRect.H - 62
	bw := 200.0
	x := pickerRect.CX() - (3*bw+2*14)/2
	top := places[0]
	bottom := places[len(places)-1]
	random := places[randomPlace(v, len(places))]
	for i, c := range []struct {
		a     engine.Action
		label string
		hint  string
		key   ebiten.Key
	}{
		{top, "kittens.ui.place_top", "T", ebiten.KeyT},
		{bottom, "kittens.ui.place_bottom", "B", ebiten.KeyB},
		{random, "kittens.ui.place_random", "R", ebiten.KeyR},
	} {
		b := &ui.Button{Label: env.Loc.T(c.label), KeyHint: c.hint, Hotkey: c.key, Size: 18,
			R: ui.Rect{X: x + float64(i)*(bw+14), Y: y, W: bw, H: 48}, Primary: i == 2}
		cs = append(cs, table.Control{Button: b, Action: c.a})
	}
	return cs
}

// slotRect is the numbered slot of position i of n (1 the top): in rows of
// up to 16 across the picker.
func slotRect(i, n int) ui.Rect {
	const perRow, gap, h = 16, 4.0, 36.0
	rows := (n + perRow - 1) / perRow
	per := (n + rows - 1) / rows
	w := min(44, (pickerRect.W-24-gap*float64(per-1))/float64(per))
	row, col := i/per, i%per
	inRow := min(per, n-row*per)
	x0 := pickerRect.CX() - (float64(inRow)*w+gap*float64(inRow-1))/2
	return ui.Rect{X: x0 + float64(col)*(w+gap), Y: pickerRect.Y + 56 + float64(row)*(h+26), W: w, H: h}
}

// randomPlace is the table's "random" placement: a position drawn from the
// position itself (the pile's size, the discards, the window changes), so
// the same table always offers the same one and no clock is read.
func randomPlace(v *kittens.View, n int) int {
	rng := engine.Derive(uint64(v.DrawSize), uint64(len(v.Discard)), uint64(v.Change), uint64(v.Seat), uint64(v.Held))
	return rng.IntN(n)
}

// browseControls open and close the discard pile's popup (a click on the
// pile, or V).
func (p *presenter) browseControls(env *table.Env, v *kittens.View) []table.Control {
	if len(v.Discard) == 0 {
		p.browse = false
		return nil
	}
	toggle := func() { p.browse = !p.browse }
	if p.browse {
		b := &ui.Button{Label: env.Loc.T("kittens.button.close"), KeyHint: "V", Hotkey: ebiten.KeyV, Size: 17, R: p.closeRect()}
		return []table.Control{{Button: b, Pick: toggle}}
	}
	b := &ui.Button{Bare: true, R: discRect, Hotkey: ebiten.KeyV}
	return []table.Control{{Button: b, Pick: toggle}}
}
