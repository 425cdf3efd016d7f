package dos

import (
	"image/color"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	game "cardtable/engine/dos"
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

// TestColoursApartForColourBlindPlayers: under every simulated deficiency
// the four colours stay clearly apart (CIELAB ΔE ≥ 25), and at least 8
// lightness units apart, so even a grey-scale view separates them (DOS-1).
func TestColoursApartForColourBlindPlayers(t *testing.T) {
	for name, m := range visions {
		for i, a := range game.Colours {
			for _, b := range game.Colours[i+1:] {
				la, lb := lab(Colour(a), m), lab(Colour(b), m)
				dE := math.Sqrt((la[0]-lb[0])*(la[0]-lb[0]) + (la[1]-lb[1])*(la[1]-lb[1]) + (la[2]-lb[2])*(la[2]-lb[2]))
				t.Logf("%-12s %-6s %-6s ΔE %5.1f ΔL %5.1f", name, a.Key(), b.Key(), dE, math.Abs(la[0]-lb[0]))
				assert.GreaterOrEqual(t, dE, 25.0, "%s: %s and %s too close", name, a.Key(), b.Key())
				assert.GreaterOrEqual(t, math.Abs(la[0]-lb[0]), 8.0, "%s: %s and %s same lightness", name, a.Key(), b.Key())
			}
		}
	}
}
