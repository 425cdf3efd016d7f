package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Point is a position in logical units.
type Point struct{ X, Y float64 }

// Polyline paints straight segments through pts, width logical units
// thick: each segment is the shapes' white square stretched and turned,
// so a chart goes through the canvas (recorded like every draw) without
// vector paths.
func (c *Canvas) Polyline(s *Shapes, pts []Point, width float64, col color.Color) {
	inner := s.white.Bounds().Inset(1)
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		dx, dy := (b.X-a.X)*c.Scale, (b.Y-a.Y)*c.Scale
		length := math.Hypot(dx, dy)
		if length == 0 {
			continue
		}
		w := width * c.Scale
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		// The square is the segment's length (plus the width, so joints
		// close) by its width, centred on the line.
		op.GeoM.Scale((length+w)/float64(inner.Dx()), w/float64(inner.Dy()))
		op.GeoM.Translate(-w/2, -w/2)
		op.GeoM.Rotate(math.Atan2(dy, dx))
		op.GeoM.Translate(c.OX+a.X*c.Scale, c.OY+a.Y*c.Scale)
		op.ColorScale.ScaleWithColor(col)
		op.ColorScale.ScaleAlpha(c.Opacity())
		c.drawPart(s.white, inner, op)
	}
}

// Dot paints a small square centred on p, size logical units wide (a
// chart's single point, a marker).
func (c *Canvas) Dot(s *Shapes, p Point, size float64, col color.Color) {
	c.Fill(s, Rect{X: p.X - size/2, Y: p.Y - size/2, W: size, H: size}, col)
}
