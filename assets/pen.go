package assets

// The pen: exported path building, for a game's emblems drawn as free
// outlines (a bird, a horse's head) rather than from the shapes above. Each
// call appends to p and returns it, so an outline reads as one chain:
//
//	p := (&assets.Path{}).MoveTo(0, 0).LineTo(10, 0).QuadTo(10, 10, 0, 10).Close()

// MoveTo starts a new outline at (x, y).
func (p *Path) MoveTo(x, y float64) *Path { p.moveTo(x, y); return p }

// LineTo draws a straight edge to (x, y).
func (p *Path) LineTo(x, y float64) *Path { p.lineTo(x, y); return p }

// QuadTo draws a quadratic curve through control point (x1, y1) to (x, y).
func (p *Path) QuadTo(x1, y1, x, y float64) *Path { p.quadTo(x1, y1, x, y); return p }

// CubeTo draws a cubic curve through control points (x1, y1) and (x2, y2)
// to (x, y).
func (p *Path) CubeTo(x1, y1, x2, y2, x, y float64) *Path {
	p.cubeTo(x1, y1, x2, y2, x, y)
	return p
}

// Close ends the current outline with an edge back to its start.
func (p *Path) Close() *Path { p.close(); return p }

// Polygon is the closed outline through pts.
func Polygon(pts ...Pt) *Path { return polygon(pts...) }
