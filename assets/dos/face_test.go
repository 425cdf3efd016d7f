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
// differ in shape too (DOS-1). Checked on the index areas of the same
// number in every colour, reduced to where the marks stand out from the
// panel, whatever the colours.
func TestFacesCarrySymbol(t *testing.T) {
	for _, n := range []int{1, 7, 10} {
		shapes := map[string]game.Colour{}
		for _, col := range game.Colours {
			key := cornerShape(Face(game.NumberCard(col, n), 100, 140), col)
			if o, dup := shapes[key]; dup {
				t.Errorf("%d: %s and %s corners have the same shape", n, o.Key(), col.Key())
			}
			shapes[key] = col
		}
	}
}

// cornerShape is a 1-bit picture of the top-left index: the pixels whose
// lightness is far from the panel's.
func cornerShape(img *image.RGBA, col game.Colour) string {
	lum := func(r, g, b uint8) float64 { return 0.3*float64(r) + 0.59*float64(g) + 0.11*float64(b) }
	bg := hues[col][0]
	ref := lum(bg.R, bg.G, bg.B)
	b := make([]byte, 0, 30*45)
	marks := 0
	for y := 8; y < 45; y++ {
		for x := 8; x < 30; x++ {
			c := img.RGBAAt(x, y)
			if math.Abs(lum(c.R, c.G, c.B)-ref) > 70 {
				b = append(b, '#')
				marks++
			} else {
				b = append(b, '.')
			}
		}
	}
	if marks < 40 {
		return "blank"
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

func BenchmarkFace(b *testing.B) {
	for _, c := range []game.Card{game.NumberCard(game.Red, 7), game.WildNumber(game.Blue), game.WildDOS} {
		b.Run(c.String(), func(b *testing.B) {
			for b.Loop() {
				Face(c, 100, 140)
			}
		})
	}
}

func BenchmarkFace2x(b *testing.B) {
	for b.Loop() {
		Face(game.WildDOS, 200, 280)
	}
}
