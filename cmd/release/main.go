// Command release writes the installable files of one version of Card
// Table (what make release runs):
//
//	go run ./cmd/release -out release -version "$(scripts/version.sh)"
//
// into the -out folder:
//
//	cardtable_<version>_amd64.deb          Debian package: /usr/bin/cardtable, desktop entry, hicolor icons
//	cardtable-<version>-linux-amd64.tar.gz the Linux binary, its icon, a README
//	cardtable-<version>-windows-amd64.zip  cardtable.exe (GUI, icon and version resources), a README
//	cardtable-<version>-web.zip            the WebAssembly site (cmd/serve's build) and SERVE.txt
//
// The three programs are built at once, each with -trimpath and the version
// linked in. It needs Linux on amd64 with cgo (scripts/deps.sh run) and
// dpkg-deb. The tests of this package check the files when
// CARDTABLE_RELEASE names the folder (make release-test).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"sync"
	"time"
)

func main() {
	out := flag.String("out", "release", "folder to write the files to (created if missing)")
	ver := flag.String("version", "", "the version (scripts/version.sh); required")
	brotliQ := flag.Int("brotli", 11, "brotli `quality` (0-11) of the web bundle's .br copies")
	goCmd := flag.String("go", "go", "the go command")
	flag.Parse()
	log.SetFlags(0)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, *out, *ver, *brotliQ, *goCmd); err != nil {
		log.Fatal(err)
	}
}

// names are the release's file names for one version.
type names struct {
	deb, tarball, winZip, webZip string
	linuxDir, winDir, webDir     string // the folder each archive unpacks to
}

func fileNames(version string) names {
	return names{
		deb:      "cardtable_" + version + "_amd64.deb",
		tarball:  "cardtable-" + version + "-linux-amd64.tar.gz",
		winZip:   "cardtable-" + version + "-windows-amd64.zip",
		webZip:   "cardtable-" + version + "-web.zip",
		linuxDir: "cardtable-" + version + "-linux-amd64",
		winDir:   "cardtable-" + version + "-windows-amd64",
		webDir:   "cardtable-" + version + "-web",
	}
}

func run(ctx context.Context, out, version string, brotliQ int, goCmd string) error {
	if version == "" {
		return errors.New("release: -version is required (make release passes scripts/version.sh)")
	}
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		return fmt.Errorf("release: the Linux build needs cgo on linux/amd64, not %s/%s", runtime.GOOS, runtime.GOARCH)
	}
	debVer, err := debianVersion(version)
	if err != nil {
		return err
	}
	root, err := moduleRoot(ctx, goCmd)
	if err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "cardtable-release-")
	if err != nil {
		return fmt.Errorf("release: %w", err)
	}
	defer os.RemoveAll(work)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return fmt.Errorf("release: %w", err)
	}
	n := fileNames(version)
	m := meta{Version: version, DebVersion: debVer}
	b := &builder{root: root, work: work, goCmd: goCmd, version: version, brotli: brotliQ}

	start := time.Now()
	var linuxBin, winExe, site string
	err = parallel(ctx,
		timed("linux/amd64 binary built in", func(ctx context.Context) (err error) { linuxBin, err = b.linux(ctx); return }),
		timed("windows/amd64 cardtable.exe built in", func(ctx context.Context) (err error) { winExe, err = b.windows(ctx); return }),
		timed("web site built in", func(ctx context.Context) (err error) { site, err = b.web(ctx, n.webDir); return }),
	)
	if err != nil {
		return err
	}
	log.Printf("built in %s", time.Since(start).Round(100*time.Millisecond))

	stamp := time.Now().Truncate(time.Second)
	err = parallel(ctx,
		timed(n.deb+" written in", func(ctx context.Context) error {
			return buildDeb(ctx, filepath.Join(work, "deb"), linuxBin, filepath.Join(out, n.deb), m)
		}),
		timed(n.tarball+" written in", func(context.Context) error {
			return writeLinuxTarball(filepath.Join(out, n.tarball), n.linuxDir, linuxBin, m, stamp)
		}),
		timed(n.winZip+" written in", func(context.Context) error {
			return writeWindowsZip(filepath.Join(out, n.winZip), n.winDir, winExe, m, stamp)
		}),
		timed(n.webZip+" written in", func(context.Context) error {
			return writeWebZip(filepath.Join(out, n.webZip), n.webDir, site, m, stamp)
		}),
	)
	if err != nil {
		return err
	}
	for _, f := range []string{n.deb, n.tarball, n.winZip, n.webZip} {
		info, err := os.Stat(filepath.Join(out, f))
		if err != nil {
			return fmt.Errorf("release: %w", err)
		}
		fmt.Printf("%s/%s\t%d bytes (%.2f MiB)\n", out, f, info.Size(), float64(info.Size())/(1<<20))
	}
	log.Printf("release %s (Debian version %s) in %s", version, debVer, time.Since(start).Round(100*time.Millisecond))
	return nil
}

// timed logs how long a step took once it succeeds: "what 1.2s".
func timed(what string, f func(context.Context) error) func(context.Context) error {
	return func(ctx context.Context) error {
		t := time.Now()
		if err := f(ctx); err != nil {
			return err
		}
		log.Printf("%s %s", what, time.Since(t).Round(100*time.Millisecond))
		return nil
	}
}

// parallel runs the steps at once; the first failure cancels the others.
func parallel(ctx context.Context, steps ...func(context.Context) error) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var wg sync.WaitGroup
	for _, step := range steps {
		wg.Go(func() {
			if err := step(ctx); err != nil {
				cancel(err)
			}
		})
	}
	wg.Wait()
	return context.Cause(ctx)
}
