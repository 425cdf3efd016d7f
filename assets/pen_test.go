package assets

import (
	"image"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPen: outlines built with the exported pen rasterize exactly like the
// kit's own shapes, and each call extends the same path.
func TestPen(t *testing.T) {
	r := image.Rect(0, 0, 40, 40)
	p := &Path{}
	assert.Same(t, p, p.MoveTo(4, 4).LineTo(36, 4).LineTo(36, 30).Close())
	assert.Equal(t, MaskOf(polygon(Pt{4, 4}, Pt{36, 4}, Pt{36, 30}), r).Pix, MaskOf(p, r).Pix)
	assert.Equal(t, MaskOf(polygon(Pt{4, 4}, Pt{36, 4}, Pt{36, 30}), r).Pix, MaskOf(Polygon(Pt{4, 4}, Pt{36, 4}, Pt{36, 30}), r).Pix)
	// Curves: the pen's cubic arcs draw the same circle as Ellipse.
	k := 10 * kappa
	c := (&Path{}).MoveTo(30, 20).
		CubeTo(30, 20+k, 20+k, 30, 20, 30).CubeTo(20-k, 30, 10, 20+k, 10, 20).
		CubeTo(10, 20-k, 20-k, 10, 20, 10).CubeTo(20+k, 10, 30, 20-k, 30, 20).Close()
	assert.Equal(t, MaskOf(circle(20, 20, 10), r).Pix, MaskOf(c, r).Pix)
	q := (&Path{}).MoveTo(4, 4).QuadTo(36, 4, 36, 36).Close()
	lo, hi := q.Bounds()
	assert.Equal(t, Pt{4, 4}, lo)
	assert.Equal(t, Pt{36, 36}, hi)
}
