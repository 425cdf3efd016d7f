package cucu

import (
	"image"

	"cardtable/assets"
)

// ID is Cucù's game id, under which its art is registered (the engine's
// Descriptor.ID).
const ID = "cucu"

func init() {
	assets.RegisterArt(ID, assets.Fan{Top: assets.Hex("#2F7A4A"), Bottom: assets.Hex("#0B2616"), Cards: hand, Title: "CUCÙ"}.Draw)
}

// artHand is the hand in Cucù's art: a number and the specials that
// answer a request, the Cuckoo last, on top of the fan and seen whole.
var artHand = []string{"n7", "inn", "horse", "cat", "cuckoo"}

// hand draws artHand without names: the art is shared by both languages
// (the Italian mottos are the pack's own, read the same in both).
func hand(w, h int) []*image.RGBA {
	out := make([]*image.RGBA, len(artHand))
	for i, key := range artHand {
		out[i] = Face(key, w, h, "")
	}
	return out
}
