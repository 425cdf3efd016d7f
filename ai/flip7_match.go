package ai

// flip7MaxR bounds the rounds-to-go distribution; later finishes are lumped
// into the last entry.
const flip7MaxR = 40

// flip7MaxScore bounds a round score: 12+11+…+6 doubled, every +N, Flip 7.
const flip7MaxScore = 2*63 + 30 + 15
