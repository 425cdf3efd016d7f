//go:build js

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/scenes"
)

// wrap: the browser has no measuring modes; the page reads the status.
func wrap(app *scenes.App) ebiten.Game { return app }

func finish(*scenes.App) {}
