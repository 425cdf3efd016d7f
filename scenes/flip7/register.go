package flip7

import (
	"image"

	f7assets "cardtable/assets/flip7"
	"cardtable/engine/flip7"
	"cardtable/locales"
	"cardtable/scenes/table"
)

func init() {
	table.Register(flip7.Descriptor.ID, newPresenter)
	table.RegisterFaces(faces{})
}

// faces draws Flip 7's cards; action cards carry their localized label.
type faces struct{}

// Game is Flip 7's id.
func (faces) Game() string { return flip7.Descriptor.ID }

// Face draws card; action cards carry their label in loc's language.
func (faces) Face(card, w, h int, loc *locales.Localizer) image.Image {
	c := flip7.Card(card)
	label := ""
	if c.IsAction() {
		label = loc.T("flip7.face." + c.Key())
	}
	return f7assets.Face(c, w, h, label)
}
