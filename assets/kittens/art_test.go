package kittens

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets"
	"cardtable/assets/assetstest"
)

// TestArt: Zombie Kittens registers its own title art, which renders at
// the title screen's size and larger, drawn, with rounded corners, and
// carries no text (it is the same image whatever the language).
func TestArt(t *testing.T) {
	require.True(t, assets.HasArt(ID), "Zombie Kittens registers no title art")
	dir := assetstest.PNGDir(t)
	for _, sz := range [][2]int{{376, 210}, {400, 240}, {800, 480}} {
		art := assets.GameArt(ID, sz[0], sz[1])
		require.Equal(t, sz[0], art.Rect.Dx())
		assetstest.CheckDrawn(t, "kittens art", art, true)
		assetstest.WritePNG(t, dir, "kittens_art_"+itoa(sz[0])+".png", art)
	}
	assert.Equal(t, Art(400, 240).Pix, assets.GameArt(ID, 400, 240).Pix)
	// The hand is the brief's: the two kittens, a Nope, an Attack, a cat.
	assert.ElementsMatch(t, []string{"exploding", "zombie", "nope", "attack", "cat_c"}, artHand)
}

func itoa(n int) string {
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}

func BenchmarkArt(b *testing.B) {
	for b.Loop() {
		Art(376, 210)
	}
}
