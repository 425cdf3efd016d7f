package ai

import (
	"math"
	"math/rand/v2"

	"cardtable/engine/flip7"
)

// roundSolver is an exact expectimax over one player's own draws for the
// rest of a round, from the exact deck composition: at every point the
// player either banks (worth util[score]) or draws, and every kind still in
// the deck is weighed by its count. The deck is what persists between rounds
// (F7-6.3), so counting it is where the edge comes from. Other players'
// draws are ignored: they are unknown in number and rarely change the odds.
type roundSolver struct {
	util []float64 // util[s]: the value of ending the round with s points
	// alone means no other player is active, so Freeze and Flip Three come
	// back to the player (otherwise they are given away and change nothing
	// for the player's own row).
	alone   bool
	deck    [flip7.NumKinds]uint8
	deckLen int
	discard [flip7.NumKinds]uint8
	hash    uint64 // Zobrist hash of deck and discard
	memo    map[uint64]float64
	limit   int // draws searched exactly before leaf estimates
	// spend is charged one unit per evaluated node; false aborts the search
	// (the caller stopped thinking).
	spend   func() bool
	aborted bool
	// sampler, when set, turns the solver into a simulator of the policy
	// held in policy/policyUtil (used offline to build the value table).
	sampler    *rand.Rand
	policy     map[uint64]float64
	policyUtil []float64
}

// hand is the player's row as far as scoring and busting go.
type hand struct {
	mask       uint16 // numbers held
	sum        int16  // their total
	mods       uint8  // bit i: Plus2+i held (bit 5 is ×2)
	sc         bool   // holds a Second Chance
	forced     uint8  // cards a Flip Three still forces on the player
	heldFreeze bool   // a Freeze waits for the end of the Flip Three
	heldF3     uint8  // Flip Threes waiting likewise
}

func (h *hand) score(flip7Bonus bool) int {
	s := int(h.sum)
	if h.mods&(1<<5) != 0 {
		s *= 2
	}
	for i := 0; i < 5; i++ {
		if h.mods&(1<<i) != 0 {
			s += 2 * (i + 1)
		}
	}
	if flip7Bonus {
		s += 15
	}
	return s
}

func (h *hand) key() uint64 {
	k := uint64(h.mask) | uint64(h.mods)<<13 | uint64(h.forced)<<19 | uint64(h.heldF3)<<23
	if h.sc {
		k |= 1 << 27
	}
	if h.heldFreeze {
		k |= 1 << 28
	}
	return mix64(k)
}

// handOf reads a row of cards as a hand.
func handOf(row []flip7.Card, sc bool) hand {
	h := hand{sc: sc}
	for _, c := range row {
		switch {
		case c.IsNumber():
			if h.mask&(1<<c) == 0 {
				h.mask |= 1 << c
				h.sum += int16(c)
			}
		case c.IsModifier():
			h.mods |= 1 << (c - flip7.Plus2)
		}
	}
	return h
}

// zobrist[k][n] marks "n copies of kind k"; the second half is the discard.
var zobrist = func() (z [2 * flip7.NumKinds][flip7.DeckSize + 1]uint64) {
	x := uint64(0x1234567)
	for i := range z {
		for j := range z[i] {
			x += 0x9e3779b97f4a7c15
			z[i][j] = mix64(x)
		}
	}
	return z
}()

func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

func newRoundSolver(util []float64, alone bool, deck, discard [flip7.NumKinds]uint8) *roundSolver {
	s := &roundSolver{util: util, alone: alone, deck: deck, discard: discard,
		memo: make(map[uint64]float64, 1<<12), limit: 4}
	s.rehash()
	return s
}

func (s *roundSolver) rehash() {
	s.hash, s.deckLen = 0, 0
	for k := 0; k < flip7.NumKinds; k++ {
		s.hash ^= zobrist[k][s.deck[k]] ^ zobrist[flip7.NumKinds+k][s.discard[k]]
		s.deckLen += int(s.deck[k])
	}
}

func (s *roundSolver) u(score int) float64 {
	if score >= len(s.util) {
		score = len(s.util) - 1
	}
	return s.util[score]
}

