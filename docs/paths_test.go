// Package docs holds the project's documents; its test keeps them true.
package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pathLike is a backticked token that names a file or folder of the tree:
// letters, digits and _ . - / * only, with a slash or a file extension.
var pathLike = regexp.MustCompile("`([A-Za-z0-9_.*/-]+)`")

// TestArchitecturePathsExist fails when docs/ARCHITECTURE.md names a path
// that the tree does not have, so the newcomer's map cannot drift from the
// code. A trailing "/" names a folder; "*" is a glob that must match.
func TestArchitecturePathsExist(t *testing.T) {
	data, err := os.ReadFile("ARCHITECTURE.md")
	require.NoError(t, err)
	checked := 0
	for _, m := range pathLike.FindAllStringSubmatch(string(data), -1) {
		p := m[1]
		if !strings.Contains(p, "/") && filepath.Ext(p) == "" {
			continue // an identifier, not a path
		}
		if first, _, _ := strings.Cut(p, "/"); strings.Contains(first, ".") && !strings.HasPrefix(first, ".") && filepath.Ext(p) == "" {
			continue // an import path outside the module (github.com/...)
		}
		if !strings.Contains(p, "/") && !fileAtRoot(p) {
			continue // a file name mentioned alone, found below
		}
		checked++
		matches, err := filepath.Glob(filepath.Join("..", strings.TrimSuffix(p, "/")))
		require.NoError(t, err, p)
		assert.NotEmpty(t, matches, "docs/ARCHITECTURE.md names %s, which does not exist", p)
	}
	assert.Greater(t, checked, 20, "the check found too few paths to be checking anything")
}

// TestArchitectureLayoutExists checks the layout block (the first fenced
// block): each line's first names, nested by indentation, are paths.
func TestArchitectureLayoutExists(t *testing.T) {
	data, err := os.ReadFile("ARCHITECTURE.md")
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(data), "```\n")
	require.True(t, ok, "no layout block")
	block, _, ok := strings.Cut(rest, "```")
	require.True(t, ok, "layout block not closed")
	var parents []string // parents[d] is the folder at indentation depth d
	checked := 0
	for _, line := range strings.Split(block, "\n") {
		trimmed := strings.TrimLeft(line, " ")
		depth := (len(line) - len(trimmed)) / 2
		names := strings.Split(strings.SplitN(trimmed, "  ", 2)[0], ", ")
		for _, name := range names {
			name = strings.TrimSpace(name)
			if name == "" || !(strings.HasSuffix(name, "/") || filepath.Ext(name) != "") {
				continue
			}
			if depth > len(parents) {
				continue // a description's continuation line
			}
			p := strings.Join(append(append([]string{}, parents[:depth]...), name), "")
			_, err := os.Stat(filepath.Join("..", p))
			assert.NoError(t, err, "the layout names %s", p)
			checked++
			if strings.HasSuffix(name, "/") {
				parents = append(parents[:depth], name)
			}
		}
	}
	assert.Greater(t, checked, 20, "the layout check found too few paths")
}

// fileAtRoot reports whether a bare file name is meant at the repository's
// root (README.md, Makefile, go.mod…).
func fileAtRoot(name string) bool {
	_, err := os.Stat(filepath.Join("..", name))
	return err == nil || name == "go.mod" || name == "Makefile"
}
