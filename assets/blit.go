package assets

import (
	"image"
	"math"
)

// drawTransformed composites src over dst through m (src pixel space to dst
// pixel space) with bilinear sampling, for fanned, tilted cards in title art.
func drawTransformed(dst, src *image.RGBA, m Aff) {
	det := m.A*m.E - m.B*m.D
	if det == 0 {
		return
	}
	// Inverse transform: dst → src.
	inv := Aff{
		A: m.E / det, B: -m.B / det, D: -m.D / det, E: m.A / det,
	}
	inv.C = -(inv.A*m.C + inv.B*m.F)
	inv.F = -(inv.D*m.C + inv.E*m.F)

	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	lo, hi := polygon(m.apply(Pt{0, 0}), m.apply(Pt{float64(sw), 0}), m.apply(Pt{float64(sw), float64(sh)}), m.apply(Pt{0, float64(sh)})).Bounds()
	r := image.Rect(int(math.Floor(lo.X)), int(math.Floor(lo.Y)), int(math.Ceil(hi.X))+1, int(math.Ceil(hi.Y))+1).Intersect(dst.Rect)
	at := func(x, y int) [4]float64 {
		if x < 0 || y < 0 || x >= sw || y >= sh {
			return [4]float64{}
		}
		i := y*src.Stride + 4*x
		p := src.Pix[i : i+4]
		return [4]float64{float64(p[0]), float64(p[1]), float64(p[2]), float64(p[3])}
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			s := inv.apply(Pt{float64(x) + 0.5, float64(y) + 0.5})
			sx, sy := s.X-0.5, s.Y-0.5
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			if x0 < -1 || y0 < -1 || x0 >= sw || y0 >= sh {
				continue
			}
			tx, ty := sx-float64(x0), sy-float64(y0)
			a, b, c, d := at(x0, y0), at(x0+1, y0), at(x0, y0+1), at(x0+1, y0+1)
			var px [4]float64
			for k := range px {
				top := a[k] + (b[k]-a[k])*tx
				bot := c[k] + (d[k]-c[k])*tx
				px[k] = top + (bot-top)*ty
			}
			if px[3] <= 0 {
				continue
			}
			i := y*dst.Stride + 4*x
			q := dst.Pix[i : i+4]
			inv := 1 - px[3]/255
			for k := range px {
				q[k] = clamp8(px[k] + float64(q[k])*inv)
			}
		}
	}
}

// alphaOf is src's alpha channel as a mask, for soft shadows under cards.
func alphaOf(src *image.RGBA) *image.Alpha {
	m := image.NewAlpha(src.Rect)
	for i := range m.Pix {
		m.Pix[i] = src.Pix[4*i+3]
	}
	return m
}