// neutral reports whether drawing kind k leaves the player's own round as
// it was: Freeze and Flip Three given to someone else, a spare Second
// Chance. Such draws are skipped (the next card decides), which merges
// states that differ only by them and keeps the search small.
func (s *roundSolver) neutral(h hand, k int) bool {
	switch flip7.Card(k) {
	case flip7.Freeze, flip7.FlipThree:
		return !s.alone
	case flip7.SecondChance:
		return h.sc
	}
	return false
}

// live is the number of cards in the deck that are not neutral for h.
func (s *roundSolver) live(h hand) int {
	n := s.deckLen
	if !s.alone {
		n -= int(s.deck[flip7.Freeze]) + int(s.deck[flip7.FlipThree])
	}
	if h.sc {
		n -= int(s.deck[flip7.SecondChance])
	}
	return n
}

// hitValue is the expected value of drawing now and playing on optimally.
func (s *roundSolver) hitValue(h hand) float64 {
	if s.deckLen == 0 {
		return s.reshuffled(h, 0, true)
	}
	return s.expand(h, 0)
}

// expand is the expectation over the next card from h.
func (s *roundSolver) expand(h hand, depth int) float64 {
	live := s.live(h)
	if live == 0 {
		return s.u(h.score(false))
	}
	ev := 0.0
	for k := 0; k < flip7.NumKinds; k++ {
		c := s.deck[k]
		if c == 0 || s.neutral(h, k) {
			continue
		}
		p := float64(c) / float64(live)
		s.take(k)
		ev += p * s.after(h, flip7.Card(k), depth)
		s.put(k)
	}
	return ev
}

// leaf estimates h past the depth limit: bank now, or draw exactly one
// more card and bank whatever it gives.
func (s *roundSolver) leaf(h hand) (v float64, hit bool) {
	stay := s.u(h.score(false))
	live := s.live(h)
	if live == 0 {
		return stay, false
	}
	ev := 0.0
	for k := 0; k < flip7.NumKinds; k++ {
		c := s.deck[k]
		if c == 0 || s.neutral(h, k) {
			continue
		}
		g := h
		card := flip7.Card(k)
		var u float64
		switch {
		case card.IsNumber() && g.mask&(1<<k) != 0:
			if g.sc {
				u = stay
			} else {
				u = s.util[0]
			}
		case card.IsNumber():
			g.mask |= 1 << k
			g.sum += int16(k)
			u = s.u(g.score(popcount16(g.mask) == 7))
		case card.IsModifier():
			g.mods |= 1 << (card - flip7.Plus2)
			u = s.u(g.score(false))
		default:
			u = stay
		}
		ev += float64(c) / float64(live) * u
	}
	if h.forced > 0 || ev > stay {
		return ev, true
	}
	return stay, false
}

// value is the best expected value from h, banking or drawing.
func (s *roundSolver) value(h hand, depth int) float64 {
	if s.aborted {
		return s.u(h.score(false))
	}
	if s.deckLen == 0 {
		return s.reshuffled(h, depth, false)
	}
	key := s.hash ^ h.key()
	if s.sampler != nil {
		return s.sample(h, depth, key)
	}
	if depth >= s.limit {
		v, _ := s.leaf(h)
		return v
	}
	if v, ok := s.memo[key]; ok {
		return v
	}
	if !s.spend() {
		s.aborted = true
		return s.u(h.score(false))
	}
	ev := s.expand(h, depth)
	if h.forced == 0 {
		ev = math.Max(ev, s.u(h.score(false)))
	}
	s.memo[key] = ev
	return ev
}

// sample plays one random continuation of the stored policy from h.
func (s *roundSolver) sample(h hand, depth int, key uint64) float64 {
	if h.forced == 0 {
		score := h.score(false)
		v, ok := s.policy[key]
		if !ok {
			_, hit := s.policyLeaf(h)
			if !hit {
				return s.u(score)
			}
		} else if v <= s.policyUtil[min(score, len(s.policyUtil)-1)]+1e-12 {
			return s.u(score)
		}
	}
	live := s.live(h)
	if live == 0 {
		return s.u(h.score(false))
	}
	r := s.sampler.IntN(live)
	for k := 0; k < flip7.NumKinds; k++ {
		if s.neutral(h, k) {
			continue
		}
		if r < int(s.deck[k]) {
			s.take(k)
			v := s.after(h, flip7.Card(k), depth)
			s.put(k)
			return v
		}
		r -= int(s.deck[k])
	}
	return s.u(h.score(false))
}

