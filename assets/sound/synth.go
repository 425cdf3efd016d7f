package sound

import "math"

// Wave is a voice's waveform.
type Wave uint8

// Waveforms. Noise is white noise from a fixed seed, so a sound renders the
// same samples every time.
const (
	Sine Wave = iota
	Triangle
	Square
	Noise
)

// Voice is one tone or noise burst of a sound.
type Voice struct {
	Wave    Wave
	Start   float64 // seconds from the sound's start
	Dur     float64 // seconds
	Freq    float64 // Hz at the start (tones)
	FreqEnd float64 // Hz at the end; 0 keeps Freq (a glide otherwise)
	Attack  float64 // seconds of linear rise
	Decay   float64 // seconds for the level to fall to 1/e; 0 holds it
	Gain    float64 // relative level within the sound
	// Lowpass softens a voice (one-pole filter, Hz); 0 leaves it bright.
	Lowpass float64
}

// Recipe is a sound as data: its voices, mixed and scaled to Peak.
type Recipe struct {
	Peak   float64 // loudest sample, 0–1
	Voices []Voice
}

// fadeOut is the length of the ramp at every voice's end: a voice cut off
// mid-wave clicks.
const fadeOut = 0.004

// Length is the sound's duration in seconds.
func (r Recipe) Length() float64 {
	end := 0.0
	for _, v := range r.Voices {
		end = max(end, v.Start+v.Dur)
	}
	return end
}

// Render mixes the voices at rate into mono samples in [-Peak, Peak].
func (r Recipe) Render(rate int) []float32 {
	n := int(math.Ceil(r.Length() * float64(rate)))
	mix := make([]float64, n)
	for i, v := range r.Voices {
		v.add(mix, rate, uint32(i)*0x9E3779B9+0x1234567)
	}
	peak := 0.0
	for _, s := range mix {
		peak = max(peak, math.Abs(s))
	}
	out := make([]float32, n)
	if peak == 0 {
		return out
	}
	k := r.Peak / peak
	for i, s := range mix {
		out[i] = float32(s * k)
	}
	return out
}

// add mixes v into mix; seed drives its noise.
func (v Voice) add(mix []float64, rate int, seed uint32) {
	sr := float64(rate)
	first := int(v.Start * sr)
	n := int(v.Dur * sr)
	end := v.FreqEnd
	if end == 0 {
		end = v.Freq
	}
	alpha := 1.0
	if v.Lowpass > 0 {
		alpha = 1 - math.Exp(-2*math.Pi*v.Lowpass/sr)
	}
	rng := seed | 1
	phase, low := 0.0, 0.0
	// The frequency glides exponentially, as a pitch bend sounds, and the
	// decay is exponential too: both step by a constant factor per sample
	// (math.Pow and math.Exp per sample would cost most of the render).
	f, glide := v.Freq, 1.0
	if n > 0 && v.Freq > 0 {
		glide = math.Pow(end/v.Freq, 1/float64(n))
	}
	level, fall := 1.0, 1.0
	if v.Decay > 0 {
		fall = math.Exp(-1 / (v.Decay * sr))
	}
	for i := 0; i < n && first+i < len(mix); i++ {
		t := float64(i) / sr
		var s float64
		if v.Wave == Noise {
			rng ^= rng << 13
			rng ^= rng >> 17
			rng ^= rng << 5
			s = float64(rng)/float64(math.MaxUint32)*2 - 1
		} else {
			phase += f / sr
			phase -= math.Floor(phase)
			f *= glide
			s = wave(v.Wave, phase)
		}
		low += alpha * (s - low)
		mix[first+i] += low * v.Gain * level * v.shape(t)
		level *= fall
	}
}

// shape is the attack and the fade-out at t seconds into the voice (the
// decay is applied by add).
func (v Voice) shape(t float64) float64 {
	e := 1.0
	if v.Attack > 0 && t < v.Attack {
		e = t / v.Attack
	}
	if left := v.Dur - t; left < fadeOut {
		e *= max(0, left/fadeOut)
	}
	return e
}

func wave(w Wave, phase float64) float64 {
	switch w {
	case Triangle:
		return 4*math.Abs(phase-0.5) - 1
	case Square:
		if phase < 0.5 {
			return 1
		}
		return -1
	}
	return math.Sin(2 * math.Pi * phase)
}

// Note is the frequency of a semitone step from A4 (440 Hz).
func Note(semitones int) float64 { return 440 * math.Pow(2, float64(semitones)/12) }
