package cucu

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/assets"
	"cardtable/assets/assetstest"
)

// TestArt: Cucù registers its title art, and it is drawn at the title
// screen's size and larger.
func TestArt(t *testing.T) {
	require.True(t, assets.HasArt(ID), "Cucù registers no title art")
	dir := assetstest.PNGDir(t)
	for _, size := range [][2]int{{400, 240}, {800, 480}} {
		art := assets.GameArt(ID, size[0], size[1])
		require.Equal(t, size[0], art.Bounds().Dx())
		assetstest.CheckDrawn(t, "cucu art", art, true)
		assetstest.WritePNG(t, dir, fmt.Sprintf("cucu_art_%d.png", size[0]), art)
	}
}
