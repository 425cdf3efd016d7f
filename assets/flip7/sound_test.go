package flip7

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets/sound"
)

func TestSevenRegistered(t *testing.T) {
	pcm, err := sound.NewBank(sound.Rate).PCM(Seven)
	require.NoError(t, err)
	assert.InDelta(t, 1.3, float64(len(pcm))/sound.Rate, 0.05)
}
