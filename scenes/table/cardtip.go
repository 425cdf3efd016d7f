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
}

// DrawCardTip paints tip beside the pointer at (px, py), within right, and
// above the pointer when it would reach down to bottom: the buttons at the
// foot and the log are drawn after the table and would hide its last lines
// (the reason).
func DrawCardTip(c *ui.Canvas, k *ui.Kit, tip CardTip, px, py, right, bottom float64) {
	const size, lineH = 14.0, 19.0
	inset := 12.0
	if tip.Edge != nil {
		inset = 14
	}
	var lines []string
	for _, para := range strings.Split(tip.Text, "\n") {
		lines = append(lines, k.Fonts.Wrap(para, size, tip.W-24, false)...)
	}
	var why []string
	if tip.Why != "" {
		why = k.Fonts.Wrap(tip.Why, size, tip.W-24, true)
	}
	h := 44 + float64(len(lines)+len(why))*lineH
	if len(why) > 0 {
		h += 8
	}
	x, y := math.Min(px+18, right-tip.W), py+18
	if y+h > bottom-4 {
		y = math.Max(8, py-h-12)
	}
	r := ui.Rect{X: x, Y: y, W: tip.W, H: h}
	c.Panel(k.Shapes, ui.Rect{X: r.X + 3, Y: r.Y + 5, W: r.W, H: r.H}, 10, ui.RGBA(0, 0, 0, 0x70))
	c.Panel(k.Shapes, r, 10, ui.RGBA(0xfb, 0xf6, 0xe8, 0xff))
	if tip.Edge != nil {
		c.Panel(k.Shapes, ui.Rect{X: r.X, Y: r.Y, W: 6, H: r.H}, 3, tip.Edge)
	}
	c.Text(k.Fonts, tip.Name, r.X+inset, r.Y+10, ui.Style{Size: 17, Bold: true, Color: tip.NameColour})
	for i, line := range lines {
		c.Text(k.Fonts, line, r.X+inset, r.Y+38+float64(i)*lineH, ui.Style{Size: size, Color: ui.ColTextDark})
	}
	y0 := r.Y + 46 + float64(len(lines))*lineH
	for i, line := range why {
		c.Text(k.Fonts, line, r.X+inset, y0+float64(i)*lineH, ui.Style{Size: size, Bold: true, Color: ColWhy})
	}
}
