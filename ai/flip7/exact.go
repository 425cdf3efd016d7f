package flip7ai

import (
	"cardtable/engine/flip7"
)

// exactSolver values Hit against Stay by expectimax over the seat's own
// next draws, from the exact composition of the deck. Ending the round with
// s points is worth util[s] (the chance of winning the match, or minus the
// rounds still needed in solo practice), busting util[0]. Branches are
// explored while their probability is at least eps; below it a state is
// valued by one more card at most (myopic), which is where search stops
// paying. Transpositions are merged: the cards drawn since the root decide
// the state, whatever their order.
type exactSolver struct {
	util  []float64
	alone bool // no other active player: action cards land on this seat
	deck  [flip7.NumKinds]int
	total int
	hash  uint64
	eps   float64
	memo  memoTable
	// spend is charged once per searched state; false aborts the search.
	spend   func() bool
	aborted bool
}

// xhand is the seat's row as the solver needs it.
type xhand struct {
	nums     uint16 // numbers held
	n        int    // how many numbers
	sum, bon int    // sum of numbers, +N modifiers
	x2, sc   bool   // holds ×2, holds a Second Chance
}

func (h *xhand) score(flip7Bonus bool) int {
	s := h.sum
	if h.x2 {
		s *= 2
	}
	s += h.bon
	if flip7Bonus {
		s += 15
	}
	return s
}

func xhandOf(row []flip7.Card, sc bool) xhand {
	h := xhand{sc: sc}
	for _, c := range row {
		switch {
		case c.IsNumber():
			if h.nums&(1<<c) == 0 {
				h.nums |= 1 << c
				h.n++
				h.sum += int(c)
			}
		case c == flip7.Times2:
			h.x2 = true
		case c.IsModifier():
			h.bon += c.Bonus()
		}
	}
	return h
}

// takeResult is what taking a card did to the round.
type takeResult uint8

const (
	tookOn     takeResult = iota // the round goes on (a duplicate saved by a Second Chance included)
	tookBust                     // a duplicate without Second Chance
	tookFlip7                    // the seventh number
	tookFreeze                   // a Freeze: its target leaves the round
	tookFlip3                    // a Flip Three
)

// take adds card c to the hand (F7-4.3). Action cards leave the hand as it
// is; the caller decides where they go.
func (h xhand) take(c flip7.Card) (xhand, takeResult) {
	switch {
	case c.IsNumber() && h.nums&(1<<c) != 0:
		if !h.sc {
			return h, tookBust
		}
		h.sc = false // both discarded, the round goes on
	case c.IsNumber():
		h.nums |= 1 << c
		h.n++
		h.sum += int(c)
		if h.n == 7 {
			return h, tookFlip7
		}
	case c == flip7.Times2:
		h.x2 = true
	case c.IsModifier():
		h.bon += c.Bonus()
	case c == flip7.SecondChance:
		h.sc = true // a spare one is given away: nothing changes for us
	case c == flip7.Freeze:
		return h, tookFreeze
	case c == flip7.FlipThree:
		return h, tookFlip3
	}
	return h, tookOn
}

// kindSalt spreads the deck counts into the transposition key.
var kindSalt = func() (s [flip7.NumKinds]uint64) {
	x := uint64(0x9e3779b97f4a7c15)
	for i := range s {
		x = mix64(x + uint64(i))
		s[i] = x | 1
	}
	return
}()

// newExactSolver prepares a search from deck (or, when the deck is empty,
// from the discard pile that will be reshuffled into it).
func newExactSolver(util []float64, alone bool, deck, discard [flip7.NumKinds]uint8) *exactSolver {
	s := &exactSolver{util: util, alone: alone}
	src := deck
	n := 0
	for _, c := range deck {
		n += int(c)
	}
	if n == 0 {
		src = discard
	}
	for k, c := range src {
		s.deck[k] = int(c)
		s.total += int(c)
		s.hash += uint64(c) * kindSalt[k]
	}
	return s
}

func (s *exactSolver) u(score int) float64 { return s.util[min(score, len(s.util)-1)] }

func (s *exactSolver) take(k int) { s.deck[k]--; s.total--; s.hash -= kindSalt[k] }
func (s *exactSolver) put(k int)  { s.deck[k]++; s.total++; s.hash += kindSalt[k] }

func (s *exactSolver) key(h xhand) uint64 {
	key := s.hash ^ uint64(h.nums)<<7
	if h.sc {
		key ^= 0x5bd1e9955bd1e995
	}
	return key
}

// wantsHit is the decision the last search made in state h (myopic where
// it did not reach).
func (s *exactSolver) wantsHit(h xhand) bool {
	stay := s.u(h.score(false))
	v, ok := s.memo.get(s.key(h))
	if !ok {
		v = s.myopic(h)
	}
	return v > stay+1e-12
}

// decide is the value of a state where the seat may Hit or Stay.
func (s *exactSolver) decide(h xhand, prob float64) float64 {
	stay := s.u(h.score(false))
	key := s.key(h)
	if v, ok := s.memo.get(key); ok {
		return v
	}
	if s.aborted || !s.spend() {
		s.aborted = true
		return stay
	}
	v := max(stay, s.hit(h, prob))
	s.memo.put(key, v)
	return v
}

