package cucu

import (
	"math"

	"cardtable/assets"
)

func init() { emblems["hunter"] = drawHunter }

// drawHunter: the hunter's green felt hat with its feather, over his brass
// horn hung on a leather strap.
func drawHunter(p *pen) {
	crown := svg(`M -20 -14 C -22 -28 -18 -40 -8 -42 C -2 -38 2 -38 8 -42 C 18 -40 22 -28 20 -14 Z`)
	brim := assets.Ellipse(0, -13, 34, 7, false)
	feather := svg(`M 14 -22 C 20 -36 30 -48 40 -50 C 38 -40 30 -28 18 -18 Z`)
	// The horn: a tapering brass tube curving from the mouthpiece on the
	// left down and round to the flared bell on the right.
	tube := horn(-42, 0, -4, 60, 26, 22, 6, 13)
	bell := svg(`M 20 24 C 28 18 32 8 32 -4 L 54 18 C 42 20 36 30 34 40 Z`)
	mouth := assets.RoundRect(-48, -6, -36, 1, 2)
	all := (&assets.Path{}).Add(crown).Add(brim).Add(feather).Add(tube).Add(bell).Add(mouth)
	p.outline(all, 2.4)
	p.grad(tube, 0, 46, assets.Hex("#FBE38A"), assets.Hex("#B7791F"))
	p.grad(bell, 2, 34, assets.Hex("#FBE38A"), assets.Hex("#C7891F"))
	p.fill(assets.Ellipse(43.5, 17.5, 3.4, 15, false).Transform(assets.RotateAbout(43.5, 17.5, -0.78)), assets.Hex("#7A4E0C"))
	p.fill(horn(-41, 4, -6, 52, 18, 26, 1.5, 2.6), assets.Alpha(assets.White, 0.6))
	p.grad(mouth, -6, 1, assets.Hex("#FBE38A"), assets.Hex("#B7791F"))
	p.fill(assets.RoundRect(-8, 31, -4, 45, 1), assets.Hex("#9A6414"))
	p.grad(feather, -50, -18, assets.Hex("#F4EBD8"), assets.Hex("#8A5A32"))
	p.line(inkLine, 1.1, 17, -20, 38, -48)
	p.grad(crown, -42, -14, assets.Hex("#4E8A4A"), assets.Hex("#255A2A"))
	p.grad(brim, -20, -6, assets.Hex("#3E7A3A"), assets.Hex("#1E4A22"))
	p.fill(svg(`M -20 -21 C -8 -18 8 -18 20 -21 L 20 -15 C 8 -12 -8 -12 -20 -15 Z`), assets.Hex("#7A1E16"))
	p.line(assets.Alpha(assets.White, 0.35), 2, -12, -36, -15, -22)
}

// horn is a tube along the quadratic curve from (x0, y0) through control
// point (cx, cy) to (x1, y1), its width growing from w0 to w1: a chain of
// round-capped segments, smooth at any size.
func horn(x0, y0, cx, cy, x1, y1, w0, w1 float64) *assets.Path {
	const n = 24
	at := func(t float64) (float64, float64) {
		u := 1 - t
		return u*u*x0 + 2*u*t*cx + t*t*x1, u*u*y0 + 2*u*t*cy + t*t*y1
	}
	p := &assets.Path{}
	px, py := at(0)
	for i := 1; i <= n; i++ {
		t := float64(i) / n
		x, y := at(t)
		p.Add(assets.Capsule(px, py, x, y, w0+(w1-w0)*math.Sqrt(t)))
		px, py = x, y
	}
	return p
}
