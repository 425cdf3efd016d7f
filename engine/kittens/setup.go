package kittens

import "cardtable/engine"

// init sets s up as a new game in place (ZK-2): the deck for the seat
// count without its Exploding and Zombie Kittens, one Zombie Kitten to each
// seat and any spare shuffled back in, seven cards dealt to each, then
// seats − 1 Exploding Kittens shuffled into the draw pile, and the first
// player drawn from the seeded generator.
func (s *State) init(seats int, seed uint64) {
	*s = State{n: int8(seats), alive: int8(seats), rng: engine.NewRNG(seed),
		winner: engine.NoSeat, owed: 1, placed: noPlacing}
	deck := decks[seats]
	n := deckSizes[seats]
	s.shuffle(deck[:n])
	for i := 0; i < seats; i++ {
		st := &s.seats[i]
		st.hand.inc(Zombie)
		for _, c := range deck[n-HandSize : n] {
			st.hand.inc(c)
		}
		n -= HandSize
		st.size = HandSize + 1
	}
	for i := 0; i < seats-1; i++ {
		deck[n] = Exploding
		n++
	}
	s.shuffle(deck[:n])
	for i, c := range deck[:n] {
		s.pile[i>>3] |= uint64(c) << (uint(i&7) * 8) // the pile starts empty
	}
	s.npile = uint8(n)
	s.turn = engine.Seat(s.rng.IntN(seats))
}

// appendOpening appends to events what a new game has played (ZK-2.4–2.6):
// each seat's deal, the start and the first turn, the dealt cards appended
// to cards.
func (s *State) appendOpening(events []engine.Event, cards []Card) []engine.Event {
	seats := int(s.n)
	for i := 0; i < seats; i++ {
		start := len(cards)
		cards = appendHand(cards, s.seats[i].hand)
		events = append(events, Dealt{Seat: engine.Seat(i), Cards: cards[start:len(cards):len(cards)]})
	}
	return append(events, Started{Seats: seats, First: s.turn, Pile: int(s.npile), Kittens: seats - 1},
		TurnStarted{Seat: s.turn, Owed: 1})
}

// decks[n] is the deck of an n-seat game before its first shuffle, in kind
// order: the deck for the seat count without its Exploding and Zombie
// Kittens but the spare Zombie Kitten (ZK-2.3); deckSizes[n] its size.
var decks, deckSizes = func() (d [MaxSeats + 1][DeckSize]Card, size [MaxSeats + 1]int) {
	for seats := Descriptor.MinSeats; seats <= MaxSeats; seats++ {
		in := InPlay(seats)
		n := 0
		for k := Zombie; k < NumKinds; k++ {
			copies := int(in[k])
			if k == Zombie {
				copies -= seats // ZK-2.3: one each, the spare goes back in
			}
			for c := 0; c < copies; c++ {
				d[seats][n] = k
				n++
			}
		}
		size[seats] = n
	}
	return d, size
}()

// shuffle is Fisher–Yates over cs with the state's generator (as
// engine.RNG.Shuffle, without its closure).
func (s *State) shuffle(cs []Card) {
	for i := len(cs) - 1; i > 0; i-- {
		j := s.rng.IntN(i + 1)
		cs[i], cs[j] = cs[j], cs[i]
	}
}

// handList is a hand as its cards in kind order.
func handList(h counts) []Card { return appendHand(make([]Card, 0, 8), h) }

// appendHand appends the cards of a hand in kind order.
func appendHand(dst []Card, h counts) []Card {
	for m := h.present(); m != 0; m &= m - 1 {
		k := Card(trailing(m) / 3)
		for c := h.get(k); c > 0; c-- {
			dst = append(dst, k)
		}
	}
	return dst
}
