package cucuai

import (
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// Chances of losing a life this round, from one seat's knowledge: the
// cards it has not seen are drawn from its unseen pool, weighed by what
// was publicly done with them (the opponent model below), each other seat's
// card independently. Normal ranks a keep against an ask with them; the
// search plays Normal in its simulations, so they are built for speed:
// the weighted pool is summed once per evidence pattern (sums).

// The opponent model, tuned in 4-seat arena runs against Basic: a card
// kept ranks at least keptRank and one asked away below it, each with
// weight 1 against offWeight for the other ranks; a seat still to play
// ends with a better card once in every two (improve).
const (
	keptRank  = 4
	offWeight = 0.2
	improve   = 1.0
)

// weight is the likelihood of card c given its evidence: a card that was
// swapped is no power; kept cards are high and asked ones low.
func weight(c cucu.Card, t cucu.Tags) float64 {
	if t&cucu.TagPlain != 0 && c.IsPower() {
		return 0
	}
	r := rankOf(c)
	if t&cucu.TagKept != 0 && r < keptRank || t&cucu.TagAsked != 0 && r >= keptRank {
		return offWeight
	}
	return 1
}

// atLeast reports whether another live card o leaves c among the lowest:
// o ranks at or above c. A lone Fool elsewhere ties with the lowest other
// card, so it never saves c; the Cuckoo is above everything.
func atLeast(o, c cucu.Card) bool {
	if o == cucu.Fool {
		return true
	}
	ro, _ := o.Rank()
	rc, _ := c.Rank()
	return ro >= rc
}

// sums is the unseen pool weighed by one evidence pattern, summed from
// each kind up: kinds are numbered in rank order with the Fool last, so
// the cards atLeast c are exactly the kinds from c on.
type sums struct {
	from [cucu.NumKinds + 1]float64
}

func (s *sit) sums(t cucu.Tags) *sums {
	t &= 7
	if s.have&(1<<t) == 0 {
		x := &s.cache[t]
		x.from[cucu.NumKinds] = 0
		for c := cucu.NumKinds - 1; c > cucu.NoCard; c-- {
			x.from[c] = x.from[c+1] + float64(s.unseen[c])*weight(c, t)
		}
		s.have |= 1 << t
	}
	return &s.cache[t]
}

// pAtLeast is the chance that an unseen card with evidence t is atLeast c
// (c no Fool).
func (s *sit) pAtLeast(c cucu.Card, t cucu.Tags) float64 {
	x := s.sums(t)
	total := x.from[cucu.Lion]
	if total == 0 {
		if t != 0 {
			return s.pAtLeast(c, 0)
		}
		return 1
	}
	return x.from[c] / total
}

// loss is the chance that seat me, holding c at the showdown, loses a life
// there (CU-5), the other live cards as me knows them.
func (s *sit) loss(c cucu.Card) float64 {
	switch c {
	case cucu.Cuckoo:
		return 0
	case cucu.Fool:
		// A lone Fool always loses; a second live Fool lifts both to 14½.
		none := 1.0
		pf := 0.0
		if s.nunseen > 0 {
			pf = float64(s.unseen[cucu.Fool]) / float64(s.nunseen)
		}
		for o := engine.Seat(0); int(o) < s.n; o++ {
			if o == s.me || s.live&bit(o) == 0 {
				continue
			}
			switch k := s.known[o]; {
			case k == cucu.Fool:
				return 0.05
			case !k.Valid():
				none *= 1 - pf
			}
		}
		return none
	}
	p := 1.0
	plain := s.pAtLeast(c, 0)
	for o := engine.Seat(0); int(o) < s.n; o++ {
		if o == s.me || s.live&bit(o) == 0 {
			continue
		}
		var q float64
		if k := s.known[o]; k.Valid() {
			if atLeast(k, c) {
				q = 1
			}
		} else {
			q = s.pAtLeast(c, s.tags[o])
		}
		if s.later&bit(o) != 0 && q < 1 {
			// It may still swap its card for one at least c.
			q = 1 - (1-q)*(1-improve*plain)
		}
		p *= q
		if p == 0 {
			return 0
		}
	}
	return p
}

// blindLoss is the expected loss after taking an unseen card blind: the
// pack's top (known or not), or, with plain set, a target's ordinary card.
func (s *sit) blindLoss(plain bool) float64 {
	if s.top.Valid() && !plain {
		return s.loss(s.top)
	}
	sum, n := 0.0, 0
	for _, c := range cucu.Kinds {
		if s.unseen[c] == 0 || plain && c.IsPower() {
			continue
		}
		sum += float64(s.unseen[c]) * s.loss(c)
		n += int(s.unseen[c])
	}
	if n == 0 {
		return s.loss(s.own)
	}
	return sum / float64(n)
}

// askLoss is the expected loss of asking: the request meets the target's
// card — a Hunter or a Cat costs a life now and the card stays; a Cuckoo
// changes nothing; a Horse passes it on; an Inn gives cover or the Inn;
// an ordinary card is swapped.
func (s *sit) askLoss() float64 {
	keep := s.loss(s.own)
	t := s.after(s.me)
	for depth := 0; depth < 3; depth++ {
		if t == engine.NoSeat {
			return s.blindLoss(false)
		}
		k := s.known[t]
		if !k.Valid() {
			break
		}
		switch k {
		case cucu.Horse:
			t = s.after(t)
			continue
		case cucu.Hunter, cucu.Cat:
			return 1 + keep
		case cucu.Cuckoo:
			return keep
		case cucu.Inn:
			return s.innLoss(keep)
		}
		return s.loss(k)
	}
	if s.nunseen == 0 {
		return keep
	}
	u := float64(s.nunseen)
	pl := func(c cucu.Card) float64 { return float64(s.unseen[c]) / u }
	plain := 1 - pl(cucu.Hunter) - pl(cucu.Cat) - pl(cucu.Cuckoo) - pl(cucu.Horse) - pl(cucu.Inn)
	// A Horse passes the request on to a card much like this one.
	e := (pl(cucu.Hunter)+pl(cucu.Cat))*(1+keep) + pl(cucu.Cuckoo)*keep + pl(cucu.Inn)*s.innLoss(keep)
	e += plain * s.blindLoss(true)
	return e / (1 - pl(cucu.Horse))
}

// innLoss: at an Inn the asker asks for cover; an innkeeper mostly
// accepts, so the asker keeps its card, covered if it is the Nothing.
func (s *sit) innLoss(keep float64) float64 {
	if s.own == cucu.Nothing {
		return keep * 0.2
	}
	return keep
}
