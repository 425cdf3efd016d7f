package flip7

import (
	"image"

	"cardtable/assets"
	"cardtable/engine/flip7"
)

func init() {
	assets.RegisterArt(flip7.Descriptor.ID, assets.Fan{Top: assets.Hex("#12708C"), Bottom: assets.Hex("#08203A"), Cards: flip7Hand, Title: "FLIP 7"}.Draw)
}

// flip7Hand is the hand in Flip 7's art, without labels: the art is shared
// by both languages.
func flip7Hand(w, h int) []*image.RGBA {
	hand := []flip7.Card{3, flip7.Freeze, 12, flip7.Plus4, 7}
	out := make([]*image.RGBA, len(hand))
	for i, c := range hand {
		out[i] = Face(c, w, h, "")
	}
	return out
}
