package records_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The history is plain Go and knows no game (docs/ARCHITECTURE.md §1): it
// reaches neither ebiten nor any game's package, so it is tested headless
// and replays saves through the engine's registry. recordstest may import
// the games; records may not.
func TestNoGameNoEbiten(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not found")
	}
	out, err := exec.Command(goTool, "list", "-deps", "cardtable/records").CombinedOutput()
	require.NoError(t, err, "%s", out)
	deps := strings.Fields(string(out))
	require.Contains(t, deps, "cardtable/engine")
	for _, dep := range deps {
		assert.NotContains(t, dep, "hajimehoshi", "records depends on %s", dep)
		assert.False(t, dep == "cardtable/games" || strings.HasPrefix(dep, "cardtable/engine/") ||
			strings.HasPrefix(dep, "cardtable/ai"), "records depends on %s", dep)
	}
}
