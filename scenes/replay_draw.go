package scenes

import (
	"cardtable/engine"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// drawHands paints every seat's hidden cards, a row a seat, in the column
// above the log (the game's table.HandReader reads them; a game without
// one has no hidden hands and its table shows everything).
func (rs *replayScene) drawHands(ctx *Ctx, c *ui.Canvas) {
	read, ok := table.HandOf(rs.game)
	faces, fok := table.FacesOf(rs.game)
	if !ok || !fok {
		return
	}
	k := ctx.Kit
	r := replayHandsRect
	c.Panel(k.Shapes, r.Inset(-4), 10, ui.ColPanelHi)
	n := len(rs.names)
	rowH := r.H / float64(n)
	cardH := min(rowH-4, 56.0)
	cardW := cardH * table.CardW / table.CardH
	st := rs.r.State()
	for s := range n {
		y := r.Y + float64(s)*rowH
		c.TextIn(k.Fonts, rs.names[s], ui.Rect{X: r.X + 6, Y: y, W: 74, H: rowH},
			ui.Style{Size: 14, Bold: true, Color: ui.SeatColor(s)})
		cards := read(st, engine.Seat(s))
		area := r.W - 90
		step := cardW + 2
		if len(cards) > 1 && float64(len(cards))*step > area {
			step = (area - cardW) / float64(len(cards)-1)
		}
		for i, id := range cards {
			q := ui.Rect{X: r.X + 84 + float64(i)*step, Y: y + (rowH-cardH)/2, W: cardW, H: cardH}
			c.DrawImage(ctx.Cards.Face(faces, id, ctx.Loc), q, nil)
		}
	}
}

// drawLog paints the replay's log, following its end.
func (rs *replayScene) drawLog(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	r := rs.logRect()
	const size, lh = 14.0, 19.0
	if rs.logLang != ctx.Loc.Lang() {
		rs.logLang = ctx.Loc.Lang()
		for i := range rs.log {
			rs.log[i].text = rs.pres.Log(&ctx.Env, rs.names, rs.log[i].ev)
		}
		rs.logLines, rs.logWrapped = nil, 0
	}
	if rs.logWrapped > len(rs.log) {
		rs.logLines, rs.logWrapped = nil, 0
	}
	grew := rs.logWrapped < len(rs.log)
	for ; rs.logWrapped < len(rs.log); rs.logWrapped++ {
		rs.logLines = append(rs.logLines, k.Fonts.Wrap(rs.log[rs.logWrapped].text, size, r.W-16, false)...)
	}
	rs.logView.Content = float64(len(rs.logLines))*lh + 8
	if grew {
		rs.logView.Offset = rs.logView.Content - r.H
	}
	rs.logView.Clamp(r.H)
	first := int(rs.logView.Offset / lh)
	for i := max(first, 0); i < len(rs.logLines); i++ {
		y := r.Y + 4 + float64(i)*lh - rs.logView.Offset
		if y < r.Y {
			continue
		}
		if y+lh > r.Y+r.H {
			break
		}
		c.Text(k.Fonts, rs.logLines[i], r.X+8, y, ui.Style{Size: size, Color: ui.ColTextDim})
	}
}
