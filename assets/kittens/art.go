package kittens

import (
	"image"
	"math"

	"cardtable/assets"
)

// ID is Zombie Kittens' game id, under which its art is registered (the
// engine's Descriptor.ID).
const ID = "kittens"

func init() { assets.RegisterArt(ID, Art) }

// Art is the title-screen art at w×h pixels: a hand of Zombie Kittens
// cards fanned on a toxic-green panel, with the Exploding Kitten blowing
// up over it between the Zombie Kitten and a tabby. It carries no
// text, so both languages share it.
func Art(w, h int) *image.RGBA {
	img := assets.Fan{Top: assets.Hex("#5E9E32"), Bottom: assets.Hex("#141019"), Cards: kittensHand}.Draw(w, h)
	W, H := float64(w), float64(h)
	s := math.Min(W, H)
	// The cards' tops lie at about 0.38 H; the emblems stay above them.
	drawEmblem(newPen(img, W/2-s*0.36, H*0.21, s*0.27), "zombie")
	drawEmblem(newPen(img, W/2+s*0.36, H*0.21, s*0.27), "cat_a")
	drawEmblem(newPen(img, W/2, H*0.2, s*0.36), "exploding")
	return img
}

// artHand is the hand in the title art: the Exploding Kitten in the
// middle, the Zombie Kitten, a Nope, an Attack and a cat about it.
var artHand = []string{"cat_c", "nope", "exploding", "zombie", "attack"}

// kittensHand draws artHand without titles.
func kittensHand(w, h int) []*image.RGBA {
	out := make([]*image.RGBA, len(artHand))
	for i, k := range artHand {
		out[i] = Face(k, w, h, "")
	}
	return out
}
