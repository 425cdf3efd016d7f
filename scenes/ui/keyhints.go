package ui

import (
	"runtime"
	"sync/atomic"
)

// keyboardSeen is whether the player has a keyboard: assumed on the desktop,
// where one is always there; in the browser, which may run on a tablet, only
// once a key has been pressed.
var keyboardSeen atomic.Bool

func init() { keyboardSeen.Store(runtime.GOOS != "js") }

// KeyHints reports whether labels show their keys ("Hit (H)"): only once a
// keyboard is known to be there.
func KeyHints() bool { return keyboardSeen.Load() }

// SetKeyHints sets whether key hints show, as if a keyboard had (or had not)
// been seen; for tests and a fresh browser start.
func SetKeyHints(on bool) { keyboardSeen.Store(on) }

// Text is the label as drawn: with its key hint when key hints show.
func (b *Button) Text() string {
	if b.KeyHint != "" && KeyHints() {
		return b.Label + "  (" + b.KeyHint + ")"
	}
	return b.Label
}

// noteKeyboard turns key hints on once this tick pressed a key or typed.
func (in *Input) noteKeyboard() {
	if len(in.Keys) > 0 || len(in.Chars) > 0 {
		keyboardSeen.Store(true)
	}
}
