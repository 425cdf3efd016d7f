package assets

import (
	"testing"

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
