package assets

import (
	"image"
	"math"

	"golang.org/x/image/vector"
)

// Pt is a point in pixels, y down.
type Pt struct{ X, Y float64 }

// Aff is a 2-D affine transform: x' = A*x + B*y + C, y' = D*x + E*y + F.
type Aff struct{ A, B, C, D, E, F float64 }

var identity = Aff{A: 1, E: 1}

func (m Aff) apply(p Pt) Pt {
	return Pt{m.A*p.X + m.B*p.Y + m.C, m.D*p.X + m.E*p.Y + m.F}
}

// Then returns the transform doing m first and n second.
func (m Aff) Then(n Aff) Aff {
	return Aff{
		A: n.A*m.A + n.B*m.D, B: n.A*m.B + n.B*m.E, C: n.A*m.C + n.B*m.F + n.C,
		D: n.D*m.A + n.E*m.D, E: n.D*m.B + n.E*m.E, F: n.D*m.C + n.E*m.F + n.F,
	}
}

// Translate moves by (x, y).
func Translate(x, y float64) Aff { return Aff{A: 1, C: x, E: 1, F: y} }

// Scale scales by s about the origin.
func Scale(s float64) Aff { return Aff{A: s, E: s} }

// RotateAbout turns by angle radians (clockwise on screen) about (cx, cy).
func RotateAbout(cx, cy, angle float64) Aff {
	s, c := math.Sincos(angle)
	return Translate(-cx, -cy).Then(Aff{A: c, B: -s, D: s, E: c}).Then(Translate(cx, cy))
}

type opKind uint8

const (
	opMove opKind = iota
	opLine
	opQuad
	opCube
	opClose
)

// points is how many of op.p a segment uses.
func (k opKind) points() int {
	switch k {
	case opMove, opLine:
		return 1
	case opQuad:
		return 2
	case opCube:
		return 3
	}
	return 0
}

type op struct {
	kind opKind
	p    [3]Pt
}

// Path is a list of closed outlines kept in float64 so shapes and glyphs can
// be transformed (rotated corner indices, fanned cards) before rasterizing.
// Overlapping outlines of the same winding merge; opposite winding cuts holes.
type Path struct{ ops []op }

func (p *Path) moveTo(x, y float64) { p.ops = append(p.ops, op{kind: opMove, p: [3]Pt{{x, y}}}) }
func (p *Path) lineTo(x, y float64) { p.ops = append(p.ops, op{kind: opLine, p: [3]Pt{{x, y}}}) }
func (p *Path) quadTo(x1, y1, x, y float64) {
	p.ops = append(p.ops, op{kind: opQuad, p: [3]Pt{{x1, y1}, {x, y}}})
}
func (p *Path) cubeTo(x1, y1, x2, y2, x, y float64) {
	p.ops = append(p.ops, op{kind: opCube, p: [3]Pt{{x1, y1}, {x2, y2}, {x, y}}})
}
func (p *Path) close() { p.ops = append(p.ops, op{kind: opClose}) }

// MoveTo, LineTo, QuadTo, CubeTo and Close build an outline point by point,
// for a game's own emblems; each returns p so calls chain. Wind outlines
// clockwise on screen, as every shape here is, so that overlapping ones
// merge instead of cancelling.
func (p *Path) MoveTo(x, y float64) *Path { p.moveTo(x, y); return p }

// LineTo adds a straight segment to (x, y).
func (p *Path) LineTo(x, y float64) *Path { p.lineTo(x, y); return p }

// QuadTo adds a quadratic Bézier segment through control point (x1, y1).
func (p *Path) QuadTo(x1, y1, x, y float64) *Path { p.quadTo(x1, y1, x, y); return p }

// CubeTo adds a cubic Bézier segment through control points (x1, y1) and
// (x2, y2).
func (p *Path) CubeTo(x1, y1, x2, y2, x, y float64) *Path { p.cubeTo(x1, y1, x2, y2, x, y); return p }

// Close ends the current outline.
func (p *Path) Close() *Path { p.close(); return p }

// Add appends q's outlines.
func (p *Path) Add(q *Path) *Path {
	p.ops = append(p.ops, q.ops...)
	return p
}

