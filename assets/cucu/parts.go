package cucu

import (
	"image"
	"math"

	"cardtable/assets"
)

// number draws I–X: the numeral large in the middle, with as many pips as
// its value in two rows above and below it.
func (f face) number(img *image.RGBA, n int, cx, cy, r float64) {
	s := f.S
	txt := roman(n)
	big := numeralPath(txt, cx, cy, r*1.12, 64*s)
	assets.Draw(img, big, assets.Style{
		Fill:   assets.VGrad(cy-r*0.6, cy+r*0.6, assets.Hex("#B0382A"), assets.Hex("#6E1A12")),
		Stroke: inkLine, StrokeW: 1.1 * s,
		Shadow: assets.Alpha(assets.Black, 0.3), ShadowD: int(math.Round(1.6 * s)),
	}, nil)
	top := (n + 1) / 2
	rows := []struct {
		count int
		y     float64
	}{{top, cy - r*0.98}, {n - top, cy + r*0.98}}
	for _, row := range rows {
		for i := 0; i < row.count; i++ {
			x := cx + (float64(i)-float64(row.count-1)/2)*12*s
			f.pip(img, x, row.y, 4.2*s)
		}
	}
}

// pip is a number card's pip: a small green lozenge with a gold eye,
// outlined by a larger ink lozenge under it (cheaper than a stroke, and
// ten pips are drawn on the X).
func (f face) pip(img *image.RGBA, x, y, r float64) {
	lozenge := func(r float64) *assets.Path {
		return assets.Polygon(assets.Pt{X: x, Y: y - r}, assets.Pt{X: x + r*0.75, Y: y}, assets.Pt{X: x, Y: y + r}, assets.Pt{X: x - r*0.75, Y: y})
	}
	assets.Fill(img, lozenge(r+math.Max(0.7, 0.9*f.S)), assets.Solid(inkLine), nil)
	assets.Fill(img, lozenge(r), assets.VGrad(y-r, y+r, assets.Hex("#3F8A4C"), assets.Hex("#1F5A2E")), nil)
	assets.Fill(img, assets.Ellipse(x, y, r*0.22, r*0.22, false), assets.Solid(gold), nil)
}

// motto sets the pack's Italian motto small and slanted across the card at
// height y, like the hand lettering on the old cards.
func (f face) motto(img *image.RGBA, txt string, y float64) {
	s := f.S
	p := assets.FitText(assets.Bold(), txt, 8.5*s, f.W/2, y, 66*s, 7*s)
	slant := assets.Translate(-f.W/2, -y).Then(assets.Aff{A: 1, B: -0.22, E: 1}).Then(assets.Translate(f.W/2, y))
	assets.Draw(img, p.Transform(slant), assets.Style{
		Fill: assets.Solid(f.t.ink), Stroke: assets.Alpha(paperTop, 0.9), StrokeW: math.Max(0.6, 0.6*s),
	}, nil)
}

// ribbon is the banner at the foot holding the card's name: a band in the
// card's colour over two folded, notched tails.
func (f face) ribbon(img *image.RGBA, name string) {
	s := f.S
	x0, x1, y0, y1 := 15*s, f.W-15*s, 105.5*s, 124*s
	tail := func(dir float64) *assets.Path {
		xo := x0
		if dir > 0 {
			xo = x1
		}
		xe := xo + dir*9*s
		return assets.Polygon(
			assets.Pt{X: xo - dir*3*s, Y: y0 + 3*s}, assets.Pt{X: xe, Y: y0 + 3*s},
			assets.Pt{X: xe - dir*3.5*s, Y: (y0+y1)/2 + 3*s}, assets.Pt{X: xe, Y: y1 + 3*s},
			assets.Pt{X: xo - dir*3*s, Y: y1 + 3*s})
	}
	dark := assets.Shade(f.t.bottom, -0.25)
	for _, dir := range []float64{-1, 1} {
		assets.Draw(img, tail(dir), assets.Style{Fill: assets.Solid(dark), Stroke: inkLine, StrokeW: math.Max(0.6, 0.7*s)}, nil)
	}
	band := assets.RoundRect(x0, y0, x1, y1, 1.2*s)
	assets.Draw(img, band, assets.Style{
		Fill:   assets.VGrad(y0, y1, f.t.top, f.t.bottom),
		Stroke: inkLine, StrokeW: math.Max(0.6, 0.8*s),
		Shadow: assets.Alpha(assets.Black, 0.3), ShadowD: int(math.Round(1.2 * s)),
	}, nil)
	assets.Fill(img, assets.RoundRect(x0+1.5*s, y0+1.2*s, x1-1.5*s, y0+2*s, 0.4*s), assets.Solid(assets.Alpha(assets.White, 0.35)), nil)
	label := lineText(name, f.W/2, (y0+y1)/2, 12*s, x1-x0-6*s)
	assets.Draw(img, label, assets.Style{Fill: assets.Solid(assets.White), Stroke: assets.Alpha(f.t.ink, 0.85), StrokeW: math.Max(0.6, 0.9*s)}, nil)
}

// indices prints the rank in both top corners with the role's mark under
// it (the Fool, which has no rank, shows its cap instead), so a card can be
// told from its corner alone in a tight fan or a hand held to the left.
// The numerals stand flush with the window's edges, as wide as they need:
// the top of the card between them is left free for them.
func (f face) indices(img *image.RGBA, key string, rl role) {
	s := f.S
	const h = 13.5
	st := assets.Style{Fill: assets.Solid(f.t.ink), Stroke: assets.Alpha(paperTop, 0.95), StrokeW: math.Max(0.6, 0.8*s)}
	txt := Numeral(key)
	x0, x1 := (winIn+3.2)*s, f.W-(winIn+3.2)*s
	cy := (winIn + 3.2 + h/2) * s
	for _, side := range []float64{-1, 1} {
		if txt == "" {
			drawEmblem(img, key, f.W/2+side*(f.W/2-(winIn+12)*s), cy+4*s, 24*s)
			continue
		}
		p := numeralPath(txt, 0, 0, h*s, 30*s)
		lo, hi := p.Bounds()
		dx := x0 - lo.X
		if side > 0 {
			dx = x1 - hi.X
		}
		assets.Draw(img, p.Transform(assets.Translate(dx, cy)), st, nil)
		mx := x0 + 5*s
		if side > 0 {
			mx = x1 - 5*s
		}
		drawMark(img, rl, f.t, mx, cy+h/2*s+6.5*s, 10*s)
	}
}

// lineText sets txt in the bold sans on one line centred on (cx, cy) by its
// capitals, size pixels per em, narrowed to at most maxW. Unlike fitting
// the ink box, every label shares one size and baseline, so names with
// Vietnamese tone marks ("Ngựa", "Bảy") stand level with the others.
func lineText(txt string, cx, cy, size, maxW float64) *assets.Path {
	const capHeight = 0.73 // DejaVu Sans Bold, per em
	p, adv := assets.TextPath(assets.Bold(), txt, size)
	k := 1.0
	if adv > maxW {
		k = maxW / adv
	}
	return p.Transform(assets.Translate(-adv/2, 0).Then(assets.Scale(k)).Then(assets.Translate(cx, cy+capHeight*size*k/2)))
}
