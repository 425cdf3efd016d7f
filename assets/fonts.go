// Package assets holds the embedded fonts and draws the card faces, card
// back, table felt and title art as plain images. It does not import ebiten:
// the app converts each image into a texture once at start, and the tests
// render everything without a display.
package assets

import (
	"github.com/go-fonts/dejavu/dejavusans"
	"github.com/go-fonts/dejavu/dejavusansbold"
)

// DejaVu Sans covers the Vietnamese letters (precomposed Latin Extended
// Additional) that the Go fonts lack.
var (
	// SansRegular is DejaVu Sans (TrueType) for body text.
	SansRegular = dejavusans.TTF
	// SansBold is DejaVu Sans Bold (TrueType) for headings, buttons and card faces.
	SansBold = dejavusansbold.TTF
)