// Transform returns a copy of p moved by m.
func (p *Path) Transform(m Aff) *Path {
	q := &Path{ops: make([]op, len(p.ops))}
	for i, o := range p.ops {
		for j := range o.p {
			o.p[j] = m.apply(o.p[j])
		}
		q.ops[i] = o
	}
	return q
}

// Bounds is the box of all points, control points included (a slight
// overestimate for curves, which is all layout needs).
func (p *Path) Bounds() (minP, maxP Pt) {
	minP = Pt{math.Inf(1), math.Inf(1)}
	maxP = Pt{math.Inf(-1), math.Inf(-1)}
	for _, o := range p.ops {
		for _, q := range o.p[:o.kind.points()] {
			minP.X, minP.Y = math.Min(minP.X, q.X), math.Min(minP.Y, q.Y)
			maxP.X, maxP.Y = math.Max(maxP.X, q.X), math.Max(maxP.Y, q.Y)
		}
	}
	return minP, maxP
}

// box is the pixel rectangle covering p, grown by pad pixels.
func (p *Path) box(pad float64) image.Rectangle {
	if len(p.ops) == 0 {
		return image.Rectangle{}
	}
	lo, hi := p.Bounds()
	return image.Rect(int(math.Floor(lo.X-pad)), int(math.Floor(lo.Y-pad)), int(math.Ceil(hi.X+pad)), int(math.Ceil(hi.Y+pad)))
}

// rasterize adds p's coverage to m (union with what m already holds). Masks
// cover only their shape's box, not the whole image, which keeps drawing a
// face within a few milliseconds.
func rasterize(z *vector.Rasterizer, m *image.Alpha, p *Path) {
	b := m.Rect
	if b.Empty() {
		return
	}
	z.Reset(b.Dx(), b.Dy())
	ox, oy := float64(b.Min.X), float64(b.Min.Y)
	f := func(q Pt) (float32, float32) { return float32(q.X - ox), float32(q.Y - oy) }
	open := false
	for _, o := range p.ops {
		switch o.kind {
		case opMove:
			if open {
				z.ClosePath()
			}
			z.MoveTo(f(o.p[0]))
			open = true
		case opLine:
			z.LineTo(f(o.p[0]))
		case opQuad:
			x1, y1 := f(o.p[0])
			x2, y2 := f(o.p[1])
			z.QuadTo(x1, y1, x2, y2)
		case opCube:
			x1, y1 := f(o.p[0])
			x2, y2 := f(o.p[1])
			x3, y3 := f(o.p[2])
			z.CubeTo(x1, y1, x2, y2, x3, y3)
		case opClose:
			z.ClosePath()
			open = false
		}
	}
	if open {
		z.ClosePath()
	}
	// An origin-based view of the same pixels takes the rasterizer's fast path.
	view := &image.Alpha{Pix: m.Pix, Stride: m.Stride, Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	z.Draw(view, view.Rect, image.Opaque, image.Point{})
}

// MaskOf rasterizes p into a coverage mask covering p's box, cut to limit
// (the image being drawn: a sunburst reaching far outside the card costs
// nothing).
func MaskOf(p *Path, limit image.Rectangle) *image.Alpha {
	m := image.NewAlpha(p.box(1).Intersect(limit))
	var z vector.Rasterizer
	rasterize(&z, m, p)
	return m
}

// strokeMask is p grown by r pixels in every direction: the union of p
// shifted around a circle, which is exact enough for outlines a few pixels
// wide and far simpler than offsetting curves.
func strokeMask(p *Path, r float64, limit image.Rectangle) *image.Alpha {
	m := image.NewAlpha(p.box(r + 1).Intersect(limit))
	var z vector.Rasterizer
	rasterize(&z, m, p)
	rings := []float64{r}
	if r > 2.5 {
		rings = append(rings, r/2)
	}
	for _, rr := range rings {
		n := int(math.Max(8, math.Ceil(2*math.Pi*rr/2)))
		for i := 0; i < n; i++ {
			a := 2 * math.Pi * float64(i) / float64(n)
			rasterize(&z, m, p.Transform(Translate(rr*math.Cos(a), rr*math.Sin(a))))
		}
	}
	return m
}
