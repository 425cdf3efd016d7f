package ui

import (
	"fmt"
	"math"
	"strings"
)

// MinTextSize is the smallest size (design units of the 1280×720 layout) a
// text may be shrunk to so it fits: below it a shrunk label cannot be read.
const MinTextSize = 12

// FitKind says how a text failed to fit.
type FitKind int

// The ways a text can fail to fit.
const (
	// FitCut: the text reaches past its box, the panel it is drawn on, a
	// panel drawn over it, or the screen's edge.
	FitCut FitKind = iota
	// FitWrapped: a wrapped text has more lines than its box holds.
	FitWrapped
	// FitShrunk: the text was shrunk below MinTextSize to fit its box.
	FitShrunk
	// FitOverlap: the text runs into another text of the same frame.
	FitOverlap
)

func (k FitKind) String() string {
	switch k {
	case FitCut:
		return "cut"
	case FitWrapped:
		return "wrapped past its box"
	case FitShrunk:
		return "shrunk"
	case FitOverlap:
		return "overlaps"
	}
	return "?"
}

// FitReport is one text that does not fit.
type FitReport struct {
	Kind FitKind
	Text string
	Size float64 // the size drawn, design units
	Rect Rect    // where the text's letters lie
	// Box is what it broke: its box, the panel, the screen, or the other
	// text's rectangle (Other is that text).
	Box   Rect
	Other string
}

func (r FitReport) String() string {
	s := fmt.Sprintf("%s: %q (size %.1f) at %s", r.Kind, r.Text, r.Size, r.Rect)
	if r.Other != "" {
		return s + fmt.Sprintf(" runs into %q at %s", r.Other, r.Box)
	}
	return s + " in " + r.Box.String()
}

// String prints a rectangle with one decimal.
func (r Rect) String() string { return fmt.Sprintf("(%.1f,%.1f %.1f×%.1f)", r.X, r.Y, r.W, r.H) }

// FitCheck, attached to a Canvas (Canvas.Fit, in tests), watches every
// text the canvas draws and reports the ones that do not fit. A canvas
// without one pays a nil check per text.
//
// What it knows of the layout it learns from the draws: the box a text
// is drawn in (TextIn, TextBox, a button's label), every panel
// (Canvas.Panel and Fill), and the order of the draws: a text is cut by
// the panel it lies on when it reaches past its edge, and by a panel drawn
// later that covers part of it; two texts run into each other when their
// letters overlap with nothing drawn between them over the overlap.
type FitCheck struct {
	seq     int
	layer   int // backdrops drawn so far: a dialog's shade starts a layer
	overlay int // inside Canvas.Overlay: drawn across the scene on purpose
	texts   []fitText
	panels  []fitPanel
	reports []FitReport
	done    bool
}

type fitText struct {
	seq     int
	layer   int
	overlay bool
	s       string
	size    float64
	r       Rect // letters
}

type fitPanel struct {
	seq     int
	layer   int
	overlay bool
	r       Rect
	// backdrop: a panel as large as the screen (a shade under a dialog),
	// which texts lie on but which cuts nothing.
	backdrop bool
}

// fitSlack is how far (design units) letters may reach past an edge
// before it counts: anti-aliasing, rounding, a diacritic's tip.
const fitSlack = 1.0

// NewFitCheck returns an empty check.
func NewFitCheck() *FitCheck { return &FitCheck{} }

// Begin starts a frame: the previous frame's draws and reports are dropped.
func (fc *FitCheck) Begin() {
	fc.seq, fc.layer = 0, 0
	fc.texts, fc.panels, fc.reports = fc.texts[:0], fc.panels[:0], fc.reports[:0]
	fc.done = false
}

// Reports lists the texts of the frame drawn since Begin that do not fit
// (overlaps are found here, once the whole frame is known).
func (fc *FitCheck) Reports() []FitReport {
	if !fc.done {
		fc.done = true
		fc.overlaps()
		fc.covered()
	}
	return append([]FitReport(nil), fc.reports...)
}

// panel notes a panel drawn at r.
func (fc *FitCheck) panel(r Rect) {
	fc.seq++
	big := r.X <= 0 && r.Y <= 0 && r.X+r.W >= LogicalW && r.Y+r.H >= LogicalH
	if big {
		fc.layer++
	}
	fc.panels = append(fc.panels, fitPanel{seq: fc.seq, layer: fc.layer, overlay: fc.overlay > 0, r: r, backdrop: big})
}

