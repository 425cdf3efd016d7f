package kittens

import "cardtable/assets/sound"

// Zombie Kittens' own sounds. The shared ones cover the rest: sound.Deal
// for the deal and a card drawn, sound.Shuffle for the opening shuffle,
// sound.Turn for a human's move and sound.Win for the last one alive.
const (
	// Play is a card slapped down on the discard pile (ZK-3.1).
	Play sound.ID = "kittens.play"
	// Explode is an Exploding Kitten drawn (ZK-4.1): a deep boom with a
	// crackle.
	Explode sound.ID = "kittens.explode"
	// Revive is a Zombie Kitten played, above all when it brings the dead
	// back (ZK-4.4): a rising zombie groan ending on a bright note.
	Revive sound.ID = "kittens.revive"
	// Nope is a Nope played (ZK-6.3): a buzzer.
	Nope sound.ID = "kittens.nope"
	// Now is a NOW card played, in a window or on one's own turn (ZK-5): a
	// quick sting.
	Now sound.ID = "kittens.now"
	// Attack is an Attack or Attack of the Dead resolved (ZK-5): a whoosh
	// and a thump.
	Attack sound.ID = "kittens.attack"
	// Skip is a Skip or Super Skip resolved: a swish upwards.
	Skip sound.ID = "kittens.skip"
	// Future is See the Future, Clairvoyance or Dig Deeper's peek: a
	// shimmer.
	Future sound.ID = "kittens.future"
	// ShuffleNow is Shuffle NOW (or Grave Robber's reshuffle): a quick
	// riffle and a rising note.
	ShuffleNow sound.ID = "kittens.shuffle_now"
	// Give is a card passed from one hand to another (Favor, Feed the
	// Dead, a combo).
	Give sound.ID = "kittens.give"
	// Dig is Dig Deeper played: two spadefuls of earth.
	Dig sound.ID = "kittens.dig"
	// Dead is a player dying (ZK-4.2): a low death knell.
	Dead sound.ID = "kittens.dead"
	// Window is a reaction window opening (ZK-6.1): a soft tick.
	Window sound.ID = "kittens.window"
)

// Sounds lists every sound of the game, for tests and for the table to
// warm its bank.
var Sounds = []sound.ID{Play, Explode, Revive, Nope, Now, Attack, Skip, Future, ShuffleNow, Give, Dig, Dead, Window}

