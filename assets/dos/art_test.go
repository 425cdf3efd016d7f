package dos

import (
	"fmt"
	"image"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/assets"
	"cardtable/assets/assetstest"
	game "cardtable/engine/dos"
)

func TestArt(t *testing.T) {
	require.True(t, assets.HasArt(ID), "DOS registers no title art")
	art := assets.GameArt(ID, 400, 240)
	assetstest.CheckDrawn(t, "dos art", art, true)
	assetstest.WritePNG(t, assetstest.PNGDir(t), "dos.png", art)
}

// TestSymbolImage: the picker's symbols come at any size, drawn.
func TestSymbolImage(t *testing.T) {
	dir := assetstest.PNGDir(t)
	for _, size := range []int{24, 64} {
		for _, c := range game.Colours {
			img := SymbolImage(c, size)
			require.Equal(t, image.Rect(0, 0, size, size), img.Bounds())
			opaque := 0
			for i := 3; i < len(img.Pix); i += 4 {
				if img.Pix[i] == 255 {
					opaque++
				}
			}
			require.Greater(t, opaque, size*size/4, "%s at %d px", c.Key(), size)
			assetstest.WritePNG(t, dir, fmt.Sprintf("dos_symbol_%s_%d.png", c.Key(), size), img)
		}
	}
}

// TestBadge: a badge for every colour with and without a number, and the
// number alone on a colourless one, all drawn and all different.
func TestBadge(t *testing.T) {
	dir := assetstest.PNGDir(t)
	seen := map[string]string{}
	for _, col := range append([]game.Colour{game.NoColour}, game.Colours[:]...) {
		for _, n := range []int{0, 2, 10} {
			if col == game.NoColour && n == 0 {
				continue
			}
			img := Badge(col, n, 48)
			name := fmt.Sprintf("dos_badge_%s_%d.png", col.Key(), n)
			require.Zero(t, img.RGBAAt(0, 0).A, name)
			require.NotZero(t, img.RGBAAt(24, 24).A, name)
			if o, dup := seen[string(img.Pix)]; dup {
				t.Errorf("%s looks like %s", name, o)
			}
			seen[string(img.Pix)] = name
			assetstest.WritePNG(t, dir, name, img)
		}
	}
}
