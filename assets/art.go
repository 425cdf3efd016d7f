package assets

import (
	"image"
	"image/color"
	"maps"
	"math"
	"slices"
)

// ArtFunc draws a game's title-screen art as a w×h pixel image.
type ArtFunc func(w, h int) *image.RGBA

var arts = map[string]ArtFunc{}

// RegisterArt sets game's title-screen art; a game's assets package calls
// it from init.
func RegisterArt(game string, f ArtFunc) { arts[game] = f }

// UnregisterArt removes game's art (tests of incomplete games).
func UnregisterArt(game string) { delete(arts, game) }

// HasArt reports whether game has its own title-screen art.
func HasArt(game string) bool { _, ok := arts[game]; return ok }

// ArtGames lists the games with their own art, sorted.
func ArtGames() []string { return slices.Sorted(maps.Keys(arts)) }

// GameArt draws the title-screen art of game: its own when registered,
// else a fan of card backs on a neutral panel.
func GameArt(game string, w, h int) *image.RGBA {
	if f, ok := arts[game]; ok {
		return f(w, h)
	}
	return Fan{Top: Hex("#3B2A8C"), Bottom: Hex("#12123A")}.Draw(w, h)
}

// Fan is title-screen art: a hand of cards fanned over a panel with rounded
// corners, lit from below, with an optional title on top.
type Fan struct {
	Top, Bottom color.NRGBA
	// Cards draws the hand at w×h pixels a card; nil shows five backs.
	Cards func(w, h int) []*image.RGBA
	// Title is lettered in gold across the top ("" for none).
	Title string
}

// Draw paints the art at w×h pixels.
func (f Fan) Draw(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	W, H := float64(w), float64(h)
	s := math.Min(W, H) / 100
	panel := RoundRect(0, 0, W, H, 6*s)
	clip := MaskOf(panel, img.Rect)
	Fill(img, panel, Radial(W/2, H*0.85, math.Hypot(W, H)*0.6, Shade(f.Top, 0.1), f.Bottom), nil)
	Fill(img, Rays(W/2, H*0.95, math.Hypot(W, H), 24, -math.Pi/2), Solid(Alpha(White, 0.05)), clip)

	// The fan: cards pivot about a point below the panel so they spread
	// like a hand held up to the viewer.
	ch := math.Min(H*0.6, W*0.38)
	cw := ch / 1.4
	cards := f.hand(int(math.Round(cw)), int(math.Round(ch)))
	n := len(cards)
	pivot := Pt{W / 2, H*0.68 + ch*1.1}
	spread := 0.24
	for i, c := range cards {
		a := (float64(i) - float64(n-1)/2) * spread
		// Card centre sits on a circle around the pivot.
		at := func(off float64) Aff {
			return Translate(-float64(c.Rect.Dx())/2, -float64(c.Rect.Dy())/2).
				Then(RotateAbout(0, 0, a)).
				Then(Translate(pivot.X+math.Sin(a)*(ch*1.1+off), pivot.Y-math.Cos(a)*(ch*1.1+off)))
		}
		drawTransformed(img, shadowOf(c, 3*s), at(0).Then(Translate(1.5*s, 2.5*s)))
		drawTransformed(img, c, at(0))
	}
	// Nothing spills past the rounded panel.
	for i := range clip.Pix {
		if a := clip.Pix[i]; a < 255 {
			x, y := clip.Rect.Min.X+i%clip.Stride, clip.Rect.Min.Y+i/clip.Stride
			p := img.Pix[img.PixOffset(x, y):][:4]
			for k := range p {
				p[k] = uint8(uint32(p[k]) * uint32(a) / 255)
			}
		}
	}
	if f.Title != "" {
		title := FitText(boldFont(), f.Title, 30*s, W/2, H*0.17, W*0.8, H*0.2)
		Draw(img, title, Style{
			Fill:   VGrad(H*0.08, H*0.24, Hex("#FFF3B0"), Hex("#FFB627")),
			Stroke: Hex("#2A0F4F"), StrokeW: 1.6 * s,
			Shadow: Alpha(Black, 0.5), ShadowD: int(math.Round(1.5 * s)),
		}, nil)
	}
	return img
}

// hand is the fanned hand: the game's cards, or five backs.
func (f Fan) hand(w, h int) []*image.RGBA {
	if f.Cards != nil {
		return f.Cards(w, h)
	}
	out := make([]*image.RGBA, 5)
	for i := range out {
		out[i] = CardBack(w, h)
	}
	return out
}

// shadowOf is a soft dark silhouette of img.
func shadowOf(img *image.RGBA, r float64) *image.RGBA {
	m := blur(alphaOf(img), r)
	out := image.NewRGBA(img.Rect)
	Paint(out, m, 0, 0, nil, Solid(color.NRGBA{0, 0, 0, 110}))
	return out
}
