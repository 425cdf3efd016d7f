package table

import (
	"image/color"
	"math"
	"strings"

	"cardtable/scenes/ui"
)

// CardTip is a card's tooltip as a light panel: the card's name, its text
// and, for a card the viewer cannot use now, why not (in ColWhy).
type CardTip struct {
	Name, Text, Why string
	W               float64     // the panel's width
	NameColour      color.Color // the name's colour
	Edge            color.Color // a strip of the card's colour on the left (nil: none)
	// Aim is the card the pointer is on; when empty, the topmost card of
	// the stage under the pointer (or the pointer's spot).
	Aim ui.Rect
}

// tipMargin keeps a tip off the screen's edges and off the card it
// explains.
const tipMargin = 8.0

// DrawCardTip shows tip for the card under the pointer once the pointer
// has rested on it (ui.HoverTicks; a long press at once). It is drawn at
// the end of the scene's layer (ui.Canvas.Later), above every control, and
// beside the card where it covers the fewest cards of stage and controls
// (tipPlace), never over the card aimed at.
func DrawCardTip(c *ui.Canvas, env *Env, stage *Stage, tip CardTip) {
	in := env.In
	if in == nil || !in.Hovering() {
		return
	}
	px, py := in.X, in.Y
	aim := tip.Aim
	var cards []ui.Rect
	if stage != nil {
		cards = stage.Rects()
		if aim.W == 0 {
			aim = stage.RectAt(px, py)
		}
	}
	if aim.W == 0 {
		aim = ui.Rect{X: px - 12, Y: py - 12, W: 24, H: 24}
	}
	c.Later(func(c *ui.Canvas) {
		k := env.Kit
		w, h, lines, why := tipSize(k.Fonts, tip)
		avoid := append(cards, c.Avoided()...)
		r := tipPlace(w, h, aim, avoid, ui.Rect{X: tipMargin, Y: tipMargin, W: ui.LogicalW - 2*tipMargin, H: ui.LogicalH - 2*tipMargin})
		drawTip(c, k, tip, r, lines, why)
	})
}

const tipSizeText, tipLineH = 14.0, 19.0

// tipSize is the panel's size and its wrapped lines.
func tipSize(f *ui.Fonts, tip CardTip) (w, h float64, lines, why []string) {
	for _, para := range strings.Split(tip.Text, "\n") {
		lines = append(lines, f.Wrap(para, tipSizeText, tip.W-24, false)...)
	}
	if tip.Why != "" {
		why = f.Wrap(tip.Why, tipSizeText, tip.W-24, true)
	}
	h = 44 + float64(len(lines)+len(why))*tipLineH
	if len(why) > 0 {
		h += 8
	}
	return tip.W, h, lines, why
}

func drawTip(c *ui.Canvas, k *ui.Kit, tip CardTip, r ui.Rect, lines, why []string) {
	inset := 12.0
	if tip.Edge != nil {
		inset = 14
	}
	c.Panel(k.Shapes, ui.Rect{X: r.X + 3, Y: r.Y + 5, W: r.W, H: r.H}, 10, ui.RGBA(0, 0, 0, 0x70))
	c.Panel(k.Shapes, r, 10, ui.RGBA(0xfb, 0xf6, 0xe8, 0xff))
	if tip.Edge != nil {
		c.Panel(k.Shapes, ui.Rect{X: r.X, Y: r.Y, W: 6, H: r.H}, 3, tip.Edge)
	}
	c.Text(k.Fonts, tip.Name, r.X+inset, r.Y+10, ui.Style{Size: 17, Bold: true, Color: tip.NameColour})
	for i, line := range lines {
		c.Text(k.Fonts, line, r.X+inset, r.Y+38+float64(i)*tipLineH, ui.Style{Size: tipSizeText, Color: ui.ColTextDark})
	}
	y0 := r.Y + 46 + float64(len(lines))*tipLineH
	for i, line := range why {
		c.Text(k.Fonts, line, r.X+inset, y0+float64(i)*tipLineH, ui.Style{Size: tipSizeText, Bold: true, Color: ColWhy})
	}
}

// tipPlace is where a w×h tip goes for the card at aim: beside it (above,
// right, left or below, each aligned with either end of the card, or
// above what lies above it), inside bounds, where it covers the fewest of avoid (cards, buttons) and, among
// those, the least of their area; a place over the card aimed at is taken
// only when nothing else fits.
func tipPlace(w, h float64, aim ui.Rect, avoid []ui.Rect, bounds ui.Rect) ui.Rect {
	clampX := func(x float64) float64 { return math.Max(bounds.X, math.Min(x, bounds.X+bounds.W-w)) }
	clampY := func(y float64) float64 { return math.Max(bounds.Y, math.Min(y, bounds.Y+bounds.H-h)) }
	above, below := aim.Y-tipMargin-h, aim.Y+aim.H+tipMargin
	right, left := aim.X+aim.W+tipMargin, aim.X-tipMargin-w
	cands := []ui.Rect{
		{X: aim.CX() - w/2, Y: above}, {X: aim.X, Y: above}, {X: aim.X + aim.W - w, Y: above},
		{X: right, Y: aim.Y}, {X: right, Y: aim.Y + aim.H - h},
		{X: left, Y: aim.Y}, {X: left, Y: aim.Y + aim.H - h},
		{X: aim.CX() - w/2, Y: below}, {X: aim.X, Y: below}, {X: aim.X + aim.W - w, Y: below},
	}
	// Then clear of what lies above the card (the buttons over a hand):
	// just above each of them.
	for _, o := range avoid {
		if o.Y+o.H <= aim.Y+1 && o.X < aim.CX()+w/2 && o.X+o.W > aim.CX()-w/2 {
			cands = append(cands, ui.Rect{X: aim.CX() - w/2, Y: o.Y - tipMargin - h})
		}
	}
	best, bestScore := ui.Rect{}, math.Inf(1)
	for _, p := range cands {
		r := ui.Rect{X: clampX(p.X), Y: clampY(p.Y), W: w, H: h}
		score := 0.0
		if a := overlap(r, aim); a > 0 {
			score += 1e12 + a
		}
		for _, o := range avoid {
			if o == aim {
				continue
			}
			if a := overlap(r, o); a > 0 {
				score += 1e6 + a
			}
		}
		if score < bestScore {
			best, bestScore = r, score
		}
	}
	return best
}

// overlap is the area a and b share.
func overlap(a, b ui.Rect) float64 {
	w := math.Min(a.X+a.W, b.X+b.W) - math.Max(a.X, b.X)
	h := math.Min(a.Y+a.H, b.Y+b.H) - math.Max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}
