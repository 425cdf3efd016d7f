package flip7

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// eps is the tolerance of exact odds computed in floating point.
const eps = 1e-9

// Hand-computed odds on small decks.
func TestBustChanceAndHitExpectation(t *testing.T) {
	cases := []struct {
		name        string
		text        string
		bust, gain0 float64
	}{
		// Seat 0 holds 5 and 3 (8 points); next cards 5 5 9 +4 FR:
		// bust 2/5; gain (−8 −8 +9 +4 +0)/5 = −0.6.
		{"plain", "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=5.5.9.+4.FR disc=? | a 0/0 5.3 | a 0/0 9 | stack=-", 0.4, -0.6},
		// The same with a Second Chance: no bust, duplicates change nothing:
		// (0 + 0 + 9 + 4 + 0)/5 = 2.6.
		{"second chance", "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=5.5.9.+4.FR disc=? | a 0/0 5.3.SC | a 0/0 9 | stack=-", 0, 2.6},
		// With ×2 the row is worth 16: (−16 −16 +18 +4 +0)/5 = −2.
		{"times two", "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=5.5.9.+4.FR disc=? | a 0/0 5.3.x2 | a 0/0 9 | stack=-", 0.4, -2},
		// Six numbers (20): a 7 makes the Flip 7 (+7 +15), a 2 busts, +2:
		// bust 1/3, gain (22 − 20 + 2)/3 = 4/3.
		{"flip seven", "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=+2.2.7 disc=? | a 0/0 0.2.3.4.5.6 | a 0/0 9 | stack=-", 1.0 / 3, 4.0 / 3},
		// Drawing ×2 doubles the numbers already there: 4 + 6 = 10, next 10
		// or x2: (10 + 10)/2.
		{"draw times two", "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=x2.10 disc=? | a 0/0 4.6 | a 0/0 9 | stack=-", 0, 10},
		// Empty row: nothing to lose.
		{"empty row", "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=7.+4 disc=? | a 0/0 - | a 0/0 9 | stack=-", 0, 5.5},
	}
	for _, c := range cases {
		s := pos(t, c.text)
		v := s.view(0)
		assert.InDelta(t, c.bust, v.BustChance(), eps, "%s: bust chance", c.name)
		assert.InDelta(t, c.gain0, v.HitExpectation(0), eps, "%s: hit expectation", c.name)
	}
}

// F7-6.4: with an empty deck the odds come from the discard pile, which
// becomes the next deck.
func TestOddsFromDiscardWhenDeckEmpty(t *testing.T) {
	// Seat 0 holds 12 and 11; every other card is in the discard pile:
	// 94 − 3 on the table = 91 cards, 11 of them 12s or 11s… minus the two
	// on the table: 11 twelves + 10 elevens = 21 busting cards.
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=- disc=? | a 0/0 12.11 | a 0/0 9 | stack=-")
	v := s.view(0)
	require.InDelta(t, 21.0/91, v.BustChance(), eps, "bust chance")
	// Seat 1 is not to act, but its odds are there too: 8 nines of 91.
	require.InDelta(t, 8.0/91, v.BustChanceFor(1), eps, "seat 1 bust chance")
	// A finished or stayed seat cannot bust.
	s.players[1].status = StatusStayed
	require.Zero(t, s.view(0).BustChanceFor(1), "stayed seat bust chance")
}

// The expectation agrees with brute force over every card of the deck.
func TestHitExpectationMatchesEnumeration(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s := midGameSeed(t, seed)
		p := s.toAct[0]
		v := s.view(p)
		before := s.RoundScore(p)
		sum := 0
		for i := 0; i < int(s.deckLen); i++ {
			c := s.clone()
			// Move card i to the top and hit.
			c.deck[i], c.deck[c.deckLen-1] = c.deck[c.deckLen-1], c.deck[i]
			card := c.deck[c.deckLen-1]
			if card.IsAction() {
				continue // counted as no change
			}
			require.NoError(t, c.Step(c.Legal(p)[0]))
			after := c.players[p].total + int32(c.RoundScore(p)) - s.players[p].total
			if c.round != s.round { // the hit ended the round: read the banked points
				after = c.players[p].last
			}
			sum += int(after) - before
		}
		want := float64(sum) / float64(s.deckLen)
		require.InDelta(t, want, v.HitExpectation(p), eps, "seed %d: expectation against enumeration\n%s", seed, s.Notation())
	}
}

// midGameSeed plays a 3-seat match at random to a Hit/Stay decision with a
// non-empty deck in its second round.
func midGameSeed(t *testing.T, seed uint64) *State {
	t.Helper()
	s, err := NewMatch(engineConfig(3), seed)
	require.NoError(t, err)
	rng := s.rng
	for s.round < 2 || s.phase != PhaseTurn || s.deckLen == 0 || s.players[s.toAct[0]].rowLen < 2 {
		legal := s.Legal(s.toAct[0])
		require.NoError(t, s.Step(legal[rng.IntN(len(legal))]))
		if s.phase == PhaseOver {
			t.Skip("match ended early")
		}
	}
	return s
}

func engineConfig(seats int) engine.Config { return engine.Config{Seats: seats} }
