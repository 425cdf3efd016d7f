// Package dosai holds the DOS bots. It registers them with package ai from
// init, so importing it (through cardtable/games) is all a caller needs.
//
// The package is named dosai, not dos, because every file here also imports
// the rules package cardtable/engine/dos.
package dosai

import (
	"cardtable/ai"
	"cardtable/engine/dos"
)

func init() {
	ai.Register(dos.Descriptor.ID, map[string]ai.Factory{
		ai.LevelEasy:   func() ai.Bot { return Easy{} },
		ai.LevelNormal: func() ai.Bot { return Normal{} },
		ai.LevelHard:   NewHard,
		ai.LevelBasic:  func() ai.Bot { return Basic{} },
	})
}
