package flip7

import (
	"fmt"
	"image"
	"testing"

	"cardtable/assets"
	"cardtable/assets/assetstest"
	"cardtable/engine/flip7"
)

func TestFlip7Faces(t *testing.T) {
	dir := assetstest.PNGDir(t)
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
			assetstest.CheckDrawn(t, name, img, true)
			assetstest.WritePNG(t, dir, name, img)
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
	assetstest.CheckDrawn(t, "flip7 art", art, true)
	assetstest.WritePNG(t, assetstest.PNGDir(t), "flip7.png", art)
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
