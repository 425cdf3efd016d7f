package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// describe splits a version from scripts/version.sh (git describe): the
// tag, then "-N-gHASH" N commits later, then "-dirty" for uncommitted
// changes: "1.2.0", "1.2.0-rc1-3-gabc1234", "0.1.0-201-g9332c69-dirty".
var describe = regexp.MustCompile(`^(.+?)(?:-(\d+)-g([0-9a-f]+))?(-dirty)?$`)

// parsed is a version taken apart by describe.
type parsed struct {
	base    string // the tag without its v: "1.2.0", "1.2.0-rc1"
	commits string // commits since the tag, "" on the tag itself
	hash    string // abbreviated commit hash when commits != ""
	dirty   bool
}

func parseVersion(v string) (parsed, error) {
	m := describe.FindStringSubmatch(v)
	if m == nil || m[1] == "" || m[1][0] < '0' || m[1][0] > '9' {
		return parsed{}, fmt.Errorf("release: version %q does not start with a number (scripts/version.sh prints one)", v)
	}
	return parsed{base: m[1], commits: m[2], hash: m[3], dirty: m[4] != ""}, nil
}

// debianVersion maps a git describe version to one dpkg accepts and orders
// the way git does: a pre-release tag sorts before its release ("-rc1"
// becomes "~rc1"), later commits and uncommitted changes after it ("+N.gHASH",
// "+dirty"), so "0.1.0-201-g9332c69-dirty" is "0.1.0+201.g9332c69.dirty".
// Debian would read a hyphen as the start of a package revision, and a
// native package has none.
func debianVersion(v string) (string, error) {
	p, err := parseVersion(v)
	if err != nil {
		return "", err
	}
	clean := func(s string) string {
		return strings.Map(func(r rune) rune {
			switch {
			case r >= '0' && r <= '9', r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r == '.', r == '+', r == '~':
				return r
			case r == '-':
				return '~'
			}
			return '.'
		}, s)
	}
	out := clean(p.base)
	var local []string
	if p.commits != "" {
		local = append(local, p.commits, "g"+p.hash)
	}
	if p.dirty {
		local = append(local, "dirty")
	}
	if len(local) > 0 {
		out += "+" + strings.Join(local, ".")
	}
	return out, nil
}

// leadingNumbers reads "1.2.3..." at the start of s, up to n numbers.
var leadingNumbers = regexp.MustCompile(`^(\d+)(?:\.(\d+))?(?:\.(\d+))?`)

// windowsVersion is the four numbers of a Windows version resource: the
// tag's major, minor and patch and the commits since the tag, each capped
// at the 16 bits the resource holds.
func windowsVersion(v string) ([4]uint16, error) {
	var out [4]uint16
	p, err := parseVersion(v)
	if err != nil {
		return out, err
	}
	m := leadingNumbers.FindStringSubmatch(p.base)
	for i, s := range []string{m[1], m[2], m[3], p.commits} {
		if s == "" {
			continue
		}
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return out, fmt.Errorf("release: version %q: %w", v, err)
		}
		out[i] = uint16(min(n, 0xFFFF))
	}
	return out, nil
}
