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

// writeExport writes data as dir/name through a temporary file.
func writeExport(dir, name string, data []byte) (string, error) {
	f, err := os.CreateTemp(dir, "."+name+".*.tmp")
	if err != nil {
		return "", fmt.Errorf("export: %w", err)
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	path := filepath.Join(dir, name)
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("export %s: %w", path, err)
	}
	return path, nil
}
