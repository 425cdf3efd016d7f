// Package assets holds the embedded fonts and draws the card faces, card
// back, table felt and title art as plain images. It does not import ebiten:
// the app converts each image into a texture once at start, and the tests
// render everything without a display.
package assets

import _ "embed"

// DejaVu Sans covers the Vietnamese letters (precomposed Latin Extended
// Additional) that the Go fonts lack. The embedded files are cut to the
// characters the app can draw (scripts/subset-fonts.sh; fonts/LICENSE):
// the whole fonts were a sixth of the browser build's download.
var (
	// SansRegular is DejaVu Sans (TrueType) for body text.
	//go:embed fonts/DejaVuSans.ttf
	SansRegular []byte
	// SansBold is DejaVu Sans Bold (TrueType) for headings, buttons and card faces.
	//go:embed fonts/DejaVuSans-Bold.ttf
	SansBold []byte
)
