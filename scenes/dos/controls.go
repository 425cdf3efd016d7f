package dos

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// pickerTop is the top of the wild picker's buttons, under its title and
// note.
var pickerTop = pickerRect.Y + 70

// Places of the buttons.
var (
	drawBtn = ui.Rect{X: 28, Y: 614, W: 180, H: 60}
	endBtn  = ui.Rect{X: 218, Y: 614, W: 200, H: 60}
	callBtn = ui.Rect{X: 790, Y: 606, W: 152, H: 96}
	// The wild picker covers the hand (nothing else is decided meanwhile)
	// and leaves the Centre Row, with the wild being decided, in sight;
	// it stays clear of DOS!, which may be pressed meanwhile. Its title
	// has a second line for what a Wild DOS's colour makes it (D5).
	pickerRect = ui.Rect{X: 40, Y: 454, W: 740, H: 196}
)

// Controls are the choices of the human on turn and of the humans acting
// beside it. On a turn: the hand cards to pick (then the Centre cards the
// picks match), Draw, End, "DOS!" and a Catch button in each catchable
// seat's panel; a wild's value on a picker; the cards to place. Beside the
// turn: each other human's "DOS!" and catches, in the seats' panels.
func (p *presenter) Controls(env *table.Env, f *table.Frame) []table.Control {
	v := f.View.(*dos.View)
	var cs []table.Control
	deciding := f.Beside
	if t := f.Turn; t.OK {
		switch v.Phase {
		case dos.PhaseTurn:
			cs = p.turnControls(env, f, t)
		case dos.PhaseChoose:
			cs = p.pickerControls(env, v, t)
		case dos.PhasePlace:
			cs = p.placeControls(t)
		}
		deciding = append([]table.Turn{t}, deciding...)
	}
	return append(cs, p.optionalControls(env, f, deciding)...)
}

// handHit is the part of hand card i the pointer can reach: the strip not
// covered by the next card.
func (p *presenter) handHit(i int) ui.Rect {
	q := p.hand[i].Target()
	r := rectOf(q)
	_, h, step, perRow, _ := handGeometry(len(p.hand))
	row, col := i/perRow, i%perRow
	if col < perRow-1 && i < len(p.hand)-1 {
		r.W = step
	}
	if row == 0 && len(p.hand) > perRow {
		r.H = h * 0.5 // the front row covers the rest
	}
	return r
}

// turnControls are the picks of a match, Draw and End; a card or a button
// that cannot be taken says why (a hand card that matches nothing, a
// Centre card the picks do not match, Draw after a match, End before).
func (p *presenter) turnControls(env *table.Env, f *table.Frame, t table.Turn) []table.Control {
	v := f.View.(*dos.View)
	l := env.Loc
	hand := p.handKinds()
	if !p.pick.current(t.Legal, hand) {
		p.pick.reset(t.Legal, hand)
		p.layoutHand(0)
	}
	var cs []table.Control
	if t.Seat == p.viewer {
		// The match the picks make, on the first Centre card they match:
		// the focus goes there, and Enter on a picked card plays it too
		// (G6: the pointer resting on the card clicked took the focus
		// back, and Enter unpicked it).
		var match *engine.Action
		for j := range p.piles {
			if a, ok := p.pick.matchOn(j); ok {
				match = &a
				break
			}
		}
		for i := range p.hand {
			i := i
			b := &ui.Button{Bare: true, Corners: true, R: p.handHit(i), Disabled: !p.pick.pickable(i)}
			c := table.Control{Button: b, Why: p.handWhy(l, v, i), Pick: func() {
				p.pick.toggle(i)
				p.layoutHand(0) // at once: a tween would hide the controls while it runs
			}}
			if p.pick.has(i) {
				c.Enter = match
			}
			cs = append(cs, c)
		}
		for j := range p.piles {
			a, ok := p.pick.matchOn(j)
			b := &ui.Button{Bare: true, Corners: true, R: rectOf(p.piles[j].centre.Target()), Disabled: !ok}
			if !ok {
				cs = append(cs, table.Control{Button: b, Why: p.centreWhy(l, v, j)})
				continue
			}
			cs = append(cs, table.Control{Button: b, Action: a, Focus: match != nil && a == *match})
		}
	}
	draw := table.Control{Button: &ui.Button{Label: env.Loc.T("dos.button.draw"), KeyHint: "D", Hotkey: ebiten.KeyD,
		Size: 21, R: drawBtn, Disabled: true}, Why: drawWhy(l, v)}
	end := table.Control{Button: &ui.Button{Label: env.Loc.T("dos.button.end"), KeyHint: "E", Hotkey: ebiten.KeyE,
		Size: 21, R: endBtn, Disabled: true}, Why: endWhy(l, v)}
	for _, a := range t.Legal {
		switch a.Kind {
		case dos.KindDraw:
			draw.Action, draw.Button.Disabled = a, false
		case dos.KindEnd:
			end.Action, end.Button.Disabled = a, false
			end.Button.Primary = true
		}
	}
	return append(cs, draw, end)
}

