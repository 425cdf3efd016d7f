package dosai

import (
	"testing"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"

	"github.com/stretchr/testify/require"
)

// seeded is a bot random source for tests, derived as the app derives one.
func seeded(seed uint64, parts ...uint64) *engine.RNG {
	r := engine.Derive(seed, parts...)
	return &r
}

func mustBot(t testing.TB, level string) ai.Bot {
	b, err := ai.New(dos.Descriptor.ID, level)
	require.NoError(t, err)
	return b
}
