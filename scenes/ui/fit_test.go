package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets"
	"cardtable/locales"
)

func testFonts(t *testing.T) *Fonts {
	t.Helper()
	f, err := NewFonts(assets.SansRegular, assets.SansBold)
	require.NoError(t, err)
	return f
}

// fitCanvas is a canvas that records its draws (nothing is painted) with
// a fit check attached.
func fitCanvas() (*Canvas, *FitCheck) {
	fc := NewFitCheck()
	return &Canvas{Scale: 1, Rec: NewRecorder(), Fit: fc}, fc
}

func kinds(rs []FitReport) []FitKind {
	var out []FitKind
	for _, r := range rs {
		out = append(out, r.Kind)
	}
	return out
}

func TestFitCheckCleanFrame(t *testing.T) {
	f := testFonts(t)
	c, fc := fitCanvas()
	s := NewShapes()
	c.Panel(s, Rect{X: 100, Y: 100, W: 400, H: 200}, 10, ColButton)
	c.Text(f, "A heading", 120, 110, Style{Size: 24, Bold: true})
	c.Text(f, "Under it, a line", 120, 150, Style{Size: 16})
	c.TextIn(f, "Centred", Rect{X: 100, Y: 200, W: 400, H: 40}, Style{Size: 20, Align: Center})
	n := c.TextBox(f, "A paragraph long enough to take two lines in its box", Rect{X: 120, Y: 240, W: 300, H: 50}, 22, Style{Size: 16})
	assert.Equal(t, 2, n)
	assert.Empty(t, fc.Reports())
}

// A text reaching past the panel it lies on, or the screen, is cut.
func TestFitCheckCut(t *testing.T) {
	f := testFonts(t)
	c, fc := fitCanvas()
	s := NewShapes()
	c.Panel(s, Rect{X: 100, Y: 100, W: 200, H: 100}, 10, ColButton)
	c.Text(f, "far too long a line for its panel", 110, 110, Style{Size: 18})
	c.Text(f, "off the bottom", 600, 710, Style{Size: 18})
	rs := fc.Reports()
	require.Len(t, rs, 2)
	assert.Equal(t, []FitKind{FitCut, FitCut}, kinds(rs))
	assert.Equal(t, Rect{X: 100, Y: 100, W: 200, H: 100}, rs[0].Box)
	assert.Equal(t, Rect{W: LogicalW, H: LogicalH}, rs[1].Box)
	assert.Contains(t, rs[0].String(), "far too long")
}

// A panel drawn later over part of a text cuts it (a tooltip under a
// button); over all of it, it is a dialog above the table.
func TestFitCheckCoveredLater(t *testing.T) {
	f := testFonts(t)
	c, fc := fitCanvas()
	s := NewShapes()
	c.Text(f, "a tooltip's line", 100, 100, Style{Size: 16})
	c.Panel(s, Rect{X: 150, Y: 95, W: 200, H: 40}, 10, ColButton)
	c.Text(f, "hidden whole", 500, 100, Style{Size: 16})
	c.Panel(s, Rect{X: 450, Y: 80, W: 300, H: 60}, 10, ColButton)
	rs := fc.Reports()
	require.Len(t, rs, 1)
	assert.Equal(t, FitCut, rs[0].Kind)
	assert.Equal(t, "a tooltip's line", rs[0].Text)
}

// TextIn shrinks a long label; below MinTextSize that is reported.
func TestFitCheckShrunk(t *testing.T) {
	f := testFonts(t)
	c, fc := fitCanvas()
	c.TextIn(f, "Short", Rect{X: 0, Y: 0, W: 200, H: 40}, Style{Size: 20})
	c.TextIn(f, "a label much too long for a button this narrow", Rect{X: 0, Y: 100, W: 120, H: 40}, Style{Size: 20})
	rs := fc.Reports()
	require.Len(t, rs, 1)
	assert.Equal(t, FitShrunk, rs[0].Kind)
	assert.Less(t, rs[0].Size, float64(MinTextSize))
}

func TestFitCheckWrappedPastBox(t *testing.T) {
	f := testFonts(t)
	c, fc := fitCanvas()
	c.TextBox(f, strings.Repeat("words in a box ", 10), Rect{X: 10, Y: 10, W: 200, H: 60}, 20, Style{Size: 16})
	rs := fc.Reports()
	require.NotEmpty(t, rs)
	assert.Equal(t, FitWrapped, rs[0].Kind)
}

