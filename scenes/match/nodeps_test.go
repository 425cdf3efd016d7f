package match

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The package must stay free of ebiten, directly or not (docs/ARCHITECTURE.md §1), so
// its tests run without a display.
func TestNoEbitenDependency(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not found")
	}
	out, err := exec.Command(goTool, "list", "-deps", "cardtable/scenes/match").CombinedOutput()
	if err != nil {
		t.Skipf("go list: %v: %s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		assert.NotContains(t, dep, "ebiten", "scenes/match depends on %s", dep)
		assert.NotContains(t, dep, "hajimehoshi", "scenes/match depends on %s", dep)
	}
	// No game either: the match sees games through the registry only (its
	// own imports; package ai still lists Flip 7's bots).
	out, err = exec.Command(goTool, "list", "-f", `{{join .Imports " "}}`, "cardtable/scenes/match").CombinedOutput()
	require.NoError(t, err, "%s", out)
	for _, imp := range strings.Fields(string(out)) {
		assert.False(t, strings.HasPrefix(imp, "cardtable/engine/"), "scenes/match imports the game %s", imp)
	}
}
