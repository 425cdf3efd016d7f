// Package dos draws DOS's card faces, its colours' symbols, its title-screen
// art and its sounds, on the card stock and painting tools every game shares
// (package assets). Nothing on a face is language-dependent ("#", "2",
// "DOS" and the numerals read the same in every language), so one image
// serves both.
package dos

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"cardtable/assets"
	game "cardtable/engine/dos"
)

// Face draws card c as a w×h pixel image with rounded, transparent
// corners: number cards and Wild # in their printed colour, the Wild DOS in
// charcoal with the four colours. Every coloured face also carries its
// colour's symbol (SymbolPath), large and in the corners, because colour is
// never the only cue (DOS-1). NoCard draws the bare card stock.
func Face(c game.Card, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	f := face{assets.NewFrame(w, h)}
	f.Body(img)
	switch {
	case c.IsNumber():
		f.number(img, c)
	case c.IsWildNumber():
		f.wildNumber(img, c.Colour())
	case c.IsWildDOS():
		f.wildDOS(img)
	}
	return img
}

// face draws DOS's faces on the card geometry every game shares.
type face struct{ *assets.Frame }

// number draws a number card: its colour, a faint giant symbol behind a big
// outlined numeral, the symbol again above and below it, and corner
// indices of numeral over symbol. 6 and 9 are underlined so they read the
// same upside down.
func (f face) number(img *image.RGBA, c game.Card) {
	col := c.Colour()
	h := hues[col]
	f.background(img, col)
	s := f.S
	n := c.Rank()
	txt := strconv.Itoa(n)
	bold := assets.Bold()
	big := assets.FitText(bold, txt, 70*s, f.W/2, f.H*0.5, f.W-2*f.Inset-28*s, 46*s)
	if n == 6 || n == 9 {
		lo, hi := big.Bounds()
		cw := (hi.X - lo.X) * 0.5
		big.Add(assets.Capsule(f.W/2-cw/2, hi.Y+4*s, f.W/2+cw/2, hi.Y+4*s, 3*s))
	}
	assets.Draw(img, big, assets.Style{
		Fill:   assets.VGrad(f.H*0.32, f.H*0.68, assets.White, assets.Hex("#EEF0F4")),
		Stroke: h[2], StrokeW: 2.6 * s,
		Shadow: assets.Alpha(assets.Black, 0.45), ShadowD: int(math.Round(2.2 * s)),
	}, nil)
	f.pips(img, col)
	idx := assets.FitText(bold, txt, 16*s, 0, 0, 15*s, 12*s)
	if n == 6 || n == 9 {
		_, hi := idx.Bounds()
		idx.Add(assets.Capsule(-2.2*s, hi.Y+1.6*s, 2.2*s, hi.Y+1.6*s, 1.1*s))
	}
	f.index(img, idx, col)
}

// wildNumber draws a Wild #: its printed colour like a number card, but a
// dark tilted oval in the middle holding a large "#", so it never passes
// for a number.
func (f face) wildNumber(img *image.RGBA, col game.Colour) {
	h := hues[col]
	f.background(img, col)
	s := f.S
	cx, cy := f.W/2, f.H*0.5
	oval := assets.Ellipse(cx, cy, 25*s, 33*s, false).Transform(assets.RotateAbout(cx, cy, 0.32))
	assets.Draw(img, oval, assets.Style{
		Fill:   assets.Radial(cx, cy-14*s, 48*s, assets.Shade(h[2], 0.25), h[2]),
		Stroke: assets.White, StrokeW: 1.8 * s,
		Shadow: assets.Alpha(assets.Black, 0.35), ShadowD: int(math.Round(2 * s)),
	}, nil)
	bold := assets.Bold()
	assets.Draw(img, assets.FitText(bold, "#", 52*s, cx, cy, 32*s, 36*s), assets.Style{
		Fill:   assets.VGrad(cy-22*s, cy+22*s, h[0], h[1]),
		Stroke: assets.White, StrokeW: 1.6 * s,
	}, nil)
	f.pips(img, col)
	f.index(img, assets.FitText(bold, "#", 16*s, 0, 0, 13*s, 12*s), col)
}

