package dos

import "cardtable/assets/sound"

// DOS's own sounds. The shared ones cover the rest: sound.Deal for a card
// drawn, sound.Flip for a card placed face up in the Centre Row,
// sound.Shuffle for the discard pile becoming the draw pile (DOS-3.8) and
// sound.Win for the match.
const (
	// Match is a match made (DOS-3.2/3.3): a card laid on a Centre card.
	Match sound.ID = "dos.match"
	// Bonus is a colour-match bonus earned (DOS-3.5): a bright chime.
	Bonus sound.ID = "dos.bonus"
	// Call is a "DOS!" call (DOS-5.1): two bright notes, a fifth apart.
	Call sound.ID = "dos.call"
	// Catch is a player caught without calling (DOS-5.2): an alarm.
	Catch sound.ID = "dos.catch"
	// Penalty is cards drawn as a penalty (a catch, or another's double
	// colour match): two quick draws over a low knock.
	Penalty sound.ID = "dos.penalty"
	// RoundWin is a hand emptied (DOS-6.1): a short fanfare, less than the
	// match's sound.Win.
	RoundWin sound.ID = "dos.roundwin"
)

func init() {
	// A card slapped down: a dry tick, a low knock and a soft high ping.
	sound.Register(Match, sound.Recipe{Peak: 0.6, Voices: []sound.Voice{
		{Wave: sound.Noise, Dur: 0.03, Decay: 0.006, Gain: 1, Lowpass: 6000},
		{Wave: sound.Sine, Dur: 0.09, Freq: 260, FreqEnd: 150, Decay: 0.022, Gain: 0.8},
		{Wave: sound.Triangle, Start: 0.02, Dur: 0.14, Freq: sound.Note(19), Decay: 0.04, Gain: 0.25, Lowpass: 4000}, // E6
	}})
	// Three quick rising notes of a major chord, the last one ringing.
	bonus := sound.Recipe{Peak: 0.55}
	for i, st := range []int{10, 14, 17} { // G5 B5 D6
		bonus.Voices = append(bonus.Voices, sound.Chime(float64(i)*0.06, sound.Note(st), 0.22+float64(i)*0.12))
	}
	sound.Register(Bonus, bonus)
	// "DOS!": two bright, punchy notes, the second a fifth higher and held.
	sound.Register(Call, sound.Recipe{Peak: 0.65, Voices: []sound.Voice{
		{Wave: sound.Square, Dur: 0.12, Freq: sound.Note(15), Attack: 0.004, Decay: 0.06, Gain: 0.35, Lowpass: 3000}, // C6
		sound.Chime(0, sound.Note(15), 0.16),
		{Wave: sound.Square, Start: 0.13, Dur: 0.3, Freq: sound.Note(22), Attack: 0.004, Decay: 0.12, Gain: 0.35, Lowpass: 3500}, // G6
		sound.Chime(0.13, sound.Note(22), 0.38),
	}})
	// An alarm: two falling square-wave whoops.
	catch := sound.Recipe{Peak: 0.55}
	for i := range 2 {
		at := float64(i) * 0.17
		catch.Voices = append(catch.Voices,
			sound.Voice{Wave: sound.Square, Start: at, Dur: 0.15, Freq: sound.Note(14), FreqEnd: sound.Note(7), Attack: 0.005, Decay: 0.1, Gain: 0.6, Lowpass: 2500},
			sound.Voice{Wave: sound.Triangle, Start: at, Dur: 0.15, Freq: sound.Note(2), FreqEnd: sound.Note(-5), Attack: 0.005, Decay: 0.1, Gain: 0.5})
	}
	sound.Register(Catch, catch)
	// Two cards pulled from the pile, over a low, sorry knock.
	sound.Register(Penalty, sound.Recipe{Peak: 0.55, Voices: []sound.Voice{
		{Wave: sound.Noise, Dur: 0.08, Attack: 0.01, Decay: 0.022, Gain: 1, Lowpass: 3200},
		{Wave: sound.Noise, Start: 0.12, Dur: 0.08, Attack: 0.01, Decay: 0.022, Gain: 1, Lowpass: 3200},
		{Wave: sound.Triangle, Dur: 0.3, Freq: sound.Note(-14), FreqEnd: sound.Note(-19), Decay: 0.12, Gain: 0.7},
	}})
	// A rising arpeggio C5 E5 G5 and a held C6: the round is won.
	win := sound.Recipe{Peak: 0.55}
	for i, st := range []int{3, 7, 10} {
		win.Voices = append(win.Voices, sound.Chime(float64(i)*0.09, sound.Note(st), 0.3))
	}
	win.Voices = append(win.Voices, sound.Chime(0.27, sound.Note(15), 0.6))
	sound.Register(RoundWin, win)
}
