// Package flip7 draws Flip 7's card faces and its title-screen art, on the
// card stock and painting tools every game shares (package assets).
package flip7

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"cardtable/assets"
	"cardtable/engine/flip7"
)

// Face draws card c as a w×h pixel image with rounded, transparent
// corners. label is the localized short text printed on action cards (from
// the flip7.face.* messages); it is ignored for numbers and modifiers, and
// "" leaves the band off.
func Face(c flip7.Card, w, h int, label string) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	f := face{assets.NewFrame(w, h)}
	f.Body(img)
	switch {
	case c.IsNumber():
		f.number(img, int(c))
	case c.IsModifier():
		f.modifier(img, c)
	case c.IsAction():
		f.action(img, c, label)
	}
	return img
}

// number draws a number card: the value's colour, a big outlined numeral and
// corner indices. 6 and 9 are underlined so they read the same upside down.
func (f face) number(img *image.RGBA, n int) {
	col := flip7Number[n]
	f.PanelBg(img, assets.Shade(col, 0.18), assets.Shade(col, -0.22), assets.Alpha(assets.White, 0.09), assets.Alpha(assets.White, 0.55))
	s := f.S
	txt := strconv.Itoa(n)
	bold := assets.Bold()
	maxW := f.W - 2*f.Inset - 18*s
	big := assets.FitText(bold, txt, 80*s, f.W/2, f.H*0.49, maxW, 60*s)
	if n == 6 || n == 9 {
		lo, hi := big.Bounds()
		cw := (hi.X - lo.X) * 0.5
		big.Add(assets.Capsule(f.W/2-cw/2, hi.Y+4.5*s, f.W/2+cw/2, hi.Y+4.5*s, 3.2*s))
	}
	dark := assets.Shade(col, -0.6)
	assets.Draw(img, big, assets.Style{
		Fill:   assets.VGrad(f.H*0.3, f.H*0.7, assets.White, assets.Hex("#EEF0F4")),
		Stroke: dark, StrokeW: 2.6 * s,
		Shadow: assets.Alpha(assets.Black, 0.45), ShadowD: int(math.Round(2.2 * s)),
	}, nil)
	idx := assets.FitText(bold, txt, 16*s, 0, 0, 15*s, 12*s)
	if n == 6 || n == 9 {
		_, hi := idx.Bounds()
		idx.Add(assets.Capsule(-2.2*s, hi.Y+1.8*s, 2.2*s, hi.Y+1.8*s, 1.2*s))
	}
	f.Corners(img, idx, assets.Style{Fill: assets.Solid(assets.White), Stroke: dark, StrokeW: 1.1 * s}, true)
}

// modifier draws +2…+10 and ×2: cream and gold instead of a coloured panel,
// a starburst badge in the middle, so they never pass for numbers.
func (f face) modifier(img *image.RGBA, c flip7.Card) {
	cols := plusColours
	txt := "+" + strconv.Itoa(c.Bonus())
	if c == flip7.Times2 {
		cols, txt = timesColours, "×2"
	}
	s := f.S
	f.PanelBg(img, assets.Hex("#FFF7E0"), assets.Hex("#FFE3A6"), assets.Alpha(cols[1], 0.16), assets.Alpha(cols[2], 0.45))
	cx, cy := f.W/2, f.H*0.49
	assets.Draw(img, assets.Star(cx, cy, 38*s, 31*s, 18, -math.Pi/2), assets.Style{
		Fill:   assets.Radial(cx, cy-12*s, 48*s, cols[0], cols[1]),
		Stroke: cols[2], StrokeW: 1.4 * s,
		Shadow: assets.Alpha(assets.Black, 0.35), ShadowD: int(math.Round(2 * s)),
	}, nil)
	assets.Fill(img, assets.Ellipse(cx, cy-13*s, 20*s, 9*s, false), assets.Solid(assets.Alpha(assets.White, 0.28)), nil)
	bold := assets.Bold()
	assets.Draw(img, assets.FitText(bold, txt, 44*s, cx, cy, 50*s, 30*s), assets.Style{
		Fill:   assets.Solid(assets.White),
		Stroke: cols[2], StrokeW: 2.4 * s,
		Shadow: assets.Alpha(assets.Black, 0.3), ShadowD: int(math.Round(1.5 * s)),
	}, nil)
	idx := assets.FitText(bold, txt, 14*s, 0, 0, 19*s, 10*s)
	f.Corners(img, idx, assets.Style{Fill: assets.Solid(cols[2])}, true)
}

