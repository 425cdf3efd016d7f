package records

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// LogName is the history's file in the config folder.
const LogName = "history.log"

// SideName is where damaged records are kept, next to the history.
const SideName = "history.log.corrupt"

// FileStore is the desktop's Store: the file history.log in a directory,
// appended with one O_APPEND write and an fsync per call.
type FileStore struct {
	dir string
}

// NewFileStore keeps the history in dir (the config folder), creating it
// if needed.
func NewFileStore(dir string) (*FileStore, error) {
	if dir == "" {
		return nil, errors.New("records: file store: empty directory")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("records: file store: %w", err)
	}
	return &FileStore{dir: dir}, nil
}

// Path is the history file's path.
func (s *FileStore) Path() string { return filepath.Join(s.dir, LogName) }

// Load reads history.log whole; an absent file is an empty history.
func (s *FileStore) Load() ([]Chunk, error) {
	info, err := os.Stat(s.Path())
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err == nil && !info.Mode().IsRegular() {
		err = fmt.Errorf("%s is not a file", s.Path())
	}
	if err != nil {
		return nil, fmt.Errorf("records: load: %w", err)
	}
	b, err := os.ReadFile(s.Path())
	if err != nil {
		return nil, fmt.Errorf("records: load: %w", err)
	}
	return []Chunk{{Name: LogName, Data: b}}, nil
}

// Append writes lines with a single write at the end of the file and
// syncs it. A failed write is cut off again (truncated to the old size), so
// the next append does not land after half a line; a full disk gives
// ErrFull.
func (s *FileStore) Append(lines []byte) error {
	return appendFile(s.dir, s.Path(), lines)
}

// appendFile is Append on any file (the log and its side file).
func appendFile(dir, path string, data []byte) (err error) {
	_, statErr := os.Stat(path)
	created := errors.Is(statErr, fs.ErrNotExist)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("records: append: %w", wrapFull(err))
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return fmt.Errorf("records: append: %w", err)
	}
	size := info.Size()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if err != nil {
		// Take back whatever part of the write landed, so nothing half
		// written stays after the last good record.
		if terr := f.Truncate(size); terr == nil {
			f.Sync()
		}
		f.Close()
		return fmt.Errorf("records: append: %w", wrapFull(err))
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("records: append: %w", wrapFull(err))
	}
	if created {
		// A new file's name must be durable too, or a crash can lose the
		// whole file with its first record.
		syncDir(dir)
	}
	return nil
}

// Rewrite replaces history.log: a temporary file, synced, renamed over it.
func (s *FileStore) Rewrite(chunk string, data []byte) (err error) {
	if chunk != LogName {
		return fmt.Errorf("records: rewrite: no chunk %q", chunk)
	}
	f, err := os.CreateTemp(s.dir, "."+LogName+".tmp-*")
	if err != nil {
		return fmt.Errorf("records: rewrite: %w", wrapFull(err))
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return fmt.Errorf("records: rewrite: %w", wrapFull(err))
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("records: rewrite: %w", wrapFull(err))
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("records: rewrite: %w", err)
	}
	if err = os.Chmod(tmp, 0o644); err != nil {
		return fmt.Errorf("records: rewrite: %w", err)
	}
	if err = os.Rename(tmp, s.Path()); err != nil {
		return fmt.Errorf("records: rewrite: %w", err)
	}
	syncDir(s.dir)
	return nil
}

// SetAside appends data to history.log.corrupt.
func (s *FileStore) SetAside(data []byte) error {
	return appendFile(s.dir, filepath.Join(s.dir, SideName), data)
}

// syncDir makes a directory's entries durable where the platform allows
// (not on Windows, where opening a directory fails; its renames are
// durable enough there).
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}

// wrapFull makes a "no space" error wrap ErrFull as well.
func wrapFull(err error) error {
	if isNoSpace(err) {
		return fmt.Errorf("%w: %w", ErrFull, err)
	}
	return err
}
