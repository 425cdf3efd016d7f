package ui

import (
	"bytes"
	"fmt"
	"image/color"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/text/language"
)

// Fonts holds the two DejaVu Sans sources and the faces made from them,
// cached by size so glyph caches are reused across frames.
type Fonts struct {
	regular, bold *text.GoTextFaceSource
	lang          language.Tag
	faces         map[faceKey]*text.GoTextFace
}

type faceKey struct {
	bold bool
	size int // device size in 1/4 px
}

// NewFonts parses the regular and bold TTF data.
func NewFonts(regular, bold []byte) (*Fonts, error) {
	r, err := text.NewGoTextFaceSource(bytes.NewReader(regular))
	if err != nil {
		return nil, fmt.Errorf("ui: regular font: %w", err)
	}
	b, err := text.NewGoTextFaceSource(bytes.NewReader(bold))
	if err != nil {
		return nil, fmt.Errorf("ui: bold font: %w", err)
	}
	return &Fonts{regular: r, bold: b, lang: language.English, faces: map[faceKey]*text.GoTextFace{}}, nil
}

// SetLanguage sets the language given to the shaper (it matters for
// Vietnamese stacked diacritics).
func (f *Fonts) SetLanguage(lang string) {
	tag := language.Make(lang)
	if tag != f.lang {
		f.lang = tag
		f.faces = map[faceKey]*text.GoTextFace{}
	}
}

// Face returns the face for a device pixel size.
func (f *Fonts) Face(size float64, bold bool) *text.GoTextFace {
	k := faceKey{bold, int(size*4 + 0.5)}
	if fc, ok := f.faces[k]; ok {
		return fc
	}
	src := f.regular
	if bold {
		src = f.bold
	}
	fc := &text.GoTextFace{Source: src, Size: float64(k.size) / 4, Language: f.lang}
	f.faces[k] = fc
	return fc
}

// Align is horizontal text alignment.
type Align int

// Alignments.
const (
	Left Align = iota
	Center
	Right
)

// Style says how a piece of text is drawn (sizes in logical units).
type Style struct {
	Size  float64
	Bold  bool
	Color color.Color
	Align Align
}

// Text draws s with its top at logical y; x is the left edge, centre or
// right edge by alignment. Several lines are separated by "\n".
func (c *Canvas) Text(f *Fonts, s string, x, y float64, st Style) {
	c.text(f, s, x, y, st, Rect{})
}

// text draws s as Text does; box, when not empty, is the box it was given
// (for the fit check).
func (c *Canvas) text(f *Fonts, s string, x, y float64, st Style, box Rect) {
	if c.Fit != nil {
		c.Fit.text(s, st.Size, inkRect(f, s, x, y, st), box)
	}
	face := f.Face(st.Size*c.Scale, st.Bold)
	op := &text.DrawOptions{}
	op.GeoM.Translate(c.OX+x*c.Scale, c.OY+y*c.Scale)
	op.LineSpacing = st.Size * c.Scale * 1.3
	switch st.Align {
	case Center:
		op.PrimaryAlign = text.AlignCenter
	case Right:
		op.PrimaryAlign = text.AlignEnd
	}
	col := st.Color
	if col == nil {
		col = color.White
	}
	op.ColorScale.ScaleWithColor(col)
	op.ColorScale.ScaleAlpha(c.Opacity())
	if c.Rec != nil {
		c.Rec.recordText(s, face, op)
		return
	}
	text.Draw(c.Dst, s, face, op)
}

// TextIn draws one line centred vertically in r, aligned by st.Align, shrinking
// the size so it fits the width.
func (c *Canvas) TextIn(f *Fonts, s string, r Rect, st Style) {
	w := f.Measure(s, st.Size, st.Bold)
	if w > r.W && w > 0 {
		st.Size *= r.W / w
		// Widths do not scale exactly with the size (hinting, the face's
		// quarter-pixel sizes): shrink on until it does fit.
		for i := 0; i < 8 && f.Measure(s, st.Size, st.Bold) > r.W; i++ {
			st.Size *= 0.98
		}
		if c.Fit != nil {
			c.Fit.shrunk(s, st.Size, r, r)
		}
	}
	x := r.X
	switch st.Align {
	case Center:
		x = r.CX()
	case Right:
		x = r.X + r.W
	}
	c.text(f, s, x, r.CY()-st.Size*0.62, st, r)
}

// TextBox draws s wrapped to the width of r, one line every lineH from
// r's top (0: 1.35 times the size), and returns how many lines it took.
// A text needing more lines than r holds is drawn whole (it is a fault
// the fit check reports, not one to hide).
func (c *Canvas) TextBox(f *Fonts, s string, r Rect, lineH float64, st Style) int {
	if lineH == 0 {
		lineH = st.Size * 1.35
	}
	lines := f.Wrap(s, st.Size, r.W, st.Bold)
	if c.Fit != nil {
		c.Fit.wrapped(s, st.Size, len(lines), lineH, r)
	}
	x := r.X
	switch st.Align {
	case Center:
		x = r.CX()
	case Right:
		x = r.X + r.W
	}
	for i, l := range lines {
		c.Text(f, l, x, r.Y+float64(i)*lineH, st)
	}
	return len(lines)
}

// Measure returns the logical width of one line of s at logical size.
func (f *Fonts) Measure(s string, size float64, bold bool) float64 {
	// Measured at a fixed device size so layout does not depend on the window.
	face := f.Face(size*2, bold)
	w, _ := text.Measure(s, face, 0)
	return w / 2
}

// breakable reports whether a line may break at r: at a space, never at a
// no-break space (U+00A0, U+2007, U+202F), which the texts put inside
// names such as "Wild\u00a0DOS" to keep them on one line.
func breakable(r rune) bool {
	return unicode.IsSpace(r) && r != '\u00a0' && r != '\u2007' && r != '\u202f'
}

// Wrap breaks s into lines no wider than width logical units. Existing
// newlines are kept.
func (f *Fonts) Wrap(s string, size, width float64, bold bool) []string {
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