// wildDOS draws the Wild DOS: charcoal, a disc quartered in the four
// colours under a big "2", the four symbols in a row above it and the word
// DOS below.
func (f face) wildDOS(img *image.RGBA) {
	h := hues[game.NoColour]
	f.PanelBg(img, h[0], h[1], assets.Alpha(assets.White, 0.06), assets.Alpha(assets.Hex("#FFD166"), 0.7))
	s := f.S
	cx, cy, R := f.W/2, f.H*0.5, 27*s
	assets.Draw(img, assets.Ellipse(cx, cy, R, R, false), assets.Style{
		Stroke: assets.White, StrokeW: 1.8 * s,
		Shadow: assets.Alpha(assets.Black, 0.5), ShadowD: int(math.Round(2 * s)),
	}, nil)
	disc := assets.MaskOf(assets.Ellipse(cx, cy, R, R, false), img.Rect)
	// Quarters clockwise from the top left, in the colours' fixed order.
	quarters := [4][2]float64{{-1, -1}, {0, -1}, {0, 0}, {-1, 0}}
	for i, col := range game.Colours {
		q := quarters[i]
		x0, y0 := cx+q[0]*R, cy+q[1]*R
		assets.Fill(img, assets.RoundRect(x0, y0, x0+R, y0+R, 0), assets.Solid(Colour(col)), disc)
	}
	bold := assets.Bold()
	assets.Draw(img, assets.FitText(bold, "2", 64*s, cx, cy, 40*s, 44*s), assets.Style{
		Fill:   assets.VGrad(cy-22*s, cy+22*s, assets.White, assets.Hex("#EEF0F4")),
		Stroke: assets.Hex("#0B0C14"), StrokeW: 2.6 * s,
		Shadow: assets.Alpha(assets.Black, 0.45), ShadowD: int(math.Round(2 * s)),
	}, nil)
	for i, col := range game.Colours {
		DrawSymbol(img, col, cx+(float64(i)-1.5)*13*s, f.H*0.215, 10*s)
	}
	assets.Draw(img, assets.FitText(bold, "DOS", 20*s, cx, f.H*0.8, 46*s, 14*s), assets.Style{
		Fill:   assets.VGrad(f.H*0.75, f.H*0.85, assets.Hex("#FFF3B0"), assets.Hex("#FFB627")),
		Stroke: assets.Hex("#2A0F4F"), StrokeW: 1.2 * s,
	}, nil)
	f.Corners(img, assets.FitText(bold, "2", 16*s, 0, 0, 13*s, 12*s), assets.Style{
		Fill: assets.Solid(assets.White), Stroke: assets.Hex("#0B0C14"), StrokeW: 1.1 * s,
	}, true)
}

// background is a coloured face's panel with its colour's symbol drawn
// huge and faint behind everything, a cue even when the rest is covered.
func (f face) background(img *image.RGBA, col game.Colour) {
	h := hues[col]
	f.PanelBg(img, h[0], h[1], assets.Alpha(assets.White, 0.08), assets.Alpha(assets.White, 0.55))
	assets.Fill(img, SymbolPath(col, f.W/2, f.H*0.5, 84*f.S), assets.Solid(assets.Alpha(assets.White, 0.14)), f.Panel)
}

// pips puts the colour's symbol, white and outlined, above and below the
// middle of the face.
func (f face) pips(img *image.RGBA, col game.Colour) {
	fill, line := ink(col)
	s := f.S
	for _, y := range []float64{f.H * 0.2, f.H * 0.8} {
		assets.Draw(img, SymbolPath(col, f.W/2, y, 17*s), assets.Style{
			Fill:   assets.Solid(fill),
			Stroke: line, StrokeW: 1.4 * s,
			Shadow: assets.Alpha(assets.Black, 0.3), ShadowD: int(math.Round(1.2 * s)),
		}, nil)
	}
}

// index draws the corner indices: label (drawn around the origin) over the
// colour's symbol, at the top left and turned at the bottom right.
func (f face) index(img *image.RGBA, label *assets.Path, col game.Colour) {
	s := f.S
	p := &assets.Path{}
	p.Add(label)
	p.Add(SymbolPath(col, 0, 13*s, 9*s))
	fill, line := ink(col)
	f.Corners(img, p, assets.Style{Fill: assets.Solid(fill), Stroke: line, StrokeW: 1.1 * s}, true)
}

// ink is the fill and outline of the small marks on a coloured face:
// white outlined in the colour's darkest shade, except on yellow, where
// white would fade into the panel and the dark shade itself reads better.
func ink(col game.Colour) (fill, line color.NRGBA) {
	h := hues[col]
	if col == game.Yellow {
		return h[2], assets.Alpha(assets.White, 0.7)
	}
	return assets.White, h[2]
}
