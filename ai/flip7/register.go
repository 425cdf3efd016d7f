// Package flip7ai holds the Flip 7 bots. It registers them with package ai
// from init, so importing it (through cardtable/games) is all a caller needs.
//
// The package is named flip7ai, not flip7, because every file here also
// imports the rules package cardtable/engine/flip7.
package flip7ai

import (
	"cardtable/ai"
	"cardtable/engine/flip7"
)

func init() {
	ai.Register(flip7.Descriptor.ID, map[string]ai.Factory{
		ai.LevelEasy:   func() ai.Bot { return Easy{} },
		ai.LevelNormal: func() ai.Bot { return Normal{} },
		ai.LevelHard:   NewHard,
		ai.LevelBasic:  func() ai.Bot { return Basic{} },
	})
}
