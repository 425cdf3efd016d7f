// Package games is the one headless list of every game: importing it
// registers each game's rules (package engine), bots (package ai) and
// statistics (package records/stats). The
// arena, headless tests and the app see every game through this import, so
// adding a game means adding its packages here and nowhere else headless.
package games

import (
	_ "cardtable/ai/cucu"               // Cucù's bots
	_ "cardtable/ai/dos"                // DOS's bots
	_ "cardtable/ai/flip7"              // Flip 7's bots
	_ "cardtable/ai/kittens"            // Zombie Kittens' bots
	_ "cardtable/engine/cucu"           // Cucù's rules
	_ "cardtable/engine/dos"            // DOS's rules
	_ "cardtable/engine/flip7"          // Flip 7's rules
	_ "cardtable/engine/kittens"        // Zombie Kittens' rules
	_ "cardtable/records/stats/cucu"    // Cucù's statistics
	_ "cardtable/records/stats/dos"     // DOS's statistics
	_ "cardtable/records/stats/flip7"   // Flip 7's statistics
	_ "cardtable/records/stats/kittens" // Zombie Kittens' statistics
)
