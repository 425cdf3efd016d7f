package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tc-hib/winres"

	"cardtable/assets"
)

var testMeta = meta{Version: "1.2.0-3-gabc1234", DebVersion: "1.2.0+3.gabc1234", WinVersion: "1.2.0.3",
	Glibc: "2.34", InstalledKiB: 42, Folder: "cardtable-1.2.0-3-gabc1234-web"}

// Every file in files/ is a template that fills in without a missing key.
func TestRenderEveryFile(t *testing.T) {
	entries, err := files.ReadDir("files")
	require.NoError(t, err)
	require.NotEmpty(t, entries)
	for _, e := range entries {
		out, err := render(e.Name(), testMeta)
		require.NoError(t, err, e.Name())
		assert.NotContains(t, string(out), "{{", e.Name())
		assert.NotContains(t, string(out), "<no value>", e.Name())
	}
}

func TestControlFile(t *testing.T) {
	out, err := render("control", testMeta)
	require.NoError(t, err)
	fields := controlFields(string(out))
	assert.Equal(t, "cardtable", fields["Package"])
	assert.Equal(t, "1.2.0+3.gabc1234", fields["Version"])
	assert.Equal(t, "42", fields["Installed-Size"])
	assert.Equal(t, "games", fields["Section"])
	assert.Contains(t, fields["Depends"], "libc6 (>= 2.34)")
}

// desktopKeys reads a desktop entry's keys (the [Desktop Entry] group).
func desktopKeys(t *testing.T, text string) map[string]string {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(text), "\n")
	require.Equal(t, "[Desktop Entry]", lines[0])
	keys := map[string]string{}
	for _, l := range lines[1:] {
		k, v, ok := strings.Cut(l, "=")
		require.True(t, ok, "line %q", l)
		_, dup := keys[k]
		require.False(t, dup, "key %s twice", k)
		keys[k] = v
	}
	return keys
}

func TestDesktopEntry(t *testing.T) {
	out, err := render("cardtable.desktop", testMeta)
	require.NoError(t, err)
	checkDesktopEntry(t, string(out))
}

// checkDesktopEntry asserts what the menu needs from the entry: both names
// and comments, the command, the themed icon, the categories.
func checkDesktopEntry(t *testing.T, text string) {
	t.Helper()
	k := desktopKeys(t, text)
	assert.Equal(t, "Application", k["Type"])
	assert.Equal(t, "Card Table", k["Name"])
	assert.Equal(t, "Bàn Bài", k["Name[vi]"])
	assert.NotEmpty(t, k["Comment"])
	assert.NotEmpty(t, k["Comment[vi]"])
	assert.NotEqual(t, k["Comment"], k["Comment[vi]"])
	assert.Equal(t, "cardtable", k["Exec"])
	assert.Equal(t, "cardtable", k["Icon"])
	assert.Equal(t, "Game;CardGame;", k["Categories"])
	assert.Equal(t, "false", k["Terminal"])
}

func TestArchivesRoundTrip(t *testing.T) {
	dir := t.TempDir()
	entries := []entry{
		{name: "top/b.txt", mode: 0o644, data: []byte("bee")},
		{name: "top/sub/a.bin", mode: 0o755, data: []byte("ant")},
		{name: "top/c.gz", mode: 0o644, data: []byte("not really gzip")},
	}
	mtime := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

	tgz := filepath.Join(dir, "x.tar.gz")
	require.NoError(t, writeTarGz(tgz, entries, mtime))
	f, err := os.Open(tgz)
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	tr := tar.NewReader(zr)
	var names []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		names = append(names, h.Name)
		assert.True(t, h.ModTime.Equal(mtime), h.Name)
		if h.Name == "top/sub/a.bin" {
			assert.Equal(t, int64(0o755), h.Mode)
			b, err := io.ReadAll(tr)
			require.NoError(t, err)
			assert.Equal(t, "ant", string(b))
		}
	}
	assert.Equal(t, []string{"top/", "top/b.txt", "top/c.gz", "top/sub/", "top/sub/a.bin"}, names)

	zp := filepath.Join(dir, "x.zip")
	require.NoError(t, writeZip(zp, entries, mtime))
	zf, err := zip.OpenReader(zp)
	require.NoError(t, err)
	defer zf.Close()
	names = names[:0]
	for _, e := range zf.File {
		names = append(names, e.Name)
		if e.Name == "top/c.gz" {
			assert.Equal(t, zip.Store, e.Method)
		} else {
			assert.Equal(t, zip.Deflate, e.Method)
		}
	}
	assert.Equal(t, []string{"top/b.txt", "top/c.gz", "top/sub/a.bin"}, names)
	leftovers, err := filepath.Glob(filepath.Join(dir, ".*tmp*"))
	require.NoError(t, err)
	assert.Empty(t, leftovers)
}

func TestResourceSet(t *testing.T) {
	rs, err := resourceSet("1.2.0-3-gabc1234")
	require.NoError(t, err)
	checkResources(t, rs, "1.2.0-3-gabc1234")
}

// checkResources asserts the icon group holds the app icon in every size
// and the version resource names the version, in English and Vietnamese.
func checkResources(t *testing.T, rs *winres.ResourceSet, version string) {
	t.Helper()
	icon, err := rs.GetIcon(winres.Name(iconName))
	require.NoError(t, err)
	var ico bytes.Buffer
	require.NoError(t, icon.SaveICO(&ico))
	b := ico.Bytes()
	require.Greater(t, len(b), 6)
	n := int(b[4]) | int(b[5])<<8
	require.Equal(t, len(assets.IconSizes), n, "images in the icon")
	var sizes []int
	for i := range n {
		w := int(b[6+16*i])
		if w == 0 {
			w = 256 // an ICO directory writes 256 as 0
		}
		sizes = append(sizes, w)
	}
	assert.ElementsMatch(t, assets.IconSizes, sizes)

	// winres writes one version resource per language.
	want, err := windowsVersion(version)
	require.NoError(t, err)
	strs := map[string]map[string]string{}
	rs.WalkType(winres.RT_VERSION, func(_ winres.Identifier, _ uint16, data []byte) bool {
		vi, err := versionFromBytes(data)
		require.NoError(t, err)
		assert.Equal(t, want, vi.FileVersion)
		assert.Equal(t, want, vi.ProductVersion)
		maps.Copy(strs, versionStrings(t, vi))
		return true
	})
	require.Contains(t, strs, "0409")
	require.Contains(t, strs, "042A")
	assert.Equal(t, version, strs["0409"]["ProductVersion"])
	assert.Equal(t, version, strs["042A"]["FileVersion"])
	assert.Equal(t, "Card Table", strs["0409"]["ProductName"])
	assert.Equal(t, "Bàn Bài", strs["042A"]["ProductName"])
	assert.Equal(t, "cardtable.exe", strs["0409"]["OriginalFilename"])
}
