package ui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Shapes caches the images panels are drawn from: anti-aliased shapes are
// rendered once per size and then stretched as nine-slices, because vector
// drawing every frame is far too slow on software renderers.
type Shapes struct {
	white   *ebiten.Image
	corners map[int]*ebiten.Image // white rounded square by device radius
	rings   map[int]*ebiten.Image // white rounded outline by device radius
}

// NewShapes prepares the shared shape images.
func NewShapes() *Shapes {
	w := ebiten.NewImage(3, 3)
	w.Fill(color.White)
	return &Shapes{white: w, corners: map[int]*ebiten.Image{}, rings: map[int]*ebiten.Image{}}
}

func (s *Shapes) rounded(r int, ring bool) *ebiten.Image {
	cache := s.corners
	if ring {
		cache = s.rings
	}
	if img, ok := cache[r]; ok {
		return img
	}
	size := 2*r + 2
	img := ebiten.NewImage(size, size)
	var p vector.Path
	fr := float32(r)
	addRoundRect(&p, 0, 0, float32(size), float32(size), fr)
	if ring {
		th := float32(max(2, r/4))
		var so vector.StrokeOptions
		so.Width = th
		var q vector.Path
		addRoundRect(&q, th/2, th/2, float32(size)-th, float32(size)-th, fr-th/2)
		vs, is := q.AppendVerticesAndIndicesForStroke(nil, nil, &so)
		drawWhite(img, s.white, vs, is)
	} else {
		vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
		drawWhite(img, s.white, vs, is)
	}
	cache[r] = img
	return img
}

func drawWhite(dst, white *ebiten.Image, vs []ebiten.Vertex, is []uint16) {
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = 1, 1, 1, 1
	}
	dst.DrawTriangles(vs, is, white, &ebiten.DrawTrianglesOptions{AntiAlias: true})
}

func addRoundRect(p *vector.Path, x, y, w, h, r float32) {
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.ArcTo(x+w, y, x+w, y+r, r)
	p.LineTo(x+w, y+h-r)
	p.ArcTo(x+w, y+h, x+w-r, y+h, r)
	p.LineTo(x+r, y+h)
	p.ArcTo(x, y+h, x, y+h-r, r)
	p.LineTo(x, y+r)
	p.ArcTo(x, y, x+r, y, r)
	p.Close()
}

// Fill paints a plain rectangle.
func (c *Canvas) Fill(s *Shapes, r Rect, col color.Color) {
	if c.Fit != nil {
		c.Fit.panel(r)
	}
	inner := s.white.Bounds().Inset(1)
	x, y, w, h := c.Device(r)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(w/float64(inner.Dx()), h/float64(inner.Dy()))
	op.GeoM.Translate(x, y)
	if col != nil {
		op.ColorScale.ScaleWithColor(col)
	}
	op.ColorScale.ScaleAlpha(c.Opacity())
	c.drawPart(s.white, inner, op)
}

// Panel paints a rounded rectangle with corner radius rad (logical units).
func (c *Canvas) Panel(s *Shapes, r Rect, rad float64, col color.Color) {
	if c.Fit != nil {
		c.Fit.panel(r)
	}
	c.nine(s, s.rounded(c.radius(r, rad), false), r, col)
}

// Outline paints a rounded outline, for focus rings and highlights.
func (c *Canvas) Outline(s *Shapes, r Rect, rad float64, col color.Color) {
	c.nine(s, s.rounded(c.radius(r, rad), true), r, col)
}

// radius is rad in device pixels, made small enough for the corners to fit
// r (a pill's radius is half its height): corners too big for the
// rectangle would leave nine nothing but a plain fill, which for an
// outline is a solid block.
func (c *Canvas) radius(r Rect, rad float64) int {
	px := int(rad*c.Scale + 0.5)
	_, _, w, h := c.Device(r)
	if fit := int(min(w, h)/2) - 1; px > fit {
		px = max(fit, 0)
	}
	return px
}

// nine draws img as a nine-slice over r: corners at device size, edges and
// centre stretched.
func (c *Canvas) nine(s *Shapes, img *ebiten.Image, r Rect, col color.Color) {
	x, y, w, h := c.Device(r)
	size := float64(img.Bounds().Dx())
	k := (size - 2) / 2 // corner size in source pixels
	if k < 1 || w < 2*k || h < 2*k {
		c.Fill(s, r, col)
		return
	}
	var cs ebiten.ColorScale
	cs.ScaleWithColor(col)
	cs.ScaleAlpha(c.Opacity())
	src := [3][2]float64{{0, k}, {k, size - k}, {size - k, size}}
	xs := [3][2]float64{{x, x + k}, {x + k, x + w - k}, {x + w - k, x + w}}
	ys := [3][2]float64{{y, y + k}, {y + k, y + h - k}, {y + h - k, y + h}}
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			dx0, dx1 := xs[i][0], xs[i][1]
			dy0, dy1 := ys[j][0], ys[j][1]
			if dx1 <= dx0 || dy1 <= dy0 {
				continue
			}
			sx0, sx1 := src[i][0], src[i][1]
			sy0, sy1 := src[j][0], src[j][1]
			part := image.Rect(int(sx0), int(sy0), int(sx1), int(sy1))
			op := &ebiten.DrawImageOptions{ColorScale: cs, Filter: ebiten.FilterLinear}
			op.GeoM.Scale((dx1-dx0)/(sx1-sx0), (dy1-dy0)/(sy1-sy0))
			op.GeoM.Translate(dx0, dy0)
			c.drawPart(img, part, op)
		}
	}
}
