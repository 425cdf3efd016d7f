package flip7

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets/sound"
)

func TestSevenRegistered(t *testing.T) {
	pcm, err := sound.NewBank(sound.Rate).PCM(Seven)
	require.NoError(t, err)
	assert.InDelta(t, 1.3, float64(len(pcm))/sound.Rate, 0.05)
}

// What a Flip 7 session pays at most for its sounds: every shared sound
// and Flip 7's own, each rendered once.
func TestRenderCostWithFlip7(t *testing.T) {
	start := time.Now()
	b := sound.NewBank(sound.Rate)
	total := 0
	for _, id := range sound.IDs() {
		pcm, err := b.PCM(id)
		require.NoError(t, err)
		total += len(pcm)
	}
	t.Logf("%d sounds, %.2f s of audio, rendered in %v", len(sound.IDs()), float64(total)/sound.Rate, time.Since(start))
}
