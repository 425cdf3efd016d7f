package cucu

import "cardtable/assets/sound"

// Cucù's own sounds. The shared ones cover the rest: sound.Deal for a card
// dealt from the bottom of the pack or taken from its top (the dealer's
// swap, CU-4.8), sound.Shuffle for the round's new pack, sound.Turn for a
// human's decision and sound.Win for the match.
const (
	// Keep is a player keeping their card (CU-4.1): a card pressed flat on
	// the felt, a soft low tap.
	Keep sound.ID = "cucu.keep"
	// Ask is a request to exchange (CU-4.1): two knocks on wood, as on the
	// next player's door.
	Ask sound.ID = "cucu.ask"
	// Swap is two cards exchanged (CU-4.2): two slides crossing, the second
	// a little brighter.
	Swap sound.ID = "cucu.swap"
	// Cuckoo is the Cuckoo revealed and refusing (CU-4.3): the bird's call,
	// two falling notes.
	Cuckoo sound.ID = "cucu.cuckoo"
	// Hunter is the Hunter revealed (CU-4.4): a shot, then the hunting horn
	// sounds two notes.
	Hunter sound.ID = "cucu.hunter"
	// Horse is the Horse revealed (CU-4.5): a gallop of four hoofbeats while
	// the request jumps a seat.
	Horse sound.ID = "cucu.horse"
	// Cat is the Cat revealed (CU-4.6): a meow, a nasal tone gliding up and
	// down again.
	Cat sound.ID = "cucu.cat"
	// Undo is the Cat's run of swaps undone (CU-4.6): quick falling flicks
	// as the cards fly back along the chain.
	Undo sound.ID = "cucu.undo"
	// Inn is the Inn revealed (CU-4.7): the bell over the inn's door, rung
	// twice.
	Inn sound.ID = "cucu.inn"
	// Cover is the innkeeper accepting to cover a Nothing (CU-4.7): two
	// coins clinking on the counter.
	Cover sound.ID = "cucu.cover"
	// Life is a life lost (CU-2.2, to a Hunter, a Cat or the showdown): a
	// soft thump under a falling whistle.
	Life sound.ID = "cucu.life"
	// Reveal is the showdown (CU-5.1): every card snapped face up, a quick
	// run of flips rising to a bright chord.
	Reveal sound.ID = "cucu.reveal"
	// Out is a player knocked out, at 0 lives (CU-2.4, CU-4.9): three low
	// falling notes and a thud.
	Out sound.ID = "cucu.out"
)

// Sounds lists Cucù's own sounds.
var Sounds = []sound.ID{Keep, Ask, Swap, Cuckoo, Hunter, Horse, Cat, Undo, Inn, Cover, Life, Reveal, Out}

