package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// entry is one file of an archive.
type entry struct {
	name string      // slash-separated path inside the archive
	mode fs.FileMode // permission bits
	data []byte
}

// fileEntry reads the file at src as the archive's name.
func fileEntry(name, src string, mode fs.FileMode) (entry, error) {
	b, err := os.ReadFile(src)
	if err != nil {
		return entry{}, fmt.Errorf("release: %w", err)
	}
	return entry{name: name, mode: mode, data: b}, nil
}

// dirEntries reads every file of dir, under the archive folder prefix, as
// plain files (the site's files are data, none is run).
func dirEntries(prefix, dir string) ([]entry, error) {
	var out []entry
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		e, err := fileEntry(path.Join(prefix, filepath.ToSlash(rel)), p, 0o644)
		out = append(out, e)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("release: reading %s: %w", dir, err)
	}
	return out, nil
}

// writeAtomic writes path through fill into a temporary file renamed into
// place once complete, so a failed run leaves no half archive.
func writeAtomic(dst string, fill func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(dst), "."+filepath.Base(dst)+".tmp*")
	if err != nil {
		return fmt.Errorf("release: %w", err)
	}
	defer os.Remove(tmp.Name())
	err = fill(tmp)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), dst)
	}
	if err != nil {
		return fmt.Errorf("release: writing %s: %w", dst, err)
	}
	return nil
}

// writeTarGz writes the entries as a gzipped tar, with the folders they
// sit in.
func writeTarGz(dst string, entries []entry, mtime time.Time) error {
	return writeAtomic(dst, func(w io.Writer) error {
		zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
		if err != nil {
			return err
		}
		tw := tar.NewWriter(zw)
		dirs := map[string]bool{}
		for _, e := range sorted(entries) {
			for _, d := range parents(e.name) {
				if dirs[d] {
					continue
				}
				dirs[d] = true
				if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: d + "/", Mode: 0o755, ModTime: mtime}); err != nil {
					return err
				}
			}
			hdr := &tar.Header{Typeflag: tar.TypeReg, Name: e.name, Mode: int64(e.mode), Size: int64(len(e.data)), ModTime: mtime}
			if err := tw.WriteHeader(hdr); err != nil {
				return err
			}
			if _, err := tw.Write(e.data); err != nil {
				return err
			}
		}
		if err := tw.Close(); err != nil {
			return err
		}
		return zw.Close()
	})
}

// writeZip writes the entries as a zip; files already compressed (.gz,
// .br, .png) are stored as they are.
func writeZip(dst string, entries []entry, mtime time.Time) error {
	return writeAtomic(dst, func(w io.Writer) error {
		zw := zip.NewWriter(w)
		for _, e := range sorted(entries) {
			hdr := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: mtime}
			switch path.Ext(e.name) {
			case ".gz", ".br", ".png":
				hdr.Method = zip.Store
			}
			hdr.SetMode(e.mode)
			f, err := zw.CreateHeader(hdr)
			if err != nil {
				return err
			}
			if _, err := f.Write(e.data); err != nil {
				return err
			}
		}
		return zw.Close()
	})
}

// sorted orders entries by name, for archives that list the same way
// every time.
func sorted(entries []entry) []entry {
	out := append([]entry(nil), entries...)
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// parents lists the folders above a slash-separated name, outermost first.
func parents(name string) []string {
	var out []string
	for i := range len(name) {
		if name[i] == '/' {
			out = append(out, strings.TrimSuffix(name[:i], "/"))
		}
	}
	return out
}
