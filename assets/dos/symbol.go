package dos

import (
	"image"
	"math"

	"cardtable/assets"
	game "cardtable/engine/dos"
)

// SymbolPath is colour c's own shape fitted to a size×size box centred on
// (cx, cy): red circle, blue square, green triangle, yellow star (DOS-1:
// colour is never the only cue). The shapes are sized to look equally
// heavy, not to fill the box equally. NoColour has no symbol (an empty
// path).
func SymbolPath(c game.Colour, cx, cy, size float64) *assets.Path {
	r := size / 2
	switch c {
	case game.Red:
		return assets.Ellipse(cx, cy, r*0.9, r*0.9, false)
	case game.Blue:
		k := r * 0.8
		return assets.RoundRect(cx-k, cy-k, cx+k, cy+k, k*0.12)
	case game.Green:
		// An upright triangle, its centroid a little below the box centre
		// so it sits optically centred.
		dy := r * 0.12
		return assets.Star(cx, cy+dy, r*1.05, r*0.525, 3, -math.Pi/2)
	case game.Yellow:
		return assets.Star(cx, cy+r*0.05, r, r*0.45, 5, -math.Pi/2)
	}
	return &assets.Path{}
}

// DrawSymbol paints colour c's symbol on dst at (cx, cy), size pixels
// across: the colour's fill inside a white rim and a dark outline, so it
// reads on its own card, on another colour's card and on the felt alike.
func DrawSymbol(dst *image.RGBA, c game.Colour, cx, cy, size float64) {
	p := SymbolPath(c, cx, cy, size)
	h := hues[c%game.NumColours]
	rim := math.Max(1, size*0.07)
	assets.Draw(dst, p, assets.Style{Stroke: h[2], StrokeW: rim * 1.8}, nil)
	assets.Draw(dst, p, assets.Style{Stroke: assets.White, StrokeW: rim}, nil)
	assets.Fill(dst, p, assets.VGrad(cy-size/2, cy+size/2, h[0], h[1]), nil)
}

// SymbolImage is colour c's symbol alone on a transparent size×size image,
// for the table's wild-colour picker and to mark the colour chosen for a
// Wild DOS in the Centre Row.
func SymbolImage(c game.Colour, size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	// Leave room for the outline inside the image.
	DrawSymbol(img, c, s/2, s/2, s*0.8)
	return img
}
