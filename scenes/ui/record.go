package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Recorder repaints only what changed between two frames. A canvas with a
// Recorder does not draw: it lists its draws, and Flush compares the list
// with the previous frame's, then repaints the changed areas (the old and new
// bounds of every draw that differs) by replaying, clipped to each area,
// every draw that touches it.
//
// Why: on software renderers a frame costs what its pixels cost. Copying the
// table's cached background over the whole screen alone takes about as long
// as an empty window's frame; while one card slides, a few per cent of the
// screen change. The screen must keep its pixels between frames
// (ebiten.SetScreenClearedEveryFrame(false)), which the app sets.
type Recorder struct {
	cur, prev []drawOp
	// valid is false until a full frame is on screen, and after anything
	// else painted it.
	valid bool
	size  image.Point
	areas []image.Rectangle
	stats RepaintStats
}

// RepaintStats counts what Flush painted, for the frame-rate benchmark.
type RepaintStats struct {
	Frames, Full, Empty int
	// Pixels is the sum of the repainted areas; Screen the sum of the
	// screens' areas over the same frames.
	Pixels, Screen int64
}

// drawOp is one recorded draw: an image (a source rectangle of src) or a
// text, with everything that decides its pixels, so equal ops paint equal
// pixels.
type drawOp struct {
	src    *ebiten.Image
	srcR   image.Rectangle
	geo    ebiten.GeoM
	cs     ebiten.ColorScale
	filter ebiten.Filter
	blend  ebiten.Blend
	text   string
	face   *text.GoTextFace
	lineH  float64
	align  text.Align
	bounds image.Rectangle
}

// maxAreas bounds the separate repainted areas; beyond it they merge into
// their bounding box.
const maxAreas = 8

// fullShare is the share of the screen above which a full repaint is
// cheaper than clipped replays.
const fullShare = 0.55

// NewRecorder returns a recorder whose first Flush paints everything.
func NewRecorder() *Recorder { return &Recorder{} }

// Invalidate makes the next Flush paint everything: something other than
// the recorder painted the screen.
func (r *Recorder) Invalidate() { r.valid = false }

// Valid reports whether the screen holds the frame the recorder flushed
// last (the next Flush may repaint only what changed).
func (r *Recorder) Valid() bool { return r.valid }

// Keep tells the recorder the screen again holds the frame it flushed last
// (something repainted that same frame in full), undoing Invalidate.
func (r *Recorder) Keep() { r.valid = r.size != image.Point{} }

// Stats returns the counts since the recorder was made.
func (r *Recorder) Stats() RepaintStats { return r.stats }

// recordImage lists a draw of the part srcR of src (a sub-image is named by
// its parent and rectangle, so the same part compares equal across frames).
func (r *Recorder) recordImage(src *ebiten.Image, srcR image.Rectangle, o *ebiten.DrawImageOptions) {
	r.cur = append(r.cur, drawOp{src: src, srcR: srcR, geo: o.GeoM, cs: o.ColorScale,
		filter: o.Filter, blend: o.Blend,
		bounds: geoBounds(0, 0, float64(srcR.Dx()), float64(srcR.Dy()), o.GeoM)})
}

// recordText lists a draw of text s.
func (r *Recorder) recordText(s string, face *text.GoTextFace, o *text.DrawOptions) {
	r.cur = append(r.cur, drawOp{text: s, face: face, geo: o.GeoM, cs: o.ColorScale, blend: o.Blend,
		lineH: o.LineSpacing, align: o.PrimaryAlign, bounds: textBounds(s, face, o)})
}

// Flush paints this frame's draws onto dst (the screen as the last frame left
// it) and starts the next frame.
func (r *Recorder) Flush(dst *ebiten.Image) {
	b := dst.Bounds()
	r.stats.Frames++
	r.stats.Screen += int64(b.Dx() * b.Dy())
	if !r.valid || b.Size() != r.size {
		r.paintAll(dst)
	} else {
		r.areas = r.damage(r.areas[:0], b)
		area := 0
		for _, a := range r.areas {
			area += a.Dx() * a.Dy()
		}
		switch {
		case area == 0:
			r.stats.Empty++
		case float64(area) > fullShare*float64(b.Dx()*b.Dy()):
			r.paintAll(dst)
		default:
			for _, a := range r.areas {
				r.paintArea(dst, a)
			}
			r.stats.Pixels += int64(area)
		}
	}
	r.valid, r.size = true, b.Size()
	r.prev, r.cur = r.cur, r.prev[:0]
}

