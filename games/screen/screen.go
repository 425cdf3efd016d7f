// Package screen is the one list of the games on screen: importing it
// registers every game's rules, bots, presenter, card faces and title art.
// main (and the scenes' tests) import only it; nothing else names a game.
// The headless part (rules and bots) is the list in cardtable/games.
package screen

import (
	_ "cardtable/assets/cucu"    // Cucù's faces, title art and sounds
	_ "cardtable/assets/dos"     // DOS's faces, art and sounds
	_ "cardtable/assets/flip7"   // Flip 7's faces and title art
	_ "cardtable/assets/kittens" // Zombie Kittens' faces, emblems, art and sounds
	_ "cardtable/games"          // every game's rules and bots
	_ "cardtable/scenes/cucu"    // Cucù's presenter
	_ "cardtable/scenes/dos"     // DOS's presenter
	_ "cardtable/scenes/flip7"   // Flip 7's presenter
	_ "cardtable/scenes/kittens" // Zombie Kittens' presenter
)
