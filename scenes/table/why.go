package table

import (
	"cardtable/scenes/ui"
)

// Why notes. Something that cannot be taken now is greyed (a button) or
// dimmed (a card), and its Control carries why (Control.Why); the table
// scene shows that reason as a note beside the control when it is pressed
// and when the pointer rests on it. Presenters that draw their own card
// tooltip add the same reason to it in ColWhy.

// ColWhy is the colour of a reason in a light card tooltip: a dark red that
// reads as "not now" without shouting.
var ColWhy = ui.RGBA(0xa8, 0x2a, 0x1e, 0xff)

// Colours of the note: a dark panel with a red edge, so it does not look
// like a button or the Hint's green.
var (
	colWhyPanel = ui.RGBA(0x2a, 0x10, 0x0e, 0xf2)
	colWhyEdge  = ui.RGBA(0xe0, 0x6a, 0x4f, 0xff)
)

// whyMaxW is the widest a note gets before it takes a second line.
const whyMaxW = 720.0

// WhyNote lays reason out beside anchor (the control it explains): above
// it, centred on it and kept on screen, below it when there is no room
// above. It returns the note's rectangle and its lines: one, or two for a
// long reason (Vietnamese runs longer) rather than a text too small.
func WhyNote(f *ui.Fonts, reason string, anchor ui.Rect) (ui.Rect, []string) {
	const size, pad, lineH = 16.0, 14.0, 22.0
	lines := []string{reason}
	w := f.Measure(reason, size, true)
	if w > whyMaxW-2*pad {
		lines = f.Wrap(reason, size, whyMaxW-2*pad, true)
		if len(lines) > 2 {
			lines = lines[:2]
		}
		w = 0
		for _, l := range lines {
			w = max(w, f.Measure(l, size, true))
		}
	}
	r := ui.Rect{W: w + 2*pad, H: float64(len(lines))*lineH + 14}
	r.X = min(max(anchor.CX()-r.W/2, 8), ui.LogicalW-r.W-8)
	r.Y = anchor.Y - r.H - 8
	if r.Y < 50 {
		r.Y = anchor.Y + anchor.H + 8
	}
	r.Y = min(r.Y, ui.LogicalH-r.H-8)
	return r, lines
}

// DrawWhy paints reason as a note beside anchor (see WhyNote).
func DrawWhy(c *ui.Canvas, k *ui.Kit, reason string, anchor ui.Rect) {
	if reason == "" {
		return
	}
	r, lines := WhyNote(k.Fonts, reason, anchor)
	c.Panel(k.Shapes, ui.Rect{X: r.X + 2, Y: r.Y + 4, W: r.W, H: r.H}, 9, ui.RGBA(0, 0, 0, 0x70))
	c.Panel(k.Shapes, r, 9, colWhyPanel)
	c.Panel(k.Shapes, ui.Rect{X: r.X, Y: r.Y, W: 5, H: r.H}, 3, colWhyEdge)
	for i, l := range lines {
		c.TextIn(k.Fonts, l, ui.Rect{X: r.X + 12, Y: r.Y + 7 + float64(i)*22, W: r.W - 20, H: 22},
			ui.Style{Size: 16, Bold: true, Color: ui.ColText, Align: ui.Center})
	}
}
