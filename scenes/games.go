package scenes

import (
	"cardtable/engine"
	"cardtable/scenes/table"
)

// Games lists the games that can be played on screen, sorted by id: those
// with rules and a presenter registered. Which games exist is decided by
// the one list of them (cardtable/games/screen), never here.
func Games() []string {
	var out []string
	for _, g := range table.Games() {
		if _, err := engine.Lookup(g); err == nil {
			out = append(out, g)
		}
	}
	return out
}
