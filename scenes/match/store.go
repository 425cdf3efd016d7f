package match

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"sync"
)

// Store keeps small named blobs (settings, the autosave) where the platform
// allows: files in the user's config directory on desktop, localStorage in the
// browser, memory in tests.
type Store interface {
	// Load returns the blob called name; when absent, the error wraps
	// os.ErrNotExist.
	Load(name string) ([]byte, error)
	// Save replaces the blob atomically: a reader sees the old or the new
	// content, never a torn write.
	Save(name string, data []byte) error
	// Remove deletes the blob; removing an absent blob is not an error.
	Remove(name string) error
	// SetAside moves the blob to name+".corrupt", replacing an older one, so
	// a file that failed to parse is kept for inspection but no longer loaded.
	SetAside(name string) error
}

// CorruptSuffix is appended to the name of a blob set aside by SetAside.
const CorruptSuffix = ".corrupt"

// checkName rejects names that could escape the store's directory or key
// space; names are chosen by the program, so this guards against bugs.
func checkName(name string) error {
	if name == "" || name == "." || name == ".." || strings.ContainsAny(name, `/\`+"\x00") {
		return fmt.Errorf("match: store: invalid name %q", name)
	}
	return nil
}

// MemStore is an in-memory Store for tests and for platforms without storage.
// It is safe for concurrent use.
type MemStore struct {
	mu    sync.Mutex
	blobs map[string][]byte
}

// NewMemStore returns an empty MemStore.
func NewMemStore() *MemStore { return &MemStore{blobs: map[string][]byte{}} }

// Load returns a copy of the blob called name.
func (s *MemStore) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.blobs[name]
	if !ok {
		return nil, fmt.Errorf("match: load %s: %w", name, fs.ErrNotExist)
	}
	return append([]byte(nil), b...), nil
}

// Save stores a copy of data under name.
func (s *MemStore) Save(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.blobs[name] = append([]byte(nil), data...)
	return nil
}

// Remove deletes name if present.
func (s *MemStore) Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.blobs, name)
	return nil
}

// SetAside moves name to name+".corrupt".
func (s *MemStore) SetAside(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.blobs[name]
	if !ok {
		return fmt.Errorf("match: set aside %s: %w", name, fs.ErrNotExist)
	}
	s.blobs[name+CorruptSuffix] = b
	delete(s.blobs, name)
	return nil
}

// Names lists the stored names in no particular order (for tests).
func (s *MemStore) Names() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.blobs))
	for n := range s.blobs {
		out = append(out, n)
	}
	return out
}

// isNotExist reports whether err says a blob is absent, whatever the store.
func isNotExist(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, os.ErrNotExist)
}
