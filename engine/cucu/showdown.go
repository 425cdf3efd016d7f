package cucu

// Losers is the showdown's verdict on the live cards (CU-5): bit i is set
// when cards[i] loses a life. NoCard entries are not live (seats out of
// the round, dead cards) and are ignored.
//
// The lowest rank loses, every holder of it (CU-5.2); a Cuckoo never loses
// (CU-5.3). With exactly one live Fool, the Fool ties with the lowest other
// live card, or loses alone when every other live card is a Cuckoo; with
// two, both rank 14½ and compare normally (CU-5.4).
func Losers(cards []Card) uint16 {
	fools := 0
	for _, c := range cards {
		if c == Fool {
			fools++
		}
	}
	// Ranks doubled, so the two Fools' 14½ is a whole 29.
	low := 1 << 10
	for _, c := range cards {
		if !c.Valid() || (c == Fool && fools == 1) {
			continue
		}
		low = min(low, rank2(c))
	}
	var out uint16
	for i, c := range cards {
		switch {
		case !c.Valid():
		case c == Fool && fools == 1:
			out |= 1 << uint(i)
		case c != Cuckoo && rank2(c) == low:
			out |= 1 << uint(i)
		}
	}
	return out
}

// rank2 is twice the card's rank at a showdown with two Fools or none
// (the Fool then 14½).
func rank2(c Card) int {
	if c == Fool {
		return 29
	}
	r, _ := c.Rank()
	return 2 * r
}
