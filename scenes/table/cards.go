// Package table holds what every game table shares: card images drawn once,
// sprites with tweens, and the layout helpers of seats and piles.
package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/assets"
	"cardtable/engine/flip7"
)

// Logical card size at which faces are rendered; sprites scale from it.
const (
	CardW = 100
	CardH = 140
)

// CardImages renders card faces once per screen scale and language, because
// drawing anti-aliased vector faces every frame is far too slow on software
// renderers. Faces are made lazily on first use.
type CardImages struct {
	scale float64
	flip7 map[flip7.Card]*ebiten.Image
	back  *ebiten.Image
	felt  *ebiten.Image
	art   map[string]*ebiten.Image
}

// NewCardImages returns an empty cache.
func NewCardImages() *CardImages {
	c := &CardImages{scale: 1}
	c.Reset()
	return c
}

// Reset drops every image (the language or the scale changed).
func (c *CardImages) Reset() {
	for _, img := range c.flip7 {
		img.Deallocate()
	}
	c.flip7 = map[flip7.Card]*ebiten.Image{}
	if c.back != nil {
		c.back.Deallocate()
		c.back = nil
	}
	c.art = map[string]*ebiten.Image{}
}

// SetScale sets the device pixels per logical unit; images are re-rendered
// when it changes noticeably.
func (c *CardImages) SetScale(s float64) {
	s = math.Max(0.5, math.Min(s, 3))
	if math.Abs(s-c.scale)/c.scale > 0.08 {
		c.scale = s
		c.Reset()
		c.felt = nil
	}
}

func (c *CardImages) px(v float64) int { return int(v*c.scale + 0.5) }

// Flip7 is the face of a Flip 7 card; label is its localized short text.
func (c *CardImages) Flip7(card flip7.Card, label func(flip7.Card) string) *ebiten.Image {
	if img, ok := c.flip7[card]; ok {
		return img
	}
	l := ""
	if card.IsAction() {
		l = label(card)
	}
	img := ebiten.NewImageFromImage(assets.Flip7Face(card, c.px(CardW), c.px(CardH), l))
	c.flip7[card] = img
	return img
}

// Back is the shared card back.
func (c *CardImages) Back() *ebiten.Image {
	if c.back == nil {
		c.back = ebiten.NewImageFromImage(assets.CardBack(c.px(CardW), c.px(CardH)))
	}
	return c.back
}

// Felt is the table background, rendered at a fixed size and stretched.
func (c *CardImages) Felt() *ebiten.Image {
	if c.felt == nil {
		c.felt = ebiten.NewImageFromImage(assets.Felt(640, 360))
	}
	return c.felt
}

// Art is a game's title-screen art at logical size w×h.
func (c *CardImages) Art(game string, w, h float64) *ebiten.Image {
	if img, ok := c.art[game]; ok {
		return img
	}
	img := ebiten.NewImageFromImage(assets.GameArt(game, c.px(w), c.px(h)))
	c.art[game] = img
	return img
}
