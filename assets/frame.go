package assets

import (
	"image"
	"image/color"
	"math"
)

// Frame is the geometry shared by every card face of one size. All lengths are
// given for a 100×140 card and multiplied by s, so a 2× face is the same
// design, not a blurry upscale.
type Frame struct {
	w, h   int
	W, H   float64
	S      float64      // scale: pixels per unit of the 100×140 design
	Inset  float64      // panel inset from the card edge
	PanelR float64      // panel corner radius
	Panel  *image.Alpha // the inner panel's mask
}

// NewFrame is the geometry of a w×h pixel face.
func NewFrame(w, h int) *Frame {
	W, H := float64(w), float64(h)
	s := math.Min(W/100, H/140)
	f := &Frame{w: w, h: h, W: W, H: H, S: s, Inset: 5.5 * s, PanelR: 4.5 * s}
	f.Panel = MaskOf(RoundRect(f.Inset, f.Inset, W-f.Inset, H-f.Inset, f.PanelR), image.Rect(0, 0, w, h))
	return f
}

// Body is the card stock: a thin dark edge around cream.
func (f *Frame) Body(img *image.RGBA) {
	r := 7 * f.S
	b := math.Max(1, 1.1*f.S)
	Fill(img, RoundRect(0, 0, f.W, f.H, r), Solid(cardBorder), nil)
	Fill(img, RoundRect(b, b, f.W-b, f.H-b, r-b), VGrad(0, f.H, creamTop, creamBot), nil)
}

// PanelBg fills the inner panel with a vertical gradient, a faint sunburst
// and a fine inner keyline, the common look of every coloured face.
func (f *Frame) PanelBg(img *image.RGBA, top, bottom, rayCol, line color.NRGBA) {
	Fill(img, RoundRect(f.Inset, f.Inset, f.W-f.Inset, f.H-f.Inset, f.PanelR), VGrad(f.Inset, f.H-f.Inset, top, bottom), nil)
	Fill(img, Rays(f.W/2, f.H*0.48, f.H, 18, -math.Pi/2), Solid(rayCol), f.Panel)
	k := 2.2 * f.S
	outer := MaskOf(RoundRect(f.Inset+k, f.Inset+k, f.W-f.Inset-k, f.H-f.Inset-k, f.PanelR-1), img.Rect)
	t := math.Max(0.8, 0.7*f.S)
	inner := MaskOf(RoundRect(f.Inset+k+t, f.Inset+k+t, f.W-f.Inset-k-t, f.H-f.Inset-k-t, f.PanelR-1-t), img.Rect)
	Paint(img, Subtract(outer, inner), 0, 0, nil, Solid(line))
}

// Corners puts p (drawn around the origin) at the top-left corner and, turned
// half round, at the bottom-right, like the indices of a playing card.
func (f *Frame) Corners(img *image.RGBA, p *Path, st Style, both bool) {
	lo, hi := p.Bounds()
	// Centre the index on a fixed point but keep wide ones ("+10") inside.
	cx := math.Max(f.Inset+9*f.S, f.Inset+4*f.S+(hi.X-lo.X)/2)
	cy := f.Inset + 10.5*f.S
	tl := p.Transform(Translate(cx, cy))
	Draw(img, tl, st, nil)
	if both {
		Draw(img, tl.Transform(RotateAbout(f.W/2, f.H/2, math.Pi)), st, nil)
	} else {
		// Mirror to the top-right when the bottom holds the label band.
		Draw(img, p.Transform(Translate(f.W-cx, cy)), st, nil)
	}
}

// Card stock shared by every face and the back: a thin dark edge around
// cream.
var (
	cardBorder = Hex("#2A2320")
	creamTop   = Hex("#FFFBF2")
	creamBot   = Hex("#F1E6D0")
)
