package ai

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The shared package names no game: its dependencies reach no game
// package (each game's bots live in ai/<game> and register themselves).
func TestNoGameDependency(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not found")
	}
	out, err := exec.Command(goTool, "list", "-deps", "cardtable/ai").CombinedOutput()
	require.NoError(t, err, "go list: %s", out)
	for _, dep := range strings.Fields(string(out)) {
		if dep == "cardtable/ai" || dep == "cardtable/engine" || !strings.HasPrefix(dep, "cardtable/") {
			continue
		}
		t.Errorf("package ai depends on %s", dep)
	}
}
