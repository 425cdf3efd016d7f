package dos

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	dosart "cardtable/assets/dos"
	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/scenes/dos/dostext"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Draw paints the seats, the piles, the Centre Row, the viewer's hand, the
// cards in flight, the wild picker's panel, the effects and the tooltip.
func (p *presenter) Draw(env *table.Env, c *ui.Canvas, f *table.Frame) {
	v := f.View.(*dos.View)
	if f.Idle {
		// The badges follow the engine once the table has caught up.
		for i := range p.seats {
			p.seats[i].catchable = v.Players[i].Catchable
		}
	}
	acting := engine.NoSeat
	if !f.Over {
		acting = v.Turn
	}
	mine := f.Idle && f.Turn.OK && f.Turn.Seat == p.viewer
	for _, s := range p.others() {
		p.drawSeat(env, c, f, s, s == acting)
	}
	if p.viewer >= 0 {
		p.drawSeat(env, c, f, p.viewer, p.viewer == acting)
	}
	p.drawPiles(env, c)
	p.drawCentre(env, c, mine && v.Phase == dos.PhaseTurn)
	p.drawHand(env, c, f, v.Phase)
	if p.viewer < 0 && f.Hidden != "" {
		// Nobody's hand on a shared screen: say why at the foot.
		c.TextIn(env.Kit.Fonts, f.Hidden, handArea, ui.Style{Size: 18, Color: ui.ColTextDim, Align: ui.Center})
	}
	for _, sp := range p.stage.Leaving() {
		p.drawSprite(env, c, sp)
	}
	if mine && v.Phase == dos.PhaseChoose {
		p.drawPicker(env, c, f, v)
	}
	p.drawInfo(env, c, f, v)
	p.stage.DrawEffects(env, c)
	if f.Idle {
		p.drawTooltip(env, c, mine && v.Phase == dos.PhaseTurn, v)
	}
	c.TextIn(env.Kit.Fonts, env.Loc.T("dos.ui.round", "Round", max(1, p.round)), ui.Rect{X: 22, Y: 6, W: 170, H: 40},
		ui.Style{Size: 17, Bold: true, Color: ui.ColTextDim})
}

