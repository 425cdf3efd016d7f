package scenes

import (
	"slices"

	"cardtable/engine"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// The reaction bar: while a reaction window is open with humans in it, the
// countdown, a claim button per human asked ("Lan: react!"), in a blocking
// window a decline button per human and "no one", enabled once every human
// has declined. It shows only what the match's WindowState says, which does
// not depend on who holds what.

// barRect is the bar's panel, across the foot of the table and clear of
// the log's column on the right (nobody's hand shows while it asks).
var barRect = ui.Rect{X: 12, Y: 582, W: 944, H: 128}

// barKind is what a bar button does.
type barKind int

const (
	barClaim barKind = iota
	barDecline
	barNoOne
)

// barAct is the match call behind one bar button.
type barAct struct {
	kind barKind
	seat engine.Seat
}

// barKey is what the bar's buttons depend on: they are rebuilt when it
// changes, and the keyboard focus is kept.
type barKey struct {
	actions, change, declined int
	claim                     engine.Seat
	noOne                     bool
	lang                      string
}

// reactionBar is the bar's buttons and their calls.
type reactionBar struct {
	menu ui.Menu
	acts []barAct
	key  barKey
	ws   match.WindowState
	open bool // a window with humans is open
}

// updateBar refreshes the bar from the open window and takes its input when
// it has buttons; it reports whether it has (the presenter's controls are
// not shown then).
func (t *tableScene) updateBar(ctx *Ctx) bool {
	b := &t.bar
	ws, ok := t.m.Window()
	// Beside a turn (an optional window) the other humans' actions are the
	// presenter's controls (Frame.Beside): only blocking windows have a bar.
	b.ws, b.open = ws, ok && ws.Kind == engine.Blocking && len(ws.Humans) > 0
	if !b.open || !t.barButtons(ws) {
		b.menu.Buttons, b.acts = nil, nil
		return false
	}
	key := barKey{actions: t.m.Actions(), change: ws.Change, declined: len(ws.Declined), claim: ws.Claim,
		noOne: ws.NoOne, lang: ctx.Loc.Lang()}
	if key != b.key || b.menu.Buttons == nil {
		b.key = key
		t.buildBar(ctx, ws)
	}
	i := b.menu.Update(ctx.In)
	if i < 0 {
		return true
	}
	a := b.acts[i]
	var err error
	switch a.kind {
	case barClaim:
		err = t.m.Claim(a.seat)
	case barDecline:
		err = t.m.Decline(a.seat)
	case barNoOne:
		err = t.m.DeclineAll()
	}
	if err != nil {
		ctx.Notice = ctx.Loc.T("notice.illegal", "Error", err.Error())
	}
	t.viewCache = nil // a claim changes who decides without an action
	b.menu.Buttons, b.acts = nil, nil
	return true
}

// barButtons reports whether the bar offers buttons: while no human's
// decision is served by the presenter's controls (in a blocking window, a
// claimer answers with them; beside a human's turn the bar waits, so two
// sets of buttons never share the keyboard).
func (t *tableScene) barButtons(match.WindowState) bool {
	_, _, served := t.turn()
	return !served
}

// buildBar lays the buttons out: a column per human (claim over decline),
// centred, then "no one" on the right spanning both rows. The focus stays
// on the same place.
func (t *tableScene) buildBar(ctx *Ctx, ws match.WindowState) {
	b := &t.bar
	focus := b.menu.Focus
	b.menu.Buttons, b.acts = nil, nil
	blocking := ws.Kind == engine.Blocking
	humans := ws.Humans
	const gap, noOneW, top = 12.0, 150.0, 624.0
	// The columns narrow when many humans share the bar, so it never
	// spills over the log.
	n := float64(max(len(humans), 1))
	room := barRect.W - 24
	if blocking {
		room -= 2*gap + noOneW
	}
	colW := min(178, (room-(n-1)*gap)/n)
	width := float64(len(humans))*colW + float64(len(humans)-1)*gap
	if blocking {
		width += 2*gap + noOneW
	}
	x := barRect.CX() - width/2
	add := func(a barAct, btn *ui.Button) {
		b.menu.Buttons = append(b.menu.Buttons, btn)
		b.acts = append(b.acts, a)
	}
	for _, h := range humans {
		name := table.SeatName(t.names, h)
		claimH := 78.0
		if blocking {
			claimH = 38
		}
		add(barAct{barClaim, h}, &ui.Button{Label: ctx.Loc.T("table.react_claim", "Name", name), Primary: true,
			R: ui.Rect{X: x, Y: top, W: colW, H: claimH}, Size: 16})
		if blocking {
			declined := slices.Contains(ws.Declined, h)
			label := ctx.Loc.T("table.react_pass", "Name", name)
			if declined {
				label = ctx.Loc.T("table.react_passed", "Name", name)
			}
			add(barAct{barDecline, h}, &ui.Button{Label: label, Disabled: declined,
				R: ui.Rect{X: x, Y: top + 44, W: colW, H: 34}, Size: 15})
		}
		x += colW + gap
	}
	if blocking {
		add(barAct{barNoOne, engine.NoSeat}, &ui.Button{Label: ctx.Loc.T("table.react_no_one"), Disabled: !ws.NoOne,
			R: ui.Rect{X: x + gap, Y: top, W: noOneW, H: 78}, Size: 18})
	}
	if focus < 0 || focus >= len(b.menu.Buttons) || b.menu.Buttons[focus].Disabled {
		focus = 0
	}
	b.menu.Focus = focus
}

// drawBar paints the countdown along the top bar whenever a window counts
// down, and the bar's panel when it has buttons.
func (t *tableScene) drawBar(ctx *Ctx, c *ui.Canvas) {
	b := &t.bar
	if !b.open {
		return
	}
	k := ctx.Kit
	ws := b.ws
	frac := 0.0
	if ws.Ticks > 0 {
		frac = float64(ws.TicksLeft) / float64(ws.Ticks)
		col := ui.ColPrimary
		if frac < 0.34 {
			col = ui.ColDanger
		}
		track := ui.Rect{X: 20, Y: 40, W: 1052, H: 4}
		c.Panel(k.Shapes, track, 2, ui.RGBA(0, 0, 0, 0x60))
		c.Panel(k.Shapes, ui.Rect{X: track.X, Y: track.Y, W: track.W * frac, H: track.H}, 2, col)
	}
	if len(b.menu.Buttons) == 0 {
		return
	}
	c.Panel(k.Shapes, ui.Rect{X: barRect.X, Y: barRect.Y + 4, W: barRect.W, H: barRect.H}, 14, ui.RGBA(0, 0, 0, 0x50))
	c.Panel(k.Shapes, barRect, 14, ui.ColPanelHi)
	head := ui.Rect{X: barRect.X + 18, Y: barRect.Y + 8, W: barRect.W - 36, H: 26}
	hint := ctx.Loc.T("table.react_hint")
	c.TextIn(k.Fonts, hint, head, ui.Style{Size: 16, Color: ui.ColTextDim})
	if ws.Ticks > 0 {
		secs := (ws.TicksLeft + 59) / 60
		label := ctx.Loc.T("table.react_seconds", "Seconds", secs)
		col := ui.ColText
		if ws.Paused {
			label, col = ctx.Loc.T("table.react_paused"), ui.ColPrimary
		}
		c.TextIn(k.Fonts, label, head, ui.Style{Size: 16, Bold: true, Color: col, Align: ui.Right})
		// The track fills the room between the hint and the seconds.
		x0 := head.X + k.Fonts.Measure(hint, 16, false) + 24
		x1 := head.X + head.W - k.Fonts.Measure(label, 16, true) - 24
		if x1-x0 > 40 {
			track := ui.Rect{X: x0, Y: head.Y + 10, W: x1 - x0, H: 6}
			c.Panel(k.Shapes, track, 3, ui.RGBA(0, 0, 0, 0x70))
			fill := ui.ColPrimary
			if frac < 0.34 {
				fill = ui.ColDanger
			}
			c.Panel(k.Shapes, ui.Rect{X: track.X, Y: track.Y, W: max(track.W*frac, 6), H: track.H}, 3, fill)
		}
	}
	b.menu.Draw(c, k)
}
