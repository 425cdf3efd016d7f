// Package cucu is Cucù on screen: its presenter (events to motion, log
// lines, the prompt, the controls of a match) and its drawing of the
// table: the seats around an oval table in anticlockwise play order, the
// viewer at the foot, each seat's one card, lives as hearts, the dealer's
// marker, the pack, the requests and what each special does to them, the
// Inn's dialog and the showdown.
package cucu

import (
	"image"

	cucuart "cardtable/assets/cucu"
	"cardtable/engine/cucu"
	"cardtable/locales"
	"cardtable/scenes/table"
)

func init() {
	table.Register(cucu.Descriptor.ID, newPresenter)
	table.RegisterFaces(faces{})
	table.RegisterSounds(cucu.Descriptor.ID, soundOf)
}

// faces draws Cucù's cards, their ribbon labelled in the reader's
// language (cucu.face.<key>).
type faces struct{}

// Game is Cucù's id.
func (faces) Game() string { return cucu.Descriptor.ID }

// Face draws card as a w×h image.
func (faces) Face(card, w, h int, loc *locales.Localizer) image.Image {
	key := cucu.Card(card).Key()
	return cucuart.Face(key, w, h, loc.T("cucu.face."+key))
}
