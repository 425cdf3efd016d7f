package assets

import (
	"image"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/assets/assetstest"
)

func TestBackFeltArt(t *testing.T) {
	dir := assetstest.PNGDir(t)
	for _, k := range []int{1, 2} {
		assetstest.CheckDrawn(t, "back", CardBack(100*k, 140*k), true)
	}
	felt := Felt(320, 200)
	assetstest.CheckDrawn(t, "felt", felt, false)
	assetstest.WritePNG(t, dir, "felt.png", felt)
	// A game without its own art gets the fan of backs.
	for _, g := range []string{"nogame"} {
		art := GameArt(g, 400, 240)
		assetstest.CheckDrawn(t, g, art, true)
		assetstest.WritePNG(t, dir, g+".png", art)
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

// TestPathBuilders: an outline built point by point covers what it
// encloses, and the same square as a Polygon covers the same pixels.
func TestPathBuilders(t *testing.T) {
	r := image.Rect(0, 0, 20, 20)
	built := MaskOf((&Path{}).MoveTo(2, 2).LineTo(18, 2).QuadTo(18, 10, 18, 18).CubeTo(12, 18, 8, 18, 2, 18).Close(), r)
	poly := MaskOf(Polygon(Pt{2, 2}, Pt{18, 2}, Pt{18, 18}, Pt{2, 18}), r)
	require.Equal(t, uint8(255), built.AlphaAt(10, 10).A)
	require.Zero(t, built.AlphaAt(0, 0).A)
	require.Equal(t, poly.Pix, built.Pix)
}
