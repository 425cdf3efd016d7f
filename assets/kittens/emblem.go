package kittens

import "image"

// Emblem is the emblem of the card with key alone on a transparent
// size×size image, for the table's own marks: the kitten in front of a
// dead seat, the Nope button, the chance that the next card explodes. An
// unknown key gives an empty image.
func Emblem(key string, size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	// The emblems reach a little past their 64-unit box (outlines, the
	// bomb's spark); keep them inside the image.
	drawEmblem(newPen(img, s/2, s/2, s*0.86), key)
	return img
}