// text checks one text as drawn: s in its letters' rectangle r, at size;
// box, when not empty, is the box the text was given. Its cut by the panel
// it lies on and by the screen is decided now; overlaps and later panels
// at the end of the frame.
func (fc *FitCheck) text(s string, size float64, r, box Rect) {
	fc.seq++
	if strings.TrimSpace(s) == "" || r.W <= 0 {
		return
	}
	fc.texts = append(fc.texts, fitText{seq: fc.seq, layer: fc.layer, overlay: fc.overlay > 0, s: s, size: size, r: r})
	// A box is a line's slot: the accents and descenders of a line may
	// touch its top and bottom.
	if box.W > 0 && !within(r, Rect{X: box.X, Y: box.Y - size*0.15, W: box.W, H: box.H + size*0.3}) {
		fc.report(FitReport{Kind: FitCut, Text: s, Size: size, Rect: r, Box: box})
		return
	}
	// The panel the text lies on is the last one drawn under its middle
	// that is not much smaller than the text.
	for i := len(fc.panels) - 1; i >= 0; i-- {
		p := fc.panels[i]
		// A speck under the text (a sparkle, a dot) is not what it lies on,
		// and an overlay lies on its own panels, not on the scene's.
		if !p.r.Contains(r.CX(), r.CY()) || p.r.W < r.W/2 || p.r.H < r.H*0.8 || p.overlay != (fc.overlay > 0) {
			continue
		}
		if !within(r, p.r) {
			fc.report(FitReport{Kind: FitCut, Text: s, Size: size, Rect: r, Box: p.r})
			return
		}
		break
	}
	screen := Rect{W: LogicalW, H: LogicalH}
	if !within(r, screen) {
		fc.report(FitReport{Kind: FitCut, Text: s, Size: size, Rect: r, Box: screen})
	}
}

// shrunk notes a text shrunk to size to fit its box.
func (fc *FitCheck) shrunk(s string, size float64, r, box Rect) {
	if size < MinTextSize-0.05 {
		fc.report(FitReport{Kind: FitShrunk, Text: s, Size: size, Rect: r, Box: box})
	}
}

// wrapped notes a wrapped text of lines lines of lineH in box.
func (fc *FitCheck) wrapped(s string, size float64, lines int, lineH float64, box Rect) {
	need := Rect{X: box.X, Y: box.Y, W: box.W, H: float64(lines-1)*lineH + size*inkBottom}
	if need.H > box.H+fitSlack {
		fc.report(FitReport{Kind: FitWrapped, Text: s, Size: size, Rect: need, Box: box})
	}
}

func (fc *FitCheck) report(r FitReport) { fc.reports = append(fc.reports, r) }

// overlaps reports every two different texts whose letters overlap with
// no panel drawn between them over the overlap.
func (fc *FitCheck) overlaps() {
	for i := range fc.texts {
		a := fc.texts[i]
		for _, b := range fc.texts[i+1:] {
			if a.s == b.s || a.overlay != b.overlay {
				continue // a shadow or an outline drawn under its text; an overlay across the scene
			}
			o, ok := intersect(a.r.Inset(fitSlack/2), b.r.Inset(fitSlack/2))
			if !ok || fc.panelBetween(a.seq, b.seq, o) {
				continue
			}
			fc.report(FitReport{Kind: FitOverlap, Text: b.s, Size: b.size, Rect: b.r, Box: a.r, Other: a.s})
		}
	}
}

// covered reports texts a panel drawn after them in the same layer covers
// in part (a button over a tooltip's lines); a panel over the whole text
// hides it, and a dialog over a shade lies above the scene, not in it.
func (fc *FitCheck) covered() {
	for _, t := range fc.texts {
		for _, p := range fc.panels {
			if p.seq < t.seq || p.backdrop || p.layer != t.layer || p.overlay != t.overlay {
				continue
			}
			if _, ok := intersect(t.r.Inset(fitSlack), p.r); ok && !within(t.r, p.r) {
				fc.report(FitReport{Kind: FitCut, Text: t.s, Size: t.size, Rect: t.r, Box: p.r})
				break
			}
		}
	}
}

// panelBetween reports whether a panel drawn between the draws from and
// to covers any of o.
func (fc *FitCheck) panelBetween(from, to int, o Rect) bool {
	for _, p := range fc.panels {
		if p.seq > from && p.seq < to {
			if _, ok := intersect(p.r, o); ok {
				return true
			}
		}
	}
	return false
}

// within reports whether r lies inside box, give or take fitSlack.
func within(r, box Rect) bool {
	return r.X >= box.X-fitSlack && r.Y >= box.Y-fitSlack &&
		r.X+r.W <= box.X+box.W+fitSlack && r.Y+r.H <= box.Y+box.H+fitSlack
}

// intersect is the overlap of a and b, and whether they overlap at all.
func intersect(a, b Rect) (Rect, bool) {
	x0, y0 := math.Max(a.X, b.X), math.Max(a.Y, b.Y)
	x1, y1 := math.Min(a.X+a.W, b.X+b.W), math.Min(a.Y+a.H, b.Y+b.H)
	if x1 <= x0 || y1 <= y0 {
		return Rect{}, false
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}, true
}

// Where the letters of a line lie, as shares of the size below the
// line's top (Canvas.Text's y): from the accents of capitals (Vietnamese
// stacks them) to the descenders.
const (
	inkTop    = 0.12
	inkBottom = 1.16
)

// inkRect is where the letters of s drawn by Canvas.Text at (x, y) lie.
func inkRect(f *Fonts, s string, x, y float64, st Style) Rect {
	lines := strings.Split(s, "\n")
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, f.Measure(l, st.Size, st.Bold))
	}
	switch st.Align {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	top := y + st.Size*inkTop
	bottom := y + float64(len(lines)-1)*st.Size*1.3 + st.Size*inkBottom
	return Rect{X: x, Y: top, W: w, H: bottom - top}
}
