package flip7ai

// maxRounds bounds the rounds-to-go distribution; later finishes are lumped
// into the last entry.
const maxRounds = 40

// maxScore bounds a round score: 12+11+…+6 doubled, every +N, Flip 7.
const maxScore = 2*63 + 30 + 15
