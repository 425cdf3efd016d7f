package kittens

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets/sound"
)

// Zombie Kittens' own sounds are registered under the game's prefix,
// render audibly without clipping or a click at the end, last between a
// tick and the knell's two strokes, and are all different.
func TestKittensSounds(t *testing.T) {
	want := []sound.ID{"kittens.play", "kittens.explode", "kittens.revive", "kittens.nope", "kittens.now", "kittens.attack",
		"kittens.skip", "kittens.future", "kittens.shuffle_now", "kittens.give", "kittens.dig", "kittens.dead", "kittens.window"}
	assert.ElementsMatch(t, want, Sounds)
	b := sound.NewBank(sound.Rate)
	seen := map[string]sound.ID{}
	for _, id := range Sounds {
		require.True(t, strings.HasPrefix(string(id), ID+"."), id)
		r, ok := sound.Lookup(id)
		require.True(t, ok, id)
		pcm, err := b.PCM(id)
		require.NoError(t, err, id)
		require.Equal(t, int(math.Ceil(r.Length()*sound.Rate)), len(pcm), id)
		secs := float64(len(pcm)) / sound.Rate
		assert.True(t, secs >= 0.04 && secs <= 1.8, "%s lasts %.2f s", id, secs)
		peak, energy := 0.0, 0.0
		for _, s := range pcm {
			peak = max(peak, math.Abs(float64(s)))
			energy += float64(s) * float64(s)
		}
		assert.LessOrEqual(t, peak, 1.0, id)
		assert.InDelta(t, r.Peak, peak, 1e-4, id)
		assert.Greater(t, math.Sqrt(energy/float64(len(pcm))), 0.01, "%s is near silent", id)
		assert.Less(t, math.Abs(float64(pcm[len(pcm)-1])), 0.05, "%s ends on a click", id)
		assert.Equal(t, pcm, r.Render(sound.Rate), "%s renders differently twice", id)
		key := string(func() []byte {
			out := make([]byte, 0, 64)
			for i := 0; i < len(pcm); i += len(pcm)/64 + 1 {
				out = append(out, byte(int(pcm[i]*100)))
			}
			return out
		}())
		if o, dup := seen[key]; dup {
			t.Errorf("%s sounds like %s", id, o)
		}
		seen[key] = id
	}
}

// The explosion is the loudest and among the longest: it is the event of
// the game; the window's tick is the quietest, heard many times a turn.
func TestKittensSoundWeights(t *testing.T) {
	peak := func(id sound.ID) float64 { r, _ := sound.Lookup(id); return r.Peak }
	length := func(id sound.ID) float64 { r, _ := sound.Lookup(id); return r.Length() }
	for _, id := range Sounds {
		if id != Explode {
			assert.Less(t, peak(id), peak(Explode), id)
		}
		if id != Window {
			assert.Greater(t, peak(id), peak(Window), id)
		}
	}
	assert.Greater(t, length(Explode), length(Play)*5)
}

func BenchmarkRenderKittens(b *testing.B) {
	for b.Loop() {
		for _, id := range Sounds {
			r, _ := sound.Lookup(id)
			r.Render(sound.Rate)
		}
	}
}
