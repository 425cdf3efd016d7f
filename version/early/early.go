// Package early answers the desktop program's -version flag while packages
// are still being initialised. Ebitengine sets up GLFW in its own init and
// panics without a display, so a flag read in main is never reached from a
// terminal without X (an SSH session, a script, CI). Go initialises
// packages in the order of their import paths as far as their imports
// allow; this one imports only the standard library and cardtable/version,
// and "cardtable/" sorts before "github.com/hajimehoshi/ebiten", so its
// init runs first. main_desktop.go imports it for that side effect.
package early

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"cardtable/version"
)

func init() {
	if Requested(os.Args[1:]) {
		Print(os.Stdout)
		os.Exit(0)
	}
}

// Requested reports whether args ask for the version before any "--", in
// any spelling the flag package takes: -version, --version, -version=true,
// -version=1...
func Requested(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(a, "-"), "=")
		if name != "-version" && name != "version" || !strings.HasPrefix(a, "-") {
			continue
		}
		if !hasValue {
			return true
		}
		if on, err := strconv.ParseBool(value); err == nil {
			return on
		}
	}
	return false
}

// Print writes the line -version prints: "cardtable 1.2.0".
func Print(w io.Writer) {
	fmt.Fprintln(w, "cardtable", version.String())
}
