package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"cardtable/cmd/serve/webserve"
)

// builder compiles the program for each platform of the release.
type builder struct {
	root    string // the module root (go.mod, main.go, web/)
	work    string // scratch directory, removed afterwards
	goCmd   string
	version string
	brotli  int // brotli quality of the web bundle's .br copies
}

// ldflags strips the symbol tables (what a package would do anyway) and
// links the version in.
func (b *builder) ldflags(extra ...string) string {
	return strings.Join(append(extra, "-s", "-w", "-X", "cardtable/version.Set="+b.version), " ")
}

// goBuild runs go build -trimpath of the package in dir with env added,
// writing the executable to out.
func (b *builder) goBuild(ctx context.Context, dir, out, ldflags string, env ...string) error {
	cmd := exec.CommandContext(ctx, b.goCmd, "build", "-trimpath", "-ldflags="+ldflags, "-o", out, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("release: %s go build: %w\n%s", strings.Join(env, " "), err, log.String())
	}
	return nil
}

// linux builds the desktop program for Linux with cgo (Ebitengine's GLFW
// and ALSA bindings need it), as it runs on the build machine.
func (b *builder) linux(ctx context.Context) (string, error) {
	out := filepath.Join(b.work, "linux", "cardtable")
	return out, b.goBuild(ctx, b.root, out, b.ldflags(), "GOOS=linux", "GOARCH=amd64", "CGO_ENABLED=1")
}

// windows cross-compiles cardtable.exe as a GUI program (no console
// window) with the icon and version resources. The go command links the
// .syso files of the main package's directory, so the resource object must
// sit beside the main package's sources; writing it into the checkout would
// leave a file behind on failure and slip into any build running beside
// this one. Instead the main package's files are copied into a scratch
// module that a scratch go.work joins to the checkout's module: the copy
// imports cardtable/... from the checkout as usual, and the .syso lives and
// dies in the scratch directory.
func (b *builder) windows(ctx context.Context) (string, error) {
	dir := filepath.Join(b.work, "windows")
	src := filepath.Join(dir, "main")
	if err := os.MkdirAll(src, 0o755); err != nil {
		return "", fmt.Errorf("release: %w", err)
	}
	goLine, err := goDirective(filepath.Join(b.root, "go.mod"))
	if err != nil {
		return "", err
	}
	work := fmt.Sprintf("%s\n\nuse (\n\t%s\n\t./main\n)\n", goLine, b.root)
	if err := os.WriteFile(filepath.Join(dir, "go.work"), []byte(work), 0o644); err != nil {
		return "", fmt.Errorf("release: %w", err)
	}
	mod := fmt.Sprintf("module cardtable.windows\n\n%s\n", goLine)
	if err := os.WriteFile(filepath.Join(src, "go.mod"), []byte(mod), 0o644); err != nil {
		return "", fmt.Errorf("release: %w", err)
	}
	if err := copyMainPackage(b.root, src); err != nil {
		return "", err
	}
	if err := writeResources(filepath.Join(src, "rsrc_windows_amd64.syso"), b.version); err != nil {
		return "", err
	}
	out := filepath.Join(dir, "cardtable.exe")
	return out, b.goBuild(ctx, src, out, b.ldflags("-H=windowsgui"),
		"GOWORK="+filepath.Join(dir, "go.work"), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0")
}

// web builds the WebAssembly site (cmd/serve's build) into a folder named
// as the zip will unpack it.
func (b *builder) web(ctx context.Context, folder string) (string, error) {
	out := filepath.Join(b.work, "web", folder)
	var log bytes.Buffer
	_, err := webserve.Build(ctx, webserve.BuildOptions{
		Root: b.root, Out: out, Go: b.goCmd, Brotli: b.brotli, Verbose: &log, Version: b.version,
	})
	if err != nil {
		return "", fmt.Errorf("release: web build: %w\n%s", err, log.String())
	}
	return out, nil
}

// goDirective returns the "go 1.x" line of a go.mod, which the scratch
// workspace repeats.
func goDirective(gomod string) (string, error) {
	f, err := os.Open(gomod)
	if err != nil {
		return "", fmt.Errorf("release: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); strings.HasPrefix(line, "go ") {
			return line, nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", fmt.Errorf("release: reading %s: %w", gomod, err)
	}
	return "", fmt.Errorf("release: %s has no go line", gomod)
}

// copyMainPackage copies the main package's Go files (not its tests) from
// root to dst.
func copyMainPackage(root, dst string) error {
	names, err := filepath.Glob(filepath.Join(root, "*.go"))
	if err != nil {
		return fmt.Errorf("release: %w", err)
	}
	n := 0
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		b, err := os.ReadFile(name)
		if err != nil {
			return fmt.Errorf("release: %w", err)
		}
		if err := os.WriteFile(filepath.Join(dst, filepath.Base(name)), b, 0o644); err != nil {
			return fmt.Errorf("release: %w", err)
		}
		n++
	}
	if n == 0 {
		return fmt.Errorf("release: no Go files in %s", root)
	}
	return nil
}

// moduleRoot is the directory of the main module's go.mod.
func moduleRoot(ctx context.Context, goCmd string) (string, error) {
	out, err := exec.CommandContext(ctx, goCmd, "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("release: go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("release: not inside the cardtable module (run from the checkout)")
	}
	return filepath.Dir(gomod), nil
}
