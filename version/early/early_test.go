package early

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/version"
)

func TestRequested(t *testing.T) {
	for _, args := range [][]string{{"-version"}, {"--version"}, {"-version=true"}, {"--version=1"}, {"-version=T"},
		{"-lang", "en", "-version"}} {
		assert.True(t, Requested(args), "%q", args)
	}
	for _, args := range [][]string{nil, {"-lang", "en"}, {"-version=false"}, {"--", "-version"}, {"-versions"},
		{"version"}, {"---version"}} {
		assert.False(t, Requested(args), "%q", args)
	}
}

func TestPrint(t *testing.T) {
	var b bytes.Buffer
	Print(&b)
	assert.Equal(t, "cardtable "+version.String()+"\n", b.String())
}
