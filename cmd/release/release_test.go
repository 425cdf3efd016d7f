package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"debug/elf"
	"debug/pe"
	"encoding/binary"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tc-hib/winres"

	"cardtable/assets"
)

// The tests below check the files of make release in the folder
// CARDTABLE_RELEASE names (make release-test); without it they skip, as in
// make test's go test ./cmd/..., which runs before the release is built.

// releaseFile returns the one file of the release matching the pattern
// ("*" stands for the version) and the version it names.
func releaseFile(t *testing.T, pattern string) (path, version string) {
	t.Helper()
	rel := os.Getenv("CARDTABLE_RELEASE")
	if rel == "" {
		t.Skip("CARDTABLE_RELEASE is not set (make release-test sets it)")
	}
	found, err := filepath.Glob(filepath.Join(rel, pattern))
	require.NoError(t, err)
	require.Len(t, found, 1, "one %s in %s", pattern, rel)
	prefix, suffix, _ := strings.Cut(pattern, "*")
	version = strings.TrimSuffix(strings.TrimPrefix(filepath.Base(found[0]), prefix), suffix)
	require.NotEmpty(t, version)
	return found[0], version
}

// dpkgDeb runs dpkg-deb with args and returns its output.
func dpkgDeb(t *testing.T, args ...string) string {
	t.Helper()
	out, err := exec.Command("dpkg-deb", args...).CombinedOutput()
	require.NoError(t, err, "dpkg-deb %s: %s", strings.Join(args, " "), out)
	return string(out)
}

func TestDebPackage(t *testing.T) {
	deb, version := releaseFile(t, "cardtable_*_amd64.deb")
	debVer, err := debianVersion(version)
	require.NoError(t, err)

	fields := controlFields(dpkgDeb(t, "--info", deb, "control"))
	assert.Equal(t, "cardtable", fields["Package"])
	assert.Equal(t, debVer, fields["Version"])
	assert.Equal(t, "amd64", fields["Architecture"])
	assert.Equal(t, "games", fields["Section"])
	assert.Contains(t, fields["Maintainer"], "<")
	assert.Contains(t, fields["Description"], "Bàn Bài")
	assert.NotEmpty(t, fields["Installed-Size"])
	depends := dependsPackages(fields["Depends"])

	contents := dpkgDeb(t, "--contents", deb)
	want := []string{"./" + debBinary, "./" + debDesktop}
	for _, n := range assets.IconSizes {
		want = append(want, "./"+iconPath(n))
	}
	listed := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(contents), "\n") {
		f := strings.Fields(l)
		require.GreaterOrEqual(t, len(f), 6, l)
		listed[f[len(f)-1]] = f[0] + " " + f[1]
	}
	for _, p := range want {
		require.Contains(t, listed, p)
		mode := "-rw-r--r--"
		if p == "./"+debBinary {
			mode = "-rwxr-xr-x"
		}
		assert.Equal(t, mode+" root/root", listed[p], p)
	}

	root := t.TempDir()
	dpkgDeb(t, "-x", deb, root)
	bin := filepath.Join(root, filepath.FromSlash(debBinary))
	desktop, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(debDesktop)))
	require.NoError(t, err)
	checkDesktopEntry(t, string(desktop))
	for _, n := range assets.IconSizes {
		f, err := os.Open(filepath.Join(root, filepath.FromSlash(iconPath(n))))
		require.NoError(t, err)
		img, err := png.Decode(f)
		f.Close()
		require.NoError(t, err, iconPath(n))
		assert.Equal(t, n, img.Bounds().Dx(), iconPath(n))
		assert.Equal(t, n, img.Bounds().Dy(), iconPath(n))
	}

	t.Run("depends", func(t *testing.T) { checkDepends(t, bin, depends) })
	t.Run("version", func(t *testing.T) { checkVersionFlag(t, bin, version) })
	t.Run("title", func(t *testing.T) {
		x := startXvfb(t)
		out := runApp(t, x, bin, 2*time.Minute, "-quit-at", "title")
		assert.Contains(t, out, "scene=title", "the installed binary reaches the title screen")
	})
	t.Run("window icon", func(t *testing.T) {
		x := startXvfb(t)
		sizes := windowIconSizes(t, x, bin)
		assert.ElementsMatch(t, assets.IconSizes, sizes, "the sizes in the window's _NET_WM_ICON")
	})
}

// dependsPackages lists every package a Depends field names, alternatives
// included, without version constraints.
func dependsPackages(field string) []string {
	var out []string
	for _, dep := range strings.Split(field, ",") {
		for _, alt := range strings.Split(dep, "|") {
			name, _, _ := strings.Cut(strings.TrimSpace(alt), " ")
			out = append(out, name)
		}
	}
	return out
}

