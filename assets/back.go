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
	f := NewFrame(w, h)
	f.Body(img)
	s, W, H := f.S, f.W, f.H
	gold, goldDark := Hex("#E9C46A"), Hex("#B8862B")
	Fill(img, RoundRect(f.Inset, f.Inset, W-f.Inset, H-f.Inset, f.PanelR),
		Radial(W/2, H/2, H*0.62, Hex("#9B2335"), Hex("#4A0D18")), nil)

	// Diamond lattice, clipped to the panel.
	lat := &Path{}
	step := 9 * s
	for d := -H; d < W+H; d += step {
		lat.Add(Capsule(d, 0, d+H, H, 0.7*s))
		lat.Add(Capsule(d, H, d+H, 0, 0.7*s))
	}
	Fill(img, lat, Solid(Alpha(gold, 0.22)), f.Panel)

	// Double frame.
	for _, k := range []float64{3 * s, 6 * s} {
		t := math.Max(0.9, 0.9*s)
		if k > 3*s {
			t = math.Max(0.7, 0.6*s)
		}
		o := MaskOf(RoundRect(f.Inset+k, f.Inset+k, W-f.Inset-k, H-f.Inset-k, f.PanelR), image.Rect(0, 0, w, h))
		i := MaskOf(RoundRect(f.Inset+k+t, f.Inset+k+t, W-f.Inset-k-t, H-f.Inset-k-t, f.PanelR-t), image.Rect(0, 0, w, h))
		Paint(img, Subtract(o, i), 0, 0, nil, Solid(gold))
	}

	// Medallion: a gold-rimmed disc with the four suits around a diamond.
	cx, cy, R := W/2, H/2, 27*s
	Draw(img, circle(cx, cy, R), Style{
		Fill:   Radial(cx, cy-R/3, R*1.3, Hex("#7A1424"), Hex("#3E0812")),
		Stroke: gold, StrokeW: 1.6 * s,
		Shadow: Alpha(Black, 0.45), ShadowD: int(math.Round(1.5 * s)),
	}, nil)
	Fill(img, ring(cx, cy, R-4.2*s, R-3.4*s), Solid(Alpha(gold, 0.8)), nil)
	bold := boldFont()
	for i, suit := range []string{"♠", "♥", "♣", "♦"} {
		a := -math.Pi/2 + float64(i)*math.Pi/2
		px, py := cx+R*0.52*math.Cos(a), cy+R*0.52*math.Sin(a)
		Draw(img, FitText(bold, suit, 13*s, px, py, 11*s, 11*s), Style{
			Fill: VGrad(py-5*s, py+5*s, Hex("#FFE9A8"), goldDark),
		}, nil)
	}
	Draw(img, Star(cx, cy, 5*s, 1.8*s, 4, -math.Pi/2), Style{Fill: Solid(gold)}, nil)
	// Corner flourishes: small gold diamonds inside the frame.
	for _, c := range [][2]float64{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}} {
		px := W/2 + c[0]*(W/2-f.Inset-12*s)
		py := H/2 + c[1]*(H/2-f.Inset-12*s)
		Fill(img, Star(px, py, 4*s, 1.4*s, 4, -math.Pi/2), Solid(gold), nil)
	}
	return img
}
