package table

import "cardtable/engine"

// HandReader reads the cards seat s holds hidden from the others in st, as
// face ids of the game's Faces (RegisterFaces). Only a replay of a finished
// match calls it, for its "All hands" view: during a match nothing reads
// another seat's hand.
type HandReader func(st engine.State, s engine.Seat) []int

var hands = map[string]HandReader{}

// RegisterHand says how to read a hand of game; a game with secret hands
// calls it from its scenes package's init (a game without secrets needs
// none: its table shows everything already).
func RegisterHand(game string, h HandReader) { hands[game] = h }

// HandOf is game's hand reader, if it has one.
func HandOf(game string) (HandReader, bool) {
	h, ok := hands[game]
	return h, ok
}
