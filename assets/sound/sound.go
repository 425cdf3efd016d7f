// Package sound makes the table's sound effects in plain Go: tones and noise
// bursts shaped by envelopes, rendered into PCM samples. It never imports
// Ebitengine, so the sounds are tested headless; scenes/sfx plays them.
//
// Sound ids are an open set of strings: this package registers the sounds
// every game shares (deal, flip, bust…), and a game's asset package
// registers its own ("flip7.seven", later "dos.dos", "kittens.explode"…).
package sound

// ID names a sound. Shared sounds have plain names; a game's own sounds
// are prefixed with the game's id and a dot.
type ID string

// The sounds every game may use.
const (
	Deal    ID = "deal"    // a card dealt from the deck
	Flip    ID = "flip"    // a card turned face up
	Slide   ID = "slide"   // a card slid to a pile or another seat
	Shuffle ID = "shuffle" // the discard shuffled into a new deck
	Bust    ID = "bust"    // a seat loses its round
	Win     ID = "win"     // the match is won
	Click   ID = "click"   // a button pressed
	Turn    ID = "turn"    // a human seat must decide
)

// Rate is the sample rate sounds are rendered at (the audio context's).
const Rate = 44100
