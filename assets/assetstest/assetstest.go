// Package assetstest holds what the art tests of every game share: checks
// that an image is really drawn, and where test images are written.
package assetstest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// CheckDrawn fails when img is blank or a single colour, or when its
// corners are not transparent (rounded cards must not show a square edge).
func CheckDrawn(t testing.TB, name string, img *image.RGBA, roundCorners bool) {
	t.Helper()
	b := img.Bounds()
	colours := map[[4]uint8]bool{}
	opaque := 0
	for i := 0; i < len(img.Pix); i += 4 {
		var c [4]uint8
		copy(c[:], img.Pix[i:i+4])
		colours[c] = true
		if c[3] == 255 {
			opaque++
		}
	}
	if len(colours) < 50 {
		t.Errorf("%s: only %d colours", name, len(colours))
	}
	if opaque < b.Dx()*b.Dy()/2 {
		t.Errorf("%s: only %d opaque pixels of %d", name, opaque, b.Dx()*b.Dy())
	}
	if roundCorners && img.RGBAAt(0, 0).A != 0 {
		t.Errorf("%s: corner pixel not transparent: %v", name, img.RGBAAt(0, 0))
	}
}

// WritePNG writes img as dir/name.
func WritePNG(t testing.TB, dir, name string, img image.Image) {
	t.Helper()
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// PNGDir is where tests write their images: CARDTABLE_PNG_DIR when set (to
// keep them for a look), else a temporary directory removed afterwards.
func PNGDir(t testing.TB) string {
	t.Helper()
	if d := os.Getenv("CARDTABLE_PNG_DIR"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}