// pickerControls are a wild's values: the four colours (painted by the
// presenter with their symbols) or the numbers 1–10.
func (p *presenter) pickerControls(env *table.Env, v *dos.View, t table.Turn) []table.Control {
	var cs []table.Control
	p.swatches = p.swatches[:0]
	var values []engine.Action
	for _, a := range t.Legal {
		if a.Kind == dos.KindColour || a.Kind == dos.KindNumber {
			values = append(values, a)
		}
	}
	n := float64(len(values))
	const gap = 12.0
	w := min(166, (pickerRect.W-40-gap*(n-1))/max(n, 1))
	x := pickerRect.CX() - (n*w+gap*(n-1))/2
	for i, a := range values {
		r := ui.Rect{X: x + float64(i)*(w+gap), Y: pickerTop, W: w, H: pickerRect.Y + pickerRect.H - 12 - pickerTop}
		b := &ui.Button{R: r, Hotkey: ebiten.Key1 + ebiten.Key(i)}
		if a.Kind == dos.KindColour {
			b.Bare, b.KeyHint = true, fmt.Sprint(i+1)
			b.Label = env.Loc.T("dos.colour." + dos.Colour(a.Card).Key())
			p.swatches = append(p.swatches, swatch{b, dos.Colour(a.Card)})
		} else {
			b.Label, b.Size = fmt.Sprint(a.Card), 30
			b.R = ui.Rect{X: r.X, Y: r.Y + 10, W: r.W, H: 76}
			if a.Card == 10 {
				b.Hotkey = ebiten.Key0
			}
		}
		cs = append(cs, table.Control{Button: b, Action: a})
	}
	return cs
}

// placeControls are the hand cards, each placed by a click (or focus and
// Enter) on it.
func (p *presenter) placeControls(t table.Turn) []table.Control {
	var cs []table.Control
	if t.Seat != p.viewer {
		return nil
	}
	for i, sp := range p.hand {
		a := engine.Action{By: t.Seat, Kind: dos.KindPlace, Target: engine.NoSeat, Card: int16(sp.Card)}
		cs = append(cs, table.Control{Button: &ui.Button{Bare: true, Corners: true, R: p.handHit(i)}, Action: a})
	}
	return cs
}

// optionalControls are the calls and catches of the seats deciding: the
// viewer's "DOS!" is the big button, other humans' are in their own
// panels; each catch is a button in the caught seat's panel.
func (p *presenter) optionalControls(env *table.Env, f *table.Frame, deciding []table.Turn) []table.Control {
	var cs []table.Control
	slots := make([]int, p.n) // buttons already in each seat's panel
	side := func(s engine.Seat) ui.Rect {
		r := p.sideButton(s, slots[s])
		slots[s]++
		return r
	}
	hotC := false
	for _, t := range deciding {
		own := t.Seat == p.viewer
		for _, a := range t.Legal {
			switch a.Kind {
			case dos.KindCall:
				b := &ui.Button{Label: env.Loc.T("dos.button.call"), KeyHint: "O", Hotkey: ebiten.KeyO, Primary: true,
					Size: 32, R: callBtn}
				if !own {
					b = &ui.Button{Label: env.Loc.T("dos.button.call_for", "Name", f.Name(t.Seat)), Primary: true,
						Size: 14, R: side(t.Seat)}
				}
				cs = append(cs, table.Control{Action: a, Button: b})
			case dos.KindCatch:
				b := &ui.Button{Label: env.Loc.T("dos.button.catch_by", "Name", f.Name(t.Seat)), Size: 14, R: side(a.Target)}
				if own {
					b.Label = env.Loc.T("dos.button.catch")
					if !hotC {
						b.KeyHint, b.Hotkey, hotC = "C", ebiten.KeyC, true
					}
				}
				cs = append(cs, table.Control{Action: a, Button: b})
			}
		}
	}
	return cs
}

// sideButton is the k-th button in seat s's panel (catches of s, calls of
// s): along the panel's foot from the right for the others, along the top
// of the viewer's own panel.
func (p *presenter) sideButton(s engine.Seat, k int) ui.Rect {
	r := p.seatPanel(s)
	const w, h = sideW, 32.0
	if s == p.viewer {
		return ui.Rect{X: r.X + r.W - 250 - float64(k)*(w+8), Y: r.Y + 2, W: w, H: h}
	}
	return ui.Rect{X: r.X + r.W - 10 - w - float64(k)*(w+8), Y: r.Y + r.H - h - 8, W: w, H: h}
}

// sideW is the width of a button in a seat's panel: it leaves room for the
// seat's card count beside it ("Cards in hand: 10").
const sideW = 132.0

// handKinds is the viewer's hand in the fan's order.
func (p *presenter) handKinds() []dos.Card {
	out := make([]dos.Card, len(p.hand))
	for i, sp := range p.hand {
		out[i] = dos.Card(sp.Card)
	}
	return out
}

// HintZones are the cards to pick for a hinted match: its hand cards, then
// its Centre card; a placement's card.
func (p *presenter) HintZones(_ *table.Env, _ *table.Frame, a engine.Action) []ui.Rect {
	switch a.Kind {
	case dos.KindMatch:
		hand, centre := p.pick.hintCards(a)
		var out []ui.Rect
		for _, i := range hand {
			out = append(out, rectOf(p.hand[i].Target()))
		}
		if centre >= 0 && centre < len(p.piles) {
			out = append(out, rectOf(p.piles[centre].centre.Target()))
		}
		return out
	}
	return nil
}
