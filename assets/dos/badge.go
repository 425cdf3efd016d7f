package dos

import (
	"image"
	"math"
	"strconv"

	"cardtable/assets"
	game "cardtable/engine/dos"
)

// Badge is a round size×size marker of a wild card's chosen value, for the
// table to pin on a Centre Row card or a played wild (DOS-4): a disc in
// colour col with the number n in white over the colour's symbol, or the
// symbol alone when n is 0 (a Wild DOS's chosen colour). NoColour gives a
// charcoal disc with the number only.
func Badge(col game.Colour, n, size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	c, r := s/2, s*0.45
	h := hues[col%game.NumColours]
	assets.Draw(img, assets.Ellipse(c, c, r, r, false), assets.Style{
		Fill:   assets.VGrad(c-r, c+r, h[0], h[1]),
		Stroke: h[2], StrokeW: math.Max(1, s*0.04),
	}, nil)
	rim := assets.Ellipse(c, c, r*0.9, r*0.9, false).Add(assets.Ellipse(c, c, r*0.84, r*0.84, true))
	assets.Fill(img, rim, assets.Solid(assets.Alpha(assets.White, 0.8)), nil)
	fill, line := ink(col)
	if n <= 0 {
		assets.Draw(img, SymbolPath(col, c, c, r*1.1), assets.Style{Fill: assets.Solid(fill), Stroke: line, StrokeW: math.Max(1, s*0.03)}, nil)
		return img
	}
	ty := c
	if col != game.NoColour {
		ty = c - r*0.14
		assets.Fill(img, SymbolPath(col, c, c+r*0.56, r*0.34), assets.Solid(fill), nil)
	}
	num := assets.FitText(assets.Bold(), strconv.Itoa(n), r*1.2, c, ty, r*1.3, r*0.9)
	assets.Draw(img, num, assets.Style{Fill: assets.Solid(fill), Stroke: line, StrokeW: math.Max(1, s*0.035)}, nil)
	return img
}
