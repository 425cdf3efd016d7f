package dos

import (
	"image/color"

	"cardtable/assets"
	game "cardtable/engine/dos"
)

// hue is how one colour is painted: [light top, dark bottom, outline]. The
// four sit far apart in lightness as well as hue — yellow lightest, then
// green, red, blue darkest — so players with red–green or blue–yellow
// colour blindness still tell them apart (palette_test.go checks a
// simulation); the symbols are the second cue.
type hue [3]color.NRGBA

var hues = [game.NumColours]hue{
	game.NoColour: {assets.Hex("#4A4E5E"), assets.Hex("#1E2030"), assets.Hex("#0B0C14")},
	game.Blue:     {assets.Hex("#2A5CC0"), assets.Hex("#0D286A"), assets.Hex("#061A45")},
	game.Green:    {assets.Hex("#52D19B"), assets.Hex("#179470"), assets.Hex("#053A27")},
	game.Red:      {assets.Hex("#F25A4A"), assets.Hex("#B8281C"), assets.Hex("#4D070C")},
	game.Yellow:   {assets.Hex("#FFE066"), assets.Hex("#F2B705"), assets.Hex("#6B4A00")},
}

// Colour is the main colour of c as painted on the cards (halfway down its
// panel), for the table to tint a chosen wild colour or a colour picker.
// NoColour gives the Wild DOS charcoal.
func Colour(c game.Colour) color.NRGBA {
	h := hues[c%game.NumColours]
	return color.NRGBA{
		uint8((int(h[0].R) + int(h[1].R)) / 2),
		uint8((int(h[0].G) + int(h[1].G)) / 2),
		uint8((int(h[0].B) + int(h[1].B)) / 2),
		255,
	}
}
