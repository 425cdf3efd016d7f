package assets

import (
	"image"
	"math"
)

// CardBack draws the back shared by every game: deep burgundy with a gold
// lattice, a double gold frame and a medallion of the four suits — the warm
// look of a Vietnamese family card table. It carries no text, so one image
// serves both languages.
func CardBack(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	f := newFrame(w, h)
	f.body(img)
	s, W, H := f.s, f.W, f.H
	gold, goldDark := hex("#E9C46A"), hex("#B8862B")
	fill(img, roundRect(f.inset, f.inset, W-f.inset, H-f.inset, f.panelR),
		radial(W/2, H/2, H*0.62, hex("#9B2335"), hex("#4A0D18")), nil)

	// Diamond lattice, clipped to the panel.
	lat := &path{}
	step := 9 * s
	for d := -H; d < W+H; d += step {
		lat.add(capsule(d, 0, d+H, H, 0.7*s))
		lat.add(capsule(d, H, d+H, 0, 0.7*s))
	}
	fill(img, lat, solid(alpha(gold, 0.22)), f.panel)

	// Double frame.
	for _, k := range []float64{3 * s, 6 * s} {
		t := math.Max(0.9, 0.9*s)
		if k > 3*s {
			t = math.Max(0.7, 0.6*s)
		}
		o := maskOf(roundRect(f.inset+k, f.inset+k, W-f.inset-k, H-f.inset-k, f.panelR), image.Rect(0, 0, w, h))
		i := maskOf(roundRect(f.inset+k+t, f.inset+k+t, W-f.inset-k-t, H-f.inset-k-t, f.panelR-t), image.Rect(0, 0, w, h))
		paint(img, subtract(o, i), 0, 0, nil, solid(gold))
	}

	// Medallion: a gold-rimmed disc with the four suits around a diamond.
	cx, cy, R := W/2, H/2, 27*s
	draw(img, circle(cx, cy, R), style{
		fill:   radial(cx, cy-R/3, R*1.3, hex("#7A1424"), hex("#3E0812")),
		stroke: gold, strokeW: 1.6 * s,
		shadow: alpha(black, 0.45), shadowD: int(math.Round(1.5 * s)),
	}, nil)
	fill(img, ring(cx, cy, R-4.2*s, R-3.4*s), solid(alpha(gold, 0.8)), nil)
	bold := boldFont()
	for i, suit := range []string{"♠", "♥", "♣", "♦"} {
		a := -math.Pi/2 + float64(i)*math.Pi/2
		px, py := cx+R*0.52*math.Cos(a), cy+R*0.52*math.Sin(a)
		draw(img, fitText(bold, suit, 13*s, px, py, 11*s, 11*s), style{
			fill: vgrad(py-5*s, py+5*s, hex("#FFE9A8"), goldDark),
		}, nil)
	}
	draw(img, star(cx, cy, 5*s, 1.8*s, 4, -math.Pi/2), style{fill: solid(gold)}, nil)
	// Corner flourishes: small gold diamonds inside the frame.
	for _, c := range [][2]float64{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}} {
		px := W/2 + c[0]*(W/2-f.inset-12*s)
		py := H/2 + c[1]*(H/2-f.inset-12*s)
		fill(img, star(px, py, 4*s, 1.4*s, 4, -math.Pi/2), solid(gold), nil)
	}
	return img
}
