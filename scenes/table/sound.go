package table

import (
	"cardtable/assets/sound"
	"cardtable/engine"
)

// Sink plays sounds: the audio player in the app, a Recorder in tests.
// The id "" is no sound.
type Sink interface {
	Play(id sound.ID)
}

// Silent is a Sink that plays nothing (no audio device, sound disabled).
type Silent struct{}

// Play does nothing.
func (Silent) Play(sound.ID) {}

// Recorder is a Sink that keeps the ids asked for, in order (tests).
type Recorder struct{ IDs []sound.ID }

// Play records id ("" is no sound and is not recorded).
func (r *Recorder) Play(id sound.ID) {
	if id != "" {
		r.IDs = append(r.IDs, id)
	}
}

// Count is how many times id was asked for.
func (r *Recorder) Count(id sound.ID) int {
	n := 0
	for _, x := range r.IDs {
		if x == id {
			n++
		}
	}
	return n
}

// Sounds maps one game's events to the sounds they make ("" for none):
// each game names its own, from the shared ids or ones it registered.
type Sounds func(ev engine.Event) sound.ID

var soundMaps = map[string]Sounds{}

// RegisterSounds sets game's mapping from events to sounds; a game's scenes
// package calls it from init.
func RegisterSounds(game string, s Sounds) { soundMaps[game] = s }

// SoundOf is the sound of ev in game, "" for none (or a game without
// sounds).
func SoundOf(game string, ev engine.Event) sound.ID {
	if s, ok := soundMaps[game]; ok {
		return s(ev)
	}
	return ""
}
