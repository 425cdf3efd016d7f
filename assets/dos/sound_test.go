package dos

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets/sound"
)

// DOS's own sounds are registered, render audibly without clipping or a
// click at the end, and stay under a second: they mark quick table events.
func TestDOSSoundsRegistered(t *testing.T) {
	b := sound.NewBank(sound.Rate)
	for _, id := range []sound.ID{Match, Bonus, Call, Catch, Penalty, RoundWin} {
		pcm, err := b.PCM(id)
		require.NoError(t, err, id)
		secs := float64(len(pcm)) / sound.Rate
		assert.True(t, secs > 0.05 && secs < 1, "%s lasts %.2f s", id, secs)
		r, _ := sound.Lookup(id)
		peak, energy := 0.0, 0.0
		for _, s := range pcm {
			peak = max(peak, math.Abs(float64(s)))
			energy += float64(s) * float64(s)
		}
		assert.InDelta(t, r.Peak, peak, 1e-4, id)
		assert.Greater(t, math.Sqrt(energy/float64(len(pcm))), 0.01, "%s is near silent", id)
		// It fades out rather than ending on a click.
		assert.Less(t, math.Abs(float64(pcm[len(pcm)-1])), 0.05, id)
	}
}

// What a DOS session pays at most for its sounds: every shared sound and
// DOS's own, each rendered once.
func TestRenderCostWithDOS(t *testing.T) {
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
