// Package table holds what every game table shares: the presenter contract
// (Presenter, Frame, Control, Env, Results) and its registry, card images
// drawn once, sprites with tweens and their bookkeeping (Stage), and the
// celebration effect.
package table

import (
	"image"
	"maps"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/assets"
	"cardtable/locales"
)

// Logical card size at which faces are rendered; sprites scale from it.
const (
	CardW = 100
	CardH = 140
)

// Faces draws one game's card faces. A game's scenes package implements it;
// CardImages renders each face once per scale and language.
type Faces interface {
	// Game names the faces; with the card it keys the cache.
	Game() string
	// Face draws card as a w×h pixel image, its texts in loc's language.
	Face(card, w, h int, loc *locales.Localizer) image.Image
}

var faces = map[string]Faces{}

// RegisterFaces makes a game's card faces available by its id; a game's
// scenes package calls it from init.
func RegisterFaces(f Faces) { faces[f.Game()] = f }

// UnregisterFaces removes game's faces (tests of incomplete games).
func UnregisterFaces(game string) { delete(faces, game) }

// FacesOf returns the card faces of game.
func FacesOf(game string) (Faces, bool) {
	f, ok := faces[game]
	return f, ok
}

type faceKey struct {
	game string
	card int
}

// CardImages renders card faces once per screen scale and language, because
// drawing anti-aliased vector faces every frame is far too slow on software
// renderers. Faces are made lazily on first use.
//
// The felt and the title art are what the first frame shows, and drawing
// them is most of its cost (in the browser, hundreds of milliseconds): the
// first frame gets a half-size felt (a quarter of the pixels) and no art, and both are rendered on
// goroutines, which in the browser run once the first frame is out. They
// replace the stand-ins when ready; Pending says to keep repainting until then.
type CardImages struct {
	scale float64
	faces map[faceKey]*ebiten.Image
	sized map[sizedKey]*ebiten.Image // faces at other sizes (FaceAt)
	back  *ebiten.Image
	felt  *ebiten.Image
	art   map[string]*ebiten.Image

	feltFull  bool             // felt is the full-size one
	feltReady chan *image.RGBA // the full-size felt, rendering; nil when none
	artReady  map[artKey]chan *image.RGBA
}

type artKey struct {
	game string
	w, h int
}

// Full and first-frame sizes of the felt (stretched over the window).
const (
	feltW, feltH         = 640, 360
	feltPrevW, feltPrevH = feltW / 2, feltH / 2
)

// NewCardImages returns an empty cache.
func NewCardImages() *CardImages {
	c := &CardImages{scale: 1}
	c.Reset()
	return c
}

// Reset drops every image (the language or the scale changed).
func (c *CardImages) Reset() {
	for _, img := range c.faces {
		img.Deallocate()
	}
	c.faces = map[faceKey]*ebiten.Image{}
	for _, img := range c.sized {
		img.Deallocate()
	}
	c.sized = map[sizedKey]*ebiten.Image{}
	if c.back != nil {
		c.back.Deallocate()
		c.back = nil
	}
	c.art = map[string]*ebiten.Image{}
	c.artReady = map[artKey]chan *image.RGBA{} // arts still rendering are dropped
}

// SetScale sets the device pixels per logical unit; images are re-rendered
// when it changes noticeably.
func (c *CardImages) SetScale(s float64) {
	s = math.Max(0.5, math.Min(s, 3))
	if math.Abs(s-c.scale)/c.scale > 0.08 {
		c.scale = s
		c.Reset()
	}
}

func (c *CardImages) px(v float64) int { return int(v*c.scale + 0.5) }

// Face is the face of card drawn by f, in loc's language.
func (c *CardImages) Face(f Faces, card int, loc *locales.Localizer) *ebiten.Image {
	key := faceKey{f.Game(), card}
	if img, ok := c.faces[key]; ok {
		return img
	}
	img := ebiten.NewImageFromImage(f.Face(card, c.px(CardW), c.px(CardH), loc))
	c.faces[key] = img
	return img
}

type sizedKey struct {
	faceKey
	w, h int
}

// FaceAt is the face of card drawn by f at logical size w×h, in loc's
// language: a card shown large is drawn again at that size, not
// stretched from the table's.
func (c *CardImages) FaceAt(f Faces, card int, w, h float64, loc *locales.Localizer) *ebiten.Image {
	key := sizedKey{faceKey{f.Game(), card}, c.px(w), c.px(h)}
	if img, ok := c.sized[key]; ok {
		return img
	}
	img := ebiten.NewImageFromImage(f.Face(card, key.w, key.h, loc))
	c.sized[key] = img
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
// The first call returns a half-size stand-in and starts the full one in
// the background.
func (c *CardImages) Felt() *ebiten.Image {
	if c.felt == nil {
		c.felt = ebiten.NewImageFromImage(assets.Felt(feltPrevW, feltPrevH))
		c.feltReady = make(chan *image.RGBA, 1)
		go func(done chan<- *image.RGBA) { done <- assets.Felt(feltW, feltH) }(c.feltReady)
	}
	if !c.feltFull {
		select {
		case img := <-c.feltReady:
			c.felt.Deallocate()
			c.felt, c.feltFull, c.feltReady = ebiten.NewImageFromImage(img), true, nil
		default:
		}
	}
	return c.felt
}

// Art is a game's title-screen art at logical size w×h (assets.GameArt),
// or nil while it is being rendered in the background.
func (c *CardImages) Art(game string, w, h float64) *ebiten.Image {
	if img, ok := c.art[game]; ok {
		return img
	}
	k := artKey{game, c.px(w), c.px(h)}
	done, ok := c.artReady[k]
	if !ok {
		done = make(chan *image.RGBA, 1)
		c.artReady[k] = done
		go func() { done <- assets.GameArt(game, k.w, k.h) }()
		return nil
	}
	select {
	case img := <-done:
		delete(c.artReady, k)
		c.art[game] = ebiten.NewImageFromImage(img)
		return c.art[game]
	default:
		return nil
	}
}

// Pending reports whether the felt or an art is still being rendered in
// the background: the screen must be repainted until they arrive. It takes
// in whatever has arrived, so an art no scene asks for again (the title
// left early) does not keep it pending.
func (c *CardImages) Pending() bool {
	if c.felt != nil && !c.feltFull {
		c.Felt()
	}
	for k, done := range c.artReady {
		select {
		case img := <-done:
			delete(c.artReady, k)
			c.art[k.game] = ebiten.NewImageFromImage(img)
		default:
		}
	}
	return (c.felt != nil && !c.feltFull) || len(c.artReady) > 0
}

// FaceGames lists the games with card faces, sorted.
func FaceGames() []string { return slices.Sorted(maps.Keys(faces)) }
