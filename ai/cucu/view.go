package cucuai

import (
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// cv is the Cucù view a Cucù bot needs; any other view yields nil, and the
// bots then fall back to the first legal action rather than panic.
func cv(v engine.View) *cucu.View {
	c, _ := v.(*cucu.View)
	if c == nil || c.Seat < 0 || int(c.Seat) >= len(c.Players) {
		return nil
	}
	return c
}

func first(legal []engine.Action) engine.Action {
	if len(legal) == 0 {
		return engine.Action{}
	}
	return legal[0]
}

// pick returns the second of the two legal actions when other is true
// (ask, pack, cover, refuse), else the first (keep, withdraw, accept).
// Legal always lists the keep-like action first (engine/cucu's doc).
func pick(legal []engine.Action, other bool) engine.Action {
	if other && len(legal) > 1 {
		return legal[1]
	}
	return first(legal)
}

// rankOf is a card's rank for a threshold, the Fool lowest of all (a lone
// Fool always loses, CU-5.4).
func rankOf(c cucu.Card) int {
	if r, ok := c.Rank(); ok {
		return r
	}
	return -4
}
