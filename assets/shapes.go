package assets

import "math"

// kappa places cubic control points so four arcs approximate a circle.
const kappa = 0.5522847498

// RoundRect is a rounded rectangle, clockwise.
func RoundRect(x0, y0, x1, y1, r float64) *Path {
	r = math.Min(r, math.Min(x1-x0, y1-y0)/2)
	k := r * (1 - kappa)
	p := &Path{}
	p.moveTo(x0+r, y0)
	p.lineTo(x1-r, y0)
	p.cubeTo(x1-k, y0, x1, y0+k, x1, y0+r)
	p.lineTo(x1, y1-r)
	p.cubeTo(x1, y1-k, x1-k, y1, x1-r, y1)
	p.lineTo(x0+r, y1)
	p.cubeTo(x0+k, y1, x0, y1-k, x0, y1-r)
	p.lineTo(x0, y0+r)
	p.cubeTo(x0, y0+k, x0+k, y0, x0+r, y0)
	p.close()
	return p
}

// Ellipse centred on (cx, cy); reverse winds it the other way to cut a hole.
func Ellipse(cx, cy, rx, ry float64, reverse bool) *Path {
	kx, ky := rx*kappa, ry*kappa
	p := &Path{}
	if !reverse {
		p.moveTo(cx+rx, cy)
		p.cubeTo(cx+rx, cy+ky, cx+kx, cy+ry, cx, cy+ry)
		p.cubeTo(cx-kx, cy+ry, cx-rx, cy+ky, cx-rx, cy)
		p.cubeTo(cx-rx, cy-ky, cx-kx, cy-ry, cx, cy-ry)
		p.cubeTo(cx+kx, cy-ry, cx+rx, cy-ky, cx+rx, cy)
	} else {
		p.moveTo(cx+rx, cy)
		p.cubeTo(cx+rx, cy-ky, cx+kx, cy-ry, cx, cy-ry)
		p.cubeTo(cx-kx, cy-ry, cx-rx, cy-ky, cx-rx, cy)
		p.cubeTo(cx-rx, cy+ky, cx-kx, cy+ry, cx, cy+ry)
		p.cubeTo(cx+kx, cy+ry, cx+rx, cy+ky, cx+rx, cy)
	}
	p.close()
	return p
}

func circle(cx, cy, r float64) *Path { return Ellipse(cx, cy, r, r, false) }

// ring is the band between radii rIn and rOut.
func ring(cx, cy, rIn, rOut float64) *Path {
	return circle(cx, cy, rOut).Add(Ellipse(cx, cy, rIn, rIn, true))
}

// Polygon is the closed outline through pts (wind it clockwise on screen
// to merge with other shapes).
func Polygon(pts ...Pt) *Path { return polygon(pts...) }

func polygon(pts ...Pt) *Path {
	p := &Path{}
	for i, q := range pts {
		if i == 0 {
			p.moveTo(q.X, q.Y)
		} else {
			p.lineTo(q.X, q.Y)
		}
	}
	p.close()
	return p
}

// Capsule is a line segment of width w with round caps.
func Capsule(x0, y0, x1, y1, w float64) *Path {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return circle(x0, y0, w/2)
	}
	// Wound clockwise on screen like the end circles: opposite windings
	// would cancel where they overlap and leave holes.
	nx, ny := dy/l*w/2, -dx/l*w/2
	p := polygon(Pt{x0 + nx, y0 + ny}, Pt{x1 + nx, y1 + ny}, Pt{x1 - nx, y1 - ny}, Pt{x0 - nx, y0 - ny})
	return p.Add(circle(x0, y0, w/2)).Add(circle(x1, y1, w/2))
}

// Star is a regular Star with n points; a0 is the angle of the first point.
func Star(cx, cy, rOut, rIn float64, n int, a0 float64) *Path {
	pts := make([]Pt, 0, 2*n)
	for i := 0; i < 2*n; i++ {
		r := rOut
		if i%2 == 1 {
			r = rIn
		}
		a := a0 + math.Pi*float64(i)/float64(n)
		pts = append(pts, Pt{cx + r*math.Cos(a), cy + r*math.Sin(a)})
	}
	return polygon(pts...)
}

// Heart fits a Heart of width s centred on (cx, cy).
func Heart(cx, cy, s float64) *Path {
	u := s / 2
	p := &Path{}
	p.moveTo(cx, cy+0.95*u)
	p.cubeTo(cx-0.35*u, cy+0.62*u, cx-1.0*u, cy+0.2*u, cx-1.0*u, cy-0.3*u)
	p.cubeTo(cx-1.0*u, cy-0.78*u, cx-0.62*u, cy-0.98*u, cx-0.48*u, cy-0.98*u)
	p.cubeTo(cx-0.22*u, cy-0.98*u, cx-0.05*u, cy-0.8*u, cx, cy-0.6*u)
	p.cubeTo(cx+0.05*u, cy-0.8*u, cx+0.22*u, cy-0.98*u, cx+0.48*u, cy-0.98*u)
	p.cubeTo(cx+0.62*u, cy-0.98*u, cx+1.0*u, cy-0.78*u, cx+1.0*u, cy-0.3*u)
	p.cubeTo(cx+1.0*u, cy+0.2*u, cx+0.35*u, cy+0.62*u, cx, cy+0.95*u)
	p.close()
	return p
}

// ArcArrow is a circular band from angle a0 to a1 (radians, clockwise on
// screen) between radii rIn and rOut, ending in an arrowhead at a1.
func ArcArrow(cx, cy, rIn, rOut, a0, a1 float64) *Path {
	const steps = 24
	at := func(r, a float64) Pt { return Pt{cx + r*math.Cos(a), cy + r*math.Sin(a)} }
	var pts []Pt
	for i := 0; i <= steps; i++ {
		pts = append(pts, at(rOut, a0+(a1-a0)*float64(i)/steps))
	}
	// Arrowhead: wider than the band, its tip further along the circle.
	mid, half := (rIn+rOut)/2, (rOut - rIn)
	dir := math.Copysign(1, a1-a0)
	tip := a1 + dir*1.6*half/mid
	pts = append(pts, at(mid+half, a1), at(mid, tip), at(mid-half, a1))
	for i := steps; i >= 0; i-- {
		pts = append(pts, at(rIn, a0+(a1-a0)*float64(i)/steps))
	}
	return polygon(pts...)
}

// Rays is a sunburst of n wedges from (cx, cy) out to radius r.
func Rays(cx, cy, r float64, n int, a0 float64) *Path {
	p := &Path{}
	for i := 0; i < n; i++ {
		a := a0 + 2*math.Pi*float64(i)/float64(n)
		b := a + math.Pi/float64(n)
		p.Add(polygon(Pt{cx, cy}, Pt{cx + r*math.Cos(a), cy + r*math.Sin(a)}, Pt{cx + r*math.Cos(b), cy + r*math.Sin(b)}))
	}
	return p
}
