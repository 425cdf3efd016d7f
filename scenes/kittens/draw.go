package kittens

import (
	"image/color"
	"math"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Colours of the table of its own: a dead seat's panel, green-grey like a
// zombie.
var (
	colDead     = ui.RGBA(0x22, 0x2c, 0x1c, 0xe8)
	colDeadEdge = ui.RGBA(0x8f, 0xc2, 0x5a, 0xff)
	colStack    = ui.RGBA(0x08, 0x1c, 0x16, 0x90)
)

// Draw paints the seats, the piles, what the viewer knows of the pile,
// the reaction stack, the Exploding Kittens held, the viewer's hand, the
// cards in flight, the pickers' panels, the odds, the discard pile's
// popup, the effects and the tooltip.
func (p *presenter) Draw(env *table.Env, c *ui.Canvas, f *table.Frame) {
	v, ok := f.View.(*kittens.View)
	if !ok {
		return
	}
	mine := f.Idle && f.Turn.OK && f.Turn.Seat == p.viewer && p.viewer != engine.NoSeat
	acting := engine.NoSeat
	if !f.Over {
		acting = p.turn
		if f.Idle && v.Actor != engine.NoSeat {
			acting = v.Actor
		}
	}
	targets := map[engine.Seat]bool{}
	if mine && v.Phase == kittens.PhaseTarget {
		for _, a := range f.Turn.Legal {
			if a.Kind == kittens.KindTarget {
				targets[a.Target] = true
			}
		}
	}
	p.stage.Pulsing = len(targets) > 0
	for _, s := range p.others() {
		p.drawSeat(env, c, f, s, s == acting, targets[s])
	}
	if p.viewer >= 0 {
		p.drawOwn(env, c, f, p.viewer == acting, targets[p.viewer])
	}
	// A picker covers the whole middle band: what lies under it is not
	// drawn (nothing peeks out, nothing shows through).
	if !p.picking(v, mine) {
		p.drawPiles(env, c, mine && v.Phase == kittens.PhasePlay)
		p.drawKnown(env, c)
		p.drawStack(env, c, f, v)
		for _, sp := range p.held {
			sp.Glow = f.Idle && v.Phase == kittens.PhaseExplode
			p.drawSprite(env, c, sp)
		}
	}
	p.drawHand(env, c, f, mine, v)
	for _, sp := range p.stage.Leaving() {
		p.drawSprite(env, c, sp)
	}
	if mine {
		switch v.Phase {
		case kittens.PhaseTarget:
			p.drawPicker(env, c, p.targetTitle(env, v))
		case kittens.PhaseName:
			p.drawNamePicker(env, c)
		case kittens.PhasePlace:
			p.drawPlacePicker(env, c, f, v)
		case kittens.PhaseDig:
			p.drawDig(env, c)
		}
	}
	p.drawInfo(env, c, f, v)
	if p.browse && mine {
		p.drawBrowse(env, c)
	}
	p.stage.DrawEffects(env, c)
	if f.Idle {
		p.drawTooltip(env, c, f, v, mine)
	}
}

// picking reports whether a picker covers the middle band: the viewer
// names a target or a title, or puts a kitten back.
func (p *presenter) picking(v *kittens.View, mine bool) bool {
	return mine && (v.Phase == kittens.PhaseTarget || v.Phase == kittens.PhaseName || v.Phase == kittens.PhasePlace)
}

// DrawStatic paints the panels that never move: the seats', the middle
// of the table's, the viewer's corner, the odds'.
func (p *presenter) DrawStatic(env *table.Env, c *ui.Canvas) {
	k := env.Kit
	others := p.n - 1
	if p.viewer < 0 {
		others = p.n
	}
	for i := 0; i < others; i++ {
		c.Panel(k.Shapes, panelAt(i, others), 12, ui.ColPanel)
	}
	c.Panel(k.Shapes, centreArea, 14, colStack)
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

// seatChips paints a seat's chips from x along y: dead (a zombie, who may
// still answer), turns owed on the seat on turn.
func (p *presenter) seatChips(env *table.Env, c *ui.Canvas, s engine.Seat, acting bool, x, y, maxX float64) {
	k := env.Kit
	chip := func(label string, bg, fg color.Color) {
		w := k.Fonts.Measure(label, 13, true) + 16
		if x+w > maxX {
			w = math.Max(40, maxX-x)
		}
		b := ui.Rect{X: x, Y: y, W: w, H: 20}
		c.Panel(k.Shapes, b, 10, bg)
		c.TextIn(k.Fonts, label, ui.Rect{X: b.X + 4, Y: b.Y + 1, W: b.W - 8, H: b.H - 2},
			ui.Style{Size: 13, Bold: true, Color: fg, Align: ui.Center})
		x += w + 6
	}
	st := &p.seats[s]
	if st.dead {
		chip(env.Loc.T("kittens.ui.dead"), colDeadEdge, ui.ColTextDark)
	}
	if acting && s == p.turn && !st.dead && p.owed > 1 {
		chip(env.Loc.T("kittens.ui.owed", "Count", p.owed), ui.ColDanger, ui.ColText)
	}
}

// drawSeat paints another seat's panel: its name, state, turns owed, its
// hand as small backs with the count, and a dead seat's Exploding Kitten
// face up. The seat to act is outlined in its colour; a seat the viewer
// may name pulses.
func (p *presenter) drawSeat(env *table.Env, c *ui.Canvas, f *table.Frame, s engine.Seat, acting, target bool) {
	k := env.Kit
	r := p.seatPanel(s)
	st := &p.seats[s]
	col := ui.SeatColor(int(s))
	switch {
	case st.dead:
		c.Panel(k.Shapes, r, 12, colDead)
	case acting:
		c.Panel(k.Shapes, r, 12, ui.ColPanelHi)
	}
	if acting {
		c.Outline(k.Shapes, r.Inset(-2), 14, col)
	}
	if target {
		pulse := 0.5 + 0.5*math.Sin(float64(env.Tick)/8)
		c.Outline(k.Shapes, r.Inset(-5), 16, premul(color.RGBA{0xf2, 0xb1, 0x34, uint8(120 + 135*pulse)}))
	}
	c.Fill(k.Shapes, ui.Rect{X: r.X, Y: r.Y + 10, W: 5, H: 26}, col)
	name := f.Name(s)
	nameW := math.Min(k.Fonts.Measure(name, 18, true), r.W-28)
	c.TextIn(k.Fonts, name, ui.Rect{X: r.X + 14, Y: r.Y + 6, W: nameW + 2, H: 26}, ui.Style{Size: 18, Bold: true, Color: col})
	p.seatChips(env, c, s, acting, r.X+14+nameW+8, r.Y+9, r.X+r.W-8)
	for i := 0; i < st.size; i++ {
		c.DrawImage(env.Cards.Back(), rectOf(p.miniPose(s, i, st.size)), nil)
	}
	line := env.Loc.T("kittens.ui.hand", "Count", st.size)
	// Below the dead's kitten, so the line has the panel's width; in the
	// narrowest panels (five across) the dead show their hand's size alone,
	// their chip saying they are dead.
	if dead := env.Loc.T("kittens.ui.dead_hand", "Count", st.size); st.dead && k.Fonts.Measure(dead, 14, true) <= r.W-28 {
		line = dead
	}
	c.TextIn(k.Fonts, line, ui.Rect{X: r.X + 14, Y: r.Y + r.H - 28, W: r.W - 28, H: 24},
		ui.Style{Size: 14, Bold: true, Color: ui.ColTextDim})
	if st.kitten != nil {
		p.drawSprite(env, c, st.kitten)
	}
}

// drawOwn paints the viewer's corner: its name, state, turns owed and,
// dead, its Exploding Kitten face up.
func (p *presenter) drawOwn(env *table.Env, c *ui.Canvas, f *table.Frame, acting, target bool) {
	k := env.Kit
	s := p.viewer
	r := ownInfo
	st := &p.seats[s]
	col := ui.SeatColor(int(s))
	bg := ui.ColPanelHi
	if st.dead {
		bg = colDead
	}
	c.Panel(k.Shapes, r, 12, bg)
	if acting {
		c.Outline(k.Shapes, r.Inset(-2), 14, col)
	}
	if target {
		pulse := 0.5 + 0.5*math.Sin(float64(env.Tick)/8)
		c.Outline(k.Shapes, r.Inset(-5), 16, premul(color.RGBA{0xf2, 0xb1, 0x34, uint8(120 + 135*pulse)}))
	}
	c.Fill(k.Shapes, ui.Rect{X: r.X, Y: r.Y + 10, W: 5, H: 26}, col)
	w := r.W - 24
	if st.kitten != nil {
		w -= kittenW + 4
	}
	c.TextIn(k.Fonts, f.Name(s), ui.Rect{X: r.X + 14, Y: r.Y + 6, W: w, H: 26}, ui.Style{Size: 18, Bold: true, Color: col})
	p.seatChips(env, c, s, acting, r.X+14, r.Y+38, r.X+r.W-8-kittenW)
	line := env.Loc.T("kittens.ui.hand", "Count", st.size)
	if st.dead {
		line = env.Loc.T("kittens.ui.dead_hand", "Count", st.size)
	}
	c.TextIn(k.Fonts, line, ui.Rect{X: r.X + 14, Y: r.Y + r.H - 34, W: r.W - 28, H: 24},
		ui.Style{Size: 14, Bold: true, Color: ui.ColTextDim})
	if st.kitten != nil {
		p.drawSprite(env, c, st.kitten)
	}
}

// visibleTop is the top card of the discard pile as it lies on the pile
// (the cards on the reaction stack are not there yet), and how many lie
// there.
func (p *presenter) visibleTop() (kittens.Card, int) {
	top, n := kittens.NoCard, 0
	for i, c := range p.discard {
		if i < len(p.onStack) && p.onStack[i] {
			continue
		}
		top = c
		n++
	}
	return top, n
}

// drawPiles paints the draw pile (backs and count; outlined while Draw is
// legal) and the discard pile (its top card and count; a click opens it).
func (p *presenter) drawPiles(env *table.Env, c *ui.Canvas, canDraw bool) {
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
	if canDraw {
		c.Outline(k.Shapes, drawRect.Inset(-4), 10, ui.ColPrimary)
	}
	top, n := p.visibleTop()
	if n > 0 && top != kittens.NoCard {
		c.DrawImage(env.Cards.Face(faces{}, idOf(top), env.Loc), discRect, color.RGBA{0xd8, 0xd8, 0xd8, 0xff})
	} else {
		c.Outline(k.Shapes, discRect, 8, ui.ColTextDim)
	}
	label := ui.Style{Size: 13, Bold: true, Color: ui.ColTextDim, Align: ui.Center}
	c.TextIn(k.Fonts, env.Loc.T("kittens.ui.draw_count", "Count", p.draw),
		ui.Rect{X: drawRect.X - 10, Y: drawRect.Y + drawRect.H + 6, W: drawRect.W + 20, H: 22}, label)
	c.TextIn(k.Fonts, env.Loc.T("kittens.ui.discard_count", "Count", n),
		ui.Rect{X: discRect.X - 10, Y: discRect.Y + discRect.H + 6, W: discRect.W + 20, H: 22}, label)
	if n > 0 {
		c.TextIn(k.Fonts, env.Loc.T("kittens.ui.browse_hint"),
			ui.Rect{X: discRect.X - 14, Y: discRect.Y + discRect.H + 28, W: discRect.W + 28, H: 18},
			ui.Style{Size: 12, Color: ui.ColTextDim, Align: ui.Center})
	}
}

// drawKnown paints what the viewer knows of the draw pile: its top three
// cards (face up where known), then any deeper card it knows (an
// Exploding Kitten it put back, or saw put back).
func (p *presenter) drawKnown(env *table.Env, c *ui.Canvas) {
	if p.viewer < 0 {
		return
	}
	k := env.Kit
	l := env.Loc
	any := false
	for _, kc := range p.known {
		if kc != kittens.NoCard {
			any = true
		}
	}
	for i, line := range k.Fonts.Wrap(l.T("kittens.ui.known_title"), 13, knownArea.W-16, true) {
		if i < 2 {
			c.Text(k.Fonts, line, knownArea.X+8, knownArea.Y+2+float64(i)*17, ui.Style{Size: 13, Bold: true, Color: ui.ColTextDim})
		}
	}
	if !any {
		for i, line := range k.Fonts.Wrap(l.T("kittens.ui.known_none"), 13, knownArea.W-16, false) {
			c.Text(k.Fonts, line, knownArea.X+8, knownArea.Y+44+float64(i)*18, ui.Style{Size: 13, Color: ui.ColTextDim})
		}
		return
	}
	for i := 0; i < 3; i++ {
		q := knownPose(i)
		r := rectOf(q)
		kc := kittens.NoCard
		if i < len(p.known) {
			kc = p.known[i]
		}
		switch {
		case i >= p.draw:
			c.Outline(k.Shapes, r, 6, ui.RGBA(0x50, 0x60, 0x58, 0xff))
		case kc == kittens.NoCard:
			c.DrawImage(env.Cards.Back(), r, color.RGBA{0x70, 0x70, 0x70, 0xff})
			c.TextIn(k.Fonts, "?", r, ui.Style{Size: 26, Bold: true, Color: ui.ColText, Align: ui.Center})
		default:
			c.DrawImage(env.Cards.Face(faces{}, idOf(kc), env.Loc), r, nil)
			if kc == kittens.Exploding {
				c.Outline(k.Shapes, r.Inset(-3), 8, ui.ColDanger)
			}
		}
		c.TextIn(k.Fonts, l.Number(float64(i+1), 0), ui.Rect{X: r.X, Y: r.Y + r.H + 2, W: r.W, H: 18},
			ui.Style{Size: 13, Bold: true, Color: ui.ColTextDim, Align: ui.Center})
	}
	y := knownArea.Y + 42 + knownH + 26
	for i := 3; i < len(p.known) && y < knownArea.Y+knownArea.H-16; i++ {
		if p.known[i] == kittens.NoCard {
			continue
		}
		line := l.T("kittens.ui.known_at", "Card", cardName(l, p.known[i]), "Position", i+1)
		colr := ui.ColText
		if p.known[i] == kittens.Exploding {
			colr = ui.ColDanger
		}
		// A long card name takes a second line rather than smaller type;
		// an entry that would not fit whole is left for the panel's end.
		parts := k.Fonts.Wrap(line, 13, knownArea.W-16, true)
		if y+17*float64(len(parts)) > knownArea.Y+knownArea.H {
			break
		}
		for _, part := range parts {
			c.Text(k.Fonts, part, knownArea.X+8, y+1, ui.Style{Size: 13, Bold: true, Color: colr})
			y += 17
		}
		y += 3
	}
}

// drawStack paints the reaction stack: each play with its Nopes laid on
// it, who played it, at whom and whether it is cancelled; while a window
// is open the play answered is outlined.
func (p *presenter) drawStack(env *table.Env, c *ui.Canvas, f *table.Frame, v *kittens.View) {
	k := env.Kit
	l := env.Loc
	open := f.Idle && v.Phase == kittens.PhaseWindow
	if len(p.stack) > 0 {
		head := l.T("kittens.ui.stack")
		if open {
			head = l.T("kittens.ui.react")
		}
		c.TextIn(k.Fonts, head, ui.Rect{X: stackArea.X, Y: stackArea.Y - 4, W: stackArea.W, H: 24},
			ui.Style{Size: 15, Bold: true, Color: ui.ColPrimary, Align: ui.Center})
	}
	for i := range p.stack {
		sh := &p.stack[i]
		for _, sp := range sh.cards {
			p.drawSprite(env, c, sp)
		}
		for _, sp := range sh.nopes {
			p.drawSprite(env, c, sp)
		}
		x := stackX(i, len(p.stack))
		it := sh.it
		if open && i == len(p.stack)-1 && len(sh.cards) > 0 {
			q := rectOf(sh.cards[0].Target())
			c.Outline(k.Shapes, q.Inset(-5), 10, ui.ColPrimary)
		}
		// The play on top is told in full, on up to two lines; one
		// squeezed under the next is named by its player only.
		w := stackItemW
		who := l.T("kittens.ui.stack_item", "Name", f.Name(it.Seat), "Card", itemName(l, it))
		if it.Target != engine.NoSeat {
			who = l.T("kittens.ui.stack_item_at", "Name", f.Name(it.Seat), "Card", itemName(l, it), "Target", f.Name(it.Target))
		}
		if i < len(p.stack)-1 {
			w = min(w, stackX(i+1, len(p.stack))-x-6)
			who = f.Name(it.Seat)
		}
		ty := stackArea.Y + 26 + stackH + 24
		st := ui.Style{Size: 13, Bold: true, Color: ui.SeatColor(int(it.Seat)), Align: ui.Center}
		if k.Fonts.Measure(who, 13, true) <= w {
			c.TextIn(k.Fonts, who, ui.Rect{X: x, Y: ty, W: w, H: 18}, st)
			ty += 18
		} else {
			ty += 17 * float64(c.TextBox(k.Fonts, who, ui.Rect{X: x, Y: ty + 1, W: w, H: 34}, 17, st))
		}
		var state string
		colr := ui.ColTextDim
		switch {
		case it.As == kittens.Zombie && len(it.Nopes) == 0:
			state = l.T("kittens.ui.no_nope")
		case it.Cancelled:
			state, colr = l.T("kittens.ui.cancelled_count", "Count", len(it.Nopes)), ui.ColDanger
		case len(it.Nopes) > 0:
			state, colr = l.T("kittens.ui.back_on_count", "Count", len(it.Nopes)), ui.ColGood
		}
		if it.Name != kittens.NoCard {
			state = l.T("kittens.ui.asks_for", "Card", cardName(l, it.Name))
		}
		if state != "" {
			c.TextIn(k.Fonts, state, ui.Rect{X: x, Y: ty, W: w, H: 18}, ui.Style{Size: 13, Bold: true, Color: colr, Align: ui.Center})
		}
	}
}

// drawHand paints the viewer's hand: while it picks a play the cards that
// can take part glow (the others dimmed, all of them when nothing can be
// played) and the picked ones rise; while it gives a card every card
// glows; in a window its answers glow (the others dimmed).
func (p *presenter) drawHand(env *table.Env, c *ui.Canvas, f *table.Frame, mine bool, v *kittens.View) {
	picking := mine && v.Phase == kittens.PhasePlay && p.pick.legal != nil
	answers := map[kittens.Card]bool{}
	if mine && v.Phase == kittens.PhaseWindow {
		for _, a := range f.Turn.Legal {
			switch a.Kind {
			case kittens.KindPlay:
				answers[kittens.Card(a.Card)] = true
			case kittens.KindClone:
				answers[kittens.Clone] = true
			}
		}
	}
	for i, sp := range p.hand {
		k := kindOf(sp.Card)
		sp.Glow = (picking && p.pick.lit(i)) || (mine && v.Phase == kittens.PhaseGive) || answers[k]
		// A card no legal action uses looks unavailable: on the turn, one
		// that cannot join the picks; in a window, one that cannot answer.
		sp.Dim = (picking || (mine && v.Phase == kittens.PhaseWindow)) && !sp.Glow
		p.drawSprite(env, c, sp)
	}
	if p.viewer >= 0 && len(p.hand) == 0 && f.Idle {
		c.TextIn(env.Kit.Fonts, env.Loc.T("kittens.ui.empty_hand"), handArea, ui.Style{Size: 18, Color: ui.ColTextDim, Align: ui.Center})
	}
	if p.viewer < 0 && f.Hidden != "" {
		// Nobody's hand on a shared screen: say why at the foot.
		c.TextIn(env.Kit.Fonts, f.Hidden, handArea, ui.Style{Size: 18, Color: ui.ColTextDim, Align: ui.Center})
	}
}

// chance is the chance, as shown, that the card i from the top of the
// draw pile explodes: 0 or 1 where the viewer knows it, else the kittens
// it has not located over the positions it does not know.
func (p *presenter) chance(i int) float64 {
	if i < 0 || i >= p.draw {
		return 0
	}
	if i < len(p.known) && p.known[i] != kittens.NoCard {
		if p.known[i] == kittens.Exploding {
			return 1
		}
		return 0
	}
	kit, unknown := p.kittens, p.draw
	for _, kc := range p.known {
		if kc == kittens.Exploding {
			kit--
		}
		if kc != kittens.NoCard {
			unknown--
		}
	}
	if unknown <= 0 {
		return 0
	}
	return math.Max(0, float64(kit)/float64(unknown))
}

// drawInfo paints the draw pile's odds: its size, the Exploding Kittens in
// it and the chance the next card explodes by public counting; then what
// the viewer knows that changes it (the top card, or its own count).
func (p *presenter) drawInfo(env *table.Env, c *ui.Canvas, f *table.Frame, v *kittens.View) {
	k := env.Kit
	l := env.Loc
	r := infoRect
	c.Text(k.Fonts, l.T("kittens.ui.pile_title", "Count", p.draw), r.X+12, r.Y+8, ui.Style{Size: 18, Bold: true, Color: ui.ColText})
	c.DrawImage(p.emblem("exploding", 64), ui.Rect{X: r.X + r.W - 44, Y: r.Y + 6, W: 32, H: 32}, nil)
	c.Text(k.Fonts, l.T("kittens.ui.kittens_left", "Count", p.kittens), r.X+12, r.Y+36, ui.Style{Size: 14, Color: ui.ColTextDim})
	y := r.Y + 62
	if !env.Settings.ShowOdds {
		c.Text(k.Fonts, l.T("kittens.ui.odds_hidden"), r.X+12, y, ui.Style{Size: 14, Color: ui.ColTextDim})
		return
	}
	public := 0.0
	if p.draw > 0 {
		public = float64(p.kittens) / float64(p.draw)
	}
	line := l.T("kittens.ui.explode_chance", "Percent", l.Percent(public, 0))
	for _, ln := range k.Fonts.Wrap(line, 15, r.W-24, true) {
		c.Text(k.Fonts, ln, r.X+12, y, ui.Style{Size: 15, Bold: true, Color: ui.ColText})
		y += 20
	}
	bar := ui.Rect{X: r.X + 12, Y: y + 4, W: r.W - 24, H: 8}
	c.Panel(k.Shapes, bar, 4, ui.RGBA(0x30, 0x40, 0x3a, 0xff))
	fill := bar
	fill.W *= math.Min(1, public)
	if fill.W > 2 {
		c.Panel(k.Shapes, fill, 4, ui.ColDanger)
	}
	y += 22
	if p.viewer < 0 {
		return
	}
	var know string
	colr := ui.ColText
	switch own := p.chance(0); {
	case len(p.known) > 0 && p.known[0] == kittens.Exploding:
		know, colr = l.T("kittens.ui.know_top_kitten"), ui.ColDanger
	case len(p.known) > 0 && p.known[0] != kittens.NoCard:
		know, colr = l.T("kittens.ui.know_top", "Card", cardName(l, p.known[0])), ui.ColGood
	case math.Abs(own-public) > 0.005:
		know = l.T("kittens.ui.own_chance", "Percent", l.Percent(own, 0))
	}
	for _, ln := range k.Fonts.Wrap(know, 14, r.W-24, true) {
		if y > r.Y+r.H-18 {
			break
		}
		c.Text(k.Fonts, ln, r.X+12, y, ui.Style{Size: 14, Bold: true, Color: colr})
		y += 19
	}
}
