package cucu

import (
	"fmt"
	"image"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/assets/assetstest"
)

// TestFaces: every kind of the pack (CU-1) renders at the table's sizes,
// drawn, with rounded corners, with and without its name.
func TestFaces(t *testing.T) {
	dir := assetstest.PNGDir(t)
	for _, size := range [][2]int{{70, 98}, {100, 140}, {200, 280}} {
		for _, key := range Keys {
			for _, name := range []string{"", "Name"} {
				img := Face(key, size[0], size[1], name)
				require.Equal(t, image.Rect(0, 0, size[0], size[1]), img.Bounds(), key)
				file := fmt.Sprintf("cucu_%s_%d_%t.png", key, size[0], name != "")
				assetstest.CheckDrawn(t, file, img, true)
				assetstest.WritePNG(t, dir, file, img)
			}
		}
	}
}

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
