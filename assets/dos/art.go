package dos

import (
	"image"

	"cardtable/assets"
	game "cardtable/engine/dos"
)

// ID is DOS's game id, under which its art is registered (the engine's
// Descriptor.ID, once the engine has one).
const ID = "dos"

func init() {
	assets.RegisterArt(ID, assets.Fan{Top: assets.Hex("#1E5AA8"), Bottom: assets.Hex("#0A1638"), Cards: dosHand, Title: "DOS"}.Draw)
}

// dosHand is the hand in DOS's art: all four colours and both wilds. It
// carries no text, so the art is shared by both languages.
func dosHand(w, h int) []*image.RGBA {
	hand := []game.Card{
		game.NumberCard(game.Red, 7),
		game.NumberCard(game.Blue, 5),
		game.WildDOS,
		game.WildNumber(game.Green),
		game.NumberCard(game.Yellow, 3),
	}
	out := make([]*image.RGBA, len(hand))
	for i, c := range hand {
		out[i] = Face(c, w, h)
	}
	return out
}
