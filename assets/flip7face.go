package assets

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"cardtable/engine/flip7"
)

// Flip7Face draws card c as a w×h pixel image with rounded, transparent
// corners. label is the localized short text printed on action cards (from
// the flip7.face.* messages); it is ignored for numbers and modifiers, and
// "" leaves the band off.
func Flip7Face(c flip7.Card, w, h int, label string) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	f := newFrame(w, h)
	f.body(img)
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

// frame is the geometry shared by every face of one size. All lengths are
// given for a 100×140 card and multiplied by s, so a 2× face is the same
// design, not a blurry upscale.
type frame struct {
	w, h   int
	W, H   float64
	s      float64
	inset  float64 // panel inset from the card edge
	panelR float64
	panel  *image.Alpha
}

func newFrame(w, h int) *frame {
	W, H := float64(w), float64(h)
	s := math.Min(W/100, H/140)
	f := &frame{w: w, h: h, W: W, H: H, s: s, inset: 5.5 * s, panelR: 4.5 * s}
	f.panel = maskOf(roundRect(f.inset, f.inset, W-f.inset, H-f.inset, f.panelR), image.Rect(0, 0, w, h))
	return f
}

// body is the card stock: a thin dark edge around cream.
func (f *frame) body(img *image.RGBA) {
	r := 7 * f.s
	b := math.Max(1, 1.1*f.s)
	fill(img, roundRect(0, 0, f.W, f.H, r), solid(cardBorder), nil)
	fill(img, roundRect(b, b, f.W-b, f.H-b, r-b), vgrad(0, f.H, creamTop, creamBot), nil)
}

// panelBg fills the inner panel with a vertical gradient, a faint sunburst
// and a fine inner keyline, the common look of every coloured face.
func (f *frame) panelBg(img *image.RGBA, top, bottom, rayCol, line color.NRGBA) {
	fill(img, roundRect(f.inset, f.inset, f.W-f.inset, f.H-f.inset, f.panelR), vgrad(f.inset, f.H-f.inset, top, bottom), nil)
	fill(img, rays(f.W/2, f.H*0.48, f.H, 18, -math.Pi/2), solid(rayCol), f.panel)
	k := 2.2 * f.s
	outer := maskOf(roundRect(f.inset+k, f.inset+k, f.W-f.inset-k, f.H-f.inset-k, f.panelR-1), img.Rect)
	t := math.Max(0.8, 0.7*f.s)
	inner := maskOf(roundRect(f.inset+k+t, f.inset+k+t, f.W-f.inset-k-t, f.H-f.inset-k-t, f.panelR-1-t), img.Rect)
	paint(img, subtract(outer, inner), 0, 0, nil, solid(line))
}

// corners puts p (drawn around the origin) at the top-left corner and, turned
// half round, at the bottom-right, like the indices of a playing card.
func (f *frame) corners(img *image.RGBA, p *path, st style, both bool) {
	lo, hi := p.bounds()
	// Centre the index on a fixed point but keep wide ones ("+10") inside.
	cx := math.Max(f.inset+9*f.s, f.inset+4*f.s+(hi.X-lo.X)/2)
	cy := f.inset + 10.5*f.s
	tl := p.transform(translate(cx, cy))
	draw(img, tl, st, nil)
	if both {
		draw(img, tl.transform(rotateAbout(f.W/2, f.H/2, math.Pi)), st, nil)
	} else {
		// Mirror to the top-right when the bottom holds the label band.
		draw(img, p.transform(translate(f.W-cx, cy)), st, nil)
	}
}

// number draws a number card: the value's colour, a big outlined numeral and
// corner indices. 6 and 9 are underlined so they read the same upside down.
func (f *frame) number(img *image.RGBA, n int) {
	col := flip7Number[n]
	f.panelBg(img, shade(col, 0.18), shade(col, -0.22), alpha(white, 0.09), alpha(white, 0.55))
	s := f.s
	txt := strconv.Itoa(n)
	bold := boldFont()
	maxW := f.W - 2*f.inset - 18*s
	big := fitText(bold, txt, 80*s, f.W/2, f.H*0.49, maxW, 60*s)
	if n == 6 || n == 9 {
		lo, hi := big.bounds()
		cw := (hi.X - lo.X) * 0.5
		big.add(capsule(f.W/2-cw/2, hi.Y+4.5*s, f.W/2+cw/2, hi.Y+4.5*s, 3.2*s))
	}
	dark := shade(col, -0.6)
	draw(img, big, style{
		fill:   vgrad(f.H*0.3, f.H*0.7, white, hex("#EEF0F4")),
		stroke: dark, strokeW: 2.6 * s,
		shadow: alpha(black, 0.45), shadowD: int(math.Round(2.2 * s)),
	}, nil)
	idx := fitText(bold, txt, 16*s, 0, 0, 15*s, 12*s)
	if n == 6 || n == 9 {
		_, hi := idx.bounds()
		idx.add(capsule(-2.2*s, hi.Y+1.8*s, 2.2*s, hi.Y+1.8*s, 1.2*s))
	}
	f.corners(img, idx, style{fill: solid(white), stroke: dark, strokeW: 1.1 * s}, true)
}

