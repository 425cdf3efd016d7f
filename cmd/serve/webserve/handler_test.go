package webserve

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// site writes a small dist/ with compressed copies of the wasm and the js.
func site(t *testing.T) (dir string, wasm []byte) {
	t.Helper()
	dir = t.TempDir()
	wasm = bytes.Repeat([]byte("\x00asm\x01\x00\x00\x00 card table "), 500)
	files := map[string][]byte{
		"index.html":   []byte("<!doctype html><title>Card Table</title>"),
		WasmName:       wasm,
		"wasm_exec.js": []byte("'use strict'; // go"),
		"notes.txt":    []byte("plain"),
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{WasmName, "wasm_exec.js"} {
		if _, _, err := Compress(filepath.Join(dir, name), 5); err != nil {
			t.Fatal(err)
		}
	}
	return dir, wasm
}

func get(t *testing.T, h http.Handler, method, target, acceptEncoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func decode(t *testing.T, res *http.Response) []byte {
	t.Helper()
	var r io.Reader = res.Body
	switch res.Header.Get("Content-Encoding") {
	case "gzip":
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatalf("gzip body: %v", err)
		}
		r = zr
	case "br":
		r = brotli.NewReader(res.Body)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("reading body: %v", err)
	}
	return b
}

func TestEncodingNegotiation(t *testing.T) {
	dir, wasm := site(t)
	h, err := Handler(dir)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		accept, want string
	}{
		{"", ""},
		{"identity", ""},
		{"gzip", "gzip"},
		{"gzip, deflate", "gzip"},
		{"gzip, deflate, br, zstd", "br"},
		{"br;q=0, gzip", "gzip"},
		{"br;q=0.5, gzip;q=1", "br"}, // the server's preference wins among acceptable ones
		{"gzip;q=0", ""},
		{"*", "br"},
		{"*;q=0.1, br;q=0", "gzip"},
		{"GZIP", "gzip"},
	}
	for _, tt := range tests {
		res := get(t, h, http.MethodGet, "/"+WasmName, tt.accept)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("Accept-Encoding %q: status %d", tt.accept, res.StatusCode)
		}
		if got := res.Header.Get("Content-Encoding"); got != tt.want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", tt.accept, got, tt.want)
		}
		if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q", tt.accept, got)
		}
		if got := res.Header.Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", tt.accept, got)
		}
		if res.ContentLength < 0 {
			t.Errorf("Accept-Encoding %q: no Content-Length", tt.accept)
		}
		if body := decode(t, res); !bytes.Equal(body, wasm) {
			t.Errorf("Accept-Encoding %q: body differs after decoding (%d bytes, want %d)", tt.accept, len(body), len(wasm))
		}
	}
}

func TestContentTypesAndCaching(t *testing.T) {
	dir, _ := site(t)
	h, err := Handler(dir)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ path, ctype string }{
		{"/", "text/html; charset=utf-8"},
		{"/index.html", "text/html; charset=utf-8"},
		{"/wasm_exec.js", "text/javascript; charset=utf-8"},
		{"/" + WasmName, "application/wasm"},
		{"/notes.txt", "text/plain; charset=utf-8"},
	}
	for _, tt := range tests {
		res := get(t, h, http.MethodGet, tt.path, "gzip")
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s: status %d", tt.path, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Content-Type"); got != tt.ctype {
			t.Errorf("%s: Content-Type %q, want %q", tt.path, got, tt.ctype)
		}
		if got := res.Header.Get("Cache-Control"); got != "no-cache" {
			t.Errorf("%s: Cache-Control %q, want no-cache", tt.path, got)
		}
		if res.Header.Get("ETag") == "" {
			t.Errorf("%s: no ETag", tt.path)
		}
	}
	// Files without compressed copies are sent as they are, with no Vary.
	res := get(t, h, http.MethodGet, "/index.html", "gzip, br")
	if res.Header.Get("Content-Encoding") != "" || res.Header.Get("Vary") != "" {
		t.Errorf("index.html: Content-Encoding %q, Vary %q; want neither",
			res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
	}
}

func TestRevalidation(t *testing.T) {
	dir, _ := site(t)
	h, err := Handler(dir)
	if err != nil {
		t.Fatal(err)
	}
	first := get(t, h, http.MethodGet, "/"+WasmName, "br")
	req := httptest.NewRequest(http.MethodGet, "/"+WasmName, nil)
	req.Header.Set("Accept-Encoding", "br")
	req.Header.Set("If-None-Match", first.Header.Get("ETag"))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusNotModified {
		t.Errorf("If-None-Match with the same ETag: status %d, want 304", rec.Code)
	}
	plain := get(t, h, http.MethodGet, "/"+WasmName, "")
	if plain.Header.Get("ETag") == first.Header.Get("ETag") {
		t.Errorf("the plain and the brotli bodies share the ETag %s", plain.Header.Get("ETag"))
	}
}

func TestRangeOfEncodedFile(t *testing.T) {
	dir, _ := site(t)
	h, err := Handler(dir)
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodGet, "/"+WasmName, nil)
	req.Header.Set("Accept-Encoding", "gzip")
	req.Header.Set("Range", "bytes=0-9")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	res := rec.Result()
	if res.StatusCode != http.StatusPartialContent || res.ContentLength != 10 || res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("range of the gzip copy: status %d, Content-Length %d, Content-Encoding %q; want 206, 10, gzip",
			res.StatusCode, res.ContentLength, res.Header.Get("Content-Encoding"))
	}
}

func TestNotFoundAndNoListing(t *testing.T) {
	dir, _ := site(t)
	h, err := Handler(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"/missing.wasm", "/sub", "/sub/", "/../" + filepath.Base(dir), "/..%2f..%2fetc/passwd", "/index.html/"} {
		res := get(t, h, http.MethodGet, p, "gzip")
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", p, res.StatusCode)
		}
	}
	res := get(t, h, http.MethodPost, "/", "")
	if res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", res.StatusCode)
	}
	head := get(t, h, http.MethodHead, "/"+WasmName, "gzip")
	if head.StatusCode != http.StatusOK || head.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("HEAD: status %d, Content-Encoding %q", head.StatusCode, head.Header.Get("Content-Encoding"))
	}
}

func TestHandlerMissingDir(t *testing.T) {
	if _, err := Handler(filepath.Join(t.TempDir(), "nope")); err == nil {
		t.Error("Handler on a missing directory: no error")
	}
}

// Malformed paths are the client's mistake: always a 4xx, never a 500.
func TestMalformedPaths(t *testing.T) {
	dir, _ := site(t)
	require.NoError(t, os.Symlink("/etc", filepath.Join(dir, "escape")))
	h, err := Handler(dir)
	require.NoError(t, err)
	long := "/" + strings.Repeat("a", 5000)
	for _, p := range []string{"/index.html%00", "/%00", "/a%00b/../index.html", "/%01", "/a%7f",
		"/a%5c..%5cindex.html", "/%2e%2e/%2e%2e/etc/passwd", "/escape/passwd", "/escape", long,
		"/" + strings.Repeat("a/", 600) + "x", "/%ff%fe", "/index.html%20"} {
		res := get(t, h, http.MethodGet, p, "gzip")
		assert.True(t, res.StatusCode >= 400 && res.StatusCode < 500, "%.60s: status %d, want 4xx", p, res.StatusCode)
	}
}
