package dosai

import (
	"cardtable/engine"
	"cardtable/engine/dos"
)

// What a card placed in the Centre Row gives the next players: the chance
// that a hand can match it. ease[r] is, for a Centre card of rank r (1–10,
// dos.RankWildNumber, dos.RankWildDOS), the share of random 7-card hands
// dealt from a full deck that hold a single or a double match for it,
// counted over a fixed sample at start-up (deterministic, about a
// millisecond).
var ease = func() (t [dos.RankWildDOS + 1]float64) {
	var deck []dos.Card
	for _, k := range dos.Kinds {
		for c := uint8(0); c < dos.Composition[k]; c++ {
			deck = append(deck, k)
		}
	}
	centres := []dos.Card{dos.WildDOS, dos.WildNumber(dos.Red)}
	for n := 1; n <= 10; n++ {
		if n != 2 {
			centres = append(centres, dos.NumberCard(dos.Red, n))
		}
	}
	const samples = 1500
	rng := engine.NewRNG(0xd05)
	var hits [dos.RankWildDOS + 1]int
	for range samples {
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		hand := deck[:dos.HandSize]
		for _, c := range centres {
			if canMatchAny(hand, c) {
				hits[c.Rank()]++
			}
		}
	}
	for r, h := range hits {
		t[r] = float64(h) / samples
	}
	return t
}()

// canMatchAny reports whether some card or pair of hand matches centre.
func canMatchAny(hand []dos.Card, centre dos.Card) bool {
	for i, a := range hand {
		if dos.CanMatch(a, dos.NoCard, centre) {
			return true
		}
		for _, b := range hand[i+1:] {
			if dos.CanMatch(a, b, centre) {
				return true
			}
		}
	}
	return false
}

// easeOf is the chance a random hand matches c in the Centre Row.
func easeOf(c dos.Card) float64 { return ease[c.Rank()] }

// placeScore says how good it is to put c from hand into the Centre Row:
// shedding its points matters more the closer an opponent is to going out;
// a card the next players can easily match is a gift; a wild is worth more
// in hand.
func placeScore(c dos.Card, danger float64) float64 {
	s := float64(c.Points())*(0.01+0.04*danger) - easeOf(c)
	switch {
	case c.IsWildNumber():
		s -= 1.5 * (1 - danger)
	case c.IsWildDOS():
		s -= 0.4 * (1 - danger)
	}
	return s
}

// danger is how close the nearest opponent of v's seat is to going out:
// 1 with one or two cards, fading to 0 at six.
func danger(v *dos.View) float64 {
	least := 1 << 30
	for i, p := range v.Players {
		if engine.Seat(i) != v.Seat {
			least = min(least, p.HandSize+p.Pending)
		}
	}
	switch {
	case least <= 2:
		return 1
	case least >= 6:
		return 0
	}
	return float64(6-least) / 4
}

// bestPlace is the placement with the highest placeScore (the first listed
// among equals).
func bestPlace(v *dos.View, legal []engine.Action) engine.Action {
	d := danger(v)
	best, bestScore := first(legal), -1e18
	for _, a := range legal {
		if a.Kind != dos.KindPlace {
			continue
		}
		if s := placeScore(dos.Card(a.Card), d); s > bestScore {
			best, bestScore = a, s
		}
	}
	return best
}
