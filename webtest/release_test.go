package webtest

import (
	"archive/zip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/cmd/serve/webserve"
)

// TestReleaseWebBundle serves the web zip of make release, as a user would
// unpack it, and loads it in the browser to the title screen with its
// favicon. It runs when CARDTABLE_RELEASE names the release directory
// (make release-test).
func TestReleaseWebBundle(t *testing.T) {
	rel := os.Getenv("CARDTABLE_RELEASE")
	if rel == "" {
		t.Skip("CARDTABLE_RELEASE is not set (make release-test sets it)")
	}
	zips, err := filepath.Glob(filepath.Join(rel, "cardtable-*-web.zip"))
	require.NoError(t, err)
	require.Len(t, zips, 1, "one web zip in %s", rel)
	dir := unzip(t, zips[0])
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1, "the zip holds one folder")
	site := filepath.Join(dir, entries[0].Name())
	for _, f := range []string{"index.html", "cardtable.wasm", "cardtable.wasm.gz", "cardtable.wasm.br",
		"wasm_exec.js", "favicon.png", "apple-touch-icon.png", "SERVE.txt"} {
		assert.FileExists(t, filepath.Join(site, f))
	}

	h, err := webserve.Handler(site)
	require.NoError(t, err)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	res, err := http.Get(srv.URL + "/favicon.png")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, "image/png", res.Header.Get("Content-Type"))

	page := newPage(t, newBrowser(t))
	navigate(t, page, srv.URL+"/?lang=en")
	waitFor(t, page, titleTimeout, `scene "title"`, func(p probe) bool {
		return p.Status != nil && p.Status.Scene == "title"
	})
	icon, err := chromedp.Run(page, chromedp.Evaluate[string](`document.querySelector('link[rel="icon"]').href`))
	require.NoError(t, err)
	assert.Equal(t, srv.URL+"/favicon.png", icon)
}

// unzip extracts the zip at path into a temporary directory.
func unzip(t *testing.T, path string) string {
	t.Helper()
	zr, err := zip.OpenReader(path)
	require.NoError(t, err)
	defer zr.Close()
	dir := t.TempDir()
	for _, f := range zr.File {
		require.False(t, strings.Contains(f.Name, ".."), f.Name)
		dst := filepath.Join(dir, filepath.FromSlash(f.Name))
		require.NoError(t, os.MkdirAll(filepath.Dir(dst), 0o755))
		rc, err := f.Open()
		require.NoError(t, err)
		out, err := os.Create(dst)
		require.NoError(t, err)
		_, err = io.Copy(out, rc)
		rc.Close()
		require.NoError(t, out.Close())
		require.NoError(t, err)
	}
	return dir
}
