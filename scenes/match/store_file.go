package match

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// AppDirName is the directory under the user's config directory that holds
// the settings and the autosave.
const AppDirName = "cardtable"

// DefaultDir is os.UserConfigDir()/cardtable, where the desktop build keeps
// its files.
func DefaultDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("match: config directory: %w", err)
	}
	return filepath.Join(base, AppDirName), nil
}

// FileStore keeps each blob as a file in one directory.
type FileStore struct {
	dir string
}

// NewFileStore uses dir, creating it if needed.
func NewFileStore(dir string) (*FileStore, error) {
	if dir == "" {
		return nil, errors.New("match: file store: empty directory")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("match: file store: %w", err)
	}
	return &FileStore{dir: dir}, nil
}

// Dir is the directory the store writes to.
func (s *FileStore) Dir() string { return s.dir }

func (s *FileStore) path(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	return filepath.Join(s.dir, name), nil
}

// Load reads the file called name; an absent file gives an error wrapping
// os.ErrNotExist.
func (s *FileStore) Load(name string) ([]byte, error) {
	p, err := s.path(name)
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, fmt.Errorf("match: load %s: %w", name, err)
	}
	return b, nil
}

// Save writes data to a temporary file in the same directory, syncs it and
// renames it over name, so a crash or power loss leaves either the old file
// or the new one, never half of one. The temporary file is removed on any
// failure.
func (s *FileStore) Save(name string, data []byte) (err error) {
	p, err := s.path(name)
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(s.dir, "."+name+".tmp-*")
	if err != nil {
		return fmt.Errorf("match: save %s: %w", name, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return fmt.Errorf("match: save %s: %w", name, err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("match: save %s: %w", name, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("match: save %s: %w", name, err)
	}
	// CreateTemp makes the file 0600; settings are not secret, but there is
	// no reason to widen it either.
	if err = os.Rename(tmp, p); err != nil {
		return fmt.Errorf("match: save %s: %w", name, err)
	}
	return nil
}

// Remove deletes the file; an absent file is not an error.
func (s *FileStore) Remove(name string) error {
	p, err := s.path(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("match: remove %s: %w", name, err)
	}
	return nil
}

// SetAside renames name to name+".corrupt", replacing an older one (removed
// first because rename does not replace files on every platform).
func (s *FileStore) SetAside(name string) error {
	p, err := s.path(name)
	if err != nil {
		return err
	}
	dst := p + CorruptSuffix
	if err := os.Remove(dst); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("match: set aside %s: %w", name, err)
	}
	if err := os.Rename(p, dst); err != nil {
		return fmt.Errorf("match: set aside %s: %w", name, err)
	}
	return nil
}
