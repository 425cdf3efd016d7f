// Package kittens draws Zombie Kittens' card faces, their emblems, the
// title-screen art and the game's sounds, on the card stock and painting
// tools every game shares (package assets). Cards are known by their keys
// (ZK-1: "exploding", "nope", "cat_a"…), the engine's Descriptor.Cards.
//
// A face says what a card is three ways, so a tight fan stays readable at
// 70 pixels wide and colour is never the only cue: the frame's colour is
// the card's kind (turn card, NOW card, Nope, Zombie Kitten, Exploding
// Kitten, plain cat), a large emblem drawn with paths is the card itself,
// and a corner badge repeats the emblem small on a shape of the kind's own.
// NOW cards carry a "NOW" stamp, the same in every language as on the
// printed cards. The localized name is passed in and lettered on a banner.
package kittens

import (
	"image"
	"image/color"
	"math"
	"strings"

	"cardtable/assets"
)

// Face draws the card with key as a w×h pixel image with rounded,
// transparent corners, title (the localized card name, from the
// kittens.face.* messages) on its banner; "" leaves the banner off and
// the emblem larger. An unknown key draws the bare card stock.
func Face(key string, w, h int, title string) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	f := face{Frame: assets.NewFrame(w, h), key: key, kind: kindOf(key)}
	f.Body(img)
	if f.kind == unknown {
		return img
	}
	f.background(img)
	f.window(img, title != "")
	cy, size := 58.0, 60.0
	if title == "" {
		cy, size = 72, 70
	}
	drawEmblem(newPen(img, f.u(50), f.u(cy), f.u(size)), key)
	switch {
	case f.kind == nowCard:
		f.stamp(img, "NOW", assets.Hex("#FF4D4D"), assets.Hex("#C8102E"), assets.Hex("#FFF3B0"))
	case key == "attack":
		f.stamp(img, "2×", frames[turnCard][0], frames[turnCard][2], white)
	case key == "see_future":
		f.stamp(img, "3×", frames[turnCard][0], frames[turnCard][2], white)
	}
	f.badges(img)
	if title != "" {
		f.banner(img, title)
	}
	return img
}

// face draws one card on the card geometry every game shares.
type face struct {
	*assets.Frame
	key  string
	kind kind
}

// u is a length of the 100×140 design in pixels.
func (f face) u(v float64) float64 { return v * f.S }

// background is the frame: the kind's colour with a sunburst (a fiery one
// behind the Exploding Kitten) and a fine keyline.
func (f face) background(img *image.RGBA) {
	c := frames[f.kind]
	rays := assets.Alpha(white, 0.12)
	if f.kind == explodingCard {
		rays = assets.Alpha(assets.Hex("#FF6B2C"), 0.18)
	}
	f.PanelBg(img, c[0], c[1], rays, assets.Alpha(white, 0.55))
}

// window is the light panel the emblem sits in, tinted per card, reaching
// down behind the banner (or to the bottom without one).
func (f face) window(img *image.RGBA, banner bool) {
	bottom := 106.0
	if !banner {
		bottom = 127
	}
	c := frames[f.kind]
	t := windows[f.key]
	win := assets.RoundRect(f.u(12), f.u(12), f.u(88), f.u(bottom), f.u(6))
	assets.Draw(img, win, assets.Style{
		Fill:   assets.Radial(f.u(50), f.u(52), f.u(62), t[0], t[1]),
		Stroke: c[2], StrokeW: math.Max(0.8, f.u(1.1)),
	}, nil)
	clip := assets.MaskOf(win, img.Rect)
	// A faint sunburst of the window's own tint gives the emblem a stage.
	assets.Fill(img, assets.Rays(f.u(50), f.u(58), f.u(90), 16, -math.Pi/2), assets.Solid(assets.Alpha(white, 0.28)), clip)
	if f.kind == catCard {
		f.pawPrints(img, clip)
	}
}

