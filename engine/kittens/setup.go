package kittens

import "cardtable/engine"

// init sets s up as a new game in place (ZK-2): the deck for the seat
// count without its Exploding and Zombie Kittens, one Zombie Kitten to each
// seat and any spare shuffled back in, seven cards dealt to each, then
// seats − 1 Exploding Kittens shuffled into the draw pile, and the first
// player drawn from the seeded generator.
func (s *State) init(seats int, seed uint64, rec *[]engine.Event) {
	*s = State{n: int8(seats), alive: int8(seats), rng: engine.NewRNG(seed), rec: rec,
		winner: engine.NoSeat, owed: 1, placed: noPlacing}
	in := InPlay(seats)
	var deck [DeckSize]Card
	n := 0
	for k := Zombie; k < NumKinds; k++ {
		copies := int(in[k])
		if k == Zombie {
			copies -= seats // ZK-2.3: one each, the spare goes back in
		}
		for c := 0; c < copies; c++ {
			deck[n] = k
			n++
		}
	}
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
		s.pile.set(i, c)
	}
	s.npile = uint8(n)
	s.turn = engine.Seat(s.rng.IntN(seats))
	if s.logging() {
		all := make([]Card, 0, seats*(HandSize+1)) // one allocation for every deal
		for i := 0; i < seats; i++ {
			start := len(all)
			all = appendHand(all, s.seats[i].hand)
			s.emit(Dealt{Seat: engine.Seat(i), Cards: all[start:len(all):len(all)]})
		}
		s.emit(Started{Seats: seats, First: s.turn, Pile: n, Kittens: seats - 1})
		s.emit(TurnStarted{Seat: s.turn, Owed: 1})
	}
	s.rec = nil
}

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
	for k := Card(0); k < NumKinds; k++ {
		for c := h.get(k); c > 0; c-- {
			dst = append(dst, k)
		}
	}
	return dst
}
