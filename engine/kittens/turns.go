package kittens

import "cardtable/engine"

// endTurn ends one owed turn: the seat goes on while it owes more, else
// the next living seat owes one (ZK-3.4).
func (s *State) endTurn() {
	s.owed--
	if s.owed > 0 {
		if s.logging() {
			s.emit(TurnStarted{Seat: s.turn, Owed: int(s.owed), Attacked: s.attacked})
		}
		return
	}
	s.passTurn(s.next(s.turn), 1, false)
}

// attackNext ends every turn the seat owes and makes the next living seat
// owe n turns, or n more than the attacked seat still owed (ZK-5 Attack,
// Attack of the Dead: attacked ? owed + n : n).
func (s *State) attackNext(n int) {
	if s.attacked {
		n += int(s.owed)
	}
	s.passTurn(s.next(s.turn), min(n, 255), true)
}

func (s *State) passTurn(p engine.Seat, owed int, attacked bool) {
	s.turn, s.owed, s.attacked = p, uint8(owed), attacked
	if s.logging() {
		s.emit(TurnStarted{Seat: p, Owed: owed, Attacked: attacked})
	}
}

// draw takes the top card for the seat on turn: an Exploding Kitten
// explodes, any other card ends the owed turn (ZK-3.2, ZK-4.1).
func (s *State) draw(p engine.Seat) {
	c := s.popTop(p)
	if s.logging() {
		s.emit(Drew{Seat: p, Card: c})
	}
	s.took(p, c)
}

// took is what follows a card taken as the turn's draw.
func (s *State) took(p engine.Seat, c Card) {
	if c == Exploding {
		s.explode(p)
		return
	}
	s.add(p, c)
	s.endTurn()
	s.phase = PhasePlay
}

// popTop takes the top card of the draw pile for seat p; what anyone knew
// of it goes with it.
func (s *State) popTop(p engine.Seat) Card {
	if s.placed.by != engine.NoSeat && p != s.placed.by && s.placed.since < 255 {
		s.placed.since++
	}
	s.npile--
	c := s.pile.at(int(s.npile))
	s.pile.set(int(s.npile), 0)
	s.forget(int(s.npile))
	return c
}

// forget clears every seat's knowledge of index i and above.
func (s *State) forget(i int) {
	m := uint64(1)<<uint(i) - 1
	for j := range s.seats[:s.n] {
		s.seats[j].known &= m
	}
}

// dig: the seat looks at the top card, privately (ZK-5 Dig Deeper).
func (s *State) dig(p engine.Seat) {
	top := int(s.npile) - 1
	s.seats[p].known |= 1 << uint(top)
	s.phase = PhaseDig
	if s.logging() {
		s.emit(Dug{Seat: p, Card: s.pile.at(top)})
	}
}

// applyDig keeps the top card as the turn's draw, or refuses it and takes
// the next one, the refused card staying on top (ZK-5 Dig Deeper).
func (s *State) applyDig(a engine.Action) {
	p := a.By
	keep := a.Kind == KindKeep
	var c Card
	if keep {
		c = s.popTop(p)
	} else {
		i := int(s.npile) - 2
		c = s.pile.remove(int(s.npile), i)
		s.npile--
		for j := range s.seats[:s.n] {
			s.seats[j].known = bitsRemove(s.seats[j].known, i)
		}
	}
	if s.logging() {
		s.emit(DigTook{Seat: p, Keep: keep, Card: c})
	}
	s.took(p, c)
}

// explode reveals the Exploding Kitten just drawn: only the drawer acts now
// (ZK-4.1).
func (s *State) explode(p engine.Seat) {
	s.held = 1
	s.phase = PhaseExplode
	if s.logging() {
		s.emit(Exploded{Seat: p})
	}
}

// applyExplode: die, or play a Zombie Kitten (or a Clone of one), which
// names its revived seat next when anyone is dead (ZK-4.1, ZK-4.4).
func (s *State) applyExplode(a engine.Action) {
	p := a.By
	switch a.Kind {
	case KindDie:
		s.die(p)
	case KindPlay:
		s.discard(p, Zombie)
		s.declare(newItem(p, Zombie, Zombie, 1, false), false)
	case KindClone:
		s.discard(p, Clone)
		s.declare(newItem(p, Clone, Zombie, 1, false), false)
	}
}

// die: the Exploding Kitten goes face up in front of the seat, which keeps
// its hand and loses the turns it owed; the game ends with one seat alive
// (ZK-4.2, ZK-4.6).
func (s *State) die(p engine.Seat) {
	s.seats[p].dead = true
	s.alive--
	s.held = 0
	lost := int(s.owed) - 1
	if s.logging() {
		s.emit(Died{Seat: p, Lost: lost})
	}
	if s.alive == 1 {
		s.winner = s.next(p)
		s.phase = PhaseOver
		if s.logging() {
			s.emit(GameOver{Winner: s.winner})
		}
		return
	}
	s.passTurn(s.next(p), 1, false)
	s.phase = PhasePlay
}

// zombie resolves a Zombie Kitten: the named seat comes back to life, its
// Exploding Kitten joining the one to put back (ZK-4.4).
func (s *State) zombie(p, revived engine.Seat) {
	s.placed = placing{by: p}
	if revived != engine.NoSeat && s.seats[revived].dead {
		s.seats[revived].dead = false
		s.alive++
		s.held++
		if s.logging() {
			s.emit(Revived{Seat: revived, By: p})
		}
	}
	s.phase = PhasePlace
}

// applyPlace puts an Exploding Kitten back at the chosen position (0 =
// top). The placer and the seats whose Clairvoyance resolved see where; to
// everyone else it is an insertion at a hidden position, which erases what
// they knew of the pile (ZK-4.4, ZK-7). The turn ends after the last one.
func (s *State) applyPlace(a engine.Action) {
	p := a.By
	pos := int(a.Card)
	i := int(s.npile) - pos
	s.pile.insert(int(s.npile), i, Exploding)
	s.npile++
	s.held--
	s.placed.n++
	see := s.watch | 1<<p
	for j := range s.seats[:s.n] {
		st := &s.seats[j]
		if see&(1<<j) != 0 {
			st.known = bitsInsert(st.known, i) | 1<<uint(i)
		} else {
			st.known = 0
		}
	}
	if s.logging() {
		s.emit(Placed{Seat: p, Pos: pos, Pile: int(s.npile), Left: int(s.held), Watchers: s.watch})
	}
	if s.held > 0 {
		return
	}
	s.watch = 0
	s.endTurn()
	s.phase = PhasePlay
}
