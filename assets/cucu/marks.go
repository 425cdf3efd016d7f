package cucu

import (
	"image"
	"math"

	"cardtable/assets"
)

// Medallions and marks: the shapes that say what a card does, with its
// colour, at every size — on the face behind the emblem and, small, in the
// corners under the rank.

// shield is a heater shield centred on (cx, cy), r its half-height: the
// mark of the Cuckoo and the Inn, which protect the holder from the asker.
func shield(cx, cy, r float64) *assets.Path {
	w := r * 0.86
	top := cy - r*0.86
	p := &assets.Path{}
	p.MoveTo(cx-w, top)
	p.QuadTo(cx-w*0.5, top+r*0.12, cx, top-r*0.02)
	p.QuadTo(cx+w*0.5, top+r*0.12, cx+w, top)
	p.LineTo(cx+w, cy+r*0.05)
	p.CubeTo(cx+w, cy+r*0.55, cx+w*0.45, cy+r*0.85, cx, cy+r*1.08)
	p.CubeTo(cx-w*0.45, cy+r*0.85, cx-w, cy+r*0.55, cx-w, cy+r*0.05)
	p.Close()
	return p
}

// burst is a spiked star centred on (cx, cy) reaching r: the mark of the
// Hunter and the Cat, which cost the asker a life.
func burst(cx, cy, r float64, n int) *assets.Path {
	return assets.Star(cx, cy, r, r*0.8, n, -math.Pi/2)
}

// tablet is a rounded square: the medallion of the low cards.
func tablet(cx, cy, r float64) *assets.Path {
	k := r * 1.0
	return assets.RoundRect(cx-k, cy-k, cx+k, cy+k, k*0.3)
}

// chevrons is a double arrow pointing right, r its half-height: the
// Horse's corner mark (the request jumps on to the next seat).
func chevrons(cx, cy, r float64) *assets.Path {
	p := &assets.Path{}
	for _, dx := range []float64{-0.5, 0.45} {
		x := cx + dx*r
		p.Add(assets.Polygon(
			assets.Pt{X: x - r*0.55, Y: cy - r}, assets.Pt{X: x - r*0.05, Y: cy - r},
			assets.Pt{X: x + r*0.55, Y: cy}, assets.Pt{X: x - r*0.05, Y: cy + r},
			assets.Pt{X: x - r*0.55, Y: cy + r}, assets.Pt{X: x + r*0.05, Y: cy}))
	}
	return p
}

// medallionPath is the medallion of role rl, r its radius.
func medallionPath(rl role, cx, cy, r float64) *assets.Path {
	switch rl {
	case protect:
		return shield(cx, cy, r*1.02)
	case hurt:
		return burst(cx, cy, r*1.12, 16)
	case low:
		return tablet(cx, cy, r)
	}
	return assets.Ellipse(cx, cy, r, r, false)
}

// medallion paints the emblem's ground: the role's shape in its pale tint,
// rimmed in the role's colour and gold.
func (f face) medallion(img *image.RGBA, rl role, cx, cy, r float64) {
	s := f.S
	p := medallionPath(rl, cx, cy, r)
	assets.Draw(img, p, assets.Style{
		Fill:   assets.Radial(cx, cy-r*0.4, r*1.6, assets.Shade(f.t.tint, 0.5), f.t.tint),
		Stroke: f.t.bottom, StrokeW: 2.2 * s,
		Shadow: assets.Alpha(assets.Black, 0.3), ShadowD: int(math.Round(1.6 * s)),
	}, nil)
	inner := medallionPath(rl, cx, cy, r-2.6*s)
	ring := assets.Subtract(assets.MaskOf(inner, img.Rect), assets.MaskOf(medallionPath(rl, cx, cy, r-3.4*s), img.Rect))
	assets.Paint(img, ring, 0, 0, nil, assets.Solid(assets.Alpha(goldDark, 0.8)))
}

// drawMark paints role rl's small mark centred on (cx, cy), size across,
// in tone t: a shield for the protecting cards, a broken heart for those
// that cost the asker a life, a double arrow for the Horse. The other roles
// have none.
func drawMark(img *image.RGBA, rl role, t tone, cx, cy, size float64) {
	r := size / 2
	var p *assets.Path
	switch rl {
	case protect:
		p = shield(cx, cy-r*0.05, r*0.9)
	case hurt:
		p = assets.Heart(cx, cy, size*1.05)
	case pass:
		p = chevrons(cx, cy, r*0.75)
	default:
		return
	}
	w := math.Max(0.6, size*0.08)
	assets.Draw(img, p, assets.Style{Fill: assets.VGrad(cy-r, cy+r, t.top, t.bottom), Stroke: t.ink, StrokeW: w}, nil)
	if rl == hurt {
		crack := (&assets.Path{}).
			Add(assets.Capsule(cx+r*0.05, cy-r*0.6, cx-r*0.2, cy-r*0.15, w*1.3)).
			Add(assets.Capsule(cx-r*0.2, cy-r*0.15, cx+r*0.2, cy+r*0.15, w*1.3)).
			Add(assets.Capsule(cx+r*0.2, cy+r*0.15, cx, cy+r*0.5, w*1.3))
		assets.Fill(img, crack, assets.Solid(paperTop), nil)
	}
}
