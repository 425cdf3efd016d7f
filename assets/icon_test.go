package assets

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The icon fills its rounded square, leaves the corners clear and shows the
// two cards (light pixels) at every shipped size.
func TestIconSizes(t *testing.T) {
	for i, img := range Icons() {
		n := IconSizes[i]
		assert.Equal(t, n, img.Bounds().Dx())
		rgba := Icon(n)
		assert.Less(t, rgba.RGBAAt(0, 0).A, uint8(32), "corner of %d", n)
		assert.Equal(t, uint8(255), rgba.RGBAAt(n/2, n-n/5).A, "table of %d", n)
		light := 0
		for y := range n {
			for x := range n {
				c := rgba.RGBAAt(x, y)
				if c.R > 200 && c.G > 200 && c.B > 200 {
					light++
				}
			}
		}
		assert.Greater(t, light, n*n/20, "the face card at %d", n)
	}
}
