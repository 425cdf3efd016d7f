// Package ui holds the widgets and drawing helpers every scene shares:
// a logical canvas, text, panels, buttons, focus and input intents.
package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Logical size of the layout. Everything is laid out in these units and
// scaled to the window, so text stays crisp at any size and on HiDPI.
const (
	LogicalW = 1280
	LogicalH = 720
)

// Rect is a rectangle in logical units.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the logical point (x, y) is inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// CX and CY are the centre coordinates.
func (r Rect) CX() float64 { return r.X + r.W/2 }

// CY is the vertical centre.
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// Canvas maps logical units to the device pixels of the screen image.
type Canvas struct {
	Dst    *ebiten.Image
	Scale  float64 // device pixels per logical unit
	OX, OY float64 // device position of the logical origin
	Alpha  float32 // multiplies every draw (cross-fades), 1 when opaque
	// Rec, when set, records the draws instead of painting them; its Flush
	// paints what changed.
	Rec *Recorder
	// Fit, when set (tests), checks that every text drawn fits.
	Fit *FitCheck
	// layer collects the draws deferred to the end of the scene's layer
	// (Later) and the places a tooltip should not cover (Avoid).
	layer *layer
}

// drawPart draws the part srcR of src (src itself when srcR is its bounds).
// Every image the canvas draws goes through here.
func (c *Canvas) drawPart(src *ebiten.Image, srcR image.Rectangle, op *ebiten.DrawImageOptions) {
	if c.Rec != nil {
		c.Rec.recordImage(src, srcR, op)
		return
	}
	if srcR != src.Bounds() {
		src = src.SubImage(srcR).(*ebiten.Image)
	}
	c.Dst.DrawImage(src, op)
}

// DrawRaw draws img with op in device pixels, recorded like every draw.
func (c *Canvas) DrawRaw(img *ebiten.Image, op *ebiten.DrawImageOptions) {
	c.drawPart(img, img.Bounds(), op)
}

// Fit computes the canvas for a screen of w×h device pixels: the logical area
// is scaled to fit and centred.
func Fit(w, h int) (scale, ox, oy float64) {
	scale = math.Min(float64(w)/LogicalW, float64(h)/LogicalH)
	ox = (float64(w) - LogicalW*scale) / 2
	oy = (float64(h) - LogicalH*scale) / 2
	return
}

// ToLogical converts a device position to logical units.
func (c *Canvas) ToLogical(x, y int) (float64, float64) {
	return (float64(x) - c.OX) / c.Scale, (float64(y) - c.OY) / c.Scale
}

// Device converts a logical rectangle to device pixels.
func (c *Canvas) Device(r Rect) (x, y, w, h float64) {
	return c.OX + r.X*c.Scale, c.OY + r.Y*c.Scale, r.W * c.Scale, r.H * c.Scale
}

// Opacity is the alpha every draw is multiplied by.
func (c *Canvas) Opacity() float32 {
	if c.Alpha == 0 {
		return 1
	}
	return c.Alpha
}

// DrawImage draws img stretched over the logical rectangle r.
func (c *Canvas) DrawImage(img *ebiten.Image, r Rect, tint color.Color) {
	b := img.Bounds()
	x, y, w, h := c.Device(r)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(w/float64(b.Dx()), h/float64(b.Dy()))
	op.GeoM.Translate(x, y)
	if tint != nil {
		op.ColorScale.ScaleWithColor(tint)
	}
	op.ColorScale.ScaleAlpha(c.Opacity())
	c.drawPart(img, img.Bounds(), op)
}

// DrawImageGeo draws img with a transform given in logical units, scaling
// the image so its width is w logical units.
func (c *Canvas) DrawImageGeo(img *ebiten.Image, g ebiten.GeoM, cs ebiten.ColorScale) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, GeoM: g, ColorScale: cs}
	op.GeoM.Scale(c.Scale, c.Scale)
	op.GeoM.Translate(c.OX, c.OY)
	op.ColorScale.ScaleAlpha(c.Opacity())
	c.drawPart(img, img.Bounds(), op)
}

// layer is what a scene's draw (Layered) collects as it goes.
type layer struct {
	later []func(*Canvas)
	avoid []Rect
}

// Later defers draw to the end of the layer being drawn (Layered): what
// must lie above every control, a card's tooltip, is drawn last whatever
// draws after its owner. Outside a layer it draws at once.
func (c *Canvas) Later(draw func(*Canvas)) {
	if c.layer == nil {
		draw(c)
		return
	}
	c.layer.later = append(c.layer.later, draw)
}

// Avoid notes r as a place in the layer a tooltip should not cover (every
// button drawn notes its own; a scene notes its log, its prompt).
func (c *Canvas) Avoid(r Rect) {
	if c.layer != nil {
		c.layer.avoid = append(c.layer.avoid, r)
	}
}

// Avoided lists the places noted with Avoid in the layer so far (by a
// deferred draw: all of them).
func (c *Canvas) Avoided() []Rect {
	if c.layer == nil {
		return nil
	}
	return c.layer.avoid
}

// Layered runs draw, then the draws deferred during it with Later, in the
// order they were deferred.
func (c *Canvas) Layered(draw func()) {
	saved := c.layer
	l := &layer{}
	c.layer = l
	draw()
	for i := 0; i < len(l.later); i++ {
		l.later[i](c)
	}
	c.layer = saved
}

// Overlay draws what passes across the scene on purpose — a burst or a
// banner flying over a seat, meant to lie over the texts under it for a
// moment. The fit check still checks its own texts (cut by their box or the
// screen, shrunk, running into each other), but not against the scene's.
func (c *Canvas) Overlay(draw func()) {
	if c.Fit != nil {
		c.Fit.overlay++
		defer func() { c.Fit.overlay-- }()
	}
	draw()
}
