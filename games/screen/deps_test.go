package screen

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// shared are the packages every game uses; none of them may reach a game's
// package. Only main, cmd/arena and the lists of games (cardtable/games,
// this package) may.
var shared = []string{
	"cardtable/engine",
	"cardtable/engine/enginetest",
	"cardtable/ai",
	"cardtable/scenes",
	"cardtable/scenes/table",
	"cardtable/scenes/ui",
	"cardtable/scenes/match",
	"cardtable/assets",
	"cardtable/locales",
	"cardtable/records",
	"cardtable/records/stats",
}

// isGame reports whether p is a game's package or a list of games.
func isGame(p string) bool {
	if !strings.HasPrefix(p, "cardtable/") {
		return false
	}
	if p == "cardtable/games" || strings.HasPrefix(p, "cardtable/games/") {
		return true
	}
	for _, seg := range strings.Split(p, "/") {
		switch seg {
		case "flip7", "dos", "cucu", "kittens":
			return true
		}
	}
	return false
}

// TestSharedReachNoGame walks the import graph (go list -deps) from each
// shared package and fails on any path into a game's package.
func TestSharedReachNoGame(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not found")
	}
	args := append([]string{"list", "-deps", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}"}, shared...)
	out, err := exec.Command(goTool, args...).CombinedOutput()
	require.NoError(t, err, "go list: %s", out)
	imports := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		imports[f[0]] = f[1:]
	}
	// reach returns a path from root into a game's package, or nil.
	reach := func(root string) []string {
		prev := map[string]string{root: ""}
		queue := []string{root}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			if isGame(p) {
				var path []string
				for q := p; q != ""; q = prev[q] {
					path = append([]string{q}, path...)
				}
				return path
			}
			for _, q := range imports[p] {
				if _, seen := prev[q]; !seen {
					prev[q] = p
					queue = append(queue, q)
				}
			}
		}
		return nil
	}
	for _, root := range shared {
		if path := reach(root); path != nil {
			t.Errorf("%s reaches a game: %s", root, strings.Join(path, " → "))
		}
	}
}