// dlopened are the libraries Ebitengine loads at run time rather than links
// (GLFW's X11 extensions, the GL library: internal/glfw/x11_init_linbsd.c,
// internal/graphicsdriver/opengl/gl/procaddr_linbsd.go), so no NEEDED entry
// shows them.
var dlopened = []string{"libGL.so.1", "libX11-xcb.so.1", "libXcursor.so.1", "libXext.so.6", "libXi.so.6",
	"libXinerama.so.1", "libXrandr.so.2", "libXrender.so.1", "libXxf86vm.so.1"}

// checkDepends asserts that the package depends on the package providing
// each library the binary links or loads, as found on this machine.
func checkDepends(t *testing.T, bin string, depends []string) {
	f, err := elf.Open(bin)
	require.NoError(t, err)
	needed, err := f.ImportedLibraries()
	f.Close()
	require.NoError(t, err)
	assert.Contains(t, needed, "libasound.so.2", "linked to ALSA")
	assert.Contains(t, needed, "libX11.so.6", "linked to X11")
	libs := append(needed, dlopened...)
	patterns := make([]string, len(libs))
	for i, lib := range libs {
		patterns[i] = "*/" + lib
	}
	// One query for all: each reads dpkg's whole file list.
	out, err := exec.Command("dpkg", append([]string{"-S"}, patterns...)...).CombinedOutput()
	require.NoError(t, err, "which packages have %v: %s", libs, out)
	owners := map[string][]string{} // library → packages
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkgs, file, ok := strings.Cut(l, ": ")
		if !ok {
			continue // "diversion by ..." lines
		}
		for _, p := range strings.Split(pkgs, ", ") {
			name, _, _ := strings.Cut(p, ":")
			owners[filepath.Base(file)] = append(owners[filepath.Base(file)], name)
		}
	}
	for _, lib := range libs {
		require.Contains(t, owners, lib, "no package on this machine has %s", lib)
		assert.True(t, slices.ContainsFunc(owners[lib], func(p string) bool { return slices.Contains(depends, p) }),
			"%s comes from %v, which Depends (%v) does not name", lib, owners[lib], depends)
	}
}

// checkVersionFlag asserts that bin -version prints the release's version,
// with no display to open (as from an SSH session).
func checkVersionFlag(t *testing.T, bin, version string) {
	cmd := exec.Command(bin, "-version")
	cmd.Env = slices.DeleteFunc(os.Environ(), func(kv string) bool {
		return strings.HasPrefix(kv, "DISPLAY=") || strings.HasPrefix(kv, "WAYLAND_DISPLAY=")
	})
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Equal(t, "cardtable "+version+"\n", string(out))
}

// xserver is a virtual X display of a test.
type xserver struct {
	display string // ":N"
	home    string // HOME and XDG folders for the app
}

