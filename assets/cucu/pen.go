package cucu

import (
	"image"
	"image/color"
	"math"

	"cardtable/assets"
)

// pen draws an emblem on img: outlines are written in the emblems' own
// 100-unit box centred on the origin (svg) and placed by at, so one drawing
// serves a face of any size, a badge and a corner mark.
type pen struct {
	img *image.RGBA
	at  assets.Aff
	k   float64 // pixels per emblem unit
}

// newPen places the emblem box centred on (cx, cy), size pixels across.
func newPen(img *image.RGBA, cx, cy, size float64) *pen {
	k := size / 100
	return &pen{img: img, at: assets.Scale(k).Then(assets.Translate(cx, cy)), k: k}
}

// px is an emblem-unit length in pixels, never thinner than a hairline.
func (p *pen) px(u float64) float64 { return math.Max(0.6, u*p.k) }

// place moves an outline from emblem units to pixels.
func (p *pen) place(q *assets.Path) *assets.Path { return q.Transform(p.at) }

// y is an emblem-unit height in pixels, for gradients.
func (p *pen) y(u float64) float64 { return p.at.E*u + p.at.F }

// fill paints q flat.
func (p *pen) fill(q *assets.Path, c color.NRGBA) {
	assets.Fill(p.img, p.place(q), assets.Solid(c), nil)
}

// grad paints q with a vertical gradient from top (at emblem y0) to
// bottom (at y1).
func (p *pen) grad(q *assets.Path, y0, y1 float64, top, bottom color.NRGBA) {
	assets.Fill(p.img, p.place(q), assets.VGrad(p.y(y0), p.y(y1), top, bottom), nil)
}

// outline draws q's silhouette w units wide in the woodcut ink, with a
// soft shadow: the emblem's parts are filled over it afterwards, so the
// ink shows only around the whole and where the parts leave gaps.
func (p *pen) outline(q *assets.Path, w float64) {
	assets.Draw(p.img, p.place(q), assets.Style{
		Stroke: inkLine, StrokeW: p.px(w),
		Shadow: assets.Alpha(assets.Black, 0.28), ShadowD: int(math.Round(p.px(2.2))),
	}, nil)
	assets.Fill(p.img, p.place(q), assets.Solid(inkLine), nil)
}

// line is a round-capped stroke w units wide through pts, for details
// (whiskers, feathers, staves).
func (p *pen) line(c color.NRGBA, w float64, pts ...float64) {
	q := &assets.Path{}
	for i := 0; i+3 < len(pts); i += 2 {
		q.Add(assets.Capsule(pts[i], pts[i+1], pts[i+2], pts[i+3], w))
	}
	p.fill(q, c)
}

// dot is a disc of radius r units.
func (p *pen) dot(x, y, r float64, c color.NRGBA) {
	p.fill(assets.Ellipse(x, y, r, r, false), c)
}
