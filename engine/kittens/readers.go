package kittens

import "cardtable/engine"

// Allocation-free readers of a state, for playout policies that run
// inside a search over determinized states (a view allocates). They read
// nothing a seat's view does not show but the seat's own hand and
// knowledge: a policy playing seat p asks about p.

// HandCount is how many cards of kind k seat p holds.
func (s *State) HandCount(p engine.Seat, k Card) int { return s.seats[p].hand.get(k) }

// HandSize is the number of cards in seat p's hand.
func (s *State) HandSize(p engine.Seat) int { return int(s.seats[p].size) }

// Dead reports whether seat p is dead.
func (s *State) Dead(p engine.Seat) bool { return s.seats[p].dead }

// Alive counts the living seats.
func (s *State) Alive() int { return int(s.alive) }

// NextAlive is the next living seat after p, clockwise.
func (s *State) NextAlive(p engine.Seat) engine.Seat { return s.next(p) }

// DrawSize is the number of cards in the draw pile.
func (s *State) DrawSize() int { return int(s.npile) }

// PileKittens is the number of Exploding Kittens in the draw pile.
func (s *State) PileKittens() int { return s.pileKittens() }

// KnownAt is the card i from the top of the draw pile if seat p knows it,
// NoCard otherwise.
func (s *State) KnownAt(p engine.Seat, i int) Card {
	j := int(s.npile) - 1 - i
	if j < 0 || i < 0 || s.seats[p].known&(1<<uint(j)) == 0 {
		return NoCard
	}
	return s.pile.at(j)
}

// KnownKittens counts the Exploding Kittens seat p has located in the draw
// pile, and the positions it knows.
func (s *State) KnownKittens(p engine.Seat) (kittens, known int) {
	m := s.seats[p].known
	known = popcount(m)
	for ; m != 0; m &= m - 1 {
		if s.pile.at(trailing(m)) == Exploding {
			kittens++
		}
	}
	return kittens, known
}

// Owed is the number of turns the seat on turn owes, this one included.
func (s *State) Owed() int { return int(s.owed) }

// Attacked reports whether those turns came from an attack.
func (s *State) Attacked() bool { return s.attacked }

// Held is the number of Exploding Kittens the seat on turn holds to put
// back.
func (s *State) Held() int { return int(s.held) }

// TopDiscard is the card on top of the discard pile (NoCard when empty).
func (s *State) TopDiscard() Card { return s.topDiscard() }

// TopPlay is the play on top of the reaction stack, without its list of
// Nopes (ok false when the stack is empty).
func (s *State) TopPlay() (it StackItem, ok bool) {
	if s.nstack == 0 {
		return StackItem{}, false
	}
	x := s.top()
	return StackItem{Seat: x.seat(), Card: x.card(), As: x.as(), Size: x.size(), WithClone: x.withClone(),
		Target: x.target(), Name: x.name(), Cancelled: x.cancelled()}, true
}

// TopLast is the seat whose card is on top of the play on top of the stack
// (its last Nope's, or the player's; NoSeat when the stack is empty).
func (s *State) TopLast() engine.Seat {
	if s.nstack == 0 {
		return engine.NoSeat
	}
	return s.top().last()
}
