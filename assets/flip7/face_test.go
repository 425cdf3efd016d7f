package flip7

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"cardtable/assets"
	"cardtable/engine/flip7"
)

// checkDrawn fails when img is blank or a single colour, or when its
// corners are not transparent (rounded cards must not show a square edge).
func checkDrawn(t *testing.T, name string, img *image.RGBA, roundCorners bool) {
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

func writePNG(t *testing.T, dir, name string, img image.Image) {
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

// pngDir is where tests write their images: CARDTABLE_PNG_DIR when set (to
// keep them for a look), else a temporary directory removed afterwards.
func pngDir(t *testing.T) string {
	if d := os.Getenv("CARDTABLE_PNG_DIR"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

func TestFlip7Faces(t *testing.T) {
	dir := pngDir(t)
	for _, k := range []int{1, 2} {
		for c := flip7.Card(0); int(c) < flip7.NumKinds; c++ {
			label := ""
			if c.IsAction() {
				label = "CƠ HỘI THỨ HAI"
			}
			img := Face(c, 100*k, 140*k, label)
			if img.Bounds() != image.Rect(0, 0, 100*k, 140*k) {
				t.Fatalf("%s: bounds %v", c, img.Bounds())
			}
			name := fmt.Sprintf("flip7_%s_%dx.png", c.Key()+"_"+c.String(), k)
			checkDrawn(t, name, img, true)
			writePNG(t, dir, name, img)
		}
	}
	t.Logf("faces written to %s", dir)
}

func TestFacesDiffer(t *testing.T) {
	seen := map[string]flip7.Card{}
	for c := flip7.Card(0); int(c) < flip7.NumKinds; c++ {
		key := string(Face(c, 100, 140, "X").Pix)
		if o, dup := seen[key]; dup {
			t.Errorf("%s and %s look identical", o, c)
		}
		seen[key] = c
	}
}

func TestArt(t *testing.T) {
	if !assets.HasArt(flip7.Descriptor.ID) {
		t.Fatal("Flip 7 registers no title art")
	}
	art := assets.GameArt(flip7.Descriptor.ID, 400, 240)
	checkDrawn(t, "flip7 art", art, true)
	writePNG(t, pngDir(t), "flip7.png", art)
}

func BenchmarkFace(b *testing.B) {
	for _, c := range []flip7.Card{7, flip7.Plus10, flip7.Freeze, flip7.SecondChance} {
		b.Run(c.String(), func(b *testing.B) {
			for b.Loop() {
				Face(c, 100, 140, "CƠ HỘI THỨ HAI")
			}
		})
	}
}

func BenchmarkFace2x(b *testing.B) {
	for b.Loop() {
		Face(flip7.Freeze, 200, 280, "ĐÓNG BĂNG")
	}
}