func init() {
	// A card slapped down: a dry smack over a low knock.
	sound.Register(Play, sound.Recipe{Peak: 0.6, Voices: []sound.Voice{
		{Wave: sound.Noise, Dur: 0.035, Decay: 0.007, Gain: 1, Lowpass: 5000},
		{Wave: sound.Noise, Start: 0.004, Dur: 0.05, Decay: 0.014, Gain: 0.6, Lowpass: 900},
		{Wave: sound.Sine, Dur: 0.1, Freq: 200, FreqEnd: 110, Decay: 0.028, Gain: 0.9},
	}})
	// The boom: a falling sub thump, a roar of filtered noise and a
	// crackle of debris trailing off.
	boom := sound.Recipe{Peak: 0.75, Voices: []sound.Voice{
		{Wave: sound.Sine, Dur: 1.1, Freq: 110, FreqEnd: 32, Attack: 0.004, Decay: 0.3, Gain: 1},
		{Wave: sound.Triangle, Dur: 0.6, Freq: 70, FreqEnd: 30, Attack: 0.004, Decay: 0.18, Gain: 0.6},
		{Wave: sound.Noise, Dur: 1.2, Attack: 0.006, Decay: 0.28, Gain: 1, Lowpass: 700},
		{Wave: sound.Noise, Dur: 0.25, Decay: 0.05, Gain: 0.7, Lowpass: 3500},
	}}
	jitter := uint32(11)
	t := 0.18
	for range 9 {
		jitter = jitter*1664525 + 1013904223
		boom.Voices = append(boom.Voices, sound.Voice{Wave: sound.Noise, Start: t, Dur: 0.025, Decay: 0.006, Gain: 0.25, Lowpass: 4500})
		t += 0.05 + float64(jitter>>24)/255*0.07
	}
	sound.Register(Explode, boom)
	// A groan rising from the grave: two detuned low voices beating
	// against each other, gliding up, then a bright chime as the dead
	// stand up.
	sound.Register(Revive, sound.Recipe{Peak: 0.6, Voices: []sound.Voice{
		{Wave: sound.Square, Dur: 0.9, Freq: sound.Note(-33), FreqEnd: sound.Note(-24), Attack: 0.15, Decay: 0.6, Gain: 0.5, Lowpass: 500},
		{Wave: sound.Square, Dur: 0.9, Freq: sound.Note(-33) * 1.02, FreqEnd: sound.Note(-24) * 1.025, Attack: 0.15, Decay: 0.6, Gain: 0.45, Lowpass: 650},
		{Wave: sound.Noise, Dur: 0.8, Attack: 0.2, Decay: 0.4, Gain: 0.18, Lowpass: 400},
		sound.Chime(0.78, sound.Note(10), 0.35), // G5
		sound.Chime(0.86, sound.Note(15), 0.45), // C6
	}})
	// A buzzer: a low square and its slightly sharp twin, harsh and flat.
	sound.Register(Nope, sound.Recipe{Peak: 0.55, Voices: []sound.Voice{
		{Wave: sound.Square, Dur: 0.34, Freq: 110, Attack: 0.005, Gain: 0.6, Lowpass: 1800},
		{Wave: sound.Square, Dur: 0.34, Freq: 116.5, Attack: 0.005, Gain: 0.5, Lowpass: 1800},
		{Wave: sound.Sine, Dur: 0.34, Freq: 55, Attack: 0.005, Gain: 0.5},
	}})
	// A sting: two quick rising notes a fourth apart, the second held.
	sound.Register(Now, sound.Recipe{Peak: 0.55, Voices: []sound.Voice{
		{Wave: sound.Square, Dur: 0.07, Freq: sound.Note(14), Attack: 0.003, Decay: 0.03, Gain: 0.35, Lowpass: 3500}, // B5
		sound.Chime(0, sound.Note(14), 0.1),
		{Wave: sound.Square, Start: 0.07, Dur: 0.2, Freq: sound.Note(19), Attack: 0.003, Decay: 0.07, Gain: 0.35, Lowpass: 4000}, // E6
		sound.Chime(0.07, sound.Note(19), 0.26),
	}})
	// A whoosh swelling and fading (soft then brighter noise), then a
	// thump on the next player.
	sound.Register(Attack, sound.Recipe{Peak: 0.6, Voices: []sound.Voice{
		{Wave: sound.Noise, Dur: 0.28, Attack: 0.16, Decay: 0.06, Gain: 0.8, Lowpass: 900},
		{Wave: sound.Noise, Start: 0.08, Dur: 0.22, Attack: 0.1, Decay: 0.05, Gain: 0.6, Lowpass: 2600},
		{Wave: sound.Sine, Start: 0.24, Dur: 0.16, Freq: 150, FreqEnd: 60, Decay: 0.05, Gain: 1},
		{Wave: sound.Noise, Start: 0.24, Dur: 0.05, Decay: 0.012, Gain: 0.5, Lowpass: 1200},
	}})
	// A short bright swish and a rising blip.
	sound.Register(Skip, sound.Recipe{Peak: 0.5, Voices: []sound.Voice{
		{Wave: sound.Noise, Dur: 0.16, Attack: 0.07, Decay: 0.04, Gain: 0.8, Lowpass: 5000},
		{Wave: sound.Sine, Start: 0.04, Dur: 0.14, Freq: sound.Note(3), FreqEnd: sound.Note(15), Attack: 0.01, Decay: 0.06, Gain: 0.5},
	}})
	// A shimmer: a fast run of high bell notes over a soft airy hiss.
	future := sound.Recipe{Peak: 0.5, Voices: []sound.Voice{
		{Wave: sound.Noise, Dur: 0.55, Attack: 0.2, Decay: 0.2, Gain: 0.12, Lowpass: 7000},
	}}
	for i, st := range []int{22, 27, 31, 34, 39, 34} { // G6 C7 E7 G7 C8 G7
		future.Voices = append(future.Voices, sound.Chime(float64(i)*0.05, sound.Note(st), 0.3))
	}
	sound.Register(Future, future)
	// A quick riffle of cards, then a rising note.
	riffle := sound.Recipe{Peak: 0.5}
	jitter = 5
	t = 0
	for i := range 10 {
		jitter = jitter*1664525 + 1013904223
		riffle.Voices = append(riffle.Voices, sound.Voice{Wave: sound.Noise, Start: t, Dur: 0.018, Decay: 0.005,
			Gain: 0.6 + 0.4*float64(i%3)/2, Lowpass: 5500})
		t += 0.018 + float64(jitter>>24)/255*0.01
	}
	riffle.Voices = append(riffle.Voices,
		sound.Voice{Wave: sound.Triangle, Start: t, Dur: 0.18, Freq: sound.Note(7), FreqEnd: sound.Note(19), Attack: 0.01, Decay: 0.08, Gain: 0.6, Lowpass: 5000})
	sound.Register(ShuffleNow, riffle)
	// A card slid across the table and caught.
	sound.Register(Give, sound.Recipe{Peak: 0.45, Voices: []sound.Voice{
		{Wave: sound.Noise, Dur: 0.16, Attack: 0.05, Decay: 0.05, Gain: 1, Lowpass: 2000},
		{Wave: sound.Noise, Start: 0.15, Dur: 0.025, Decay: 0.006, Gain: 0.7, Lowpass: 6000},
	}})
	// Two spadefuls: a crunch of low noise over a dull thud, twice.
	dig := sound.Recipe{Peak: 0.55}
	for i := range 2 {
		at := float64(i) * 0.22
		dig.Voices = append(dig.Voices,
			sound.Voice{Wave: sound.Noise, Start: at, Dur: 0.14, Attack: 0.01, Decay: 0.05, Gain: 1, Lowpass: 1100},
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.12, Freq: 120, FreqEnd: 70, Decay: 0.035, Gain: 0.7})
	}
	sound.Register(Dig, dig)
	// A knell: a low bell, struck twice, its octave and a minor third
	// ringing over it.
	knell := sound.Recipe{Peak: 0.55}
	for i := range 2 {
		at := float64(i) * 0.55
		knell.Voices = append(knell.Voices,
			sound.Voice{Wave: sound.Triangle, Start: at, Dur: 1.05, Freq: sound.Note(-21), Attack: 0.004, Decay: 0.35, Gain: 1, Lowpass: 900}, // C3
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.9, Freq: sound.Note(-9), Attack: 0.004, Decay: 0.25, Gain: 0.45},                  // C4
			sound.Voice{Wave: sound.Sine, Start: at, Dur: 0.7, Freq: sound.Note(-6), Attack: 0.004, Decay: 0.18, Gain: 0.25},                  // E♭4
		)
	}
	sound.Register(Dead, knell)
	// A soft wooden tick.
	sound.Register(Window, sound.Recipe{Peak: 0.3, Voices: []sound.Voice{
		{Wave: sound.Sine, Dur: 0.05, Freq: sound.Note(15), FreqEnd: sound.Note(12), Decay: 0.012, Gain: 1},
		{Wave: sound.Noise, Dur: 0.012, Decay: 0.003, Gain: 0.3, Lowpass: 4000},
	}})
}
