package cucu

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets/assetstest"
)

// TestBadge: every kind has a small badge, transparent at its corners,
// drawn in the middle, and no two kinds share one.
func TestBadge(t *testing.T) {
	dir := assetstest.PNGDir(t)
	for _, size := range []int{24, 48} {
		seen := map[string]string{}
		for _, key := range Keys {
			img := Badge(key, size)
			name := fmt.Sprintf("cucu_badge_%s_%d.png", key, size)
			require.Zero(t, img.RGBAAt(0, 0).A, name)
			require.NotZero(t, img.RGBAAt(size/2, size/2).A, name)
			if o, dup := seen[string(img.Pix)]; dup {
				t.Errorf("%s looks like %s", name, o)
			}
			seen[string(img.Pix)] = name
			assetstest.WritePNG(t, dir, name, img)
		}
	}
	assert.Zero(t, Badge("nope", 24).RGBAAt(12, 12).A, "an unknown key draws nothing")
}
