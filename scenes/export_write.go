package scenes

import (
	"fmt"
	"os"
	"path/filepath"
)

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
