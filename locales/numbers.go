package locales

import (
	"math"
	"strconv"
	"strings"
)

// numberStyle is how one language writes a number inside a sentence. Every
// number the app shows in text (odds, settings, hints) goes through it, so a
// language is written one way on every screen.
type numberStyle struct {
	decimal string // "." in English, "," in Vietnamese ("6,1")
	group   string // thousands: "," in English, "." in Vietnamese ("1.250")
	minus   string // the true minus sign "−" (U+2212), not a hyphen
	plus    string
	percent string // appended to the digits: "31%" (CLDR: no space in en or vi)
}

// styles is keyed by language code; New only makes "en" or "vi".
var styles = map[string]numberStyle{
	"en": {decimal: ".", group: ",", minus: "−", plus: "+", percent: "%"},
	"vi": {decimal: ",", group: ".", minus: "−", plus: "+", percent: "%"},
}

func (l *Localizer) style() numberStyle {
	if s, ok := styles[l.lang]; ok {
		return s
	}
	return styles["en"]
}

// Number writes x with exactly decimals digits after the separator, in this
// language: en "−1,234.5", vi "−1.234,5". A value that rounds to zero has
// no sign ("0.0", never "−0.0"). Negative decimals count as 0.
func (l *Localizer) Number(x float64, decimals int) string {
	return l.number(x, decimals, false)
}

// Signed is Number with the sign always shown, for gains and losses:
// "+2.5" and "−6.1" in English, "+2,5" and "−6,1" in Vietnamese; zero is
// unsigned ("0.0").
func (l *Localizer) Signed(x float64, decimals int) string {
	return l.number(x, decimals, true)
}

// Percent writes a fraction (0.31) as a percentage ("31%") with decimals
// digits after the separator, in this language.
func (l *Localizer) Percent(frac float64, decimals int) string {
	return l.number(frac*100, decimals, false) + l.style().percent
}

func (l *Localizer) number(x float64, decimals int, signed bool) string {
	s := l.style()
	if decimals < 0 {
		decimals = 0
	}
	if math.IsNaN(x) || math.IsInf(x, 0) {
		// Not a number a player should see; a dash says "unknown" in both
		// languages without breaking the sentence around it.
		return "—"
	}
	digits := strconv.FormatFloat(math.Abs(x), 'f', decimals, 64)
	neg := x < 0 && strings.Trim(digits, "0.") != "" // "−0.0" reads as a loss
	whole, frac, _ := strings.Cut(digits, ".")
	var b strings.Builder
	switch {
	case neg:
		b.WriteString(s.minus)
	case signed && strings.Trim(digits, "0.") != "":
		b.WriteString(s.plus)
	}
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteString(s.group)
		}
		b.WriteRune(r)
	}
	if frac != "" {
		b.WriteString(s.decimal)
		b.WriteString(frac)
	}
	return b.String()
}