// pawPrints scatter faint paw prints over a plain cat's window.
func (f face) pawPrints(img *image.RGBA, clip *image.Alpha) {
	t := windows[f.key]
	for _, at := range [][3]float64{{24, 92, -0.5}, {78, 30, 0.4}, {80, 90, 0.2}, {22, 40, -0.3}} {
		p := newPen(img, f.u(at[0]), f.u(at[1]), f.u(14))
		p.clipPaw(clip, at[2], assets.Alpha(assets.Shade(t[1], -0.15), 0.45))
	}
}

// badges put the corner badge top left and, mirrored, top right: the
// emblem's silhouette in white on the kind's own shape.
func (f face) badges(img *image.RGBA) {
	for _, cx := range []float64{19.5, 80.5} {
		cx, cy, r := f.u(cx), f.u(19.5), f.u(9.6)
		c := frames[f.kind]
		bg := assets.VGrad(cy-r, cy+r, assets.Shade(c[1], -0.05), c[2])
		assets.Draw(img, badgeShape(f.kind, cx, cy, r), assets.Style{
			Fill:   bg,
			Stroke: assets.Alpha(white, 0.95), StrokeW: math.Max(0.8, f.u(1.1)),
			Shadow: assets.Alpha(assets.Black, 0.3), ShadowD: int(math.Max(1, math.Round(f.u(1)))),
		}, nil)
		drawMark(img, f.key, cx, cy, r*1.5, bg)
	}
}

// badgeShape is kind's own badge outline of radius r at (cx, cy): a disc
// for turn cards, a starburst for NOW cards, an octagon for the Nope, a
// tombstone for the Zombie Kitten, a spiky blast for the Exploding Kitten
// and a rounded square for the cats.
func badgeShape(k kind, cx, cy, r float64) *assets.Path {
	switch k {
	case nowCard:
		return assets.Star(cx, cy, r*1.08, r*0.86, 12, -math.Pi/2)
	case nopeCard:
		return assets.Star(cx, cy, r*1.12, r*1.12, 4, -math.Pi/2+math.Pi/8)
	case zombieCard:
		top := assets.Ellipse(cx, cy-r*0.15, r*0.86, r*0.86, false)
		return top.Add(assets.RoundRect(cx-r*0.86, cy-r*0.15, cx+r*0.86, cy+r*0.98, r*0.15))
	case explodingCard:
		return assets.Star(cx, cy, r*1.18, r*0.8, 9, -math.Pi/2)
	case catCard:
		return assets.RoundRect(cx-r*0.9, cy-r*0.9, cx+r*0.9, cy+r*0.9, r*0.35)
	}
	return assets.Ellipse(cx, cy, r, r, false)
}

// stamp is a tag across the top of the window between the badges, as
// printed: "NOW" on NOW cards, and how many turns or cards Attack (2x)
// and See the Future (3x) count. It reads the same in every language.
func (f face) stamp(img *image.RGBA, text string, top, bottom, ink color.NRGBA) {
	cx, cy := f.u(50), f.u(19.5)
	hw := 15.5
	if len([]rune(text)) < 3 {
		hw = 11
	}
	turn := assets.RotateAbout(cx, cy, -0.06)
	tag := assets.RoundRect(cx-f.u(hw), cy-f.u(6), cx+f.u(hw), cy+f.u(6), f.u(3)).Transform(turn)
	assets.Draw(img, tag, assets.Style{
		Fill:   assets.VGrad(cy-f.u(6), cy+f.u(6), top, bottom),
		Stroke: white, StrokeW: math.Max(0.8, f.u(1.2)),
		Shadow: assets.Alpha(assets.Black, 0.3), ShadowD: int(math.Max(1, math.Round(f.u(1)))),
	}, nil)
	txt := assets.FitText(assets.Bold(), text, f.u(12), cx, cy, f.u(2*hw-6), f.u(8.5)).Transform(turn)
	assets.Draw(img, txt, assets.Style{Fill: assets.Solid(ink)}, nil)
}