// DrawStatic paints the panels that never move: the seats', the Centre
// Row's, the scores'.
func (p *presenter) DrawStatic(env *table.Env, c *ui.Canvas) {
	k := env.Kit
	for _, s := range p.others() {
		c.Panel(k.Shapes, p.seatPanel(s), 12, ui.ColPanel)
	}
	c.Panel(k.Shapes, centreArea, 14, ui.RGBA(0x08, 0x1c, 0x16, 0x90))
	c.Panel(k.Shapes, ownArea, 14, ui.ColPanel)
	c.Panel(k.Shapes, infoRect, 10, ui.ColPanel)
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

// drawSeat paints a seat's name, dealer chip, score and badges; another
// seat's hand as small backs with its count. The seat on turn is outlined
// in its colour.
func (p *presenter) drawSeat(env *table.Env, c *ui.Canvas, f *table.Frame, s engine.Seat, acting bool) {
	k := env.Kit
	r := p.seatPanel(s)
	st := &p.seats[s]
	col := ui.SeatColor(int(s))
	if acting {
		c.Outline(k.Shapes, r.Inset(-2), 14, col)
	}
	c.Fill(k.Shapes, ui.Rect{X: r.X, Y: r.Y + 10, W: 5, H: 30}, col)
	name := f.Name(s)
	nameW := math.Min(k.Fonts.Measure(name, 18, true), r.W*0.5)
	c.TextIn(k.Fonts, name, ui.Rect{X: r.X + 14, Y: r.Y + 4, W: nameW + 2, H: 28}, ui.Style{Size: 18, Bold: true, Color: col})
	score := env.Loc.T("table.total", "Points", env.Loc.Number(float64(st.score), 0))
	// The chips follow the name up to the score; one that does not fit
	// goes to the right of the second row (a long name and "Người chia"
	// beside "Chưa hô!" ran into "Tổng 0" on a table of four).
	x, limit := r.X+14+nameW+10, r.X+r.W-12
	if p.mode != dos.ModeFirstOut {
		limit -= k.Fonts.Measure(score, 16, true) + 10
	}
	x2 := r.X + r.W - 14
	if st.pending > 0 {
		x2 = p.pendingLabel(s).X - 6
	}
	st.chipsW = 0
	chip := func(label string, bg color.Color, fg color.Color) {
		w := k.Fonts.Measure(label, 13, true) + 16
		b := ui.Rect{X: x, Y: r.Y + 8, W: w, H: 20}
		if x+w > limit && s != p.viewer {
			x2 -= w
			b = ui.Rect{X: x2, Y: r.Y + 44, W: w, H: 20}
			st.chipsW = r.X + r.W - x2
			x2 -= 6
		} else {
			x += w + 6
		}
		c.Panel(k.Shapes, b, 10, bg)
		c.TextIn(k.Fonts, label, b, ui.Style{Size: 13, Bold: true, Color: fg, Align: ui.Center})
	}
	if s == p.dealer {
		chip(env.Loc.T("table.dealer_chip"), ui.ColButton, ui.ColTextDark)
	}
	switch {
	case st.called:
		chip(env.Loc.T("dos.ui.called"), ui.ColPrimary, ui.ColTextDark)
	case st.catchable:
		chip(env.Loc.T("dos.ui.catchable"), ui.ColDanger, ui.ColText)
	}
	if p.mode != dos.ModeFirstOut { // first out has no points
		c.TextIn(k.Fonts, score, p.scoreRect(s), ui.Style{Size: 16, Bold: true, Color: ui.ColText, Align: ui.Right})
	}
	if st.pending > 0 {
		c.DrawImage(env.Cards.Back(), rectOf(p.pendingPose(s)), color.RGBA{0x90, 0x90, 0x90, 0xff})
		c.TextIn(k.Fonts, env.Loc.T("dos.ui.pending", "Count", st.pending), p.pendingLabel(s),
			ui.Style{Size: 13, Bold: true, Color: ui.ColDanger, Align: ui.Right})
	}
	if s == p.viewer {
		return
	}
	for i := 0; i < st.size; i++ {
		c.DrawImage(env.Cards.Back(), rectOf(p.miniPose(s, i, st.size)), nil)
	}
	c.TextIn(k.Fonts, env.Loc.T("dos.ui.cards", "Count", st.size), ui.Rect{X: r.X + 14, Y: r.Y + r.H - 30, W: r.W - 28, H: 26},
		ui.Style{Size: 15, Bold: true, Color: ui.ColTextDim})
}

// drawPiles paints the draw pile (backs and count) and the discard pile
// (its top card and count).
func (p *presenter) drawPiles(env *table.Env, c *ui.Canvas) {
	k := env.Kit
	if p.draw > 0 {
		for i := 0; i < min(3, p.draw); i++ {
			r := drawRect
			r.X -= float64(i) * 2
			r.Y -= float64(i) * 2
			c.DrawImage(env.Cards.Back(), r, nil)
		}
	} else {
		c.Outline(k.Shapes, drawRect, 8, ui.ColTextDim)
	}
	if p.disc > 0 && p.top != dos.NoCard {
		c.DrawImage(env.Cards.Face(faces{}, int(p.top), env.Loc), discRect, color.RGBA{0xc8, 0xc8, 0xc8, 0xff})
	} else {
		c.Outline(k.Shapes, discRect, 8, ui.ColTextDim)
	}
	// Each pile's name over its count: "Draw pile: 48" on one line would
	// not fit under the card.
	name := ui.Style{Size: 13, Bold: true, Color: ui.ColTextDim, Align: ui.Center}
	count := ui.Style{Size: 16, Bold: true, Color: ui.ColText, Align: ui.Center}
	for _, pile := range []struct {
		r  ui.Rect
		id string
		n  int
	}{{drawRect, "dos.ui.draw_pile", p.draw}, {discRect, "dos.ui.discard_pile", p.disc}} {
		box := ui.Rect{X: pile.r.X - 7, Y: pile.r.Y + pile.r.H + 4, W: pile.r.W + 14, H: 18}
		c.TextIn(k.Fonts, env.Loc.T(pile.id), box, name)
		box.Y += 18
		box.H = 22
		c.TextIn(k.Fonts, env.Loc.Number(float64(pile.n), 0), box, count)
	}
}

// drawCentre paints the Centre Row: each card with what was matched on it
// and the wilds' values; while the viewer picks, the cards its picks can
// match glow.
func (p *presenter) drawCentre(env *table.Env, c *ui.Canvas, mine bool) {
	k := env.Kit
	c.Text(k.Fonts, env.Loc.T("dos.ui.centre"), rowArea.X, centreArea.Y+2, ui.Style{Size: 14, Bold: true, Color: ui.ColTextDim})
	for j := range p.piles {
		ps := &p.piles[j]
		if ps.centre == nil {
			continue
		}
		p.drawSprite(env, c, ps.centre)
		if mine && p.pick.target(j) {
			c.Outline(k.Shapes, rectOf(ps.centre.Pose).Inset(-4), 10, ui.ColPrimary)
			c.Outline(k.Shapes, rectOf(ps.centre.Pose).Inset(-6), 12, ui.ColPrimary)
		}
		for _, sp := range ps.on {
			if sp != nil {
				p.drawSprite(env, c, sp)
			}
		}
		// The values go on top: the cards of a pile overlap.
		p.drawValue(env, c, ps.centre, ps.pile.Card, ps.pile.Values[2])
		for i, sp := range ps.on {
			if sp != nil {
				p.drawValue(env, c, sp, ps.pile.Hand[i], ps.pile.Values[i])
			}
		}
	}
}

// drawValue pins a wild's chosen value on its card: the colour of a Wild
// DOS (by its symbol), the number of a Wild #.
func (p *presenter) drawValue(env *table.Env, c *ui.Canvas, sp *table.Sprite, card dos.Card, v uint8) {
	if v == 0 || sp.Busy() || sp.Pose.Face < 0.5 {
		return
	}
	var img *ebiten.Image
	switch {
	case card.IsWildDOS():
		img = p.badge(dos.Colour(v), 2)
	case card.IsWildNumber():
		img = p.badge(card.Colour(), int(v))
	default:
		return
	}
	q := sp.Pose
	size := q.W * 0.42
	c.DrawImage(img, ui.Rect{X: q.X + q.W*0.3, Y: q.Y + 2, W: size, H: size}, nil)
}

// drawHand paints the viewer's hand, lit by lightHand.
func (p *presenter) drawHand(env *table.Env, c *ui.Canvas, f *table.Frame, phase dos.Phase) {
	p.lightHand(f, phase)
	for _, sp := range p.hand {
		p.drawSprite(env, c, sp)
	}
}

// lightHand follows the decision awaited from the viewer (f.Turn), from
// its first frame to its last, whether or not the table has caught up
// with it (D8: after a colour match the hand was lit in full while the
// match's cards flew, then dimmed again). On a turn, the cards that can
// take part in a match glow, the picked ones and those the picks may go on
// with, and the others are dimmed, all of them when nothing matches; while
// the viewer places, every card glows; otherwise none is lit or dimmed.
func (p *presenter) lightHand(f *table.Frame, phase dos.Phase) {
	awaited := !f.Over && f.Turn.OK && f.Turn.Seat == p.viewer
	var lit func(int) bool
	switch {
	case awaited && phase == dos.PhaseTurn:
		k := &p.pick
		if hand := p.handKinds(); !k.current(f.Turn.Legal, hand) {
			// Picks of another decision: this one's, with nothing picked.
			k = &picks{}
			k.reset(f.Turn.Legal, hand)
		}
		lit = k.pickable
	case awaited && phase == dos.PhasePlace:
		lit = func(int) bool { return true }
	}
	for i, sp := range p.hand {
		sp.Glow = lit != nil && lit(i)
		sp.Dim = lit != nil && !sp.Glow
	}
}

// drawInfo paints the scores, what wins the match and, for the viewer
// deciding whether to draw, the chance a drawn card can be matched
// (counted from what it can see, DOS-7).
func (p *presenter) drawInfo(env *table.Env, c *ui.Canvas, f *table.Frame, v *dos.View) {
	k := env.Kit
	r := infoRect
	// First out is a race to an empty hand: the panel counts the cards
	// left instead of the points.
	head := env.Loc.T("dos.ui.scores")
	goal := env.Loc.T("dos.ui.goal_points", "Target", dos.MatchTarget)
	if p.mode == dos.ModeFirstOut {
		head, goal = env.Loc.T("dos.ui.cards_left"), env.Loc.T("dos.ui.goal_first_out")
	}
	// The goal has its own line under the heading (D3: beside it, the two
	// ran into each other).
	c.TextIn(k.Fonts, head, infoHead, ui.Style{Size: 17, Bold: true, Color: ui.ColText})
	c.TextIn(k.Fonts, goal, infoGoal, ui.Style{Size: 13, Color: ui.ColTextDim})
	y := infoGoal.Y + infoGoal.H + 4
	for s := 0; s < p.n; s++ {
		c.TextIn(k.Fonts, f.Name(engine.Seat(s)), ui.Rect{X: r.X + 12, Y: y, W: 190, H: infoRowH}, ui.Style{Size: 15, Bold: true, Color: ui.SeatColor(s)})
		n := p.seats[s].score
		if p.mode == dos.ModeFirstOut {
			n = p.seats[s].size
		}
		c.TextIn(k.Fonts, env.Loc.Number(float64(n), 0), ui.Rect{X: r.X + 200, Y: y, W: 86, H: infoRowH},
			ui.Style{Size: 15, Bold: true, Color: ui.ColText, Align: ui.Right})
		y += infoRowH
	}
	y += 6
	if !f.Idle || !f.Turn.OK || f.Turn.Seat != p.viewer || v.Phase != dos.PhaseTurn || v.Drew || v.Matches > 0 {
		return
	}
	if !env.Settings.ShowOdds {
		c.Text(k.Fonts, env.Loc.T("dos.ui.odds_hidden"), r.X+12, y, ui.Style{Size: 14, Color: ui.ColTextDim})
		return
	}
	chance := v.DrawMatchChance()
	line := env.Loc.T("dos.ui.draw_chance", "Percent", env.Loc.Percent(chance, 0))
	for i, l := range k.Fonts.Wrap(line, 14, r.W-24, false) {
		c.Text(k.Fonts, l, r.X+12, y+float64(i)*19, ui.Style{Size: 14, Color: ui.ColText})
	}
	bar := ui.Rect{X: r.X + 12, Y: r.Y + r.H - 16, W: r.W - 24, H: 8}
	c.Panel(k.Shapes, bar, 4, ui.RGBA(0x30, 0x40, 0x3a, 0xff))
	bar.W *= chance
	if bar.W > 2 {
		c.Panel(k.Shapes, bar, 4, ui.ColGood)
	}
}

// drawPicker paints the panel behind the wild picker's buttons (the table
// draws the buttons over it) and each colour's symbol on its button.
func (p *presenter) drawPicker(env *table.Env, c *ui.Canvas, f *table.Frame, v *dos.View) {
	k := env.Kit
	pl, slot, ok := v.Pending()
	if !ok {
		return
	}
	wildDOS := pickedCard(pl, slot).IsWildDOS()
	// slot 2: the Centre card's wild, not one from the hand.
	title, note := dostext.PickerTitle(env.Loc, wildDOS, slot == 2), dostext.PickerNote(env.Loc, wildDOS)
	// The wild being decided is outlined where it lies.
	if j := v.Choosing; j >= 0 && j < len(p.piles) {
		sprites := [3]*table.Sprite{p.piles[j].on[0], p.piles[j].on[1], p.piles[j].centre}
		if sp := sprites[slot]; sp != nil {
			c.Outline(k.Shapes, rectOf(sp.Pose).Inset(-4), 10, ui.ColPrimary)
			c.Outline(k.Shapes, rectOf(sp.Pose).Inset(-7), 12, ui.ColPrimary)
		}
	}
	c.Panel(k.Shapes, ui.Rect{X: pickerRect.X + 4, Y: pickerRect.Y + 6, W: pickerRect.W, H: pickerRect.H}, 16, ui.RGBA(0, 0, 0, 0x70))
	c.Panel(k.Shapes, pickerRect, 16, ui.ColPanelHi)
	c.TextIn(k.Fonts, title, pickerTitle, ui.Style{Size: 19, Bold: true, Color: ui.ColText, Align: ui.Center})
	if note != "" {
		c.TextIn(k.Fonts, note, pickerNote, ui.Style{Size: 15, Color: ui.ColTextDim, Align: ui.Center})
	}
	for _, sw := range p.swatches {
		r := sw.btn.R
		col := dosart.Colour(sw.col)
		if sw.btn.Hot() {
			r = r.Inset(-3)
		}
		c.Panel(k.Shapes, ui.Rect{X: r.X, Y: r.Y + 4, W: r.W, H: r.H}, 14, ui.RGBA(0, 0, 0, 0x60))
		c.Panel(k.Shapes, r, 14, ui.ColButton)
		c.Panel(k.Shapes, ui.Rect{X: r.X + 6, Y: r.Y + 6, W: r.W - 12, H: r.H - 40}, 10, col)
		size := math.Min(r.W-24, r.H-52)
		c.DrawImage(p.symbol(sw.col), ui.Rect{X: r.CX() - size/2, Y: r.Y + 6 + (r.H-40-size)/2, W: size, H: size}, nil)
		c.TextIn(k.Fonts, sw.btn.Text(), swatchLabel(r), ui.Style{Size: swatchSize, Bold: true, Color: ui.ColTextDark, Align: ui.Center})
	}
}

// symbol is colour col's symbol, made once.
func (p *presenter) symbol(col dos.Colour) *ebiten.Image {
	if img, ok := p.symbols[col]; ok {
		return img
	}
	if p.symbols == nil {
		p.symbols = map[dos.Colour]*ebiten.Image{}
	}
	img := ebiten.NewImageFromImage(dosart.SymbolImage(col, 96))
	p.symbols[col] = img
	return img
}

// badge is the image of a wild's value, made once.
func (p *presenter) badge(col dos.Colour, n int) *ebiten.Image {
	key := badgeKey{col, n}
	if img, ok := p.badges[key]; ok {
		return img
	}
	if p.badges == nil {
		p.badges = map[badgeKey]*ebiten.Image{}
	}
	num := n
	if n == 2 && col != dos.NoColour {
		num = 0 // a Wild DOS's colour: its symbol alone
	}
	img := ebiten.NewImageFromImage(dosart.Badge(col, num, 96))
	p.badges[key] = img
	return img
}

// badgeKey names a badge image.
type badgeKey struct {
	col dos.Colour
	n   int
}

// pickedCard is the card of slot i of a pile (0, 1 hand cards, 2 the
// Centre card).
func pickedCard(pl dos.Pile, i int) dos.Card {
	if i == 2 {
		return pl.Card
	}
	if i >= 0 && i < 2 {
		return pl.Hand[i]
	}
	return dos.NoCard
}

// The wild picker's title and its note, inside its panel with a margin.
var (
	pickerTitle = ui.Rect{X: pickerRect.X + 16, Y: pickerRect.Y + 10, W: pickerRect.W - 32, H: 28}
	pickerNote  = ui.Rect{X: pickerRect.X + 16, Y: pickerRect.Y + 38, W: pickerRect.W - 32, H: 22}
)

// swatchSize is the size of a colour swatch's name.
const swatchSize = 15.0

// swatchLabel is where a colour swatch r writes its name ("Blue (1)"),
// with a margin from its edges (D5: "Xanh dương (1)" touched them).
func swatchLabel(r ui.Rect) ui.Rect {
	return ui.Rect{X: r.X + 10, Y: r.Y + r.H - 34, W: r.W - 20, H: 30}
}
