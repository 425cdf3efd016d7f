// Package webserve serves and builds the WebAssembly version of Card Table:
// a static file handler that sends pre-compressed copies (name.br, name.gz)
// when the browser accepts them, and the build that fills dist/ (wasm,
// wasm_exec.js, index.html and their compressed copies).
//
// It is plain Go (no ebiten) so its tests run without a display; the browser
// test in webtest/ uses both halves in-process.
package webserve

import (
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// encodings lists the pre-compressed variants the handler looks for, best
// first: the file name suffix and the Content-Encoding it stands for.
var encodings = []struct{ suffix, name string }{
	{".br", "br"},
	{".gz", "gzip"},
}

// contentTypes pins the types that matter to the browser: WebAssembly
// streaming compilation refuses anything but application/wasm, and the
// system mime table varies between machines.
var contentTypes = map[string]string{
	".wasm": "application/wasm",
	".js":   "text/javascript; charset=utf-8",
	".mjs":  "text/javascript; charset=utf-8",
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".json": "application/json",
	".txt":  "text/plain; charset=utf-8",
	".png":  "image/png",
	".svg":  "image/svg+xml",
	".ico":  "image/x-icon",
	".br":   "application/octet-stream",
	".gz":   "application/octet-stream",
}

// ContentType is the Content-Type the handler sends for a file name.
func ContentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// Handler serves the files under dir. "/" is index.html; directories are
// never listed (404). A request for name gets name.br or name.gz instead
// when that file exists and Accept-Encoding allows it, with Content-Encoding
// and Vary: Accept-Encoding set; Content-Type is always that of name.
// Every response says Cache-Control: no-cache, so index.html (and the
// un-hashed cardtable.wasm) is revalidated on each load; revalidation is a
// cheap 304 thanks to ETag and Last-Modified.
func Handler(dir string) (http.Handler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("webserve: opening %s: %w", dir, err)
	}
	return &handler{root: root}, nil
}

type handler struct {
	root *os.Root
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	if p == "/" {
		p = "/index.html"
	}
	// A trailing slash asks for a directory: there are no listings.
	if strings.HasSuffix(p, "/") {
		http.NotFound(w, r)
		return
	}
	// A path no file can have (a NUL byte, a backslash, a control
	// character), even in a part that cleaning drops, is the client's
	// mistake: 400, never a 500 from the OS.
	if !validChars(p) {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name == "" || name == "." {
		http.NotFound(w, r)
		return
	}
	if !fs.ValidPath(name) {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}

	f, info, err := h.open(name)
	if err != nil {
		// Whatever the file system says about a path under the root
		// (missing, a directory, too long, escaping through a link), the
		// client asked for something that is not served.
		var pe *fs.PathError
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, errIsDir) || errors.As(err, &pe) {
			http.NotFound(w, r)
			return
		}
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	hdr := w.Header()
	hdr.Set("Content-Type", ContentType(name))
	hdr.Set("Cache-Control", "no-cache")
	hdr.Set("X-Content-Type-Options", "nosniff")

	encoding := ""
	for _, e := range encodings {
		if !hasVariant(h, name+e.suffix) {
			continue
		}
		// A variant exists, so the answer depends on Accept-Encoding.
		hdr.Set("Vary", "Accept-Encoding")
		if encoding != "" || !accepts(r.Header.Get("Accept-Encoding"), e.name) {
			continue
		}
		cf, cinfo, err := h.open(name + e.suffix)
		if err != nil {
			continue
		}
		f.Close()
		f, info, encoding = cf, cinfo, e.name
	}
	defer f.Close()
	if encoding != "" {
		hdr.Set("Content-Encoding", encoding)
		// ServeContent leaves Content-Length out once Content-Encoding is
		// set (it sets it for ranges itself); a whole encoded file has a
		// known length, and a response with one is not chunked.
		if r.Header.Get("Range") == "" {
			hdr.Set("Content-Length", strconv.FormatInt(info.Size(), 10))
		}
	}
	hdr.Set("ETag", etag(info, encoding))
	http.ServeContent(w, r, name, info.ModTime(), f)
}

var errIsDir = errors.New("is a directory")

// validChars reports whether p is of a length and characters a served
// file's path can have: no control characters or backslashes.
func validChars(p string) bool {
	if len(p) > 1024 {
		return false
	}
	for _, r := range p {
		if r < 0x20 || r == 0x7f || r == '\\' {
			return false
		}
	}
	return true
}

// open opens a regular file under the root (never a directory).
func (h *handler) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := h.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if info.IsDir() {
		f.Close()
		return nil, nil, errIsDir
	}
	return f, info, nil
}

func hasVariant(h *handler, name string) bool {
	info, err := h.root.Stat(name)
	return err == nil && info.Mode().IsRegular()
}

// etag is a strong validator from size, modification time and encoding (the
// encoded bytes differ, so they need a different tag).
func etag(info fs.FileInfo, encoding string) string {
	t := strconv.FormatInt(info.Size(), 36) + "-" + strconv.FormatInt(info.ModTime().UnixNano(), 36)
	if encoding != "" {
		t += "-" + encoding
	}
	return `"` + t + `"`
}

// accepts reports whether an Accept-Encoding header value allows coding
// (RFC 9110 §12.5.3): listed with q > 0, or covered by "*" with q > 0 and
// not listed with q=0.
func accepts(header, coding string) bool {
	star := false
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		q := 1.0
		for param := range strings.SplitSeq(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(param), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		switch name {
		case coding:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}