// policyLeaf is leaf under the policy's own utility.
func (s *roundSolver) policyLeaf(h hand) (float64, bool) {
	util := s.util
	s.util = s.policyUtil
	v, hit := s.leaf(h)
	s.util = util
	return v, hit
}

// reshuffled evaluates h after the discard pile becomes the deck (F7-6.4);
// with nothing left anywhere the round ends as if everyone stayed.
func (s *roundSolver) reshuffled(h hand, depth int, hitOnly bool) float64 {
	if s.discard == ([flip7.NumKinds]uint8{}) {
		return s.u(h.score(false))
	}
	deck, discard := s.deck, s.discard
	s.deck, s.discard = discard, [flip7.NumKinds]uint8{}
	s.rehash()
	var v float64
	if hitOnly {
		v = s.expand(h, depth)
	} else {
		v = s.value(h, depth)
	}
	s.deck, s.discard = deck, discard
	s.rehash()
	return v
}

// after resolves card c drawn from h (F7-4.3, F7-5) and plays on.
func (s *roundSolver) after(h hand, c flip7.Card, depth int) float64 {
	inFlip3 := h.forced > 0
	if inFlip3 {
		h.forced--
	}
	switch {
	case c.IsNumber():
		bit := uint16(1) << c
		if h.mask&bit != 0 {
			if !h.sc {
				return s.util[0]
			}
			// The duplicate and the Second Chance go to the discard pile,
			// which matters only if the deck runs out.
			h.sc = false
			s.toDiscard(int(c))
			s.toDiscard(int(flip7.SecondChance))
			v := s.carryOn(h, inFlip3, depth)
			s.fromDiscard(int(flip7.SecondChance))
			s.fromDiscard(int(c))
			return v
		}
		h.mask |= bit
		h.sum += int16(c)
		if popcount16(h.mask) == 7 {
			return s.u(h.score(true))
		}
	case c.IsModifier():
		h.mods |= 1 << (c - flip7.Plus2)
	case c == flip7.SecondChance:
		h.sc = true // a spare one is given away: nothing changes for us
	case c == flip7.Freeze:
		if s.alone {
			if !inFlip3 {
				return s.u(h.score(false))
			}
			h.heldFreeze = true
		}
	case c == flip7.FlipThree:
		if s.alone {
			if inFlip3 {
				h.heldF3++
			} else {
				h.forced = 3
			}
		}
	}
	return s.carryOn(h, inFlip3, depth)
}

// carryOn resolves the cards a finished Flip Three held back, then goes on.
func (s *roundSolver) carryOn(h hand, inFlip3 bool, depth int) float64 {
	if inFlip3 && h.forced == 0 {
		if h.heldFreeze {
			return s.u(h.score(false))
		}
		if h.heldF3 > 0 {
			h.heldF3--
			h.forced = 3
		}
	}
	return s.value(h, depth+1)
}

func (s *roundSolver) take(k int) {
	s.hash ^= zobrist[k][s.deck[k]]
	s.deck[k]--
	s.hash ^= zobrist[k][s.deck[k]]
	s.deckLen--
}

func (s *roundSolver) put(k int) {
	s.hash ^= zobrist[k][s.deck[k]]
	s.deck[k]++
	s.hash ^= zobrist[k][s.deck[k]]
	s.deckLen++
}

func (s *roundSolver) toDiscard(k int) {
	d := flip7.NumKinds + k
	s.hash ^= zobrist[d][s.discard[k]]
	s.discard[k]++
	s.hash ^= zobrist[d][s.discard[k]]
}

func (s *roundSolver) fromDiscard(k int) {
	d := flip7.NumKinds + k
	s.hash ^= zobrist[d][s.discard[k]]
	s.discard[k]--
	s.hash ^= zobrist[d][s.discard[k]]
}

func popcount16(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
