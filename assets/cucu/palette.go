package cucu

import (
	"image/color"

	"cardtable/assets"
)

// tone is how one role is painted: the border's light top and dark bottom,
// the ink of its marks, and the pale tint of its medallion. Hurting cards
// are red and protecting ones blue — apart in lightness as well as hue, so
// they stay apart for red–green colour blindness — and each also has its
// own medallion and corner shape (burst, shield), so colour is never the
// only cue.
type tone struct{ top, bottom, ink, tint color.NRGBA }

var tones = map[role]tone{
	plain:   {assets.Hex("#9A6B3F"), assets.Hex("#5E3C1E"), assets.Hex("#3A2410"), assets.Hex("#F3E4C8")},
	low:     {assets.Hex("#9A5A96"), assets.Hex("#5A2A5C"), assets.Hex("#3A1640"), assets.Hex("#F0E0EE")},
	protect: {assets.Hex("#1B4690"), assets.Hex("#0A1E50"), assets.Hex("#0A1A40"), assets.Hex("#DCE8F7")},
	hurt:    {assets.Hex("#E0483A"), assets.Hex("#A11C17"), assets.Hex("#5C0B08"), assets.Hex("#F9DCD4")},
	pass:    {assets.Hex("#F0B43C"), assets.Hex("#C07A0C"), assets.Hex("#5E3A02"), assets.Hex("#FBEBC4")},
	fool:    {assets.Hex("#3FA36B"), assets.Hex("#1C6B40"), assets.Hex("#0D3A21"), assets.Hex("#DDF1E3")},
}

// Shared inks of the drawings: the woodcut outline, the parchment of the
// card's window and the gold of its trims.
var (
	inkLine   = assets.Hex("#2B1D14")
	paperTop  = assets.Hex("#FFF9EC")
	paperBot  = assets.Hex("#F3E6CB")
	gold      = assets.Hex("#E9C46A")
	goldDark  = assets.Hex("#A8761E")
	crimson   = assets.Hex("#C0392B")
	leafGreen = assets.Hex("#4E9A4A")
)

// Colour is the main colour of the card key as painted on its border
// (halfway down), for the table to tint a banner or a reveal: red for the
// Hunter and Cat, blue for the Cuckoo and Inn, amber for the Horse, green
// for the Fool, plum for the low cards, walnut for I–X. An unknown key
// gets the walnut.
func Colour(key string) color.NRGBA {
	t := tones[kinds[key].role]
	return color.NRGBA{
		uint8((int(t.top.R) + int(t.bottom.R)) / 2),
		uint8((int(t.top.G) + int(t.bottom.G)) / 2),
		uint8((int(t.top.B) + int(t.bottom.B)) / 2),
		255,
	}
}
