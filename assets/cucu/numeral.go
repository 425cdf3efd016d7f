package cucu

import (
	"strings"

	"cardtable/assets"
)

// numeralPath sets the numeral txt (Numeral's spelling) with its ink box
// centred on (cx, cy), h high and at most maxW wide. Roman numerals are
// drawn as strokes between two serif rules, as on old printed packs: a
// font's letters would set XIIII too wide for a card's corner, while these
// letters keep their gaps open down to a card 70 pixels wide. "0" and the
// negative ranks are set in the bold sans.
func numeralPath(txt string, cx, cy, h, maxW float64) *assets.Path {
	if txt == "" {
		return &assets.Path{}
	}
	if strings.Trim(txt, "IVX") != "" {
		return assets.FitText(assets.Bold(), txt, h*1.45, cx, cy, maxW, h)
	}
	p, w := romanPath(txt, h)
	k := 1.0
	if w > maxW {
		k = maxW / w
	}
	// Squeeze the width only, so the letters keep their height and weight.
	return p.Transform(assets.Aff{A: k, E: 1, C: cx - w*k/2, F: cy - h/2})
}

// romanPath draws txt's letters h high from the origin (top left) and
// returns the outline and its width. Thick and thin strokes alternate like
// Roman capitals; the rules reach a little past the letters.
func romanPath(txt string, h float64) (*assets.Path, float64) {
	thick, thin := 0.2*h, 0.11*h
	gap := 0.13 * h
	rule := 0.11 * h
	over := 0.07 * h
	p := &assets.Path{}
	x := over
	for i, r := range txt {
		if i > 0 {
			x += gap
		}
		switch r {
		case 'I':
			p.Add(assets.RoundRect(x, 0, x+thick, h, 0))
			x += thick
		case 'V':
			w := 0.66 * h
			p.Add(slant(x+thick/2, x+w/2, thick, h))
			p.Add(slant(x+w-thin/2, x+w/2, thin, h))
			x += w
		case 'X':
			w := 0.66 * h
			p.Add(slant(x+thick/2, x+w-thick/2, thick, h))
			p.Add(slant(x+w-thin/2, x+thin/2, thin, h))
			x += w
		}
	}
	x += over
	p.Add(assets.RoundRect(0, 0, x, rule, rule*0.3))
	p.Add(assets.RoundRect(0, h-rule, x, h, rule*0.3))
	return p, x
}

// slant is a stroke t wide (measured across the letter) from x0 at the top
// to x1 at the bottom of an h-high letter, wound clockwise like every
// other shape so strokes merge where they cross.
func slant(x0, x1, t, h float64) *assets.Path {
	return assets.Polygon(assets.Pt{X: x0 - t/2, Y: 0}, assets.Pt{X: x0 + t/2, Y: 0}, assets.Pt{X: x1 + t/2, Y: h}, assets.Pt{X: x1 - t/2, Y: h})
}
