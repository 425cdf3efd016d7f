package match

import (
	"os/exec"
	"strings"
	"testing"
)

// The package must stay free of ebiten, directly or not (DESIGN §1, §8), so
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
		if strings.Contains(dep, "ebiten") || strings.Contains(dep, "hajimehoshi") {
			t.Fatalf("scenes/match depends on %s", dep)
		}
	}
}
