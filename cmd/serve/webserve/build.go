package webserve

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// WasmName is the file name of the program in dist/.
const WasmName = "cardtable.wasm"

// sizeMeta is the tag in web/index.html whose content Build replaces with the
// raw size of the wasm, so the loading screen can show real progress
// (Content-Length is the compressed size, when there is one).
const sizeMeta = `<meta name="cardtable-wasm-size" content="0">`

// BuildOptions says where Build finds the module and writes its output.
type BuildOptions struct {
	Root    string    // module root (holds go.mod, main.go and web/index.html)
	Out     string    // output directory, created if missing
	Go      string    // go command; "" means "go" from PATH
	Brotli  int       // brotli quality 0..11 for the .br copies; < 0 writes no .br files
	Verbose io.Writer // progress lines (the go command's output too); nil is quiet
	Version string    // the program's version (scripts/version.sh); "" leaves "dev"
}

// Sizes are the byte sizes of cardtable.wasm as served.
type Sizes struct {
	Raw, Gzip, Brotli int64 // Brotli is 0 when no .br file was written
}

// String is the one-line summary make web prints.
func (s Sizes) String() string {
	mb := func(n int64) string { return strconv.FormatFloat(float64(n)/(1<<20), 'f', 2, 64) + " MiB" }
	out := fmt.Sprintf("%s: raw %d (%s), gzip %d (%s)", WasmName, s.Raw, mb(s.Raw), s.Gzip, mb(s.Gzip))
	if s.Brotli > 0 {
		out += fmt.Sprintf(", brotli %d (%s)", s.Brotli, mb(s.Brotli))
	}
	return out
}

// Build compiles the program to WebAssembly (-trimpath -ldflags="-s -w")
// and writes opt.Out: cardtable.wasm, wasm_exec.js from the Go root,
// index.html with the wasm size filled in, and .gz/.br copies of the wasm
// and the js.
func Build(ctx context.Context, opt BuildOptions) (Sizes, error) {
	var sizes Sizes
	goCmd := opt.Go
	if goCmd == "" {
		goCmd = "go"
	}
	logw := opt.Verbose
	if logw == nil {
		logw = io.Discard
	}
	if err := os.MkdirAll(opt.Out, 0o755); err != nil {
		return sizes, fmt.Errorf("webserve: creating %s: %w", opt.Out, err)
	}
	out, err := filepath.Abs(opt.Out)
	if err != nil {
		return sizes, fmt.Errorf("webserve: %w", err)
	}

	wasm := filepath.Join(out, WasmName)
	ldflags := "-s -w"
	if opt.Version != "" {
		ldflags += " -X cardtable/version.Set=" + opt.Version
	}
	fmt.Fprintf(logw, "GOOS=js GOARCH=wasm %s build -trimpath -ldflags=%q -o %s .\n", goCmd, ldflags, wasm)
	cmd := exec.CommandContext(ctx, goCmd, "build", "-trimpath", "-ldflags="+ldflags, "-o", wasm, ".")
	cmd.Dir = opt.Root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stdout = logw
	cmd.Stderr = io.MultiWriter(logw, &stderr)
	if err := cmd.Run(); err != nil {
		return sizes, fmt.Errorf("webserve: building the wasm: %w\n%s", err, stderr.String())
	}

	goroot, err := exec.CommandContext(ctx, goCmd, "env", "GOROOT").Output()
	if err != nil {
		return sizes, fmt.Errorf("webserve: go env GOROOT: %w", err)
	}
	execJS := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js")
	if err := copyFile(execJS, filepath.Join(out, "wasm_exec.js")); err != nil {
		return sizes, err
	}

	info, err := os.Stat(wasm)
	if err != nil {
		return sizes, fmt.Errorf("webserve: %w", err)
	}
	sizes.Raw = info.Size()
	page, err := os.ReadFile(filepath.Join(opt.Root, "web", "index.html"))
	if err != nil {
		return sizes, fmt.Errorf("webserve: reading the page: %w", err)
	}
	if !bytes.Contains(page, []byte(sizeMeta)) {
		return sizes, fmt.Errorf("webserve: web/index.html lacks %s", sizeMeta)
	}
	page = bytes.Replace(page, []byte(sizeMeta),
		[]byte(strings.Replace(sizeMeta, `"0"`, `"`+strconv.FormatInt(sizes.Raw, 10)+`"`, 1)), 1)
	if err := os.WriteFile(filepath.Join(out, "index.html"), page, 0o644); err != nil {
		return sizes, fmt.Errorf("webserve: writing the page: %w", err)
	}
	if err := writeIcons(out); err != nil {
		return sizes, err
	}

	for _, name := range []string{WasmName, "wasm_exec.js"} {
		fmt.Fprintf(logw, "compressing %s (gzip -9, brotli quality %d)\n", name, opt.Brotli)
		gz, br, err := Compress(filepath.Join(out, name), opt.Brotli)
		if err != nil {
			return sizes, err
		}
		if name == WasmName {
			sizes.Gzip, sizes.Brotli = gz, br
		}
	}
	return sizes, nil
}

// Compress writes file.gz (gzip -9) and, when brotliQuality >= 0, file.br
// next to file, and returns their sizes. The two run concurrently (brotli
// at quality 11 is the slow one: minutes for the wasm). Stale copies are
// replaced.
func Compress(file string, brotliQuality int) (gzSize, brSize int64, err error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return 0, 0, fmt.Errorf("webserve: compressing: %w", err)
	}
	var brErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		if brotliQuality < 0 {
			if err := os.Remove(file + ".br"); err != nil && !os.IsNotExist(err) {
				brErr = fmt.Errorf("webserve: removing a stale copy: %w", err)
			}
			return
		}
		brSize, brErr = writeCompressed(file+".br", src, func(w io.Writer) (io.WriteCloser, error) {
			return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: min(brotliQuality, brotli.BestCompression), LGWin: 24}), nil
		})
	}()
	gzSize, err = writeCompressed(file+".gz", src, func(w io.Writer) (io.WriteCloser, error) {
		return gzip.NewWriterLevel(w, gzip.BestCompression)
	})
	<-done
	if err != nil {
		return 0, 0, err
	}
	if brErr != nil {
		return 0, 0, brErr
	}
	return gzSize, brSize, nil
}

// writeCompressed writes src through a compressor into name atomically
// (temp file + rename) so a server never sends half a file.
func writeCompressed(name string, src []byte, newWriter func(io.Writer) (io.WriteCloser, error)) (int64, error) {
	tmp, err := os.CreateTemp(filepath.Dir(name), filepath.Base(name)+".tmp*")
	if err != nil {
		return 0, fmt.Errorf("webserve: %w", err)
	}
	defer os.Remove(tmp.Name())
	zw, err := newWriter(tmp)
	if err == nil {
		_, err = zw.Write(src)
		if cerr := zw.Close(); err == nil {
			err = cerr
		}
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return 0, fmt.Errorf("webserve: writing %s: %w", name, err)
	}
	info, err := os.Stat(tmp.Name())
	if err != nil {
		return 0, fmt.Errorf("webserve: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return 0, fmt.Errorf("webserve: %w", err)
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		return 0, fmt.Errorf("webserve: %w", err)
	}
	return info.Size(), nil
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return fmt.Errorf("webserve: copying wasm_exec.js: %w", err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		return fmt.Errorf("webserve: copying wasm_exec.js: %w", err)
	}
	return nil
}
