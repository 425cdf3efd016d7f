package sfx

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets/sound"
)

func TestStereoF32(t *testing.T) {
	b := stereoF32([]float32{0.5, -0.25})
	require.Len(t, b, 16)
	for i, want := range []float32{0.5, 0.5, -0.25, -0.25} {
		assert.Equal(t, want, math.Float32frombits(binary.LittleEndian.Uint32(b[i*4:])))
	}
}

// The zero Player is silent and never fails.
func TestZeroPlayerSilent(t *testing.T) {
	var p Player
	p.Play(sound.Flip)
	p.SetVolume(50, true)
	assert.False(t, p.Enabled())
}

// A machine without a sound card (a container, a CI runner) has no default
// device: the player stays silent instead of failing the game loop. The
// default is pointed at a card that exists nowhere, so the test means the
// same on a machine with sound.
func TestProbeNoDevice(t *testing.T) {
	dir := t.TempDir()
	conf := filepath.Join(dir, "alsa.conf")
	require.NoError(t, os.WriteFile(conf, []byte("</usr/share/alsa/alsa.conf>\npcm.!default { type hw card 31 }\n"), 0o644))
	t.Setenv("ALSA_CONFIG_PATH", conf)
	start := time.Now()
	assert.False(t, deviceUsable(sound.Rate))
	t.Logf("probe (no device, ALSA's configuration read): %v", time.Since(start))
}

// ALSA's null device takes the probe's format: a machine set up like the
// tests (ALSA_CONFIG_PATH with the null device) gets a working context.
func TestProbeNullDevice(t *testing.T) {
	dir := t.TempDir()
	conf := filepath.Join(dir, "alsa.conf")
	require.NoError(t, os.WriteFile(conf, []byte(NullALSAConfig), 0o644))
	t.Setenv("ALSA_CONFIG_PATH", conf)
	start := time.Now()
	assert.True(t, deviceUsable(sound.Rate))
	t.Logf("probe (null device): %v", time.Since(start))
}

// Prepare renders every sound ahead of use; a silent player has nothing to
// prepare.
func TestPrepare(t *testing.T) {
	var silent Player
	silent.Prepare()
	p := &Player{bank: sound.NewBank(sound.Rate), bytes: map[sound.ID][]byte{}}
	for _, id := range sound.IDs() {
		b, err := p.data(id)
		require.NoError(t, err)
		pcm, _ := p.bank.PCM(id)
		assert.Len(t, b, 8*len(pcm), id)
	}
}
