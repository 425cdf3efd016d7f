package flip7

import (
	"fmt"
	"image/color"
	"math"

	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Draw paints the seats, the piles, the cards leaving the table, the odds,
// any celebration, the tooltip and the round number.
func (p *presenter) Draw(env *table.Env, c *ui.Canvas, f *table.Frame) {
	k := env.Kit
	v := f.View.(*flip7.View)
	idle := f.Idle
	toAct := engine.NoSeat
	if !f.Over {
		toAct = v.ToAct
	}
	var targets map[engine.Seat]bool
	if idle && v.Phase == flip7.PhaseTarget {
		if t := f.Turn; t.OK && t.Seat == toAct {
			targets = map[engine.Seat]bool{}
			for _, a := range t.Legal {
				targets[a.Target] = true
			}
		}
	}
	// Seats offered as targets pulse: the app must keep repainting.
	p.stage.Pulsing = targets != nil
	for i := 0; i < p.n; i++ {
		p.drawSeat(env, c, f, i, engine.Seat(i) == toAct, targets[engine.Seat(i)])
	}
	p.drawPiles(env, c)
	for _, sp := range p.stage.Leaving() {
		p.drawSprite(env, c, sp)
	}
	p.drawOdds(env, c, f, v, toAct, idle)
	p.stage.DrawEffects(env, c)
	if idle {
		p.drawTooltip(env, c)
	}
	round := env.Loc.T("flip7.ui.round", "Round", p.round)
	c.TextIn(k.Fonts, round, ui.Rect{X: 22, Y: 6, W: 170, H: 40}, ui.Style{Size: 17, Bold: true, Color: ui.ColTextDim})
}

// DrawStatic paints the seat panels, the piles' tray and the odds panel.
func (p *presenter) DrawStatic(env *table.Env, c *ui.Canvas) {
	k := env.Kit
	for i := 0; i < p.n; i++ {
		r := p.panel(i)
		c.Panel(k.Shapes, r, 12, ui.ColPanel)
		c.Fill(k.Shapes, ui.Rect{X: r.X, Y: r.Y + 10, W: 5, H: r.H - 20}, ui.SeatColor(i))
	}
	c.Panel(k.Shapes, ui.Rect{X: 16, Y: 582, W: 210, H: 128}, 12, ui.ColPanel)
	c.Panel(k.Shapes, f7OddsRect.Inset(-4), 10, ui.ColPanel)
}

func (p *presenter) drawSprite(env *table.Env, c *ui.Canvas, sp *table.Sprite) {
	face := env.Cards.Face(faces{}, sp.Card, env.Loc)
	sp.Draw(c, env.Kit, face, env.Cards.Back())
}

// drawSeat paints one seat's panel: name in its colour, dealer chip, total,
// round points, status, then its cards. The seat to act is outlined in its
// colour; a seat that may receive an action card pulses.
func (p *presenter) drawSeat(env *table.Env, c *ui.Canvas, f *table.Frame, i int, acting, target bool) {
	k := env.Kit
	r := p.panel(i)
	s := &p.seats[i]
	col := ui.SeatColor(i)
	if acting {
		c.Panel(k.Shapes, r, 12, ui.ColPanelHi)
		c.Fill(k.Shapes, ui.Rect{X: r.X, Y: r.Y + 10, W: 5, H: r.H - 20}, col)
		c.Outline(k.Shapes, r.Inset(-2), 14, col)
	}
	if target {
		pulse := 0.5 + 0.5*math.Sin(float64(env.Tick)/6)
		c.Outline(k.Shapes, r.Inset(-5), 16, color.RGBA{0xff, 0xd0, 0x40, uint8(120 + 135*pulse)})
		c.TextIn(k.Fonts, fmt.Sprintf("%d", i+1), ui.Rect{X: r.X + r.W - 40, Y: r.Y + r.H - 36, W: 30, H: 30},
			ui.Style{Size: 22, Bold: true, Color: ui.ColPrimary, Align: ui.Center})
	}
	name := f.Name(engine.Seat(i))
	nameCol := color.Color(col)
	nameW := r.W*0.42 - 14
	// The dealer chip is a word, not a letter ("D" or "C" means nothing to
	// a new player); a long name gives up the room the word takes.
	dealer := engine.Seat(i) == p.dealer
	var chipWord string
	var chipW float64
	if dealer {
		chipWord = env.Loc.T("table.dealer_chip")
		chipW = math.Max(22, k.Fonts.Measure(chipWord, 13, true)+14)
		nameW -= chipW - 22
	}
	c.TextIn(k.Fonts, name, ui.Rect{X: r.X + 14, Y: r.Y + 4, W: nameW, H: 26},
		ui.Style{Size: 18, Bold: true, Color: nameCol})
	x := r.X + 14 + math.Min(k.Fonts.Measure(name, 18, true), nameW) + 8
	if dealer {
		chip := ui.Rect{X: x, Y: r.Y + 7, W: chipW, H: 20}
		c.Panel(k.Shapes, chip, 10, ui.ColButton)
		c.TextIn(k.Fonts, chipWord, chip, ui.Style{Size: 13, Bold: true, Color: ui.ColTextDark, Align: ui.Center})
		x += chip.W + 6
	}
	if label, lcol := p.statusLabel(env, s); label != "" {
		w := k.Fonts.Measure(label, 13, true) + 16
		badge := ui.Rect{X: x, Y: r.Y + 7, W: w, H: 20}
		c.Panel(k.Shapes, badge, 10, lcol)
		c.TextIn(k.Fonts, label, badge, ui.Style{Size: 13, Bold: true, Color: ui.ColTextDark, Align: ui.Center})
	}
	score := env.Loc.T("table.total", "Points", p.totals[i])
	roundPts := p.shownScore(s)
	if s.status != flip7.StatusBust {
		score = env.Loc.T("table.round_and_total", "Round", roundPts, "Points", p.totals[i])
	}
	c.TextIn(k.Fonts, score, ui.Rect{X: r.X + r.W*0.55, Y: r.Y + 4, W: r.W*0.45 - 12, H: 26},
		ui.Style{Size: 16, Bold: true, Color: ui.ColText, Align: ui.Right})
	if p.flip3 == engine.Seat(i) && p.flip3N < 3 && s.status == flip7.StatusActive {
		c.TextIn(k.Fonts, env.Loc.T("flip7.ui.flip3_progress", "N", p.flip3N), ui.Rect{X: r.X + r.W - 150, Y: r.Y + r.H - 26, W: 140, H: 22},
			ui.Style{Size: 13, Bold: true, Color: ui.ColPrimary, Align: ui.Right})
	}
	for _, sp := range s.others {
		p.drawSprite(env, c, sp)
	}
	for _, sp := range s.nums {
		p.drawSprite(env, c, sp)
	}
	for _, sp := range s.pending {
		p.drawSprite(env, c, sp)
	}
	if s.status != flip7.StatusActive && s.status != flip7.StatusBust {
		// Banked: a light veil says this seat is out of the round with points.
		c.Panel(k.Shapes, r, 12, color.RGBA{0x10, 0x20, 0x30, 0x40})
	}
}

// shownScore is the round score of the cards on display (it follows the
// animation, not the engine, so the number changes when the card lands).
func (p *presenter) shownScore(s *seatState) int {
	if s.status == flip7.StatusStayed || s.status == flip7.StatusFrozen {
		return s.banked
	}
	row := p.rowBuf[:0]
	for _, sp := range s.nums {
		if !sp.Busy() {
			row = append(row, flip7.Card(sp.Card))
		}
	}
	for _, sp := range s.others {
		row = append(row, flip7.Card(sp.Card))
	}
	p.rowBuf = row
	return flip7.ScoreRow(row, s.flip7)
}

func (p *presenter) statusLabel(env *table.Env, s *seatState) (string, color.Color) {
	switch {
	case s.flip7:
		return env.Loc.T("flip7.status.flip7"), ui.ColPrimary
	case s.status == flip7.StatusStayed:
		return env.Loc.T("flip7.status.stayed"), ui.ColGood
	case s.status == flip7.StatusFrozen:
		return env.Loc.T("flip7.status.frozen"), color.RGBA{0x8f, 0xd8, 0xff, 0xff}
	case s.status == flip7.StatusBust:
		return env.Loc.T("flip7.status.bust"), ui.ColDanger
	}
	return "", nil
}

func (p *presenter) drawPiles(env *table.Env, c *ui.Canvas) {
	k := env.Kit
	if p.deck > 0 {
		for i := 0; i < min(3, p.deck); i++ {
			r := f7DeckRect
			r.X -= float64(i) * 2
			r.Y -= float64(i) * 2
			c.DrawImage(env.Cards.Back(), r, nil)
		}
	} else {
		c.Outline(k.Shapes, f7DeckRect, 8, ui.ColTextDim)
	}
	c.TextIn(k.Fonts, fmt.Sprint(p.deck), ui.Rect{X: f7DeckRect.X, Y: f7DeckRect.Y + f7DeckRect.H - 24, W: f7DeckRect.W, H: 24},
		ui.Style{Size: 15, Bold: true, Color: ui.ColText, Align: ui.Center})
	if p.hasDisc && p.discard > 0 {
		c.DrawImage(env.Cards.Face(faces{}, int(p.topDisc), env.Loc), f7DiscardRect, color.RGBA{0xc0, 0xc0, 0xc0, 0xff})
	} else {
		c.Outline(k.Shapes, f7DiscardRect, 8, ui.ColTextDim)
	}
	c.TextIn(k.Fonts, fmt.Sprint(p.discard), ui.Rect{X: f7DiscardRect.X, Y: f7DiscardRect.Y + f7DiscardRect.H - 24, W: f7DiscardRect.W, H: 24},
		ui.Style{Size: 15, Bold: true, Color: ui.ColText, Align: ui.Center})
}

// drawOdds shows, for the seat to act, the chance the next card busts them
// and the expected points of a hit, counted from the visible cards.
func (p *presenter) drawOdds(env *table.Env, c *ui.Canvas, f *table.Frame, v *flip7.View, toAct engine.Seat, idle bool) {
	k := env.Kit
	r := f7OddsRect
	c.Text(k.Fonts, env.Loc.T("flip7.odds.title"), r.X+10, r.Y+6, ui.Style{Size: 17, Bold: true, Color: ui.ColText})
	y := r.Y + 36
	line := func(s string, col color.Color) {
		c.Text(k.Fonts, s, r.X+10, y, ui.Style{Size: 15, Color: col})
		y += 24
	}
	if !env.Settings.ShowOdds {
		line(env.Loc.T("flip7.ui.odds_hidden"), ui.ColTextDim)
		return
	}
	line(env.Loc.T("flip7.odds.deck", "Count", v.DeckLen), ui.ColTextDim)
	if toAct == engine.NoSeat || v.Phase != flip7.PhaseTurn {
		return
	}
	name := f.Name(toAct)
	c.Text(k.Fonts, name, r.X+10, y, ui.Style{Size: 15, Bold: true, Color: ui.SeatColor(int(toAct))})
	y += 24
	bust := v.BustChance()
	col := ui.ColGood
	if bust > 0.3 {
		col = ui.ColDanger
	} else if bust > 0.15 {
		col = ui.ColPrimary
	}
	bustLine, gainLine := oddsLines(env.Loc, bust, v.HitExpectation(toAct))
	line(bustLine, col)
	line(gainLine, ui.ColText)
	// A bar makes the risk readable at a glance.
	bar := ui.Rect{X: r.X + 10, Y: y + 6, W: r.W - 20, H: 10}
	c.Panel(k.Shapes, bar, 5, color.RGBA{0x30, 0x40, 0x3a, 0xff})
	bar.W *= math.Min(1, bust)
	if bar.W > 2 {
		c.Panel(k.Shapes, bar, 5, col)
	}
}

// cardAt is the card under the logical point, topmost first.
func (p *presenter) cardAt(x, y float64) (flip7.Card, bool) {
	for i := p.n - 1; i >= 0; i-- {
		s := &p.seats[i]
		for _, list := range [][]*table.Sprite{s.pending, s.nums, s.others} {
			for j := len(list) - 1; j >= 0; j-- {
				q := list[j].Pose
				if q.Face >= 0.5 && x >= q.X && x < q.X+q.W && y >= q.Y && y < q.Y+q.H {
					return flip7.Card(list[j].Card), true
				}
			}
		}
	}
	return 0, false
}

// drawTooltip shows the name and text of the card under the pointer (or
// under a finger held on it).
func (p *presenter) drawTooltip(env *table.Env, c *ui.Canvas) {
	in := env.In
	card, ok := p.cardAt(in.X, in.Y)
	if !ok {
		return
	}
	table.DrawCardTip(c, env, &p.stage, table.CardTip{Name: cardName(env.Loc, card), Text: cardText(env.Loc, card),
		W: 300, NameColour: ui.RGBA(0x7a, 0x3b, 0x0c, 0xff)})
}
