package version

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestResolve(t *testing.T) {
	info := func(settings ...debug.BuildSetting) func() (*debug.BuildInfo, bool) {
		return func() (*debug.BuildInfo, bool) { return &debug.BuildInfo{Settings: settings}, true }
	}
	none := func() (*debug.BuildInfo, bool) { return nil, false }
	assert.Equal(t, "1.2.0-3-gabc1234", resolve("1.2.0-3-gabc1234", none))
	assert.Equal(t, "dev", resolve("", none))
	assert.Equal(t, "dev", resolve("", info()))
	assert.Equal(t, "0.0.0-g0123456", resolve("", info(debug.BuildSetting{Key: "vcs.revision", Value: "0123456789abcdef"})))
	assert.Equal(t, "0.0.0-g0123456-dirty", resolve("", info(
		debug.BuildSetting{Key: "vcs.revision", Value: "0123456789abcdef"},
		debug.BuildSetting{Key: "vcs.modified", Value: "true"})))
}