// hit is the value of taking one card and playing on well.
func (s *exactSolver) hit(h xhand, prob float64) float64 {
	if s.total == 0 {
		return s.u(h.score(false))
	}
	leaf := prob < s.eps
	return s.expect(func(c flip7.Card, p float64) float64 {
		return s.after(h, c, prob*p, leaf)
	})
}

// expect is the mean of value over the next card, each card taken out of
// the deck while it is valued. The deck must not be empty.
func (s *exactSolver) expect(value func(c flip7.Card, p float64) float64) float64 {
	tot := float64(s.total)
	ev := 0.0
	for k := 0; k < flip7.NumKinds; k++ {
		cnt := s.deck[k]
		if cnt == 0 {
			continue
		}
		p := float64(cnt) / tot
		s.take(k)
		ev += p * value(flip7.Card(k), p)
		s.put(k)
	}
	return ev
}

// carry goes on after a card that did not end the round.
func (s *exactSolver) carry(h xhand, prob float64, leaf bool) float64 {
	if leaf {
		return s.myopic(h)
	}
	return s.decide(h, prob)
}

// after is the value once card c is taken.
func (s *exactSolver) after(h xhand, c flip7.Card, prob float64, leaf bool) float64 {
	next, r := h.take(c)
	switch r {
	case tookBust:
		return s.util[0]
	case tookFlip7:
		return s.u(next.score(true))
	case tookFreeze:
		if s.alone {
			return s.u(h.score(false))
		}
		// Given away, or kept to bank now: whichever is better.
		return max(s.u(h.score(false)), s.carry(h, prob, leaf))
	case tookFlip3:
		if s.alone {
			return s.flip3(h, 3, 0, prob)
		}
	}
	return s.carry(next, prob, leaf)
}

// Held action cards during a solo Flip Three.
const (
	heldFreeze = 1 << iota
	heldFlip3
)

// flip3 is a Flip Three on the seat itself (when alone): forced draws, held
// action cards resolved after.
func (s *exactSolver) flip3(h xhand, left, held int, prob float64) float64 {
	if prob < s.eps {
		return s.u(h.score(false)) // rare enough not to matter
	}
	if left == 0 {
		switch {
		case held&heldFreeze != 0:
			return s.u(h.score(false))
		case held&heldFlip3 != 0:
			return s.flip3(h, 3, held&^heldFlip3, prob)
		}
		return s.decide(h, prob)
	}
	if s.total == 0 {
		return s.u(h.score(false))
	}
	return s.expect(func(c flip7.Card, p float64) float64 {
		next, r := h.take(c)
		switch r {
		case tookFreeze:
			return s.flip3(h, left-1, held|heldFreeze, prob*p)
		case tookFlip3:
			return s.flip3(h, left-1, held|heldFlip3, prob*p)
		case tookBust:
			return s.util[0]
		case tookFlip7:
			return s.u(next.score(true))
		}
		return s.flip3(next, left-1, held, prob*p)
	})
}

// myopic values a state by Stay or one more card then Stay.
func (s *exactSolver) myopic(h xhand) float64 {
	stay := s.u(h.score(false))
	if s.total == 0 {
		return stay
	}
	ev := s.expect(func(c flip7.Card, _ float64) float64 {
		next, r := h.take(c)
		switch r {
		case tookBust:
			return s.util[0]
		case tookFlip7:
			return s.u(next.score(true))
		}
		return s.u(next.score(false)) // a saved duplicate, a modifier or an action card: stay after it
	})
	return max(stay, ev)
}

// memoTable is an open-addressing map from state keys to values, cheaper
// than a Go map on this hot path.
type memoTable struct {
	keys []uint64
	vals []float64
	n    int
}

func (m *memoTable) get(key uint64) (float64, bool) {
	if m.keys == nil {
		return 0, false
	}
	key |= 1
	mask := len(m.keys) - 1
	for i := int(mix64(key)) & mask; ; i = (i + 1) & mask {
		switch m.keys[i] {
		case key:
			return m.vals[i], true
		case 0:
			return 0, false
		}
	}
}

func (m *memoTable) put(key uint64, v float64) {
	if m.n*2 >= len(m.keys) {
		m.grow()
	}
	key |= 1
	mask := len(m.keys) - 1
	for i := int(mix64(key)) & mask; ; i = (i + 1) & mask {
		if m.keys[i] == 0 || m.keys[i] == key {
			if m.keys[i] == 0 {
				m.n++
			}
			m.keys[i], m.vals[i] = key, v
			return
		}
	}
}

func (m *memoTable) grow() {
	old, oldV := m.keys, m.vals
	size := max(1024, 2*len(old))
	m.keys, m.vals, m.n = make([]uint64, size), make([]float64, size), 0
	for i, k := range old {
		if k != 0 {
			m.put(k, oldV[i])
		}
	}
}

// reset empties the table, keeping its memory.
func (m *memoTable) reset() {
	clear(m.keys)
	m.n = 0
}

// mix64 is the splitmix64 finaliser: a cheap, well-spread hash of x.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}
