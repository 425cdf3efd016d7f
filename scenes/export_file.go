//go:build !js

package scenes

import (
	"fmt"
	"os"
	"path/filepath"
)

// saveExport writes data as name in the Downloads folder (the home folder
// without one): whole under a temporary name, then renamed, so a file of
// that name is always a complete export. It returns the path.
func saveExport(name string, data []byte) (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("export: %w", err)
	}
	dir := filepath.Join(home, "Downloads")
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		dir = home
	}
	return writeExport(dir, name, data)
}
