package assets

import (
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Parsed fonts are read-only after parsing and shared; each call that needs
// glyphs uses its own sfnt.Buffer, so drawing is safe from several goroutines.
var (
	boldFont    = sync.OnceValue(func() *sfnt.Font { return mustParse(SansBold) })
	regularFont = sync.OnceValue(func() *sfnt.Font { return mustParse(SansRegular) })
)

func mustParse(ttf []byte) *sfnt.Font {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		panic("assets: embedded font: " + err.Error()) // the bytes are compiled in
	}
	return f
}

// TextPath returns the outlines of s set in f at size pixels per em, with
// the baseline's start at the origin. Glyph outlines (rather than a
// font.Drawer bitmap) let the faces outline, shadow, rotate and scale text
// exactly like any other shape.
func TextPath(f *sfnt.Font, s string, size float64) (p *Path, advance float64) {
	var buf sfnt.Buffer
	ppem := fixed.Int26_6(size * 64)
	p = &Path{}
	x := 0.0
	prev := sfnt.GlyphIndex(0)
	for _, r := range s {
		g, err := f.GlyphIndex(&buf, r)
		if err != nil || g == 0 {
			continue // tests check coverage of every message; skip rather than draw a box
		}
		if prev != 0 {
			if k, err := f.Kern(&buf, prev, g, ppem, font.HintingNone); err == nil {
				x += float64(k) / 64
			}
		}
		segs, err := f.LoadGlyph(&buf, g, ppem, nil)
		if err != nil {
			continue
		}
		c := func(v fixed.Point26_6) Pt { return Pt{x + float64(v.X)/64, float64(v.Y) / 64} }
		for _, sg := range segs {
			switch sg.Op {
			case sfnt.SegmentOpMoveTo:
				a := c(sg.Args[0])
				p.moveTo(a.X, a.Y)
			case sfnt.SegmentOpLineTo:
				a := c(sg.Args[0])
				p.lineTo(a.X, a.Y)
			case sfnt.SegmentOpQuadTo:
				a, b := c(sg.Args[0]), c(sg.Args[1])
				p.quadTo(a.X, a.Y, b.X, b.Y)
			case sfnt.SegmentOpCubeTo:
				a, b, d := c(sg.Args[0]), c(sg.Args[1]), c(sg.Args[2])
				p.cubeTo(a.X, a.Y, b.X, b.Y, d.X, d.Y)
			}
		}
		if adv, err := f.GlyphAdvance(&buf, g, ppem, font.HintingNone); err == nil {
			x += float64(adv) / 64
		}
		prev = g
	}
	return p, x
}

// FitText sets s so its ink box is centred on (cx, cy) and fits in maxW×maxH,
// at most size pixels per em.
func FitText(f *sfnt.Font, s string, size, cx, cy, maxW, maxH float64) *Path {
	p, _ := TextPath(f, s, size)
	lo, hi := p.Bounds()
	w, h := hi.X-lo.X, hi.Y-lo.Y
	k := 1.0
	if w > maxW {
		k = maxW / w
	}
	if h*k > maxH {
		k = maxH / h
	}
	return p.Transform(Translate(-(lo.X+hi.X)/2, -(lo.Y+hi.Y)/2).Then(Scale(k)).Then(Translate(cx, cy)))
}

// WrapLabel splits a label into at most two lines, as evenly as the words
// allow, so short action-card names stay on one line and long ones
// ("CƠ HỘI THỨ HAI") balance over two.
func WrapLabel(s string) []string {
	words := strings.Fields(s)
	if len(words) <= 1 {
		return words
	}
	best, bestDiff := 0, 1<<30
	for i := 1; i < len(words); i++ {
		a, b := len([]rune(strings.Join(words[:i], " "))), len([]rune(strings.Join(words[i:], " ")))
		if d := max(a, b); d < bestDiff {
			best, bestDiff = i, d
		}
	}
	one := len([]rune(s))
	// Keep one line when it is short enough not to need shrinking much.
	if one <= 9 {
		return []string{strings.Join(words, " ")}
	}
	return []string{strings.Join(words[:best], " "), strings.Join(words[best:], " ")}
}

// Bold is the bold face of the embedded sans, parsed once.
func Bold() *sfnt.Font { return boldFont() }