// modifier draws +2…+10 and ×2: cream and gold instead of a coloured panel,
// a starburst badge in the middle, so they never pass for numbers.
func (f *frame) modifier(img *image.RGBA, c flip7.Card) {
	cols := plusColours
	txt := "+" + strconv.Itoa(c.Bonus())
	if c == flip7.Times2 {
		cols, txt = timesColours, "×2"
	}
	s := f.s
	f.panelBg(img, hex("#FFF7E0"), hex("#FFE3A6"), alpha(cols[1], 0.16), alpha(cols[2], 0.45))
	cx, cy := f.W/2, f.H*0.49
	draw(img, star(cx, cy, 38*s, 31*s, 18, -math.Pi/2), style{
		fill:   radial(cx, cy-12*s, 48*s, cols[0], cols[1]),
		stroke: cols[2], strokeW: 1.4 * s,
		shadow: alpha(black, 0.35), shadowD: int(math.Round(2 * s)),
	}, nil)
	fill(img, ellipse(cx, cy-13*s, 20*s, 9*s, false), solid(alpha(white, 0.28)), nil)
	bold := boldFont()
	draw(img, fitText(bold, txt, 44*s, cx, cy, 50*s, 30*s), style{
		fill:   solid(white),
		stroke: cols[2], strokeW: 2.4 * s,
		shadow: alpha(black, 0.3), shadowD: int(math.Round(1.5 * s)),
	}, nil)
	idx := fitText(bold, txt, 14*s, 0, 0, 19*s, 10*s)
	f.corners(img, idx, style{fill: solid(cols[2])}, true)
}

// action draws Freeze, Flip Three and Second Chance: their colour, a large
// icon, small icons in the corners and the localized label in a dark band.
func (f *frame) action(img *image.RGBA, c flip7.Card, label string) {
	s := f.s
	var cols [3]color.NRGBA
	var icon func(cx, cy, size float64) (*path, *path)
	switch c {
	case flip7.Freeze:
		cols, icon = freezeColours, snowflake
	case flip7.FlipThree:
		cols, icon = flip3Colours, flipThreeIcon
	default:
		cols, icon = secondColours, heartIcon
	}
	f.panelBg(img, cols[0], cols[1], alpha(white, 0.14), alpha(white, 0.6))
	lines := wrapLabel(label)
	cy := f.H * 0.49
	if len(lines) > 0 {
		cy = f.H * 0.41
	}
	f.drawIcon(img, c, icon, f.W/2, cy, 56*s, cols)
	ic, _ := icon(0, 0, 15*s) // highlights are lost at corner size
	f.corners(img, ic, style{fill: solid(white), stroke: cols[2], strokeW: 1.1 * s}, len(lines) == 0)
	if len(lines) == 0 {
		return
	}
	x0, y0, x1, y1 := f.inset+5*s, f.H*0.71, f.W-f.inset-5*s, f.H-f.inset-5*s
	draw(img, roundRect(x0, y0, x1, y1, 5*s), style{
		fill:   vgrad(y0, y1, alpha(shade(cols[2], -0.1), 0.92), alpha(shade(cols[2], -0.35), 0.92)),
		stroke: alpha(white, 0.75), strokeW: 0.9 * s,
	}, nil)
	draw(img, labelPath(lines, (x0+x1)/2, (y0+y1)/2, x1-x0-7*s, y1-y0-7*s, 13*s), style{fill: solid(white)}, nil)
}

// drawIcon draws an action icon large: drop shadow, outline, white fill and
// the icon's accent shape on top.
func (f *frame) drawIcon(img *image.RGBA, c flip7.Card, icon func(cx, cy, size float64) (*path, *path), cx, cy, size float64, cols [3]color.NRGBA) {
	s := f.s
	body, accent := icon(cx, cy, size)
	bodyFill := vgrad(cy-size/2, cy+size/2, white, hex("#E6F2FA"))
	if c == flip7.SecondChance {
		bodyFill = vgrad(cy-size/2, cy+size/2, hex("#FF5577"), hex("#C4002F"))
	}
	draw(img, body, style{
		fill:   bodyFill,
		stroke: cols[2], strokeW: 2.4 * s,
		shadow: alpha(black, 0.4), shadowD: int(math.Round(2.2 * s)),
	}, nil)
	if accent != nil {
		fill(img, accent, solid(alpha(white, 0.55)), nil)
	}
}

// labelPath sets one or two lines of label text centred on (cx, cy) in a
// maxW×maxH box, all lines at the same size.
func labelPath(lines []string, cx, cy, maxW, maxH, size float64) *path {
	bold := boldFont()
	all := &path{}
	for i, ln := range lines {
		p, adv := textPath(bold, ln, size)
		all.add(p.transform(translate(-adv/2, float64(i)*size*1.18)))
	}
	lo, hi := all.bounds()
	w, h := hi.X-lo.X, hi.Y-lo.Y
	k := math.Min(1, math.Min(maxW/w, maxH/h))
	return all.transform(translate(-(lo.X+hi.X)/2, -(lo.Y+hi.Y)/2).then(scale(k)).then(translate(cx, cy)))
}
