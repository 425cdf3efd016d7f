// Command serve builds and serves the WebAssembly version of Card Table.
//
//	go run ./cmd/serve -build dist                      # what make web runs
//	go run ./cmd/serve -dir dist -addr 127.0.0.1:8080   # what make serve runs
//	go run ./cmd/serve -compress dist                   # (re)compress only
//
// The server sends the pre-compressed .br or .gz copy of a file when the
// browser accepts it; see package webserve.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"time"

	"cardtable/cmd/serve/webserve"
)

func main() {
	build := flag.String("build", "", "build the web version into `DIR` (wasm, wasm_exec.js, index.html, .gz/.br copies) and exit")
	compress := flag.String("compress", "", "write .gz and .br copies of the .wasm and .js files in `DIR` and exit")
	brotliQ := flag.Int("brotli", 11, "brotli `quality` (0-11) for -build and -compress; -1 writes no .br files")
	dir := flag.String("dir", "dist", "directory to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	version := flag.String("version", "", "the version -build writes into the program (scripts/version.sh)")
	flag.Parse()
	log.SetFlags(0)

	switch {
	case *build != "":
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
		defer stop()
		start := time.Now()
		sizes, err := webserve.Build(ctx, webserve.BuildOptions{Root: ".", Out: *build, Brotli: *brotliQ, Verbose: os.Stderr, Version: *version})
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s (built in %s; budget: 6 MB gzip)\n", sizes, time.Since(start).Round(100*time.Millisecond))
		if sizes.Gzip > 6_000_000 {
			log.Fatalf("serve: %s is %d bytes gzipped, over the 6 MB budget", webserve.WasmName, sizes.Gzip)
		}
	case *compress != "":
		if err := compressDir(*compress, *brotliQ); err != nil {
			log.Fatal(err)
		}
	default:
		if err := serve(*dir, *addr); err != nil {
			log.Fatal(err)
		}
	}
}

func compressDir(dir string, brotliQ int) error {
	for _, pattern := range []string{"*.wasm", "*.js"} {
		files, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil {
			return fmt.Errorf("serve: %w", err)
		}
		for _, f := range files {
			gz, br, err := webserve.Compress(f, brotliQ)
			if err != nil {
				return err
			}
			fmt.Printf("%s: gzip %d, brotli %d\n", f, gz, br)
		}
	}
	return nil
}

func serve(dir, addr string) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return fmt.Errorf("serve: %s has no index.html (run make web first): %w", dir, err)
	}
	h, err := webserve.Handler(dir)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	srv := &http.Server{Handler: logRequests(h), ReadHeaderTimeout: 10 * time.Second}
	log.Printf("serving %s on http://%s/", dir, ln.Addr())
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}

// statusWriter remembers the status code for the request log.
type statusWriter struct {
	http.ResponseWriter
	code int
}

func (w *statusWriter) WriteHeader(code int) {
	w.code = code
	w.ResponseWriter.WriteHeader(code)
}

func logRequests(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: w, code: http.StatusOK}
		h.ServeHTTP(sw, r)
		log.Printf("%s %s %d %s", r.Method, r.URL.Path, sw.code, w.Header().Get("Content-Encoding"))
	})
}