// startXvfb starts Xvfb on a free display (it writes the number to the
// -displayfd pipe once it accepts clients) and stops it after the test.
func startXvfb(t *testing.T) xserver {
	t.Helper()
	_, err := exec.LookPath("Xvfb")
	require.NoError(t, err, "Xvfb is needed (package xvfb; scripts/deps.sh test installs it)")
	r, w, err := os.Pipe()
	require.NoError(t, err)
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x720x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	var log bytes.Buffer
	cmd.Stderr = &log
	require.NoError(t, cmd.Start())
	w.Close()
	t.Cleanup(func() {
		// SIGTERM lets Xvfb remove its socket and lock file; SIGKILL leaves them.
		cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() {
			cmd.Wait()
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	got := make(chan string, 1)
	go func() {
		b, _ := io.ReadAll(io.LimitReader(r, 16)) // "N\n", then Xvfb keeps the pipe open
		got <- string(b)
	}()
	var num string
	deadline := time.After(30 * time.Second)
	for num == "" {
		select {
		case s := <-got:
			num = strings.TrimSpace(s)
			require.NotEmpty(t, num, "Xvfb gave no display: %s", log.String())
		case <-deadline:
			t.Fatalf("Xvfb did not start: %s", log.String())
		}
	}
	r.Close()
	return xserver{display: ":" + num, home: t.TempDir()}
}

// appCmd is the app on display x with its own settings folder, in English.
func appCmd(ctx context.Context, x xserver, bin string, args ...string) *exec.Cmd {
	args = append([]string{"-config", filepath.Join(x.home, "config"), "-nosound", "-lang", "en"}, args...)
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+x.display, "HOME="+x.home,
		"XDG_CACHE_HOME="+filepath.Join(x.home, "cache"), "XDG_CONFIG_HOME="+filepath.Join(x.home, "config"))
	return cmd
}

// runApp runs the app to its end and returns what it printed.
func runApp(t *testing.T, x xserver, bin string, timeout time.Duration, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	out, err := appCmd(ctx, x, bin, args...).CombinedOutput()
	require.NoError(t, err, "%s %s: %s", bin, strings.Join(args, " "), out)
	return string(out)
}

func TestLinuxArchive(t *testing.T) {
	tgz, version := releaseFile(t, "cardtable-*-linux-amd64.tar.gz")
	folder := fileNames(version).linuxDir
	f, err := os.Open(tgz)
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	tr := tar.NewReader(zr)
	dir := t.TempDir()
	modes := map[string]int64{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		modes[h.Name] = h.Mode
		if h.Typeflag != tar.TypeReg {
			continue
		}
		require.True(t, strings.HasPrefix(h.Name, folder+"/"), "%s is inside %s/", h.Name, folder)
		b, err := io.ReadAll(tr)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, filepath.Base(h.Name)), b, os.FileMode(h.Mode)))
	}
	assert.Equal(t, map[string]int64{folder + "/": 0o755, folder + "/cardtable": 0o755,
		folder + "/cardtable.png": 0o644, folder + "/README.txt": 0o644}, modes)

	icon, err := os.Open(filepath.Join(dir, "cardtable.png"))
	require.NoError(t, err)
	img, err := png.Decode(icon)
	icon.Close()
	require.NoError(t, err)
	assert.Equal(t, 256, img.Bounds().Dx())
	readme, err := os.ReadFile(filepath.Join(dir, "README.txt"))
	require.NoError(t, err)
	assert.Contains(t, string(readme), "Card Table "+version)
	assert.Contains(t, string(readme), "./cardtable")
	checkVersionFlag(t, filepath.Join(dir, "cardtable"), version)
}

func TestWindowsZip(t *testing.T) {
	path, version := releaseFile(t, "cardtable-*-windows-amd64.zip")
	folder := fileNames(version).winDir
	zr, err := zip.OpenReader(path)
	require.NoError(t, err)
	defer zr.Close()
	got := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		require.NoError(t, err)
		b, err := io.ReadAll(rc)
		rc.Close()
		require.NoError(t, err)
		got[f.Name] = b
	}
	require.Len(t, got, 2)
	exe, readme := got[folder+"/cardtable.exe"], got[folder+"/README.txt"]
	require.NotEmpty(t, exe)
	assert.Contains(t, string(readme), "Card Table "+version)
	assert.Contains(t, string(readme), "cardtable.exe")
	assert.Equal(t, strings.Count(string(readme), "\n"), strings.Count(string(readme), "\r\n"), "README.txt has Windows line ends")

	f, err := pe.NewFile(bytes.NewReader(exe))
	require.NoError(t, err)
	defer f.Close()
	assert.Equal(t, uint16(pe.IMAGE_FILE_MACHINE_AMD64), f.Machine)
	opt, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	require.True(t, ok, "a 64-bit optional header")
	assert.Equal(t, uint16(pe.IMAGE_SUBSYSTEM_WINDOWS_GUI), opt.Subsystem, "a GUI program: no console window")

	// The resource directory's top level lists the resource types.
	dirEntry := opt.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_RESOURCE]
	require.NotZero(t, dirEntry.Size, "a resource directory")
	rsrc := f.Section(".rsrc")
	require.NotNil(t, rsrc, "a .rsrc section")
	assert.Equal(t, rsrc.VirtualAddress, dirEntry.VirtualAddress)
	data, err := rsrc.Data()
	require.NoError(t, err)
	require.Greater(t, len(data), 16)
	named, ids := binary.LittleEndian.Uint16(data[12:]), binary.LittleEndian.Uint16(data[14:])
	var types []uint32
	for i := range int(named) + int(ids) {
		off := 16 + 8*i
		require.LessOrEqual(t, off+8, len(data))
		types = append(types, binary.LittleEndian.Uint32(data[off:]))
	}
	const rtIcon, rtGroupIcon, rtVersion = 3, 14, 16
	assert.Subset(t, types, []uint32{rtIcon, rtGroupIcon, rtVersion}, "icon images, an icon group, version info")

	rs, err := winres.LoadFromEXE(bytes.NewReader(exe))
	require.NoError(t, err)
	checkResources(t, rs, version)
}
