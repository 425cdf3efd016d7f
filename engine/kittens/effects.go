package kittens

import "cardtable/engine"

// resolve applies the effect of a play whose window closed uncancelled
// (ZK-5). Effects that need decisions (a card to give, Dig Deeper's choice,
// the kitten placements) enter their phase; the rest settle at once.
func (s *State) resolve(x item) {
	p := x.seat()
	if s.logging() {
		s.emit(Resolved{Seat: p, Card: x.card(), As: x.as(), Size: x.size(), WithClone: x.withClone()})
	}
	switch {
	case x.size() == 2:
		s.steal(p, x.target())
	case x.size() == 3:
		s.ask(p, x.target(), x.name())
	default:
		switch x.as() {
		case Attack:
			s.attackNext(2)
		case AttackDead:
			s.attackNext(3 * s.dead())
		case Skip:
			s.endTurn()
		case SuperSkip:
			s.owed = 1
			s.endTurn()
		case SeeFuture:
			s.seeFuture(p)
		case Shuffle:
			s.shufflePile(p)
		case Favor:
			s.startGive(WhyFavor, p, p, 1<<x.target())
			return
		case FeedDead:
			s.feed(p, x.target())
			return
		case GraveRobber:
			s.graveRobber(p)
			return
		case Clairvoyance:
			s.watch |= 1 << p
			if s.logging() {
				s.emit(Watching{Seat: p, Placer: s.turn, Kittens: s.kittensToPlace()})
			}
		case DigDeeper:
			s.dig(p)
			return
		case Zombie:
			s.zombie(p, x.target())
			return
		}
	}
	s.settle()
}

// steal: two of a kind take a random card from the target, if it holds one
// (ZK-5 Combos).
func (s *State) steal(p, t engine.Seat) {
	q := &s.seats[t]
	if q.size == 0 {
		if s.logging() {
			s.emit(Stole{Seat: p, From: t, Card: NoCard})
		}
		return
	}
	c := q.hand.nth(s.rng.IntN(int(q.size)))
	s.take(t, c)
	s.add(p, c)
	if s.logging() {
		s.emit(Stole{Seat: p, From: t, Card: c, Got: true})
	}
}

// ask: three of a kind take the named title from the target if it holds
// one; the name and whether a card moved are public (ZK-5 Combos).
func (s *State) ask(p, t engine.Seat, name Card) {
	got := name < NumKinds && s.seats[t].hand.get(name) > 0
	if got {
		s.take(t, name)
		s.add(p, name)
	}
	if s.logging() {
		s.emit(Asked{Seat: p, From: t, Name: name, Got: got})
	}
}

// seeFuture shows the seat the top three cards (fewer if the pile is
// smaller), which it then knows (ZK-5, ZK-7).
func (s *State) seeFuture(p engine.Seat) {
	n := min(3, int(s.npile))
	for i := 0; i < n; i++ {
		s.seats[p].known |= 1 << uint(int(s.npile)-1-i)
	}
	if s.logging() {
		cards := make([]Card, n)
		for i := range cards {
			cards[i] = s.pile.at(int(s.npile) - 1 - i)
		}
		s.emit(FutureSeen{Seat: p, Cards: cards})
	}
}

// shufflePile shuffles the draw pile; everything anyone knew of it is
// forgotten (ZK-5 Shuffle NOW, ZK-7).
func (s *State) shufflePile(by engine.Seat) {
	n := int(s.npile)
	for i := n - 1; i > 0; i-- {
		j := s.rng.IntN(i + 1)
		ci, cj := s.pile.at(i), s.pile.at(j)
		s.pile.set(i, cj)
		s.pile.set(j, ci)
	}
	for i := range s.seats[:s.n] {
		s.seats[i].known = 0
	}
	s.placed = noPlacing
	if s.logging() {
		s.emit(Shuffled{Seat: by, Pile: n})
	}
}

// feed: every living seat but the player gives the dead target a card of
// its choice (ZK-5 Feed the Dead NOW).
func (s *State) feed(p, t engine.Seat) {
	var q uint8
	for i := 0; i < int(s.n); i++ {
		if st := &s.seats[i]; engine.Seat(i) != p && !st.dead {
			q |= 1 << i
		}
	}
	s.startGive(WhyFeed, t, p, q)
}

// graveRobber: every dead seat holding cards puts one of its choice into the
// draw pile, then the pile is shuffled (ZK-5 Grave Robber).
func (s *State) graveRobber(p engine.Seat) {
	var q uint8
	for i := 0; i < int(s.n); i++ {
		if s.seats[i].dead {
			q |= 1 << i
		}
	}
	s.startGive(WhyBury, engine.NoSeat, p, q)
}

// startGive asks the seats of queue holding a card, clockwise from the
// seat after from, to give one; with nobody to ask it finishes at once.
func (s *State) startGive(why Why, to, from engine.Seat, queue uint8) {
	s.give = giving{why: why, to: to, from: from, queue: queue}
	s.nextGiver()
}

// nextGiver drops the seats of the queue with nothing to give and enters
// PhaseGive for the next one, or finishes the give.
func (s *State) nextGiver() {
	for i := 0; i < int(s.n); i++ {
		if s.give.queue&(1<<i) != 0 && s.seats[i].size == 0 {
			s.give.queue &^= 1 << i
		}
	}
	if s.give.queue != 0 {
		s.phase = PhaseGive
		return
	}
	if s.give.why == WhyBury {
		s.shufflePile(s.give.from)
	}
	s.give = giving{}
	s.settle()
}

// giver is the seat of the give queue asked now: the first clockwise from
// the seat after the play's.
func (s *State) giver() engine.Seat {
	p := s.give.from
	for i := 0; i < int(s.n); i++ {
		p++
		if int(p) >= int(s.n) {
			p = 0
		}
		if s.give.queue&(1<<p) != 0 {
			return p
		}
	}
	return engine.NoSeat
}

// applyGive moves the chosen card to the receiver, or into the draw pile
// for a Grave Robber.
func (s *State) applyGive(a engine.Action) {
	p, k := a.By, Card(a.Card)
	s.take(p, k)
	if s.give.why == WhyBury {
		s.pile.set(int(s.npile), k)
		s.npile++
	} else {
		s.add(s.give.to, k)
	}
	if s.logging() {
		s.emit(Gave{Seat: p, To: s.give.to, Card: k, Why: s.give.why})
	}
	s.give.queue &^= 1 << p
	s.nextGiver()
}

// kittensToPlace is how many Exploding Kittens the Zombie Kitten on the
// stack will put back: the one drawn, and the revived seat's (ZK-4.4).
func (s *State) kittensToPlace() int {
	for i := int(s.nstack) - 1; i >= 0; i-- {
		if x := s.stack[i]; x.as() == Zombie {
			if x.target() != engine.NoSeat {
				return 2
			}
			return 1
		}
	}
	return 1
}
