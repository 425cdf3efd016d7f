// Package kittensai holds the Zombie Kittens bots. It registers them with
// package ai from init, so importing it (through cardtable/games) is all a
// caller needs.
//
// The package is named kittensai, not kittens, because every file here also
// imports the rules package cardtable/engine/kittens.
package kittensai

import (
	"cardtable/ai"
	"cardtable/engine/kittens"
)

func init() {
	ai.Register(kittens.Descriptor.ID, map[string]ai.Factory{
		ai.LevelEasy:   func() ai.Bot { return Easy{} },
		ai.LevelNormal: func() ai.Bot { return Normal{} },
		ai.LevelHard:   NewHard,
		ai.LevelBasic:  func() ai.Bot { return Basic{} },
	})
}
