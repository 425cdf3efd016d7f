package assets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/sfnt"
)

// TestFontsKeepVietnamese: the cut fonts still draw every letter a name
// can hold — ASCII, Latin-1, and every Vietnamese vowel with every tone in
// both cases — besides the texts, which locales' TestFontCoverage checks.
func TestFontsKeepVietnamese(t *testing.T) {
	var letters []rune
	for r := rune(0x20); r <= 0x7e; r++ {
		letters = append(letters, r)
	}
	for r := rune(0xc0); r <= 0xff; r++ {
		letters = append(letters, r)
	}
	letters = append(letters, []rune("ĂăĐđĨĩŨũƠơƯư")...)
	for r := rune(0x1ea0); r <= 0x1ef9; r++ {
		letters = append(letters, r)
	}
	for name, ttf := range map[string][]byte{"regular": SansRegular, "bold": SansBold} {
		f, err := sfnt.Parse(ttf)
		require.NoError(t, err, name)
		var buf sfnt.Buffer
		for _, r := range letters {
			g, err := f.GlyphIndex(&buf, r)
			assert.True(t, err == nil && g != 0, "%s font lacks %q (U+%04X)", name, r, r)
		}
	}
}