func (r *Recorder) paintAll(dst *ebiten.Image) {
	b := dst.Bounds()
	dst.Clear()
	for i := range r.cur {
		r.cur[i].draw(dst)
	}
	r.stats.Full++
	r.stats.Pixels += int64(b.Dx() * b.Dy())
}

// paintArea repaints one area: cleared, then every draw that touches it,
// in order, clipped to it.
func (r *Recorder) paintArea(dst *ebiten.Image, a image.Rectangle) {
	sub := dst.SubImage(a).(*ebiten.Image)
	sub.Clear()
	for i := range r.cur {
		if r.cur[i].bounds.Overlaps(a) {
			r.cur[i].draw(sub)
		}
	}
}

// damage lists the disjoint areas that differ between the previous frame
// and this one: where a draw changed, was added or went away, both its old
// and its new bounds. Draws are compared by position in the list, so a draw
// inserted early repaints everything after it — correct, and rare (a card
// arriving), while a sliding card only changes its own draw.
func (r *Recorder) damage(out []image.Rectangle, screen image.Rectangle) []image.Rectangle {
	n := max(len(r.cur), len(r.prev))
	for i := range n {
		switch {
		case i >= len(r.prev):
			out = addArea(out, r.cur[i].bounds, screen)
		case i >= len(r.cur):
			out = addArea(out, r.prev[i].bounds, screen)
		case r.cur[i] != r.prev[i]:
			out = addArea(out, r.prev[i].bounds, screen)
			out = addArea(out, r.cur[i].bounds, screen)
		}
	}
	return out
}

// addArea adds a to the disjoint areas, merging every area it overlaps or
// touches (overlapping areas would blend translucent draws twice).
func addArea(areas []image.Rectangle, a, screen image.Rectangle) []image.Rectangle {
	a = a.Intersect(screen)
	if a.Empty() {
		return areas
	}
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(areas); i++ {
			if areas[i].Inset(-1).Overlaps(a) {
				a = a.Union(areas[i])
				areas[i] = areas[len(areas)-1]
				areas = areas[:len(areas)-1]
				merged = true
				i--
			}
		}
	}
	areas = append(areas, a)
	if len(areas) > maxAreas {
		u := areas[0]
		for _, x := range areas[1:] {
			u = u.Union(x)
		}
		areas = append(areas[:0], u)
	}
	return areas
}

func (op *drawOp) draw(dst *ebiten.Image) {
	if op.face != nil {
		o := &text.DrawOptions{}
		o.GeoM, o.ColorScale, o.Blend = op.geo, op.cs, op.blend
		o.LineSpacing, o.PrimaryAlign = op.lineH, op.align
		text.Draw(dst, op.text, op.face, o)
		return
	}
	o := &ebiten.DrawImageOptions{GeoM: op.geo, ColorScale: op.cs, Filter: op.filter, Blend: op.blend}
	src := op.src
	if op.srcR != src.Bounds() {
		src = src.SubImage(op.srcR).(*ebiten.Image)
	}
	dst.DrawImage(src, o)
}

// geoBounds is the device area the rectangle (x0,y0)-(x1,y1) covers through
// g, grown by two pixels for linear filtering and anti-aliased edges.
func geoBounds(x0, y0, x1, y1 float64, g ebiten.GeoM) image.Rectangle {
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, p := range [4][2]float64{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		x, y := g.Apply(p[0], p[1])
		minX, maxX = math.Min(minX, x), math.Max(maxX, x)
		minY, maxY = math.Min(minY, y), math.Max(maxY, y)
	}
	return image.Rect(int(math.Floor(minX))-2, int(math.Floor(minY))-2,
		int(math.Ceil(maxX))+2, int(math.Ceil(maxY))+2)
}

// textBounds is the device area text s covers when drawn with o, with a
// margin for glyphs that reach past their advance (italics, diacritics).
func textBounds(s string, face *text.GoTextFace, o *text.DrawOptions) image.Rectangle {
	w, h := text.Measure(s, face, o.LineSpacing)
	x := 0.0
	switch o.PrimaryAlign {
	case text.AlignCenter:
		x = -w / 2
	case text.AlignEnd:
		x = -w
	}
	m := face.Size*0.35 + 3
	return geoBounds(x-m, -m, x+w+m, h+m, o.GeoM)
}
