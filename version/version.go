// Package version is the program's version: set at build time from
// `git describe` (scripts/version.sh, through -ldflags "-X"), else taken from
// the revision Go records in the binary, else "dev".
package version

import (
	"runtime/debug"
	"sync"
)

// Set is filled in by the linker: -ldflags "-X cardtable/version.Set=1.2.3".
var Set string

var (
	once  sync.Once
	value string
)

// String returns the version.
func String() string {
	once.Do(func() { value = resolve(Set, debug.ReadBuildInfo) })
	return value
}

// resolve prefers the linker's value, then the build's VCS revision.
func resolve(set string, info func() (*debug.BuildInfo, bool)) string {
	if set != "" {
		return set
	}
	bi, ok := info()
	if !ok {
		return "dev"
	}
	rev, dirty := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 7 {
		rev = rev[:7]
	}
	v := "0.0.0-g" + rev
	if dirty {
		v += "-dirty"
	}
	return v
}
