// Package cucu draws Cucù's cards, title-screen art and sounds on the card
// stock and painting tools every game shares (package assets): the twenty
// kinds of the traditional Cuccù pack (rules CU-1) redrawn flat, each
// special with its own emblem, every card with its rank in the corners.
// Cards are keyed by the engine's descriptor keys (Keys), so this package
// does not import the engine.
package cucu

import (
	"image"
	"math"

	"cardtable/assets"
)

// Face draws the card key as a w×h pixel image with rounded, transparent
// corners: cream stock with a border in the colour of what the card does
// when its holder is asked (tones), its rank in the top corners (Numeral),
// the special's emblem on a medallion whose shape also says it — a shield
// for the Cuckoo and Inn, which protect, a spiked burst for the Hunter and
// Cat, which cost the asker a life — or the number's numeral and pips, the
// Italian motto where the pack prints one, and name on a ribbon at the
// foot: the table passes the localized face label, the cucu.face.<key>
// message ("Cuckoo", "Chim Cu Cu", "Seven"), or "" for none. Without a name
// the drawing grows to fill the card, as in the title art. An unknown key
// draws the bare stock.
//
// Faces are meant to be drawn once per size and cached (the table's
// CardImages does): a face costs a few milliseconds. For a card shown
// smaller than about 60 pixels wide, use Badge instead of scaling a face.
func Face(key string, w, h int, name string) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	f := face{Frame: assets.NewFrame(w, h)}
	f.Body(img)
	k, ok := kinds[key]
	if !ok {
		return img
	}
	f.t = tones[k.role]
	f.border(img, k.role)
	cx, cy, r := f.W/2, 64*f.S, 28*f.S
	if name == "" {
		cy, r = 71*f.S, 32*f.S
	}
	if k.role == plain {
		f.number(img, k.rank, cx, cy, r)
	} else {
		f.medallion(img, k.role, cx, cy, r)
		size := r * 1.72
		if k.role == low {
			size = r * 2.05 // the tablet is roomier than a disc
		}
		drawEmblem(img, key, cx, cy, size)
	}
	if k.motto != "" {
		my := 99.5 * f.S
		if name == "" {
			my = 116 * f.S
		}
		f.motto(img, k.motto, my)
	}
	if name != "" {
		f.ribbon(img, name)
	}
	f.indices(img, key, k.role)
	return img
}

// face draws Cucù's faces on the card geometry every game shares, in the
// tone of the card being drawn.
type face struct {
	*assets.Frame
	t tone
}

// Window is the cream panel inside the coloured border, in the 100×140
// design's units.
const (
	winIn = 9.2 // from the card's edge
	winR  = 3.2 // corner radius
)

// border paints the coloured frame, the parchment window inside it and a
// fine keyline; the Fool's frame is harlequin diamonds.
func (f face) border(img *image.RGBA, rl role) {
	s := f.S
	in := f.Inset
	assets.Fill(img, assets.RoundRect(in, in, f.W-in, f.H-in, f.PanelR), assets.VGrad(in, f.H-in, f.t.top, f.t.bottom), nil)
	if rl == fool {
		f.harlequin(img)
	}
	w0, w1, h1 := winIn*s, f.W-winIn*s, f.H-winIn*s
	// A fill a hair larger than the window outlines it: far cheaper than a
	// stroke around the whole card.
	e := math.Max(0.6, 0.5*s)
	assets.Fill(img, assets.RoundRect(w0-e, w0-e, w1+e, h1+e, winR*s+e), assets.Solid(assets.Alpha(inkLine, 0.5)), nil)
	win := assets.RoundRect(w0, w0, w1, h1, winR*s)
	assets.Fill(img, win, assets.VGrad(w0, h1, paperTop, paperBot), nil)
	clip := assets.MaskOf(win, img.Rect)
	assets.Fill(img, assets.Rays(f.W/2, 61*s, f.H, 24, -math.Pi/2), assets.Solid(assets.Alpha(f.t.tint, 0.55)), clip)
	k := 1.7 * s
	t := math.Max(0.6, 0.45*s)
	ring := assets.RoundRect(w0+k, w0+k, w1-k, h1-k, (winR-1)*s).
		Add(reverseRect(w0+k+t, w0+k+t, w1-k-t, h1-k-t))
	assets.Fill(img, ring, assets.Solid(assets.Alpha(f.t.bottom, 0.6)), nil)
}

// reverseRect is a rectangle wound anticlockwise, to cut a hole.
func reverseRect(x0, y0, x1, y1 float64) *assets.Path {
	return assets.Polygon(assets.Pt{X: x0, Y: y0}, assets.Pt{X: x0, Y: y1}, assets.Pt{X: x1, Y: y1}, assets.Pt{X: x1, Y: y0})
}

// harlequin lays the Fool's diamonds, red and gold, over its green frame.
func (f face) harlequin(img *image.RGBA) {
	s := f.S
	in := f.Inset
	clip := assets.MaskOf(assets.RoundRect(in, in, f.W-in, f.H-in, f.PanelR), img.Rect)
	d := 7.0 * s
	cols := []assets.Shader{assets.Solid(crimson), assets.Solid(gold)}
	i := 0
	for y := in; y < f.H; y += d {
		for x := in + d/2*float64(i%2); x < f.W; x += d {
			q := assets.Polygon(assets.Pt{X: x, Y: y - d/2}, assets.Pt{X: x + d/2, Y: y}, assets.Pt{X: x, Y: y + d/2}, assets.Pt{X: x - d/2, Y: y})
			assets.Fill(img, q, cols[(int(x/d)+i)%2], clip)
		}
		i++
	}
}
