package webserve

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"

	"cardtable/assets"
)

// Icons are the page's icon files and their sizes: the favicon and the icon
// a phone puts on its home screen.
var Icons = map[string]int{"favicon.png": 32, "apple-touch-icon.png": 180}

// writeIcons draws the app icon into out as the page's icons.
func writeIcons(out string) error {
	for name, size := range Icons {
		var buf bytes.Buffer
		if err := png.Encode(&buf, assets.Icon(size)); err != nil {
			return fmt.Errorf("webserve: encoding %s: %w", name, err)
		}
		if err := os.WriteFile(filepath.Join(out, name), buf.Bytes(), 0o644); err != nil {
			return fmt.Errorf("webserve: writing %s: %w", name, err)
		}
	}
	return nil
}