// action draws Freeze, Flip Three and Second Chance: their colour, a large
// icon, small icons in the corners and the localized label in a dark band.
func (f face) action(img *image.RGBA, c flip7.Card, label string) {
	s := f.S
	var cols [3]color.NRGBA
	var icon func(cx, cy, size float64) (*assets.Path, *assets.Path)
	switch c {
	case flip7.Freeze:
		cols, icon = freezeColours, snowflake
	case flip7.FlipThree:
		cols, icon = flip3Colours, flipThreeIcon
	default:
		cols, icon = secondColours, heartIcon
	}
	f.PanelBg(img, cols[0], cols[1], assets.Alpha(assets.White, 0.14), assets.Alpha(assets.White, 0.6))
	lines := assets.WrapLabel(label)
	cy := f.H * 0.49
	if len(lines) > 0 {
		cy = f.H * 0.41
	}
	f.drawIcon(img, c, icon, f.W/2, cy, 56*s, cols)
	ic, _ := icon(0, 0, 15*s) // highlights are lost at corner size
	f.Corners(img, ic, assets.Style{Fill: assets.Solid(assets.White), Stroke: cols[2], StrokeW: 1.1 * s}, len(lines) == 0)
	if len(lines) == 0 {
		return
	}
	x0, y0, x1, y1 := f.Inset+5*s, f.H*0.71, f.W-f.Inset-5*s, f.H-f.Inset-5*s
	assets.Draw(img, assets.RoundRect(x0, y0, x1, y1, 5*s), assets.Style{
		Fill:   assets.VGrad(y0, y1, assets.Alpha(assets.Shade(cols[2], -0.1), 0.92), assets.Alpha(assets.Shade(cols[2], -0.35), 0.92)),
		Stroke: assets.Alpha(assets.White, 0.75), StrokeW: 0.9 * s,
	}, nil)
	assets.Draw(img, labelPath(lines, (x0+x1)/2, (y0+y1)/2, x1-x0-7*s, y1-y0-7*s, 13*s), assets.Style{Fill: assets.Solid(assets.White)}, nil)
}

// drawIcon draws an action icon large: drop shadow, outline, white fill and
// the icon's accent shape on top.
func (f face) drawIcon(img *image.RGBA, c flip7.Card, icon func(cx, cy, size float64) (*assets.Path, *assets.Path), cx, cy, size float64, cols [3]color.NRGBA) {
	s := f.S
	body, accent := icon(cx, cy, size)
	bodyFill := assets.VGrad(cy-size/2, cy+size/2, assets.White, assets.Hex("#E6F2FA"))
	if c == flip7.SecondChance {
		bodyFill = assets.VGrad(cy-size/2, cy+size/2, assets.Hex("#FF5577"), assets.Hex("#C4002F"))
	}
	assets.Draw(img, body, assets.Style{
		Fill:   bodyFill,
		Stroke: cols[2], StrokeW: 2.4 * s,
		Shadow: assets.Alpha(assets.Black, 0.4), ShadowD: int(math.Round(2.2 * s)),
	}, nil)
	if accent != nil {
		assets.Fill(img, accent, assets.Solid(assets.Alpha(assets.White, 0.55)), nil)
	}
}

// face draws Flip 7's faces on the card geometry every game shares.
type face struct{ *assets.Frame }

// labelPath sets one or two lines of label text centred on (cx, cy) in a
// maxW×maxH box, all lines at the same size.
func labelPath(lines []string, cx, cy, maxW, maxH, size float64) *assets.Path {
	bold := assets.Bold()
	all := &assets.Path{}
	for i, ln := range lines {
		p, adv := assets.TextPath(bold, ln, size)
		all.Add(p.Transform(assets.Translate(-adv/2, float64(i)*size*1.18)))
	}
	lo, hi := all.Bounds()
	w, h := hi.X-lo.X, hi.Y-lo.Y
	k := math.Min(1, math.Min(maxW/w, maxH/h))
	return all.Transform(assets.Translate(-(lo.X+hi.X)/2, -(lo.Y+hi.Y)/2).Then(assets.Scale(k)).Then(assets.Translate(cx, cy)))
}
