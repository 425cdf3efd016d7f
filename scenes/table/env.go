package table

import (
	"cardtable/locales"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// Env is what a presenter works with: texts, fonts and shapes, input, card
// images, the settings it reads and the tick. The App's context embeds it,
// so a presenter holding *Env always sees the current language and
// settings; it reads the settings, never changes them.
type Env struct {
	Loc      *locales.Localizer
	Kit      *ui.Kit
	In       *ui.Input
	Cards    *CardImages
	Settings match.Settings
	Tick     int // ticks since start, for pulses and blinking
}
