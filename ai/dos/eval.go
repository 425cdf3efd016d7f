package dosai

import (
	"math"

	"cardtable/engine/dos"
)

// matchTemp is the spread, in points, of the match value: how much a lead
// of that many points still to go is worth.
const matchTemp = 35.0

// matchValue is each seat's chance of winning the match from the scores,
// estimated as a soft minimum of the points each still needs (a race to
// dos.MatchTarget): out[i] ∝ exp(-need_i / matchTemp).
func matchValue(scores []int, out []float64) {
	sum := 0.0
	for i, s := range scores {
		need := float64(max(0, dos.MatchTarget-s))
		out[i] = math.Exp(-need / matchTemp)
		sum += out[i]
	}
	for i := range out {
		out[i] /= sum
	}
}
