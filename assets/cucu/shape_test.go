package cucu

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/assets"
)

// TestSVG: the emblems' outline notation reads every command it allows,
// into the same outline the pen draws.
func TestSVG(t *testing.T) {
	got := svg("M 0 0 H 10 V 10 L 0 10 Z M 20 20 Q 30 20 30 30 C 30 40 20 40 20 30 Z")
	lo, hi := got.Bounds()
	assert.Equal(t, assets.Pt{X: 0, Y: 0}, lo)
	assert.Equal(t, assets.Pt{X: 30, Y: 40}, hi)
	want := (&assets.Path{}).MoveTo(0, 0).LineTo(10, 0).LineTo(10, 10).LineTo(0, 10).Close().
		MoveTo(20, 20).QuadTo(30, 20, 30, 30).CubeTo(30, 40, 20, 40, 20, 30).Close()
	r := image.Rect(0, 0, 40, 40)
	assert.Equal(t, assets.MaskOf(want, r).Pix, assets.MaskOf(got, r).Pix)
	// Further pairs after M are lines, as in SVG.
	a := assets.MaskOf(svg("M 0 0 10 0 10 10 Z"), r)
	b := assets.MaskOf(svg("M 0 0 L 10 0 L 10 10 Z"), r)
	assert.Equal(t, b.Pix, a.Pix)
	for _, bad := range []string{"M 0", "M 0 x", "K 1 2"} {
		assert.Panics(t, func() { svg(bad) }, bad)
	}
}
