package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
)

// A button's Keys activate it, the letter A included (ebiten.KeyA is the
// zero Key, which Hotkey reads as none); a disabled button's keys do not.
func TestButtonKeys(t *testing.T) {
	keep := &Button{Label: "Keep", Hotkey: ebiten.KeyK}
	ask := &Button{Label: "Ask", Keys: []ebiten.Key{ebiten.KeyA}}
	none := &Button{Label: "Rules", KeyHint: "F1"}
	m := Menu{Buttons: []*Button{none, keep, ask}}
	assert.Equal(t, 2, m.Update(&Input{Keys: []ebiten.Key{ebiten.KeyA}}))
	assert.Equal(t, 1, m.Update(&Input{Keys: []ebiten.Key{ebiten.KeyK}}))
	assert.Equal(t, -1, m.Update(&Input{Keys: []ebiten.Key{ebiten.KeyB}}))
	ask.Disabled = true
	assert.Equal(t, -1, m.Update(&Input{Keys: []ebiten.Key{ebiten.KeyA}}))
}
