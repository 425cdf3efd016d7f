package ui

import (
	"bytes"
	"fmt"
	"image/color"
	"strings"

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
	}
	x := r.X
	switch st.Align {
	case Center:
		x = r.CX()
	case Right:
		x = r.X + r.W
	}
	c.Text(f, s, x, r.CY()-st.Size*0.62, st)
}

// Measure returns the logical width of one line of s at logical size.
func (f *Fonts) Measure(s string, size float64, bold bool) float64 {
	// Measured at a fixed device size so layout does not depend on the window.
	face := f.Face(size*2, bold)
	w, _ := text.Measure(s, face, 0)
	return w / 2
}

// Wrap breaks s into lines no wider than width logical units. Existing
// newlines are kept.
func (f *Fonts) Wrap(s string, size, width float64, bold bool) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
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
