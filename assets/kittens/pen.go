package kittens

import (
	"image"
	"image/color"
	"math"

	"cardtable/assets"
)

// pen draws an emblem in its own units: a 64×64 box centred on the origin,
// x to the right and y down, which m maps to pixels (a scale and a move:
// the emblem large in a face's window, small in a corner badge or alone
// as an icon). Every length an emblem gives is in those units.
type pen struct {
	img *image.RGBA
	k   float64 // pixels per unit
	x0  float64 // pixel position of the origin
	y0  float64
}

// newPen maps the 64-unit box to size pixels centred on (cx, cy).
func newPen(img *image.RGBA, cx, cy, size float64) *pen {
	return &pen{img: img, k: size / 64, x0: cx, y0: cy}
}

// at maps p from units to pixels.
func (p *pen) at(q *assets.Path) *assets.Path {
	return q.Transform(assets.Scale(p.k).Then(assets.Translate(p.x0, p.y0)))
}

// y and x are pixel positions of unit coordinates, for shaders.
func (p *pen) y(v float64) float64 { return p.y0 + v*p.k }
func (p *pen) x(v float64) float64 { return p.x0 + v*p.k }

// vgrad runs from c0 at unit height y0 to c1 at y1.
func (p *pen) vgrad(y0, y1 float64, c0, c1 color.NRGBA) assets.Shader {
	return assets.VGrad(p.y(y0), p.y(y1), c0, c1)
}

// radial runs from c0 at unit point (cx, cy) to c1 at r units away.
func (p *pen) radial(cx, cy, r float64, c0, c1 color.NRGBA) assets.Shader {
	return assets.Radial(p.x(cx), p.y(cy), r*p.k, c0, c1)
}

// part draws one outlined part of an emblem: a drop shadow, the ink
// outline (w units wide, none when 0) and its fill.
func (p *pen) part(q *assets.Path, fill assets.Shader, w float64) {
	q = p.at(q)
	st := assets.Style{Fill: fill}
	if w > 0 {
		st.Stroke, st.StrokeW = inkLine, math.Max(0.6, w*p.k)
	}
	assets.Draw(p.img, q, st, nil)
}

// shadowed is part with a soft shadow beneath, for an emblem's main body.
func (p *pen) shadowed(q *assets.Path, fill assets.Shader, w float64) {
	px := p.at(q)
	assets.Draw(p.img, px, assets.Style{
		Fill:   fill,
		Stroke: inkLine, StrokeW: math.Max(0.6, w*p.k),
		Shadow: assets.Alpha(assets.Black, 0.35), ShadowD: int(math.Max(1, math.Round(2.2*p.k))),
	}, nil)
}

// detail fills q without an outline (eyes, stripes, stitches).
func (p *pen) detail(q *assets.Path, fill assets.Shader) {
	assets.Fill(p.img, p.at(q), fill, nil)
}

// clipped fills q inside the outline clip (both in units), for patterns
// on a body: a tabby's stripes, a calico's patches.
func (p *pen) clipped(q, clip *assets.Path, fill assets.Shader) {
	m := assets.MaskOf(p.at(clip), p.img.Rect)
	assets.Fill(p.img, p.at(q), fill, m)
}

// gloss is a soft white highlight.
func (p *pen) gloss(q *assets.Path, a float64) {
	p.detail(q, assets.Solid(assets.Alpha(white, a)))
}

// solid is a one-colour shader.
func solid(c color.NRGBA) assets.Shader { return assets.Solid(c) }

// line is a round-capped stroke of width w from (x0, y0) to (x1, y1).
func line(x0, y0, x1, y1, w float64) *assets.Path { return assets.Capsule(x0, y0, x1, y1, w) }

// disc is a circle.
func disc(cx, cy, r float64) *assets.Path { return assets.Ellipse(cx, cy, r, r, false) }

// oval is an ellipse.
func oval(cx, cy, rx, ry float64) *assets.Path { return assets.Ellipse(cx, cy, rx, ry, false) }

// poly is the closed outline through the unit points xy (x0, y0, x1, y1,
// …), wound clockwise on screen whatever order they are given in, so
// that overlapping parts merge.
func poly(xy ...float64) *assets.Path {
	pts := make([]assets.Pt, 0, len(xy)/2)
	for i := 0; i+1 < len(xy); i += 2 {
		pts = append(pts, assets.Pt{X: xy[i], Y: xy[i+1]})
	}
	area := 0.0
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		area += a.X*b.Y - b.X*a.Y
	}
	if area < 0 { // counter-clockwise on screen (y down)
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	return assets.Polygon(pts...)
}

// turned is q rotated by a radians about (cx, cy).
func turned(q *assets.Path, cx, cy, a float64) *assets.Path {
	return q.Transform(assets.RotateAbout(cx, cy, a))
}

// moved is q moved by (dx, dy).
func moved(q *assets.Path, dx, dy float64) *assets.Path {
	return q.Transform(assets.Translate(dx, dy))
}

// union is the parts as one path (all wound the same way, so they merge).
func union(parts ...*assets.Path) *assets.Path {
	out := &assets.Path{}
	for _, q := range parts {
		out.Add(q)
	}
	return out
}

// arrow is a straight arrow from tail (x0, y0) to tip (x1, y1): a shaft w
// wide and a head 2.6 w wide.
func arrow(x0, y0, x1, y1, w float64) *assets.Path {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	nx, ny := -uy, ux
	hl, hw := w*2.2, w*1.4
	bx, by := x1-ux*hl, y1-uy*hl
	head := poly(x1, y1, bx+nx*hw, by+ny*hw, bx-nx*hw, by-ny*hw)
	return union(line(x0, y0, bx+ux*w*0.3, by+uy*w*0.3, w), head)
}

// fletching is an arrow's two feathers at its tail (x0, y0), pointing away
// from (x1, y1).
func fletching(x0, y0, x1, y1, w float64) *assets.Path {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	nx, ny := -uy, ux
	out := &assets.Path{}
	for _, side := range []float64{-1, 1} {
		out.Add(poly(
			x0+ux*w*2.4, y0+uy*w*2.4,
			x0+ux*w*0.8+side*nx*w*1.5, y0+uy*w*0.8+side*ny*w*1.5,
			x0-ux*w*0.4+side*nx*w*1.5, y0-uy*w*0.4+side*ny*w*1.5,
			x0+ux*w*0.6, y0+uy*w*0.6,
		))
	}
	return out
}
