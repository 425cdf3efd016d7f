// Package kittens is Zombie Kittens on screen: its presenter (events to
// motion, log lines, the prompt, the picks and pickers of a game) and its
// drawing of the table: the seats alive and dead, the draw pile with the
// chance the next card explodes, the discard pile to browse, the reaction
// stack while a window is open, what the viewer knows of the pile, and the
// viewer's hand as a fan.
package kittens

import (
	"image"

	kittensart "cardtable/assets/kittens"
	"cardtable/engine/kittens"
	"cardtable/locales"
	"cardtable/scenes/table"
)

func init() {
	table.Register(kittens.Descriptor.ID, newPresenter)
	table.RegisterFaces(faces{})
	table.RegisterSounds(kittens.Descriptor.ID, soundOf)
}

// faces draws Zombie Kittens' cards with their localized banner titles.
// The table's card ids are the engine's kinds plus one: 0 is the back.
type faces struct{}

// Game is Zombie Kittens' id.
func (faces) Game() string { return kittens.Descriptor.ID }

// Face draws card (a sprite id, kind+1) as a w×h image.
func (faces) Face(card, w, h int, loc *locales.Localizer) image.Image {
	k := kindOf(card)
	if k == kittens.NoCard {
		return kittensart.Face("", w, h, "")
	}
	return kittensart.Face(k.Key(), w, h, loc.T("kittens.face."+k.Key()))
}

// idOf is the table's card id of kind k (0, the back, for NoCard).
func idOf(k kittens.Card) int {
	if k >= kittens.NumKinds {
		return 0
	}
	return int(k) + 1
}

// kindOf is the kind of the table's card id (NoCard for the back).
func kindOf(id int) kittens.Card {
	if id <= 0 || id > kittens.NumKinds {
		return kittens.NoCard
	}
	return kittens.Card(id - 1)
}