// banner letters the title on a ribbon in the kind's deep shade.
func (f face) banner(img *image.RGBA, title string) {
	c := frames[f.kind]
	x0, y0, x1, y1 := f.bannerBox()
	assets.Draw(img, assets.RoundRect(x0, y0, x1, y1, f.u(5)), assets.Style{
		Fill:   assets.VGrad(y0, y1, assets.Shade(c[2], 0.12), assets.Shade(c[2], -0.2)),
		Stroke: assets.Alpha(white, 0.85), StrokeW: math.Max(0.8, f.u(1)),
		Shadow: assets.Alpha(assets.Black, 0.35), ShadowD: int(math.Max(1, math.Round(f.u(1.2)))),
	}, nil)
	p, _ := f.title(title)
	assets.Draw(img, p, assets.Style{Fill: assets.Solid(white)}, nil)
}

// bannerBox is the banner's rectangle in pixels.
func (f face) bannerBox() (x0, y0, x1, y1 float64) { return f.u(9), f.u(98), f.u(91), f.u(131) }

// title is the title's outline on the banner and its size in pixels per
// em.
func (f face) title(title string) (*assets.Path, float64) {
	x0, y0, x1, y1 := f.bannerBox()
	return fitTitle(title, (x0+x1)/2, (y0+y1)/2, x1-x0-f.u(5), y1-y0-f.u(5), f.u(13))
}

// fitTitle sets title in a maxW×maxH box centred on (cx, cy) on one line
// or two, whichever reads larger: Vietnamese capitals carry marks above
// and below, so two lines of them must shrink, while a long English name
// condensed on one line gets thin. Among near ties, one line wins, then
// the more even split. It also says the size the letters came out at
// (pixels per em, before condensing).
func fitTitle(title string, cx, cy, maxW, maxH, size float64) (*assets.Path, float64) {
	words := strings.Fields(title)
	type fit struct {
		p                *assets.Path
		score, widest, k float64
		lines            int
	}
	var fits []fit
	try := func(lines []string) {
		p, k, squeeze := titlePath(lines, cx, cy, maxW, maxH, size)
		widest := 0.0
		for _, ln := range lines {
			widest = max(widest, float64(len([]rune(ln))))
		}
		fits = append(fits, fit{p, k * math.Sqrt(squeeze), widest, k, len(lines)})
	}
	try([]string{strings.Join(words, " ")})
	for i := 1; i < len(words); i++ {
		try([]string{strings.Join(words[:i], " "), strings.Join(words[i:], " ")})
	}
	top := 0.0
	for _, c := range fits {
		top = max(top, c.score)
	}
	var best *fit
	for i := range fits {
		c := &fits[i]
		if c.score < top*0.97 {
			continue
		}
		if best == nil || c.lines < best.lines || (c.lines == best.lines && c.widest < best.widest) {
			best = c
		}
	}
	if best == nil {
		return &assets.Path{}, 0
	}
	return best.p, best.k * size
}

// titlePath sets the lines centred on (cx, cy) in a maxW×maxH box, all at
// the same size, and says how much they were scaled and condensed. A
// title too wide for the box is first condensed (down to 80% of its
// width) before it is made smaller, so long names stay as tall as they
// can.
func titlePath(lines []string, cx, cy, maxW, maxH, size float64) (p *assets.Path, k, squeeze float64) {
	bold := assets.Bold()
	all := &assets.Path{}
	for i, ln := range lines {
		p, adv := assets.TextPath(bold, ln, size)
		all.Add(p.Transform(assets.Translate(-adv/2, float64(i)*size*1.12)))
	}
	lo, hi := all.Bounds()
	w, h := hi.X-lo.X, hi.Y-lo.Y
	if w <= 0 || h <= 0 {
		return all, 0, 1
	}
	k = math.Min(1, maxH/h)
	squeeze = math.Max(0.8, math.Min(1, maxW/(w*k)))
	k = math.Min(k, maxW/(w*squeeze))
	fit := assets.Aff{A: k * squeeze, E: k}
	return all.Transform(assets.Translate(-(lo.X+hi.X)/2, -(lo.Y+hi.Y)/2).Then(fit).Then(assets.Translate(cx, cy))), k, squeeze
}
