package cucu

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets/sound"
)

// Cucù's own sounds are registered under the game's prefix, render
// audibly without clipping or a click at the end, and stay short: they
// mark quick table events.
func TestCucuSoundsRegistered(t *testing.T) {
	b := sound.NewBank(sound.Rate)
	seen := map[sound.ID]bool{}
	for _, id := range Sounds {
		assert.True(t, strings.HasPrefix(string(id), ID+"."), id)
		assert.False(t, seen[id], "%s listed twice", id)
		seen[id] = true
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
		assert.LessOrEqual(t, peak, 1.0, id)
		assert.InDelta(t, r.Peak, peak, 1e-4, id)
		assert.Greater(t, math.Sqrt(energy/float64(len(pcm))), 0.01, "%s is near silent", id)
		// It fades out rather than ending on a click.
		assert.Less(t, math.Abs(float64(pcm[len(pcm)-1])), 0.05, id)
	}
	for _, id := range []sound.ID{Keep, Ask, Swap, Cuckoo, Hunter, Horse, Cat, Inn, Life, Reveal, Out} {
		assert.True(t, seen[id], "%s missing from Sounds", id)
	}
}

// TestCucuSoundsDiffer: no two of Cucù's sounds render the same samples.
func TestCucuSoundsDiffer(t *testing.T) {
	b := sound.NewBank(sound.Rate)
	seen := map[string]sound.ID{}
	for _, id := range Sounds {
		pcm, err := b.PCM(id)
		require.NoError(t, err)
		key := ""
		for i := 0; i < len(pcm); i += 97 {
			key += string(rune(int(pcm[i]*1000) + 2000))
		}
		if o, dup := seen[key]; dup {
			t.Errorf("%s sounds like %s", id, o)
		}
		seen[key] = id
	}
}
