package sound

func init() {
	Register(Click, Recipe{Peak: 0.5, Voices: []Voice{
		{Wave: Noise, Dur: 0.018, Decay: 0.004, Gain: 0.6, Lowpass: 6000},
		{Wave: Sine, Dur: 0.03, Freq: Note(27), Decay: 0.008, Gain: 1}, // E7
	}})
	// A card leaving the deck: a short brushed whoosh.
	Register(Deal, Recipe{Peak: 0.55, Voices: []Voice{
		{Wave: Noise, Dur: 0.09, Attack: 0.012, Decay: 0.025, Gain: 1, Lowpass: 3500},
		{Wave: Noise, Start: 0.05, Dur: 0.03, Decay: 0.006, Gain: 0.5, Lowpass: 1800},
	}})
	// A card snapped face up: a bright tick over a low knock.
	Register(Flip, Recipe{Peak: 0.6, Voices: []Voice{
		{Wave: Noise, Dur: 0.025, Decay: 0.005, Gain: 1, Lowpass: 7000},
		{Wave: Sine, Dur: 0.07, Freq: 220, FreqEnd: 140, Decay: 0.018, Gain: 0.7},
	}})
	// A card pushed across the felt: soft, slow noise.
	Register(Slide, Recipe{Peak: 0.45, Voices: []Voice{
		{Wave: Noise, Dur: 0.22, Attack: 0.07, Decay: 0.08, Gain: 1, Lowpass: 1500},
	}})
	Register(Shuffle, shuffleRecipe())
	// A falling, buzzing tone over a thud.
	Register(Bust, Recipe{Peak: 0.6, Voices: []Voice{
		{Wave: Square, Dur: 0.5, Freq: Note(-9), FreqEnd: Note(-26), Attack: 0.01, Decay: 0.25, Gain: 0.5, Lowpass: 1200},
		{Wave: Triangle, Dur: 0.5, Freq: Note(-8), FreqEnd: Note(-25), Attack: 0.01, Decay: 0.25, Gain: 0.6},
		{Wave: Noise, Dur: 0.12, Decay: 0.03, Gain: 0.8, Lowpass: 400},
	}})
	// Two rising chime notes (G5, C6): a gentle "your move".
	Register(Turn, Recipe{Peak: 0.45, Voices: []Voice{
		chime(0, Note(10), 0.25),
		chime(0.11, Note(15), 0.3),
	}})
	// A major arpeggio ending on a held chord.
	win := Recipe{Peak: 0.6}
	for i, st := range []int{3, 7, 10, 15} { // C5 E5 G5 C6
		win.Voices = append(win.Voices, chime(float64(i)*0.12, Note(st), 0.9-float64(i)*0.12))
	}
	win.Voices = append(win.Voices, chime(0.5, Note(22), 0.55)) // G6 sparkle
	Register(Win, win)
}

// chime is a bell-like note: a sine with a quieter octave, quick attack and
// a long decay.
func chime(start, freq, dur float64) Voice {
	return Voice{Wave: Triangle, Start: start, Dur: dur, Freq: freq, Attack: 0.005, Decay: dur / 3, Gain: 1, Lowpass: 4 * freq}
}

// Chime is the bell-like note the shared sounds use, for games' own sounds.
func Chime(start, freq, dur float64) Voice { return chime(start, freq, dur) }

// shuffleRecipe is a riffle: a run of short card ticks, slightly irregular
// (from a fixed sequence, so every render is the same), then a settling tap.
func shuffleRecipe() Recipe {
	r := Recipe{Peak: 0.5}
	jitter := uint32(7)
	t := 0.0
	for i := range 16 {
		jitter = jitter*1664525 + 1013904223
		gap := 0.022 + float64(jitter>>24)/255*0.012
		r.Voices = append(r.Voices, Voice{Wave: Noise, Start: t, Dur: 0.02, Decay: 0.005,
			Gain: 0.6 + 0.4*float64(i%3)/2, Lowpass: 5000})
		t += gap
	}
	r.Voices = append(r.Voices, Voice{Wave: Noise, Start: t + 0.06, Dur: 0.06, Decay: 0.015, Gain: 1, Lowpass: 900})
	return r
}
