package flip7

import "cardtable/assets/sound"

// Seven is the sound of a Flip 7: seven rising notes of a major scale, the
// last one held.
const Seven sound.ID = "flip7.seven"

func init() {
	r := sound.Recipe{Peak: 0.6}
	for i, st := range []int{3, 5, 7, 8, 10, 12, 14} { // C5 D5 E5 F5 G5 A5 B5…
		dur := 0.16
		if i == 6 {
			dur = 0.8
		}
		r.Voices = append(r.Voices, sound.Chime(float64(i)*0.075, sound.Note(st), dur))
	}
	r.Voices = append(r.Voices, sound.Chime(0.6, sound.Note(15), 0.7)) // …and C6 over it
	sound.Register(Seven, r)
}
