package cucu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The worked examples of CU-7, one test each; players p1…p4 of the
// rules are seats 0…3, and the last seat deals.

// CU-7.1: p1 3, p2 7, p3 9, p4 (dealer) Cat. p1 asks → p1 7, p2 3; p2 asks
// → p2 9, p3 3; p3 asks p4 → Cat: p3 loses a life, p2↔p3 is undone (p2 3,
// p3 9), then p1↔p2 (p1 3, p2 7); then the dealer plays.
func TestExample1CatUndoesTheRun(t *testing.T) {
	s := table(t, 3, "", "3", "7", "9", "cat")
	do(t, s, "0:ask 1")
	require.Equal(t, "7.3.9.cat", hands(s))
	do(t, s, "1:ask 2")
	require.Equal(t, "7.9.3.cat", hands(s))
	evs := do(t, s, "2:ask 3")
	assert.Equal(t, []string{
		"2 asks 3",
		"3 reveals cat to 2",
		"2 loses a life to the cat (2 left)",
		"cat of 3 undoes for 2: 2 9 [1+2] / 1 3 [0+1+2]; 1 7 [0+1] / 0 3 [0+1+2];",
		"turn 3 (dealer)",
	}, evs)
	assert.Equal(t, "3.7.9.cat", hands(s))
	assert.Equal(t, "3.3.2.3", lives(s))
	assert.Equal(t, PhaseDealer, s.phase)
	assert.Zero(t, s.nswaps, "the undone swaps are no longer in effect")
}

// CU-7.2: p1 asks p2, who holds a Horse; p3 holds 5 → p1 and p3 swap; p2
// keeps the Horse and acts next.
func TestExample2HorsePassesTheRequestOn(t *testing.T) {
	s := table(t, 3, "", "2", "horse", "5", "9")
	evs := do(t, s, "0:ask 1")
	assert.Equal(t, []string{
		"0 asks 1",
		"1 reveals horse to 0",
		"horse of 1 passes 0's request to 2",
		"0 gives 2 [0+2] to 2 for 5 [0+2]",
		"turn 1",
	}, evs)
	assert.Equal(t, "5.horse.2.9", hands(s))
	wantLegal(t, s, "1:keep", "1:ask 2")
}

// CU-7.3: live cards Fool, 4, 4, 9 → the Fool's holder and both 4-holders
// lose a life.
func TestExample3FoolTiesWithTheLowest(t *testing.T) {
	s := table(t, 3, "", "fool", "4", "4", "9")
	evs := doAll(t, s, "0:keep", "1:keep", "2:keep", "3:keep")
	containsAll(t, evs, "showdown 1: fool.4.4.9 losers 0.1.2", "round 1 ends, lives [2 2 2 3]")
	assert.Equal(t, uint16(0b0111), Losers([]Card{Fool, Four, Four, Nine}))
}

// CU-7.4: live cards Fool, Cuckoo, Cuckoo → only the Fool loses.
func TestExample4FoolAmongCuckoosLosesAlone(t *testing.T) {
	s := table(t, 2, "", "fool", "cuckoo", "cuckoo")
	evs := doAll(t, s, "0:keep", "1:keep", "2:keep")
	containsAll(t, evs, "showdown 1: fool.cuckoo.cuckoo losers 0", "round 1 ends, lives [2 3 3]")
}

// CU-7.5: live cards Fool, Fool, Cuckoo, X → X is lowest: only X loses (the
// Fools rank 14½).
func TestExample5TwoFoolsRankFourteenAndAHalf(t *testing.T) {
	s := table(t, 3, "", "fool", "fool", "cuckoo", "10")
	evs := doAll(t, s, "0:keep", "1:keep", "2:keep", "3:keep")
	containsAll(t, evs, "showdown 1: fool.fool.cuckoo.10 losers 3", "round 1 ends, lives [3 3 3 2]")
}
