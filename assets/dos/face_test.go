package dos

import (
	"fmt"
	"image"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets/assetstest"
	game "cardtable/engine/dos"
)

// TestFaces: every kind of the deck (DOS-1) renders at 1× and 2×, drawn,
// with rounded corners.
func TestFaces(t *testing.T) {
	dir := assetstest.PNGDir(t)
	for _, k := range []int{1, 2} {
		for _, c := range game.Kinds {
			img := Face(c, 100*k, 140*k)
			require.Equal(t, image.Rect(0, 0, 100*k, 140*k), img.Bounds(), c.String())
			name := fmt.Sprintf("dos_%s_%dx.png", c, k)
			assetstest.CheckDrawn(t, name, img, true)
			assetstest.WritePNG(t, dir, name, img)
		}
	}
	t.Logf("faces written to %s", dir)
}

func TestFacesDiffer(t *testing.T) {
	seen := map[string]game.Card{}
	for _, c := range game.Kinds {
		key := string(Face(c, 100, 140).Pix)
		if o, dup := seen[key]; dup {
			t.Errorf("%s and %s look identical", o, c)
		}
		seen[key] = c
	}
}

// TestFacesCarrySymbol: every coloured face shows its own colour's symbol
// in the top-left corner index, so two cards differing only in colour
// differ in shape too (DOS-1). Checked by comparing the index areas of the
// same number in every colour with the colour removed (grey scale).
func TestFacesCarrySymbol(t *testing.T) {
	for _, n := range []int{1, 7, 10} {
		shapes := map[string]game.Colour{}
		for _, col := range game.Colours {
			key := cornerShape(Face(game.NumberCard(col, n), 100, 140))
			if o, dup := shapes[key]; dup {
				t.Errorf("%d: %s and %s corners have the same shape", n, o.Key(), col.Key())
			}
			shapes[key] = col
		}
	}
}

// cornerShape is a 1-bit picture of where the top-left index is white: the
// numeral and the symbol, whatever the colour around them.
func cornerShape(img *image.RGBA) string {
	b := make([]byte, 0, 30*45)
	for y := 0; y < 45; y++ {
		for x := 0; x < 30; x++ {
			c := img.RGBAAt(x, y)
			if c.R > 235 && c.G > 235 && c.B > 235 {
				b = append(b, '#')
			} else {
				b = append(b, '.')
			}
		}
	}
	return string(b)
}

// TestSymbolsDiffer: the four symbols are distinct shapes (overlap well
// under their union) and of similar weight, none dwarfing another.
func TestSymbolsDiffer(t *testing.T) {
	const size = 48
	masks := map[game.Colour][]bool{}
	area := map[game.Colour]int{}
	for _, col := range game.Colours {
		img := SymbolImage(col, size)
		assert.Zero(t, img.RGBAAt(0, 0).A, "%s: corner not transparent", col.Key())
		m := make([]bool, size*size)
		for i := range m {
			m[i] = img.Pix[4*i+3] > 128
			if m[i] {
				area[col]++
			}
		}
		masks[col] = m
	}
	for i, a := range game.Colours {
		for _, b := range game.Colours[i+1:] {
			inter, union := 0, 0
			for k := range masks[a] {
				if masks[a][k] && masks[b][k] {
					inter++
				}
				if masks[a][k] || masks[b][k] {
					union++
				}
			}
			assert.Less(t, float64(inter)/float64(union), 0.9, "%s and %s symbols overlap too much", a.Key(), b.Key())
		}
		assert.InDelta(t, area[game.Red], area[a], float64(area[game.Red])*0.5, "%s symbol weight", a.Key())
	}
	lo, _ := SymbolPath(game.NoColour, 0, 0, 10).Bounds()
	assert.True(t, math.IsInf(lo.X, 1), "NoColour has no symbol")
}
