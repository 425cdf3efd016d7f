package sound

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSharedSoundsRegistered(t *testing.T) {
	for _, id := range []ID{Deal, Flip, Slide, Shuffle, Bust, Win, Click, Turn} {
		_, ok := Lookup(id)
		assert.True(t, ok, id)
	}
}

// Every registered sound is audible, never clips and lasts what its
// recipe says, between a click's few milliseconds and two seconds.
func TestSoundsRender(t *testing.T) {
	b := NewBank(Rate)
	for _, id := range IDs() {
		r, _ := Lookup(id)
		pcm, err := b.PCM(id)
		require.NoError(t, err, id)
		assert.Equal(t, int(math.Ceil(r.Length()*Rate)), len(pcm), id)
		secs := float64(len(pcm)) / Rate
		assert.True(t, secs >= 0.015 && secs <= 2, "%s lasts %.3f s", id, secs)
		peak, energy := 0.0, 0.0
		for _, s := range pcm {
			peak = max(peak, math.Abs(float64(s)))
			energy += float64(s) * float64(s)
		}
		assert.LessOrEqual(t, peak, 1.0, id)
		assert.InDelta(t, r.Peak, peak, 1e-4, id)
		assert.Greater(t, math.Sqrt(energy/float64(len(pcm))), 0.01, "%s is near silent", id)
		// The last samples fade out, so the sound ends without a click.
		assert.Less(t, math.Abs(float64(pcm[len(pcm)-1])), 0.05, id)
	}
}

func TestRenderDeterministic(t *testing.T) {
	for _, id := range IDs() {
		r, _ := Lookup(id)
		assert.Equal(t, r.Render(Rate), r.Render(Rate), id)
	}
}

func TestBankCachesAndRejectsUnknown(t *testing.T) {
	b := NewBank(Rate)
	a1, err := b.PCM(Flip)
	require.NoError(t, err)
	a2, _ := b.PCM(Flip)
	assert.Same(t, &a1[0], &a2[0])
	_, err = b.PCM("nope.never")
	require.ErrorIs(t, err, ErrUnknown)
}

// The cost of rendering every sound once, the most a session pays.
func TestRenderCost(t *testing.T) {
	start := time.Now()
	total := 0
	for _, id := range IDs() {
		r, _ := Lookup(id)
		total += len(r.Render(Rate))
	}
	d := time.Since(start)
	t.Logf("%d sounds, %.2f s of audio, rendered in %v", len(IDs()), float64(total)/Rate, d)
	if !testing.Short() {
		assert.Less(t, d, 500*time.Millisecond)
	}
}

func BenchmarkRenderAll(b *testing.B) {
	for b.Loop() {
		for _, id := range IDs() {
			r, _ := Lookup(id)
			r.Render(Rate)
		}
	}
}
