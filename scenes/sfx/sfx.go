// Package sfx plays the sound effects of assets/sound through Ebitengine's
// audio. With no usable audio device it stays silent: the app never fails
// for lack of sound.
package sfx

import (
	"encoding/binary"
	"math"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"cardtable/assets/sound"
)

// maxVoices bounds the sounds playing at once: at high speed a burst of
// events would otherwise pile dozens of players into noise.
const maxVoices = 8

// minGap is the shortest time between two starts of the same sound.
const minGap = 40 * time.Millisecond

// Player plays sounds by id (a table.Sink). Its zero value is silent.
type Player struct {
	ctx     *audio.Context
	bank    *sound.Bank
	mu      sync.Mutex
	bytes   map[sound.ID][]byte // stereo float32 PCM, per sound
	playing []*audio.Player
	last    map[sound.ID]time.Time
	volume  float64
	muted   bool
	played  int
}

// New opens the audio output, or returns a silent player when no device
// can play (a machine without a sound card, a virtual display). Ebitengine
// allows one audio context per process, so a second Player shares the
// first one's.
func New() *Player {
	p := &Player{volume: 1, bytes: map[sound.ID][]byte{}, last: map[sound.ID]time.Time{}}
	if c := audio.CurrentContext(); c != nil {
		p.ctx = c
	} else if deviceUsable(sound.Rate) {
		// Ebitengine reports a failing audio device as an error of the game
		// loop, ending the program: the device is probed first for that.
		p.ctx = audio.NewContext(sound.Rate)
	}
	if p.ctx != nil {
		p.bank = sound.NewBank(p.ctx.SampleRate())
	}
	return p
}

// Enabled reports whether sounds reach an audio device.
func (p *Player) Enabled() bool { return p.ctx != nil }

// SetVolume sets the level (0–100) and mute of every later sound.
func (p *Player) SetVolume(volume int, muted bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.volume = float64(max(0, min(volume, 100))) / 100
	p.muted = muted
}

// Play starts id. It never fails: an unknown id or a sound that cannot
// play is skipped.
func (p *Player) Play(id sound.ID) {
	if p.ctx == nil || id == "" {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	// Before the first click or key in a browser, the output is not ready
	// yet: sounds asked for then are dropped, not played in a burst later.
	if p.muted || p.volume == 0 || !p.ctx.IsReady() {
		return
	}
	now := time.Now()
	if now.Sub(p.last[id]) < minGap {
		return
	}
	p.prune()
	if len(p.playing) >= maxVoices {
		return
	}
	data, err := p.data(id)
	if err != nil {
		return
	}
	ap := p.ctx.NewPlayerF32FromBytes(data)
	ap.SetVolume(p.volume)
	ap.Play()
	// The player is kept until it ends: one collected while playing stops.
	p.playing = append(p.playing, ap)
	p.last[id] = now
	p.played++
}

// Played is how many sounds were started on the device.
func (p *Player) Played() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.played
}

// data is id's PCM as the audio context takes it, rendered on first use;
// p.mu is held.
func (p *Player) data(id sound.ID) ([]byte, error) {
	if b, ok := p.bytes[id]; ok {
		return b, nil
	}
	pcm, err := p.bank.PCM(id)
	if err != nil {
		return nil, err
	}
	b := stereoF32(pcm)
	p.bytes[id] = b
	return b, nil
}

// Prepare renders every registered sound ahead of its first use, pausing
// between sounds: run on a goroutine after the first frame, it keeps the
// rendering out of Update (in a browser a goroutine runs only while the
// page is otherwise idle, so it must hand the thread back).
func (p *Player) Prepare() {
	if p.ctx == nil {
		return
	}
	for _, id := range sound.IDs() {
		p.mu.Lock()
		_, _ = p.data(id)
		p.mu.Unlock()
		time.Sleep(2 * time.Millisecond)
	}
}

// prune closes the players that finished.
func (p *Player) prune() {
	keep := p.playing[:0]
	for _, ap := range p.playing {
		if ap.IsPlaying() {
			keep = append(keep, ap)
		} else {
			ap.Close()
		}
	}
	clear(p.playing[len(keep):])
	p.playing = keep
}

// stereoF32 encodes mono samples as the interleaved little-endian float32
// stereo frames Ebitengine plays.
func stereoF32(pcm []float32) []byte {
	out := make([]byte, len(pcm)*8)
	for i, s := range pcm {
		b := math.Float32bits(s)
		binary.LittleEndian.PutUint32(out[i*8:], b)
		binary.LittleEndian.PutUint32(out[i*8+4:], b)
	}
	return out
}
