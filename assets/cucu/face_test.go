package cucu

import (
	"fmt"
	"image"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets/assetstest"
)

// TestFaces: every kind of the pack (CU-1) renders at the table's sizes,
// drawn, with rounded corners, with and without its name.
func TestFaces(t *testing.T) {
	dir := assetstest.PNGDir(t)
	for _, size := range [][2]int{{70, 98}, {100, 140}, {200, 280}} {
		for _, key := range Keys {
			for _, name := range []string{"", "Chim Cu Cu"} {
				img := Face(key, size[0], size[1], name)
				require.Equal(t, image.Rect(0, 0, size[0], size[1]), img.Bounds(), key)
				file := fmt.Sprintf("cucu_%s_%d_%t.png", key, size[0], name != "")
				assetstest.CheckDrawn(t, file, img, true)
				assetstest.WritePNG(t, dir, file, img)
			}
		}
	}
	t.Logf("faces written to %s", dir)
}

// TestFacesDiffer: no two kinds share a face, with or without a name, and
// the name changes the face.
func TestFacesDiffer(t *testing.T) {
	for _, name := range []string{"", "Name"} {
		seen := map[string]string{}
		for _, key := range Keys {
			pix := string(Face(key, 100, 140, name).Pix)
			if o, dup := seen[pix]; dup {
				t.Errorf("%s and %s look identical (name %q)", o, key, name)
			}
			seen[pix] = key
		}
	}
	assert.NotEqual(t, Face("cat", 100, 140, "").Pix, Face("cat", 100, 140, "Cat").Pix)
	// An unknown key is the bare card stock, unlike any card.
	assert.NotEqual(t, Face("nope", 100, 140, "").Pix, Face("n1", 100, 140, "").Pix)
}

// TestCornerIndices: the top-left corner alone tells every kind apart, so
// a card can be read in a tight fan: the index area holds marks (the rank,
// and the role's mark for the specials), and no two kinds have the same
// marks there, down to a card 70 pixels wide.
func TestCornerIndices(t *testing.T) {
	for _, w := range []int{70, 100} {
		h := w * 140 / 100
		shapes := map[string]string{}
		for _, key := range Keys {
			shape, marks := cornerShape(Face(key, w, h, "Name"), w)
			assert.Greater(t, marks, w*w/400, "%s at %d px: the corner is nearly empty", key, w)
			if o, dup := shapes[shape]; dup {
				t.Errorf("%s and %s have the same corner at %d px", o, key, w)
			}
			shapes[shape] = key
		}
	}
}

// cornerShape is a 1-bit picture of a face's top-left index, w pixels
// wide: the pixels much darker than the parchment (the index is printed
// in each role's dark ink, its mark rimmed in it), and how many there are.
func cornerShape(img *image.RGBA, w int) (string, int) {
	k := float64(w) / 100
	// Inside the window's keyline, which every face of a role shares.
	x0, y0 := int(math.Ceil((winIn+2.6)*k)), int(math.Ceil((winIn+2.6)*k))
	x1, y1 := int((winIn+34)*k), int((winIn+28)*k)
	paper := lum(paperTop.R, paperTop.G, paperTop.B)
	b := make([]byte, 0, (x1-x0)*(y1-y0))
	marks := 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			c := img.RGBAAt(x, y)
			if paper-lum(c.R, c.G, c.B) > 90 {
				b = append(b, '#')
				marks++
			} else {
				b = append(b, '.')
			}
		}
	}
	return string(b), marks
}

func lum(r, g, b uint8) float64 { return 0.3*float64(r) + 0.59*float64(g) + 0.11*float64(b) }

func BenchmarkFace(b *testing.B) {
	for _, key := range []string{"n7", "cuckoo", "hunter", "fool"} {
		b.Run(key, func(b *testing.B) {
			for b.Loop() {
				Face(key, 100, 140, "Name")
			}
		})
	}
}

func BenchmarkFace2x(b *testing.B) {
	for b.Loop() {
		Face("hunter", 200, 280, "Name")
	}
}
