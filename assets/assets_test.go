package assets

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
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

func TestBackFeltArt(t *testing.T) {
	dir := pngDir(t)
	for _, k := range []int{1, 2} {
		checkDrawn(t, "back", CardBack(100*k, 140*k), true)
	}
	felt := Felt(320, 200)
	checkDrawn(t, "felt", felt, false)
	writePNG(t, dir, "felt.png", felt)
	// A game without its own art gets the fan of backs.
	for _, g := range []string{"nogame"} {
		art := GameArt(g, 400, 240)
		checkDrawn(t, g, art, true)
		writePNG(t, dir, g+".png", art)
	}
}

func TestFeltDeterministic(t *testing.T) {
	if string(Felt(64, 48).Pix) != string(Felt(64, 48).Pix) {
		t.Error("Felt differs between calls")
	}
}

func TestWrapLabel(t *testing.T) {
	cases := map[string]int{"": 0, "FREEZE": 1, "LẬT BA": 1, "FLIP THREE": 2, "CƠ HỘI THỨ HAI": 2, "SECOND CHANCE": 2}
	for in, want := range cases {
		if got := WrapLabel(in); len(got) != want {
			t.Errorf("wrapLabel(%q) = %q, want %d lines", in, got, want)
		}
	}
}
