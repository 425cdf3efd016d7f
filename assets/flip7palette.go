package assets

import "image/color"

// flip7Number gives each number value its own saturated colour, as on the
// printed deck, so a duplicate is spotted at a glance across the table.
// Neighbouring values get contrasting hues.
var flip7Number = [13]color.NRGBA{
	hex("#5B6475"), // 0 slate
	hex("#D7263D"), // 1 crimson
	hex("#F26419"), // 2 orange
	hex("#E8A200"), // 3 amber
	hex("#6BAF1F"), // 4 lime
	hex("#0E9C8C"), // 5 teal
	hex("#2374D9"), // 6 blue
	hex("#6246C8"), // 7 violet
	hex("#B82FA0"), // 8 magenta
	hex("#E8457F"), // 9 pink
	hex("#8A5A32"), // 10 brown
	hex("#2E7D4F"), // 11 forest
	hex("#1F3A8A"), // 12 navy
}

// Card stock shared by every face.
var (
	cardBorder = hex("#2A2320")
	creamTop   = hex("#FFFBF2")
	creamBot   = hex("#F1E6D0")
	white      = hex("#FFFFFF")
	black      = hex("#000000")
)

// Modifier and action colours: [light top, dark bottom, outline].
var (
	plusColours   = [3]color.NRGBA{hex("#FFE27A"), hex("#F59E0B"), hex("#8A3A0C")}
	timesColours  = [3]color.NRGBA{hex("#FF9F5A"), hex("#D9480F"), hex("#7A1E05")}
	freezeColours = [3]color.NRGBA{hex("#DDF5FF"), hex("#3FA4DE"), hex("#14507F")}
	flip3Colours  = [3]color.NRGBA{hex("#FFEE70"), hex("#F59A00"), hex("#7A4300")}
	secondColours = [3]color.NRGBA{hex("#FFC7D5"), hex("#E2336A"), hex("#7F0E32")}
)
