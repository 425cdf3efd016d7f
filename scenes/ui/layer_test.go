package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A draw deferred with Later comes after everything else of its layer, in
// the order deferred; outside a layer it is drawn at once. Buttons note
// where they are for a deferred draw to keep clear of.
func TestLaterDrawsAtTheEndOfTheLayer(t *testing.T) {
	f := testFonts(t)
	k := &Kit{Fonts: f, Shapes: NewShapes()}
	rec := NewRecorder()
	c := &Canvas{Scale: 1, Rec: rec}
	var avoided []Rect
	c.Layered(func() {
		c.Later(func(c *Canvas) { c.Text(f, "tip", 0, 0, Style{Size: 14}) })
		c.Later(func(c *Canvas) { avoided = c.Avoided(); c.Text(f, "tip two", 0, 40, Style{Size: 14}) })
		(&Button{Label: "End turn", R: Rect{X: 10, Y: 100, W: 200, H: 50}}).Draw(c, k, false)
		c.Text(f, "log", 0, 200, Style{Size: 14})
	})
	assert.Equal(t, []string{"End turn", "log", "tip", "tip two"}, rec.Take().Texts())
	assert.Equal(t, []Rect{{X: 10, Y: 100, W: 200, H: 50}}, avoided)
	c.Later(func(c *Canvas) { c.Text(f, "at once", 0, 0, Style{Size: 14}) })
	assert.Equal(t, []string{"at once"}, rec.Take().Texts())
	assert.Nil(t, c.Avoided())
}

// The pointer rests once it stays put; a move starts the count again; a
// long press counts as resting at once.
func TestHovering(t *testing.T) {
	in := &Input{X: 10, Y: 10}
	in.Settle() // the tick the pointer arrives
	for i := 0; i < HoverTicks; i++ {
		assert.False(t, in.Hovering(), "tick %d", i)
		in.Settle()
	}
	assert.True(t, in.Hovering())
	in.Y++
	in.Settle()
	assert.False(t, in.Hovering())
	in.LongPress = true
	assert.True(t, in.Hovering())
}
