package cucu

import (
	"math"

	"cardtable/assets"
)

func init() {
	emblems["nothing"] = drawNothing
	emblems["bucket"] = drawBucket
	emblems["mask"] = drawMask
	emblems["lion"] = drawLion
}

// drawNothing: an empty gilt frame, "Nulla" — the picture is missing.
func drawNothing(p *pen) {
	outer := assets.Ellipse(0, 2, 30, 38, false)
	crest := svg(`M -10 -36 C -6 -46 6 -46 10 -36 C 4 -40 -4 -40 -10 -36 Z`)
	p.outline((&assets.Path{}).Add(outer).Add(crest), 2.4)
	p.grad(outer, -36, 40, assets.Hex("#FFE9A8"), goldDark)
	p.grad(crest, -46, -36, assets.Hex("#FFE9A8"), goldDark)
	p.fill(assets.Ellipse(0, 2, 23, 31, false), inkLine)
	p.grad(assets.Ellipse(0, 2, 21.5, 29.5, false), -28, 32, assets.Hex("#FFFDF6"), assets.Hex("#EFE6D2"))
	for i := 0; i < 16; i++ {
		a := float64(i) * 2 * math.Pi / 16
		p.dot(26.5*math.Sin(a), 2-34.5*math.Cos(a), 1.6, assets.Hex("#FFF6D0"))
	}
}

// drawBucket: a wooden bucket bound with iron hoops, brimming with water.
func drawBucket(p *pen) {
	handle := svg(`M -30 -18 C -30 -50 30 -50 30 -18 L 25 -18 C 25 -42 -25 -42 -25 -18 Z`)
	body := svg(`M -32 -18 L 32 -18 L 24 40 L -24 40 Z`)
	p.outline((&assets.Path{}).Add(handle).Add(body), 2.4)
	p.fill(handle, assets.Hex("#6B6478"))
	p.grad(body, -18, 40, assets.Hex("#D69A5E"), assets.Hex("#8A5A32"))
	for i := 1; i < 6; i++ {
		t := float64(i) / 6
		p.line(assets.Hex("#6E4420"), 1.2, -32+64*t, -18, -24+48*t, 40)
	}
	iron, shine := assets.Hex("#4A4452"), assets.Hex("#9A92A8")
	for _, y := range []float64{-8, 28} {
		w := 32 - (y+18)/58*8
		p.fill(assets.RoundRect(-w-1, y-3, w+1, y+3, 1.5), iron)
		p.line(shine, 1, -w+2, y-1.5, w-2, y-1.5)
	}
	p.fill(assets.Ellipse(0, -18, 32, 5, false), inkLine)
	p.grad(assets.Ellipse(0, -18, 29, 3.6, false), -22, -14, assets.Hex("#9ED8F0"), assets.Hex("#3F8CC0"))
	p.dot(-12, -19, 1.4, assets.White)
}

// drawMask: the Mascherone, a carnival mask with hollow eyes, rosy cheeks
// and ribbons.
func drawMask(p *pen) {
	face := svg(`M 0 -40 C 22 -40 34 -24 34 -4 C 34 20 18 40 0 42 C -18 40 -34 20 -34 -4 C -34 -24 -22 -40 0 -40 Z`)
	ribbons := svg(`M -32 -8 C -42 -4 -46 8 -42 22 L -38 20 C -40 10 -38 2 -32 0 Z
		M 32 -8 L 32 0 C 38 2 40 10 38 20 L 42 22 C 46 8 42 -4 32 -8 Z`)
	p.outline((&assets.Path{}).Add(face).Add(ribbons), 2.4)
	p.grad(ribbons, -8, 22, assets.Hex("#E0483A"), assets.Hex("#A11C17"))
	p.grad(face, -40, 42, assets.Hex("#FFF8E6"), assets.Hex("#E6D2A8"))
	// Gilded brows over hollow eyes.
	for _, side := range []float64{-1, 1} {
		x := side * 13
		p.fill(svg(`M -11 -15 C -6 -22 6 -22 11 -13 L 9 -10 C 4 -17 -4 -17 -9 -12 Z`).Transform(assets.Aff{A: side, E: 1, C: x}), goldDark)
		p.fill(assets.Ellipse(x, -4, 8, 5.5, false), inkLine)
		p.dot(x+side*8, 12, 5, assets.Alpha(assets.Hex("#E86A6A"), 0.45))
	}
	p.fill(svg(`M 0 -10 C 2 -2 5 6 6 10 C 3 12 -3 12 -6 10 C -5 6 -2 -2 0 -10 Z`), assets.Hex("#E0C89A"))
	p.fill(svg(`M -12 22 C -6 18 6 18 12 22 C 8 30 -8 30 -12 22 Z`), assets.Hex("#7A1E16"))
	p.fill(svg(`M -8 22.5 C -3 21 3 21 8 22.5 L 8 24 L -8 24 Z`), assets.Hex("#FFF8E6"))
	p.line(assets.Alpha(assets.White, 0.7), 2.4, -22, -24, -26, -8)
}

// drawLion: a lion's head, front on, in its great mane.
func drawLion(p *pen) {
	mane := assets.Star(0, 2, 46, 36, 18, -math.Pi/2)
	p.outline(mane, 2.4)
	p.fill(mane, assets.Hex("#A8561C"))
	p.fill(assets.Star(0, 2, 38, 30, 18, -math.Pi/2+math.Pi/18), assets.Hex("#C7742A"))
	for _, side := range []float64{-1, 1} {
		ear := assets.Ellipse(side*22, -22, 8, 8, false)
		p.fill(ear, inkLine)
		p.fill(assets.Ellipse(side*22, -22, 6.6, 6.6, false), assets.Hex("#E8B060"))
		p.fill(assets.Ellipse(side*22, -22, 3.4, 3.4, false), assets.Hex("#A8561C"))
	}
	face := svg(`M 0 -30 C 18 -30 26 -16 26 2 C 26 20 14 32 0 32 C -14 32 -26 20 -26 2 C -26 -16 -18 -30 0 -30 Z`)
	p.fill(assets.Ellipse(0, 1, 27.5, 32.5, false), inkLine)
	p.grad(face, -30, 32, assets.Hex("#F2C27A"), assets.Hex("#D6954A"))
	muzzle := assets.Ellipse(-7, 16, 9, 8, false).Add(assets.Ellipse(7, 16, 9, 8, false))
	p.fill(muzzle, assets.Hex("#FFF1D6"))
	p.fill(svg(`M -7 4 L 7 4 C 6 10 2 12 0 12 C -2 12 -6 10 -7 4 Z`), assets.Hex("#4A2A16"))
	p.line(assets.Hex("#4A2A16"), 1.4, 0, 12, 0, 17)
	p.fill(svg(`M -6 22 C -2 26 2 26 6 22 C 4 27 -4 27 -6 22 Z`), assets.Hex("#8A2A1A"))
	for _, side := range []float64{-1, 1} {
		x := side * 11
		p.fill(assets.Ellipse(x, -8, 5, 3.6, false), assets.Hex("#FFF1D6"))
		p.dot(x, -8, 2.4, assets.Hex("#6B4208"))
		p.dot(x, -8, 1.2, inkLine)
		p.line(assets.Hex("#8A4A1A"), 1.6, x-side*6, -15, x+side*5, -13)
	}
	for _, d := range [][2]float64{{-12, 14}, {-10, 19}, {12, 14}, {10, 19}} {
		p.dot(d[0], d[1], 0.9, assets.Hex("#8A5A32"))
	}
}
