package flip7

import (
	"math"

	"cardtable/assets"
)

// Each icon returns its body (drawn white or coloured with an outline) and an
// optional highlight drawn over it, fitted to a size×size box at (cx, cy).

// snowflake: six arms, each with two pairs of branches (Freeze).
func snowflake(cx, cy, size float64) (*assets.Path, *assets.Path) {
	R := size / 2
	w := size * 0.1
	p := &assets.Path{}
	for i := 0; i < 6; i++ {
		a := -math.Pi/2 + float64(i)*math.Pi/3
		ca, sa := math.Cos(a), math.Sin(a)
		at := func(d float64) (float64, float64) { return cx + d*ca, cy + d*sa }
		x1, y1 := at(R * 0.92)
		p.Add(assets.Capsule(cx, cy, x1, y1, w))
		for _, b := range []struct{ d, l float64 }{{0.58, 0.3}} {
			bx, by := at(R * b.d)
			for _, side := range []float64{-1, 1} {
				ba := a + side*math.Pi/4
				p.Add(assets.Capsule(bx, by, bx+R*b.l*math.Cos(ba), by+R*b.l*math.Sin(ba), w*0.85))
			}
		}
	}
	p.Add(assets.Star(cx, cy, R*0.2, R*0.14, 6, -math.Pi/2))
	return p, nil
}

// flipThreeIcon: a bold 3 inside two circling arrows (Flip Three).
func flipThreeIcon(cx, cy, size float64) (*assets.Path, *assets.Path) {
	R := size / 2
	band := size * 0.11
	p := assets.ArcArrow(cx, cy, R*0.86-band, R*0.86, math.Pi*1.08, math.Pi*1.82)
	p.Add(assets.ArcArrow(cx, cy, R*0.86-band, R*0.86, math.Pi*0.08, math.Pi*0.82))
	p.Add(assets.FitText(assets.Bold(), "3", size*0.8, cx, cy, size*0.5, size*0.56))
	return p, nil
}

// heartIcon: a heart with a glossy highlight (Second Chance).
func heartIcon(cx, cy, size float64) (*assets.Path, *assets.Path) {
	h := assets.Heart(cx, cy+size*0.04, size*0.98)
	gloss := assets.Ellipse(cx-size*0.22, cy-size*0.22, size*0.12, size*0.07, false).
		Transform(assets.RotateAbout(cx-size*0.22, cy-size*0.22, -0.6))
	return h, gloss
}