// Two different texts whose letters overlap run into each other; a text
// drawn twice (a shadow) or a panel drawn between them is no collision.
func TestFitCheckOverlap(t *testing.T) {
	f := testFonts(t)
	c, fc := fitCanvas()
	s := NewShapes()
	c.Text(f, "Scores", 100, 100, Style{Size: 20, Bold: true})
	c.Text(f, "The first to 200 wins", 150, 104, Style{Size: 14})
	c.Text(f, "Shadow", 400, 100, Style{Size: 20})
	c.Text(f, "Shadow", 401, 101, Style{Size: 20})
	c.Text(f, "Under a dialog", 600, 100, Style{Size: 20})
	c.Panel(s, Rect{X: 580, Y: 80, W: 300, H: 100}, 10, ColButton)
	c.Text(f, "On the dialog", 610, 104, Style{Size: 20})
	rs := fc.Reports()
	require.Len(t, rs, 1, "%v", rs)
	assert.Equal(t, FitOverlap, rs[0].Kind)
	assert.Equal(t, "Scores", rs[0].Other)
	fc.Begin()
	assert.Empty(t, fc.Reports())
}

// A button's label is checked like any text in a box.
func TestFitCheckButtonLabel(t *testing.T) {
	c, fc := fitCanvas()
	k := &Kit{Fonts: testFonts(t), Shapes: NewShapes()}
	b := &Button{R: Rect{X: 10, Y: 10, W: 90, H: 40}, Label: "Kết thúc lượt của bạn ngay bây giờ"}
	b.Draw(c, k, false)
	rs := fc.Reports()
	require.Len(t, rs, 1)
	assert.Equal(t, FitShrunk, rs[0].Kind)
}

// Wrap never breaks at a no-break space, and keeps it.
func TestWrapKeepsNoBreakSpace(t *testing.T) {
	f := testFonts(t)
	s := "play a Wild\u00a0DOS or a Wild\u00a0# now"
	for _, w := range []float64{40, 80, 120, 160, 200} {
		lines := f.Wrap(s, 16, w, false)
		assert.Equal(t, s, strings.Join(lines, " "), "width %v", w)
		for _, l := range lines {
			assert.False(t, strings.HasPrefix(l, "DOS") || strings.HasPrefix(l, "#"), "width %v broke inside a name: %q", w, lines)
		}
	}
	assert.Equal(t, []string{"a", "b"}, f.Wrap("a b", 16, 1, false))
}

// A drawer that keeps only the lines that fit says so, and is reported.
func TestFitCheckNoteWrapped(t *testing.T) {
	c, fc := fitCanvas()
	box := Rect{X: 0, Y: 0, W: 300, H: 40}
	c.NoteWrapped("two lines fit", Style{Size: 15}, 2, 20, box)
	assert.Empty(t, fc.Reports())
	fc.Begin()
	c.NoteWrapped("three do not", Style{Size: 15}, 3, 20, box)
	rs := fc.Reports()
	require.Len(t, rs, 1)
	assert.Equal(t, FitWrapped, rs[0].Kind)
}

// wrapWhole is Wrap measuring every candidate line whole (the reference).
func wrapWhole(f *Fonts, s string, size, width float64, bold bool) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.FieldsFunc(para, breakable)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line := words[0]
		for _, w := range words[1:] {
			if f.Measure(line+" "+w, size, bold) <= width {
				line += " " + w
				continue
			}
			out = append(out, line)
			line = w
		}
		out = append(out, line)
	}
	return out
}

// Wrap, summing the words' widths, breaks a game's rules where measuring
// each line whole does, in both languages (the reference is slow: a part
// of one game's rules).
func TestWrapMatchesWholeLines(t *testing.T) {
	f := testFonts(t)
	for _, lang := range []string{"en", "vi"} {
		f.SetLanguage(lang)
		text := []rune(locales.New(lang).T("kittens.rules"))
		part := string(text[:min(len(text), 1500)])
		for _, w := range []float64{296, 880} {
			assert.Equal(t, wrapWhole(f, part, 18, w, false), f.Wrap(part, 18, w, false), "%s at %v", lang, w)
		}
	}
}

// An overlay (a burst or a banner over a seat) neither runs into nor cuts
// the scene's texts under it, but its own texts are still checked.
func TestFitOverlayLiesAcrossTheScene(t *testing.T) {
	fc := NewFitCheck()
	fc.Begin()
	fc.panel(Rect{X: 0, Y: 0, W: 300, H: 100})
	fc.text("Dealer", 13, Rect{X: 170, Y: 100 - 90, W: 48, H: 14}, Rect{})
	c := Canvas{Fit: fc}
	c.Overlay(func() {
		fc.panel(Rect{X: 60, Y: 5, W: 160, H: 40})
		fc.text("Out!", 30, Rect{X: 62, Y: 10, W: 136, H: 31}, Rect{})
		fc.text("Out! again", 30, Rect{X: 70, Y: 12, W: 136, H: 31}, Rect{})
	})
	rs := fc.Reports()
	require.Len(t, rs, 1, "%v", rs)
	assert.Equal(t, FitOverlap, rs[0].Kind)
	assert.Equal(t, "Out!", rs[0].Other)
}
