// Package cucuai holds the Cucù bots. It registers them with package ai
// from init, so importing it (through cardtable/games) is all a caller
// needs.
//
// The package is named cucuai, not cucu, because every file here also
// imports the rules package cardtable/engine/cucu.
package cucuai

import (
	"cardtable/ai"
	"cardtable/engine/cucu"
)

func init() {
	ai.Register(cucu.Descriptor.ID, map[string]ai.Factory{
		ai.LevelEasy:   func() ai.Bot { return Easy{} },
		ai.LevelNormal: func() ai.Bot { return Normal{} },
		ai.LevelHard:   NewHard,
		ai.LevelBasic:  func() ai.Bot { return Basic{} },
	})
}
