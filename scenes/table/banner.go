package table

import (
	"image/color"
	"math"

	"cardtable/locales"
	"cardtable/scenes/ui"
)

// Banner is a short word over a place on the table ("DOS!", "Caught!",
// "Cuckoo!"): it pops up, holds and fades. Its text is read when drawn, so
// a language switch shows at once.
type Banner struct {
	at    ui.Rect
	text  func(*locales.Localizer) string
	col   color.RGBA
	size  float64
	t     float64
	ticks float64
}

// BannerTicks is how long a banner shows at normal speed.
const BannerTicks = 70

// NewBanner shows text (read in the player's language) over r in col, its
// letters size units high.
func NewBanner(r ui.Rect, text func(*locales.Localizer) string, col color.RGBA, size float64) *Banner {
	return &Banner{at: r, text: text, col: col, size: size, ticks: BannerTicks}
}

// Step advances the banner and reports whether it is still showing.
func (b *Banner) Step(dt float64) bool {
	b.t += dt
	return b.t < b.ticks
}

// Draw paints the word on a dark ribbon, growing in, then fading.
func (b *Banner) Draw(env *Env, c *ui.Canvas) {
	k := env.Kit
	fade := math.Min(1, (b.ticks-b.t)/18)
	grow := math.Min(1, b.t/8)
	size := b.size * (0.6 + 0.4*grow)
	text := b.text(env.Loc)
	w := k.Fonts.Measure(text, size, true) + 2*size
	h := size * 1.7
	r := bannerRect(b.at, w, h)
	// The ribbon flies over the seat's texts for a moment, on purpose.
	c.Overlay(func() {
		c.Panel(k.Shapes, ui.Rect{X: r.X + 3, Y: r.Y + 5, W: r.W, H: r.H}, h/2, fadeRGBA(color.RGBA{A: 0x6e}, fade))
		c.Panel(k.Shapes, r, h/2, fadeRGBA(color.RGBA{0x10, 0x18, 0x16, 0xe6}, fade))
		c.Outline(k.Shapes, r, h/2, fadeRGBA(b.col, fade))
		c.TextIn(k.Fonts, text, r, ui.Style{Size: size, Bold: true, Color: fadeRGBA(b.col, fade), Align: ui.Center})
	})
}

// fadeRGBA scales every channel of the premultiplied c by f.
func fadeRGBA(c color.RGBA, f float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), uint8(float64(c.A) * f)}
}

// bannerRect is a ribbon of w×h centred on at, moved to stay whole on
// screen (a banner over a seat at the screen's edge).
func bannerRect(at ui.Rect, w, h float64) ui.Rect {
	const margin = 8.0
	r := ui.Rect{X: at.CX() - w/2, Y: at.CY() - h/2, W: w, H: h}
	r.X = math.Max(margin, math.Min(r.X, ui.LogicalW-margin-w))
	r.Y = math.Max(margin, math.Min(r.Y, ui.LogicalH-margin-h))
	return r
}
