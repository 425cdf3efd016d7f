package flip7

import (
	"image/color"

	"cardtable/assets"
)

// flip7Number gives each number value its own saturated colour, as on the
// printed deck, so a duplicate is spotted at a glance across the table.
// Neighbouring values get contrasting hues.
var flip7Number = [13]color.NRGBA{
	assets.Hex("#5B6475"), // 0 slate
	assets.Hex("#D7263D"), // 1 crimson
	assets.Hex("#F26419"), // 2 orange
	assets.Hex("#E8A200"), // 3 amber
	assets.Hex("#6BAF1F"), // 4 lime
	assets.Hex("#0E9C8C"), // 5 teal
	assets.Hex("#2374D9"), // 6 blue
	assets.Hex("#6246C8"), // 7 violet
	assets.Hex("#B82FA0"), // 8 magenta
	assets.Hex("#E8457F"), // 9 pink
	assets.Hex("#8A5A32"), // 10 brown
	assets.Hex("#2E7D4F"), // 11 forest
	assets.Hex("#1F3A8A"), // 12 navy
}

// Modifier and action colours: [light top, dark bottom, outline].
var (
	plusColours   = [3]color.NRGBA{assets.Hex("#FFE27A"), assets.Hex("#F59E0B"), assets.Hex("#8A3A0C")}
	timesColours  = [3]color.NRGBA{assets.Hex("#FF9F5A"), assets.Hex("#D9480F"), assets.Hex("#7A1E05")}
	freezeColours = [3]color.NRGBA{assets.Hex("#DDF5FF"), assets.Hex("#3FA4DE"), assets.Hex("#14507F")}
	flip3Colours  = [3]color.NRGBA{assets.Hex("#FFEE70"), assets.Hex("#F59A00"), assets.Hex("#7A4300")}
	secondColours = [3]color.NRGBA{assets.Hex("#FFC7D5"), assets.Hex("#E2336A"), assets.Hex("#7F0E32")}
)
