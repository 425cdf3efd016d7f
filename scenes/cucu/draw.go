package cucu

import (
	"image/color"
	"math"

	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Draw paints the seats around the table, the pack, the cards, the marks
// on them, the round's panel, the Inn's dialog, the effects and the
// tooltip.
func (p *presenter) Draw(env *table.Env, c *ui.Canvas, f *table.Frame) {
	v := f.View.(*cucu.View)
	// The seat deciding is outlined; while the cards move, the seat whose
	// turn the animation has reached.
	acting := p.turn
	switch {
	case f.Over:
		acting = engine.NoSeat
	case f.Idle:
		acting = v.ToAct
	}
	for i := 0; i < p.n; i++ {
		p.drawPlate(env, c, f, engine.Seat(i), engine.Seat(i) == acting)
	}
	p.drawPack(env, c)
	for i := range p.seats {
		if sp := p.seats[i].card; sp != nil {
			p.drawSprite(env, c, sp)
		}
	}
	for _, sp := range p.stage.Leaving() {
		p.drawSprite(env, c, sp)
	}
	for i := range p.seats {
		p.drawMarks(env, c, engine.Seat(i))
	}
	p.drawInfo(env, c, f, v)
	if f.Idle && dialogOpen(v) {
		p.drawDialog(env, c, f, v)
	}
	p.stage.DrawEffects(env, c)
	if f.Idle {
		p.drawTooltip(env, c, f)
	}
	c.TextIn(env.Kit.Fonts, env.Loc.T("cucu.ui.round", "Round", max(1, p.round)), ui.Rect{X: 22, Y: 6, W: 170, H: 40},
		ui.Style{Size: 17, Bold: true, Color: ui.ColTextDim})
}

// DrawStatic paints what never moves: the oval table and the round's
// panel. The seats' plates turn with the viewer, so they are drawn in
// Draw.
func (p *presenter) DrawStatic(env *table.Env, c *ui.Canvas) {
	c.DrawImage(pics.ovalTable(), ovalRect, nil)
	c.Panel(env.Kit.Shapes, infoRect, 10, ui.ColPanel)
}

// drawSprite paints one card; a card without a kind is a back.
func (p *presenter) drawSprite(env *table.Env, c *ui.Canvas, sp *table.Sprite) {
	back := env.Cards.Back()
	face := back
	if sp.Card != 0 {
		face = env.Cards.Face(faces{}, sp.Card, env.Loc)
	}
	sp.Draw(c, env.Kit, face, back)
}

// drawPlate paints seat s's plate: its name in its colour, the dealer's
// marker, its lives as hearts, and what it did this round or why it is
// out. The seat deciding is outlined in its colour, card and plate.
func (p *presenter) drawPlate(env *table.Env, c *ui.Canvas, f *table.Frame, s engine.Seat, acting bool) {
	k := env.Kit
	l := env.Loc
	st := &p.seats[s]
	r := p.plateRect(s)
	own := s == p.bottom()
	col := ui.SeatColor(int(s))
	gone := st.lives == 0 && !st.inRound
	bg := ui.ColPanel
	if gone {
		bg = ui.RGBA(0x0c, 0x16, 0x14, 0xb0)
	}
	if acting {
		spot := p.spotRect(s).Inset(-6)
		c.Outline(k.Shapes, spot, 14, col)
		c.Outline(k.Shapes, spot.Inset(-2), 16, col)
	}
	c.Panel(k.Shapes, r, 10, bg)
	c.Fill(k.Shapes, ui.Rect{X: r.X, Y: r.Y + 8, W: 4, H: r.H - 16}, col)
	size := 15.0
	if own {
		size = 18
	}
	nameCol := col
	if gone {
		nameCol = ui.ColTextDim
	}
	name := f.Name(s)
	x := r.X + 12
	nameW := math.Min(k.Fonts.Measure(name, size, true), r.W-24)
	if s == p.dealer && p.round > 0 {
		nameW = math.Min(nameW, r.W-24-k.Fonts.Measure(l.T("cucu.ui.dealer"), 12, true)-20)
	}
	c.TextIn(k.Fonts, name, ui.Rect{X: x, Y: r.Y + 3, W: nameW + 2, H: size + 10}, ui.Style{Size: size, Bold: true, Color: nameCol})
	if s == p.dealer && p.round > 0 {
		chipAt(env, c, l.T("cucu.ui.dealer"), x+nameW+8, r.Y+6, 12, ui.ColPrimary, ui.ColTextDark)
	}
	for i := 0; i < cucu.StartLives; i++ {
		img := pics.heartFull()
		if i >= st.lives {
			img = pics.heartLost()
		}
		c.DrawImage(img, p.heartRect(s, i), nil)
	}
	label, bgc, fg := p.stateChip(env, s)
	if own {
		if p.viewer == s && st.card != nil {
			c.TextIn(k.Fonts, l.T("cucu.ui.your_card"), ui.Rect{X: ownCard.X - 20, Y: ownCard.Y - 24, W: ownCard.W + 40, H: 20},
				ui.Style{Size: 14, Bold: true, Color: ui.ColTextDim, Align: ui.Center})
		}
		if label == "" {
			hr := p.heartRect(s, cucu.StartLives-1)
			c.TextIn(k.Fonts, l.T("cucu.ui.lives", "Count", st.lives), ui.Rect{X: hr.X + hr.W + 10, Y: hr.Y - 2, W: 90, H: hr.H + 4},
				ui.Style{Size: 14, Bold: true, Color: ui.ColTextDim})
		}
	}
	if label != "" {
		hr := p.heartRect(s, cucu.StartLives-1)
		right := r.X + r.W - 6
		w := math.Min(k.Fonts.Measure(label, 12, true)+14, right-hr.X-hr.W-6)
		chipIn(env, c, label, ui.Rect{X: right - w, Y: hr.Y + hr.H/2 - 9.5, W: w, H: 19}, 12, bgc, fg)
	}
}

// stateChip is what seat s's plate says about its round: out of the match
// or knocked out, covered at the Inn, or what it did on its turn.
func (p *presenter) stateChip(env *table.Env, s engine.Seat) (string, color.Color, color.Color) {
	l := env.Loc
	st := &p.seats[s]
	switch {
	case st.lives == 0 && !st.inRound:
		return l.T("cucu.ui.out"), ui.ColDisabled, ui.ColText
	case st.out:
		return l.T("cucu.ui.knocked_out"), ui.ColDanger, ui.ColText
	case st.cover != engine.NoSeat:
		return l.T("cucu.ui.covered"), ui.RGBA(0x9c, 0xc0, 0xf0, 0xff), ui.ColTextDark
	}
	switch st.did {
	case cucu.MoveKept:
		return l.T("cucu.ui.kept"), ui.ColButton, ui.ColTextDark
	case cucu.MoveAsked:
		return l.T("cucu.ui.asked"), ui.ColButton, ui.ColTextDark
	case cucu.MoveWithdrew:
		return l.T("cucu.ui.withdrew"), ui.ColButton, ui.ColTextDark
	case cucu.MovePack:
		return l.T("cucu.ui.packed"), ui.ColButton, ui.ColTextDark
	}
	return "", nil, nil
}

// chipAt paints a small rounded label with its left edge at x.
func chipAt(env *table.Env, c *ui.Canvas, label string, x, y, size float64, bg, fg color.Color) {
	w := env.Kit.Fonts.Measure(label, size, true) + 14
	chipIn(env, c, label, ui.Rect{X: x, Y: y, W: w, H: size + 7}, size, bg, fg)
}

// chipIn paints a small rounded label filling r, its text shrunk to fit.
func chipIn(env *table.Env, c *ui.Canvas, label string, r ui.Rect, size float64, bg, fg color.Color) {
	k := env.Kit
	c.Panel(k.Shapes, r, r.H/2, bg)
	c.TextIn(k.Fonts, label, ui.Rect{X: r.X + 6, Y: r.Y, W: r.W - 12, H: r.H}, ui.Style{Size: size, Bold: true, Color: fg, Align: ui.Center})
}

// drawMarks paints what lies on seat s's card once it has landed: a dead
// card's label, a card only the viewer has seen, a special just revealed,
// the losing rank at the showdown.
func (p *presenter) drawMarks(env *table.Env, c *ui.Canvas, s engine.Seat) {
	st := &p.seats[s]
	sp := st.card
	if sp == nil || sp.Busy() || sp.Pose.Alpha < 1 {
		return
	}
	k := env.Kit
	l := env.Loc
	r := rectOf(sp.Pose)
	label := func(text string, bg, fg color.Color) {
		w := math.Min(k.Fonts.Measure(text, 12, true)+14, r.W+24)
		chip := ui.Rect{X: r.CX() - w/2, Y: r.Y + r.H - 24, W: w, H: 19}
		c.Panel(k.Shapes, chip, 9, bg)
		c.TextIn(k.Fonts, text, chip.Inset(2), ui.Style{Size: 12, Bold: true, Color: fg, Align: ui.Center})
	}
	switch {
	case st.out:
		label(l.T("cucu.ui.dead_card"), ui.ColDisabled, ui.ColText)
	case st.loser && !p.stage.Busy(): // once every card of the showdown is up
		c.Outline(k.Shapes, r.Inset(-4), 10, ui.ColDanger)
		c.Outline(k.Shapes, r.Inset(-6), 12, ui.ColDanger)
		label(l.T("cucu.ui.lowest"), ui.ColDanger, ui.ColText)
	case st.power && sp.Card != 0:
		col := cardColour(cucu.Card(sp.Card))
		c.Outline(k.Shapes, r.Inset(-4), 10, col)
		c.Outline(k.Shapes, r.Inset(-6), 12, col)
	case sp.Card != 0 && !st.public && s != p.viewer:
		label(l.T("cucu.ui.seen"), ui.RGBA(0x1e, 0x3a, 0x6e, 0xee), ui.ColText)
	}
}

// drawPack paints the pack's backs, its count, and its top card when the
// viewer knows it (a card it put there).
func (p *presenter) drawPack(env *table.Env, c *ui.Canvas) {
	k := env.Kit
	if p.pack > 0 {
		for i := 0; i < min(3, p.pack); i++ {
			r := packRect
			r.X -= float64(2 - i)
			r.Y -= float64(2-i) * 1.5
			c.DrawImage(env.Cards.Back(), r, nil)
		}
	}
	label := ui.Style{Size: 14, Bold: true, Color: ui.ColTextDim, Align: ui.Center}
	c.TextIn(k.Fonts, env.Loc.T("cucu.ui.pack", "Count", p.pack),
		ui.Rect{X: packRect.X - 30, Y: packRect.Y + packRect.H + 4, W: packRect.W + 60, H: 20}, label)
	if p.top.Valid() && p.pack > 0 {
		r := topRect()
		c.DrawImage(env.Cards.Face(faces{}, int(p.top), env.Loc), r, nil)
		c.TextIn(k.Fonts, env.Loc.T("cucu.ui.top_card"), ui.Rect{X: r.X - 20, Y: r.Y + r.H + 2, W: r.W + 40, H: 18},
			ui.Style{Size: 12, Bold: true, Color: ui.ColTextDim, Align: ui.Center})
	}
}

// topRect is where the pack's top card is shown, small, beside the pack,
// when the viewer knows it.
func topRect() ui.Rect {
	return ui.Rect{X: packRect.X + packRect.W + 14, Y: packRect.Y + 18, W: 48, H: 67}
}

// drawInfo paints the round's panel: the round and dealer, the direction
// of play, the viewer's card and the count of unseen cards below it.
func (p *presenter) drawInfo(env *table.Env, c *ui.Canvas, f *table.Frame, v *cucu.View) {
	k := env.Kit
	l := env.Loc
	r := infoRect
	y := r.Y + 8
	line := func(text string, size float64, bold bool, col color.Color) {
		for _, s := range k.Fonts.Wrap(text, size, r.W-24, bold) {
			c.Text(k.Fonts, s, r.X+12, y, ui.Style{Size: size, Bold: bold, Color: col})
			y += size + 6
		}
	}
	line(l.T("cucu.ui.round", "Round", max(1, p.round)), 18, true, ui.ColText)
	if p.dealer != engine.NoSeat && p.round > 0 {
		line(l.T("cucu.ui.dealer_is", "Name", f.Name(p.dealer)), 14, false, ui.ColTextDim)
	}
	line(l.T("cucu.ui.direction"), 14, false, ui.ColTextDim)
	y += 4
	if p.viewer == engine.NoSeat || !p.valid(p.viewer) {
		if f.Hidden != "" {
			// Nobody's card on a shared screen: say why where it would be.
			line(f.Hidden, 15, true, ui.ColTextDim)
		}
		return
	}
	st := &p.seats[p.viewer]
	if st.card == nil || st.out {
		return
	}
	own := cucu.Card(st.card.Card)
	if !own.Valid() {
		return
	}
	line(l.T("cucu.ui.your_card_is", "Card", cardName(l, own)), 15, true, ui.ColText)
	if !env.Settings.ShowOdds {
		line(l.T("cucu.ui.odds_hidden"), 13, false, ui.ColTextDim)
		return
	}
	line(oddsLine(l, own, v.Unseen()), 13, false, ui.ColTextDim)
}
