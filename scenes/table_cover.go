package scenes

import (
	"cardtable/engine"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// The hand-off cover: in a hot-seat game with secrets, before the next
// person's private view is shown, an opaque screen asks to pass the device
// to them. While it is up nothing of the table is drawn (not even faintly,
// so nothing can show through), the table takes no input and the match
// holds its bots and its countdown; the match's events wait undrained, so
// they are redacted for whoever confirms.

// coverGrace is how many ticks the cover waits after its first drawn frame
// before it takes a confirmation: none. What it must not take is the
// double tap of the person who just played, and that is input begun before
// the cover was on screen: a key press is an event of the tick it happens
// in, so it is dropped with that tick; a button or finger already down when
// the cover was first drawn is ignored until it is lifted (updateCover). A
// fresh press after the first drawn frame confirms at once: a person who
// sees the cover and taps must never tap twice.
const coverGrace = 0

// coverPanel is the cover's centred card with its texts, and coverButton
// its confirm button.
var (
	coverPanel  = ui.Rect{X: 290, Y: 190, W: 700, H: 340}
	coverButton = ui.Rect{X: coverPanel.CX() - 220, Y: coverPanel.Y + 220, W: 440, H: 76}
)

// covered reports whether the cover is up, and for whom: a hand-off is
// pending and what the previous person was shown has finished moving.
func (t *tableScene) covered() (engine.Seat, bool) {
	s, ok := t.m.Handoff()
	if !ok || !t.idle() {
		return engine.NoSeat, false
	}
	return s, true
}

// updateCover takes the cover's input: its button, Enter or Space confirm,
// once the cover has been drawn, unless the press began before that.
func (t *tableScene) updateCover(ctx *Ctx) {
	in := ctx.In
	// The bar of a window is not on screen under the cover: forget its
	// buttons, so nothing reads them as shown (the prompt would say
	// "Anyone react?" over the cover).
	t.bar = reactionBar{}
	t.coverBtn.R = coverButton
	hit := t.coverBtn.R.Contains(in.X, in.Y) && in.Clicked
	if in.Clicked {
		in.Consume()
	}
	if !t.coverDrawn {
		// Nobody has seen the cover yet: a button held now was pressed
		// for what was on screen before it.
		t.coverHeld = in.Pressed
		return
	}
	t.coverAge++
	if t.coverHeld {
		// The lift of that press is not a confirmation.
		hit = false
		t.coverHeld = in.Pressed
	}
	if hit || in.Has(ui.IntentConfirm) || in.Has(ui.IntentSkip) {
		t.confirmHandoff(ctx)
	}
}

// coverDown forgets the cover's state once it is no longer up: the next
// cover counts from its own first frame.
func (t *tableScene) coverDown() {
	t.coverAge, t.coverDrawn, t.coverHeld = 0, false, false
}

// confirmHandoff gives the screen to the person named by the cover and
// rebuilds everything shown from their view: a fresh presenter, the log
// replayed and redacted for them, the table synced to their view from
// before the events they have not seen yet, which are then queued as they
// may see them.
func (t *tableScene) confirmHandoff(ctx *Ctx) {
	t.m.ConfirmHandoff()
	// Someone is at the screen from this tick, not from the next Update's
	// followViewer: a frame drawn in between must not hold the events back.
	t.confirmed = t.confirmed || t.m.Viewer() != engine.NoSeat
	t.coverDown()
	t.rebuildFor(ctx)
}

// rebuildFor rebuilds everything shown from the match's viewer's view (see
// confirmHandoff); a window asking everyone hands the screen to nobody
// without a cover, and rebuilds it the same way.
func (t *tableScene) rebuildFor(ctx *Ctx) {
	viewer := t.m.Viewer()
	t.builtFor = viewer
	pending := t.m.Drain()
	past, st, err := history(t.m, viewer, t.drainedAt)
	if pres, perr := table.New(t.game, t.names); perr == nil {
		t.pres = pres // nothing the previous viewer's events left in it survives
	}
	if t.bg != nil {
		// The static panels are the new presenter's (nobody's view has
		// one seat more across the top).
		t.bg.Deallocate()
		t.bg = nil
	}
	t.resetLog()
	t.queue = table.Queue{}
	t.viewCache = nil // same actions, another viewer
	t.menu.Buttons, t.controls, t.menuKey = nil, nil, -1
	t.bar = reactionBar{}
	if err != nil {
		// Without the history, show the new viewer's events at once: the
		// table is synced to where they lead.
		ctx.Notice = ctx.Loc.T("notice.save_failed", "Error", err.Error())
		past, st = append(past, pending...), nil
		pending = nil
	}
	for _, ev := range past {
		t.addLog(ctx, ev)
		t.pres.Record(ev)
	}
	v := t.view()
	if st != nil {
		v = st.View(viewer)
	}
	// The opening starts from an empty table only if it is still to be
	// shown (a restored match has no events queued).
	t.sync(v, t.drainedAt < 0 && len(pending) > 0)
	for _, ev := range pending {
		t.queue.Push(ev)
	}
	t.synced = len(pending) == 0
	t.drainedAt = t.m.Actions()
}

// drawCover paints the cover over the whole screen: opaque felt, a dark
// veil and the card naming who the device goes to.
func (t *tableScene) drawCover(ctx *Ctx, c *ui.Canvas, seat engine.Seat) {
	k := ctx.Kit
	t.coverDrawn = true // from the next tick a fresh press confirms
	c.Dst.Fill(ui.ColPanelHi)
	drawBackdrop(ctx, c, c.Dst.Bounds())
	c.Fill(k.Shapes, ui.Rect{X: -2000, Y: -2000, W: 6000, H: 6000}, ui.RGBA(0x05, 0x14, 0x10, 0x90))
	name := table.SeatName(t.names, seat)
	accent := ui.SeatColor(int(seat))
	c.Panel(k.Shapes, ui.Rect{X: coverPanel.X, Y: coverPanel.Y + 6, W: coverPanel.W, H: coverPanel.H}, 22, ui.RGBA(0, 0, 0, 0x60))
	c.Panel(k.Shapes, coverPanel, 22, ui.ColPanelHi)
	c.Panel(k.Shapes, ui.Rect{X: coverPanel.X + 40, Y: coverPanel.Y + 28, W: coverPanel.W - 80, H: 6}, 3, accent)
	c.TextIn(k.Fonts, ctx.Loc.T("table.handoff_title", "Name", name),
		ui.Rect{X: coverPanel.X + 20, Y: coverPanel.Y + 56, W: coverPanel.W - 40, H: 64},
		ui.Style{Size: 38, Bold: true, Color: ui.ColText, Align: ui.Center})
	c.TextIn(k.Fonts, ctx.Loc.T("table.handoff_sub", "Name", name),
		ui.Rect{X: coverPanel.X + 20, Y: coverPanel.Y + 128, W: coverPanel.W - 40, H: 36},
		ui.Style{Size: 20, Color: ui.ColTextDim, Align: ui.Center})
	if ws, ok := t.m.Window(); ok && ws.Paused && ws.Ticks > 0 {
		c.TextIn(k.Fonts, ctx.Loc.T("table.handoff_paused"),
			ui.Rect{X: coverPanel.X + 20, Y: coverPanel.Y + 168, W: coverPanel.W - 40, H: 30},
			ui.Style{Size: 17, Color: ui.ColPrimary, Align: ui.Center})
	}
	t.coverBtn.Label = ctx.Loc.T("table.handoff_ready", "Name", name)
	t.coverBtn.Primary, t.coverBtn.Size = true, 24
	t.coverBtn.R = coverButton
	t.coverBtn.Draw(c, k, true)
	t.pauseBtn.Label = ctx.Loc.T("table.menu")
	t.pauseBtn.Draw(c, k, false)
}
