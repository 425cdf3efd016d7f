package main

import (
	"bytes"
	"fmt"
	"image/png"
	"path"
	"time"

	"cardtable/assets"
)

// writeLinuxTarball writes the tarball: the binary, its icon at 256 pixels
// and README.txt, in one folder.
func writeLinuxTarball(dst, folder, binary string, m meta, mtime time.Time) error {
	bin, err := fileEntry(path.Join(folder, "cardtable"), binary, 0o755)
	if err != nil {
		return err
	}
	var icon bytes.Buffer
	if err := png.Encode(&icon, assets.Icon(256)); err != nil {
		return fmt.Errorf("release: icon: %w", err)
	}
	readme, err := render("README-linux.txt", m)
	if err != nil {
		return err
	}
	return writeTarGz(dst, []entry{
		bin,
		{name: path.Join(folder, "cardtable.png"), mode: 0o644, data: icon.Bytes()},
		{name: path.Join(folder, "README.txt"), mode: 0o644, data: readme},
	}, mtime)
}

// writeWindowsZip writes the Windows zip: cardtable.exe, whose resources
// carry the icon and the version, and README.txt, in one folder.
func writeWindowsZip(dst, folder, exe string, m meta, mtime time.Time) error {
	bin, err := fileEntry(path.Join(folder, "cardtable.exe"), exe, 0o755)
	if err != nil {
		return err
	}
	readme, err := render("README-windows.txt", m)
	if err != nil {
		return err
	}
	// Notepad before Windows 10 1809 shows a file with bare newlines as one line.
	readme = bytes.ReplaceAll(readme, []byte("\n"), []byte("\r\n"))
	return writeZip(dst, []entry{bin, {name: path.Join(folder, "README.txt"), mode: 0o644, data: readme}}, mtime)
}

// writeWebZip writes the web bundle: the site built in dir (its folder is
// named as the zip unpacks) and SERVE.txt beside index.html.
func writeWebZip(dst, folder, dir string, m meta, mtime time.Time) error {
	entries, err := dirEntries(folder, dir)
	if err != nil {
		return err
	}
	m.Folder = folder
	serve, err := render("SERVE.txt", m)
	if err != nil {
		return err
	}
	entries = append(entries, entry{name: path.Join(folder, "SERVE.txt"), mode: 0o644, data: serve})
	return writeZip(dst, entries, mtime)
}
