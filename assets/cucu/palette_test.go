package cucu

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/assets"
)

// Colour-vision deficiency simulations (Machado, Oliveira & Fernandes
// 2009, severity 1), applied to linear RGB.
var visions = map[string][3][3]float64{
	"normal":       {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
	"protanopia":   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	"deuteranopia": {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	"tritanopia":   {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
}

func linear(v uint8) float64 {
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// lab is c seen through vision m, in CIELAB (D65).
func lab(c color.NRGBA, m [3][3]float64) [3]float64 {
	in := [3]float64{linear(c.R), linear(c.G), linear(c.B)}
	var rgb [3]float64
	for i := range rgb {
		rgb[i] = math.Max(0, math.Min(1, m[i][0]*in[0]+m[i][1]*in[1]+m[i][2]*in[2]))
	}
	x := (0.4124*rgb[0] + 0.3576*rgb[1] + 0.1805*rgb[2]) / 0.95047
	y := 0.2126*rgb[0] + 0.7152*rgb[1] + 0.0722*rgb[2]
	z := (0.0193*rgb[0] + 0.1192*rgb[1] + 0.9505*rgb[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// TestRolesApartForColourBlindPlayers: the cards that hurt the asker (red)
// and those that protect (blue) stay clearly apart under every simulated
// deficiency (CIELAB ΔE ≥ 25), and so does the Horse's amber from both;
// each pair also differs in lightness, for a grey-scale view.
func TestRolesApartForColourBlindPlayers(t *testing.T) {
	pairs := [][2]string{{"hunter", "cuckoo"}, {"cat", "inn"}, {"horse", "hunter"}, {"horse", "cuckoo"}}
	for name, m := range visions {
		for _, p := range pairs {
			a, b := lab(Colour(p[0]), m), lab(Colour(p[1]), m)
			dE := math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
			t.Logf("%-12s %-6s %-6s ΔE %5.1f ΔL %5.1f", name, p[0], p[1], dE, math.Abs(a[0]-b[0]))
			assert.GreaterOrEqual(t, dE, 25.0, "%s: %s and %s too close", name, p[0], p[1])
			assert.GreaterOrEqual(t, math.Abs(a[0]-b[0]), 8.0, "%s: %s and %s same lightness", name, p[0], p[1])
		}
	}
}

// TestRolesApartByShape: colour is never the only cue — the medallions of
// the hurting and protecting cards, and their corner marks, are different
// shapes (their overlap well under their union).
func TestRolesApartByShape(t *testing.T) {
	const size = 64
	mask := func(draw func(img *image.RGBA)) []bool {
		img := image.NewRGBA(image.Rect(0, 0, size, size))
		draw(img)
		m := make([]bool, size*size)
		for i := range m {
			m[i] = img.Pix[4*i+3] > 128
		}
		return m
	}
	iou := func(a, b []bool) float64 {
		inter, union := 0, 0
		for i := range a {
			if a[i] && b[i] {
				inter++
			}
			if a[i] || b[i] {
				union++
			}
		}
		return float64(inter) / float64(union)
	}
	medal := func(rl role) []bool {
		return mask(func(img *image.RGBA) {
			assets.Fill(img, medallionPath(rl, size/2, size/2, size*0.4), assets.Solid(assets.Black), nil)
		})
	}
	mark := func(rl role) []bool {
		return mask(func(img *image.RGBA) { drawMark(img, rl, tones[rl], size/2, size/2, size*0.8) })
	}
	assert.Less(t, iou(medal(hurt), medal(protect)), 0.85, "medallions")
	assert.Less(t, iou(mark(hurt), mark(protect)), 0.85, "corner marks")
	assert.Less(t, iou(mark(pass), mark(protect)), 0.85, "corner marks")
	assert.Less(t, iou(mark(pass), mark(hurt)), 0.85, "corner marks")
}