func init() {
	sound.Register(Keep, sound.Recipe{Peak: 0.5, Voices: []sound.Voice{
		{Wave: sound.Noise, Dur: 0.025, Decay: 0.006, Gain: 0.6, Lowpass: 2500},
		{Wave: sound.Sine, Dur: 0.12, Freq: 190, FreqEnd: 120, Decay: 0.03, Gain: 1},
	}})
	ask := sound.Recipe{Peak: 0.6}
	for _, at := range []float64{0, 0.15} {
		ask.Voices = append(ask.Voices,
			sound.Voice{Wave: sound.Noise, Start: at, Dur: 0.05, Decay: 0.01, Gain: 0.9, Lowpass: 1100},
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.09, Freq: 240, FreqEnd: 170, Decay: 0.022, Gain: 1},
			sound.Voice{Wave: sound.Triangle, Start: at, Dur: 0.06, Freq: 520, FreqEnd: 430, Decay: 0.012, Gain: 0.3})
	}
	sound.Register(Ask, ask)
	sound.Register(Swap, sound.Recipe{Peak: 0.5, Voices: []sound.Voice{
		{Wave: sound.Noise, Dur: 0.2, Attack: 0.05, Decay: 0.07, Gain: 1, Lowpass: 1600},
		{Wave: sound.Noise, Start: 0.09, Dur: 0.2, Attack: 0.05, Decay: 0.07, Gain: 0.9, Lowpass: 2600},
		{Wave: sound.Noise, Start: 0.27, Dur: 0.03, Decay: 0.006, Gain: 0.5, Lowpass: 5000},
	}})
	// "Cu-cù": a major third down, each note sagging a little, with a
	// quiet octave for the bird's hollow tone.
	cuckoo := sound.Recipe{Peak: 0.55}
	for _, n := range []struct{ at, f, dur float64 }{{0, sound.Note(10), 0.2}, {0.26, sound.Note(6), 0.36}} { // G5, D#5
		cuckoo.Voices = append(cuckoo.Voices,
			sound.Voice{Wave: sound.Sine, Start: n.at, Dur: n.dur, Freq: n.f * 1.02, FreqEnd: n.f * 0.97, Attack: 0.02, Decay: n.dur * 0.8, Gain: 1},
			sound.Voice{Wave: sound.Triangle, Start: n.at, Dur: n.dur, Freq: n.f * 2.04, FreqEnd: n.f * 1.94, Attack: 0.02, Decay: n.dur * 0.4, Gain: 0.12, Lowpass: 3000})
	}
	sound.Register(Cuckoo, cuckoo)
	sound.Register(Hunter, sound.Recipe{Peak: 0.6, Voices: []sound.Voice{
		{Wave: sound.Noise, Dur: 0.12, Decay: 0.025, Gain: 1, Lowpass: 3000},
		{Wave: sound.Sine, Dur: 0.2, Freq: 110, FreqEnd: 45, Decay: 0.06, Gain: 0.9},
		{Wave: sound.Noise, Start: 0.16, Dur: 0.1, Decay: 0.03, Gain: 0.25, Lowpass: 900},
		// The horn: a fourth up, brassy (a filtered square over a triangle).
		{Wave: sound.Square, Start: 0.2, Dur: 0.14, Freq: sound.Note(-2), Attack: 0.02, Gain: 0.35, Lowpass: 1400}, // G4
		{Wave: sound.Triangle, Start: 0.2, Dur: 0.14, Freq: sound.Note(-2), Attack: 0.02, Gain: 0.5},
		{Wave: sound.Square, Start: 0.34, Dur: 0.4, Freq: sound.Note(3), Attack: 0.02, Decay: 0.3, Gain: 0.35, Lowpass: 1600}, // C5
		{Wave: sound.Triangle, Start: 0.34, Dur: 0.4, Freq: sound.Note(3), Attack: 0.02, Decay: 0.3, Gain: 0.5},
	}})
	// Clip-clop: four hooves in a gallop's rhythm, high and low shells.
	horse := sound.Recipe{Peak: 0.55}
	for i, at := range []float64{0, 0.08, 0.2, 0.28} {
		f := 620.0
		if i%2 == 1 {
			f = 440
		}
		horse.Voices = append(horse.Voices,
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.05, Freq: f, FreqEnd: f * 0.8, Decay: 0.012, Gain: 1},
			sound.Voice{Wave: sound.Noise, Start: at, Dur: 0.02, Decay: 0.004, Gain: 0.5, Lowpass: 3500})
	}
	sound.Register(Horse, horse)
	// "Mi-aou": up a sixth, then down below where it began.
	sound.Register(Cat, sound.Recipe{Peak: 0.5, Voices: []sound.Voice{
		{Wave: sound.Square, Dur: 0.16, Freq: 520, FreqEnd: 820, Attack: 0.04, Gain: 0.4, Lowpass: 1800},
		{Wave: sound.Triangle, Dur: 0.16, Freq: 520, FreqEnd: 820, Attack: 0.04, Gain: 0.6},
		{Wave: sound.Square, Start: 0.15, Dur: 0.34, Freq: 820, FreqEnd: 430, Decay: 0.2, Gain: 0.4, Lowpass: 1600},
		{Wave: sound.Triangle, Start: 0.15, Dur: 0.34, Freq: 820, FreqEnd: 430, Decay: 0.2, Gain: 0.6},
	}})
	undo := sound.Recipe{Peak: 0.5}
	for i := range 4 {
		at := float64(i) * 0.07
		undo.Voices = append(undo.Voices,
			sound.Voice{Wave: sound.Noise, Start: at, Dur: 0.06, Attack: 0.01, Decay: 0.018, Gain: 0.8, Lowpass: 3200 - 500*float64(i)},
			sound.Voice{Wave: sound.Triangle, Start: at, Dur: 0.05, Freq: sound.Note(19 - 3*i), Decay: 0.015, Gain: 0.25})
	}
	sound.Register(Undo, undo)
	// A shop bell: a clapper's two strikes, each with the bell's
	// out-of-tune upper partial.
	inn := sound.Recipe{Peak: 0.5}
	for _, at := range []float64{0, 0.13} {
		f := sound.Note(19) // E6
		inn.Voices = append(inn.Voices,
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.45, Freq: f, Attack: 0.002, Decay: 0.14, Gain: 1},
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.25, Freq: f * 2.76, Attack: 0.002, Decay: 0.05, Gain: 0.35},
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.35, Freq: f * 1.5, Attack: 0.002, Decay: 0.08, Gain: 0.2})
	}
	sound.Register(Inn, inn)
	cover := sound.Recipe{Peak: 0.5}
	for i, at := range []float64{0, 0.09} {
		f := 2600.0 + 400*float64(i)
		cover.Voices = append(cover.Voices,
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.22, Freq: f, Attack: 0.001, Decay: 0.05, Gain: 1},
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.12, Freq: f * 1.6, Attack: 0.001, Decay: 0.03, Gain: 0.5},
			sound.Voice{Wave: sound.Noise, Start: at, Dur: 0.015, Decay: 0.003, Gain: 0.4, Lowpass: 8000})
	}
	sound.Register(Cover, cover)
	sound.Register(Life, sound.Recipe{Peak: 0.55, Voices: []sound.Voice{
		{Wave: sound.Sine, Dur: 0.14, Freq: 150, FreqEnd: 70, Decay: 0.04, Gain: 1},
		{Wave: sound.Triangle, Start: 0.03, Dur: 0.42, Freq: sound.Note(7), FreqEnd: sound.Note(-2), Attack: 0.02, Decay: 0.25, Gain: 0.6}, // E5 → G4
	}})
	reveal := sound.Recipe{Peak: 0.55}
	for i := range 4 {
		at := float64(i) * 0.06
		reveal.Voices = append(reveal.Voices,
			sound.Voice{Wave: sound.Noise, Start: at, Dur: 0.025, Decay: 0.005, Gain: 1, Lowpass: 6500},
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.06, Freq: 230, FreqEnd: 150, Decay: 0.016, Gain: 0.8})
	}
	for _, st := range []int{3, 7, 10} { // C5 E5 G5 together
		v := sound.Chime(0.26, sound.Note(st), 0.4)
		v.Gain = 0.4
		reveal.Voices = append(reveal.Voices, v)
	}
	sound.Register(Reveal, reveal)
	out := sound.Recipe{Peak: 0.6}
	for i, st := range []int{-2, -6, -9} { // G4 D#4 C4: falling, minor
		at := float64(i) * 0.18
		dur := 0.2
		if i == 2 {
			dur = 0.45
		}
		out.Voices = append(out.Voices,
			sound.Voice{Wave: sound.Triangle, Start: at, Dur: dur, Freq: sound.Note(st), Attack: 0.01, Decay: dur * 0.7, Gain: 0.8},
			sound.Voice{Wave: sound.Square, Start: at, Dur: dur, Freq: sound.Note(st - 12), Attack: 0.01, Decay: dur * 0.6, Gain: 0.2, Lowpass: 900})
	}
	out.Voices = append(out.Voices, sound.Voice{Wave: sound.Noise, Start: 0.36, Dur: 0.14, Decay: 0.04, Gain: 0.7, Lowpass: 400})
	sound.Register(Out, out)
}
