// Package screen is the one list of the games on screen: importing it
// registers every game's rules, bots, presenter, card faces and title art.
// main (and the scenes' tests) import only it; nothing else names a game.
//
// The headless list (rules and bots) is cardtable/games once the bots have
// their own packages; until then the rules and the bot registry are
// imported here directly.
package screen

import (
	_ "cardtable/ai"
	_ "cardtable/assets/flip7"
	_ "cardtable/engine/flip7"
	_ "cardtable/scenes/flip7"
)
