package webserve

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The page names favicon.png and apple-touch-icon.png; Build draws them.
func TestWriteIcons(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, writeIcons(dir))
	for name, size := range Icons {
		f, err := os.Open(filepath.Join(dir, name))
		require.NoError(t, err)
		img, err := png.Decode(f)
		f.Close()
		require.NoError(t, err, name)
		assert.Equal(t, size, img.Bounds().Dx(), name)
		assert.Equal(t, size, img.Bounds().Dy(), name)
	}
	page, err := os.ReadFile(filepath.Join("..", "..", "..", "web", "index.html"))
	require.NoError(t, err)
	for name := range Icons {
		assert.Contains(t, string(page), `href="`+name+`"`)
	}
}
