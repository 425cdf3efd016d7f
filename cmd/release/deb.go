package main

import (
	"bytes"
	"context"
	"debug/elf"
	"fmt"
	"image/png"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"cardtable/assets"
)

// iconPath is where the package puts the app icon of size n: the hicolor
// theme the desktop entry's Icon=cardtable is looked up in.
func iconPath(n int) string {
	return fmt.Sprintf("usr/share/icons/hicolor/%dx%d/apps/cardtable.png", n, n)
}

// Paths inside the package.
const (
	debBinary  = "usr/bin/cardtable"
	debDesktop = "usr/share/applications/cardtable.desktop"
)

// buildDeb stages the package's tree under stage (the binary, the desktop
// entry, the icons, DEBIAN/control) and has dpkg-deb build dst from it.
func buildDeb(ctx context.Context, stage, binary, dst string, m meta) error {
	if _, err := exec.LookPath("dpkg-deb"); err != nil {
		return fmt.Errorf("release: the .deb is built with dpkg-deb (Debian's dpkg package): %w", err)
	}
	glibc, err := glibcNeeded(binary)
	if err != nil {
		return err
	}
	m.Glibc = glibc
	bin, err := os.ReadFile(binary)
	if err != nil {
		return fmt.Errorf("release: %w", err)
	}
	desktop, err := render("cardtable.desktop", m)
	if err != nil {
		return err
	}
	tree := map[string][]byte{debBinary: bin, debDesktop: desktop}
	for _, n := range assets.IconSizes {
		var buf bytes.Buffer
		if err := png.Encode(&buf, assets.Icon(n)); err != nil {
			return fmt.Errorf("release: icon %d: %w", n, err)
		}
		tree[iconPath(n)] = buf.Bytes()
	}
	for name, data := range tree {
		mode := fs.FileMode(0o644)
		if name == debBinary {
			mode = 0o755
		}
		if err := writeStaged(stage, name, data, mode); err != nil {
			return err
		}
		m.InstalledKiB += (int64(len(data)) + 1023) / 1024
	}
	control, err := render("control", m)
	if err != nil {
		return err
	}
	if err := writeStaged(stage, "DEBIAN/control", control, 0o644); err != nil {
		return err
	}
	// dpkg-deb refuses a control folder a strict umask made private, and
	// the installed folders must be world-readable.
	err = filepath.WalkDir(stage, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			err = os.Chmod(p, 0o755)
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("release: %w", err)
	}
	cmd := exec.CommandContext(ctx, "dpkg-deb", "--root-owner-group", "-Zxz", "--build", stage, dst)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("release: dpkg-deb --build: %w\n%s", err, out)
	}
	return nil
}

// writeStaged writes one file of the package's tree with its mode.
func writeStaged(stage, name string, data []byte, mode fs.FileMode) error {
	p := filepath.Join(stage, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("release: %w", err)
	}
	if err := os.WriteFile(p, data, mode); err != nil {
		return fmt.Errorf("release: %w", err)
	}
	if err := os.Chmod(p, mode); err != nil {
		return fmt.Errorf("release: %w", err)
	}
	return nil
}

// glibcNeeded is the newest GLIBC_x.y symbol version the binary imports:
// the libc6 version the package depends on (what dpkg-shlibdeps would
// work out, without needing dpkg-dev).
func glibcNeeded(binary string) (string, error) {
	f, err := elf.Open(binary)
	if err != nil {
		return "", fmt.Errorf("release: %w", err)
	}
	defer f.Close()
	syms, err := f.ImportedSymbols()
	if err != nil {
		return "", fmt.Errorf("release: symbols of %s: %w", binary, err)
	}
	best := ""
	for _, s := range syms {
		v, ok := strings.CutPrefix(s.Version, "GLIBC_")
		if ok && newerVersion(v, best) {
			best = v
		}
	}
	if best == "" {
		return "", fmt.Errorf("release: %s imports no glibc symbol (not a cgo build?)", binary)
	}
	return best, nil
}

// newerVersion reports whether the dotted version a is above b ("" is
// below everything).
func newerVersion(a, b string) bool {
	if b == "" {
		return true
	}
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := range max(len(as), len(bs)) {
		var x, y int
		if i < len(as) {
			x, _ = strconv.Atoi(as[i])
		}
		if i < len(bs) {
			y, _ = strconv.Atoi(bs[i])
		}
		if x != y {
			return x > y
		}
	}
	return false
}
