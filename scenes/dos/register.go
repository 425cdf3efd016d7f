// Package dos is DOS on screen: its presenter (events to motion, log lines,
// the prompt, the picks and controls of a match) and its drawing of the
// table: the seats, the Centre Row, the draw and discard piles, the
// viewer's hand as a fan, and the round's count.
package dos

import (
	"image"

	dosart "cardtable/assets/dos"
	"cardtable/engine/dos"
	"cardtable/locales"
	"cardtable/scenes/table"
)

func init() {
	table.Register(dos.Descriptor.ID, newPresenter)
	table.RegisterFaces(faces{})
	table.RegisterSounds(dos.Descriptor.ID, soundOf)
}

// faces draws DOS's cards; they carry no words, so every language shares
// them.
type faces struct{}

// Game is DOS's id.
func (faces) Game() string { return dos.Descriptor.ID }

// Face draws card as a w×h image.
func (faces) Face(card, w, h int, _ *locales.Localizer) image.Image {
	return dosart.Face(dos.Card(card), w, h)
}
