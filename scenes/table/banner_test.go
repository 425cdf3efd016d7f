package table

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/scenes/ui"
)

// A banner is centred on its place, but never runs off the screen: over a
// seat in a corner it slides in to stay whole.
func TestBannerStaysOnScreen(t *testing.T) {
	mid := bannerRect(ui.Rect{X: 500, Y: 300, W: 200, H: 100}, 300, 40)
	assert.Equal(t, ui.Rect{X: 450, Y: 330, W: 300, H: 40}, mid)
	left := bannerRect(ui.Rect{X: 12, Y: 54, W: 230, H: 122}, 420, 40)
	assert.Equal(t, 8.0, left.X)
	right := bannerRect(ui.Rect{X: 1200, Y: 680, W: 70, H: 30}, 420, 40)
	assert.Equal(t, ui.LogicalW-8-420.0, right.X)
	assert.Equal(t, ui.LogicalH-8-40.0, right.Y)
}
