package players

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The records packages are plain Go (docs/ARCHITECTURE.md §1): no ebiten,
// directly or not, so their tests run without a display.
func TestNoEbitenDependency(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go tool not found")
	}
	for _, pkg := range []string{"cardtable/records/players", "cardtable/records/dealcode"} {
		out, err := exec.Command(goTool, "list", "-deps", pkg).CombinedOutput()
		if err != nil {
			t.Skipf("go list: %v: %s", err, out)
		}
		for _, dep := range strings.Fields(string(out)) {
			assert.NotContains(t, dep, "hajimehoshi", "%s depends on %s", pkg, dep)
			assert.False(t, strings.HasPrefix(dep, "cardtable/engine/"), "%s reaches the game %s", pkg, dep)
		}
	}
}
