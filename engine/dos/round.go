package dos

import (
	"slices"

	"cardtable/engine"
)

// startRound gathers every card, shuffles, deals 7 to each seat from the
// dealer's left, turns 2 up as the Centre Row, and gives the first turn to
// the dealer's left (DOS-2).
func (s *State) startRound() {
	s.round++
	for i := range s.seats[:s.n] {
		p := &s.seats[i]
		p.hand, p.present, p.size, p.npending = counts{}, [2]uint64{}, 0, 0
		p.called, p.catchable, p.since = false, false, 0
	}
	s.ncentre, s.ndiscard, s.discard = 0, 0, counts{}
	s.ndraw, s.declined = 0, 0
	for _, k := range Kinds {
		for c := uint8(0); c < Composition[k]; c++ {
			s.draw[s.ndraw] = k
			s.ndraw++
		}
	}
	d := s.draw[:s.ndraw]
	s.rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
	if s.logging() {
		s.emit(RoundStarted{Round: int(s.round), Dealer: s.dealer})
	}
	for i := 1; i <= int(s.n); i++ {
		p := engine.Seat((int(s.dealer) + i) % int(s.n))
		var dealt []Card
		for c := 0; c < HandSize; c++ {
			k := s.draw[s.ndraw-1]
			s.ndraw--
			s.seats[p].add(k)
			if s.logging() {
				dealt = append(dealt, k)
			}
		}
		if s.logging() {
			slices.Sort(dealt)
			s.emit(CardsDrawn{Seat: p, Cards: dealt, From: FromDeal})
		}
	}
	s.refill()
	s.startTurn(s.next(s.dealer))
}

// startTurn gives the turn to p.
func (s *State) startTurn(p engine.Seat) {
	s.turn = p
	s.turnNo++
	s.drew, s.matches, s.owed = false, 0, 0
	s.choosing = -1
	s.phase = PhaseTurn
	if s.logging() {
		s.emit(TurnStarted{Seat: p, Turn: int(s.turnNo)})
	}
}

// endMatching is End (DOS-3b.3, DOS-3.7): the matched piles go to the
// discard pile, the Centre Row is refilled to 2, then the owed placements
// follow (one more after a draw without a match, DOS-3.6).
func (s *State) endMatching() {
	p := s.turn
	if s.drew && s.matches == 0 {
		s.owed++
	}
	var gone []Card
	kept := 0
	for i := 0; i < int(s.ncentre); i++ {
		pl := s.pile(i)
		if !pl.Matched {
			s.setPile(kept, Pile{Card: pl.Card})
			kept++
			continue
		}
		for _, c := range [3]Card{pl.Card, pl.Hand[0], pl.Hand[1]} {
			if c != NoCard {
				s.discard.inc(c)
				s.ndiscard++
				if s.logging() {
					gone = append(gone, c)
				}
			}
		}
	}
	s.ncentre = uint8(kept)
	if s.logging() {
		s.emit(Ended{Seat: p, Discarded: gone, Owed: int(s.owed)})
	}
	s.refill()
	if s.owed == 0 || s.seats[p].size == 0 {
		s.finishTurn()
		return
	}
	s.phase = PhasePlace
}

// refill turns cards up until the Centre Row holds 2 (DOS-3.7, DOS-3.8).
func (s *State) refill() {
	var turned []Card
	for s.ncentre < CentreSize {
		c, ok := s.pop()
		if !ok {
			break
		}
		s.setPile(int(s.ncentre), Pile{Card: c})
		s.ncentre++
		if s.logging() {
			turned = append(turned, c)
		}
	}
	if len(turned) > 0 && s.logging() {
		s.emit(Refilled{Cards: turned})
	}
}

// finishTurn adds the penalty cards set aside during the turn (DOS-5.6)
// and passes the turn left (DOS-2.3).
func (s *State) finishTurn() {
	p := s.turn
	st := &s.seats[p]
	if st.npending > 0 {
		cards := make([]Card, 0, st.npending)
		for _, c := range st.pending[:st.npending] {
			st.add(c)
			cards = append(cards, c)
		}
		st.npending = 0
		s.handChanged(p)
		if s.logging() {
			// By kind: the order they were drawn in was never seen.
			slices.Sort(cards)
			s.emit(CardsDrawn{Seat: p, Cards: cards, From: FromSetAside})
		}
	}
	s.startTurn(s.next(p))
}

// endRound scores the round for winner (DOS-6.2) and ends the match or
// deals the next round with the deal passed left (DOS-2.1, DOS-6.3,
// DOS-6.4).
func (s *State) endRound(winner engine.Seat) {
	gained := 0
	for i := 0; i < int(s.n); i++ {
		hand := s.seats[i].hand.array()
		pts := HandPoints(&hand)
		s.seats[i].last = int16(pts)
		s.seats[i].lastHand = s.seats[i].hand
		if engine.Seat(i) != winner {
			gained += pts
		}
		s.seats[i].catchable, s.seats[i].since = false, 0
	}
	s.lastWin = winner
	if s.mode == ModePoints {
		s.seats[winner].score += int32(gained)
	}
	var totals []int
	if s.logging() {
		ev := RoundEnded{Round: int(s.round), Winner: winner, Points: make([]int, s.n), Gained: gained,
			Totals: make([]int, s.n), Hands: make([][]Card, s.n)}
		for i := 0; i < int(s.n); i++ {
			ev.Points[i], ev.Totals[i] = int(s.seats[i].last), int(s.seats[i].score)
			ev.Hands[i] = s.seats[i].lastHand.cards()
		}
		totals = ev.Totals
		s.emit(ev)
	}
	if s.mode == ModeFirstOut || s.seats[winner].score >= MatchTarget {
		s.phase = PhaseOver
		s.winner = winner
		s.choosing = -1
		if s.logging() {
			s.emit(MatchEnded{Winner: winner, Totals: totals, Rounds: int(s.round)})
		}
		return
	}
	s.dealer = s.next(s.dealer)
	s.startRound()
}

// pop takes the top card of the draw pile, first shuffling the discard
// pile into a new draw pile when it is empty (DOS-3.8, DOS-3b.6).
func (s *State) pop() (Card, bool) {
	if s.ndraw == 0 {
		if s.ndiscard == 0 {
			return NoCard, false
		}
		for _, k := range Kinds {
			for n := s.discard.get(k); n > 0; n-- {
				s.draw[s.ndraw] = k
				s.ndraw++
			}
		}
		s.discard, s.ndiscard = counts{}, 0
		d := s.draw[:s.ndraw]
		s.rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
		if s.logging() {
			s.emit(Reshuffled{Cards: int(s.ndraw)})
		}
	}
	s.ndraw--
	return s.draw[s.ndraw], true
}

// drawInto gives seat p up to n cards from the draw pile; fewer when
// nothing is left to draw (DOS-3.8, DOS-3b.5, DOS-3b.7).
func (s *State) drawInto(p engine.Seat, n int, from Source) {
	var got [2]Card
	k := 0
	for ; k < n; k++ {
		c, ok := s.pop()
		if !ok {
			break
		}
		got[k] = c
		s.seats[p].add(c)
	}
	if k > 0 {
		s.handChanged(p)
	}
	if s.logging() {
		// By kind: the order of the cards in the draw pile was never seen.
		cards := append([]Card(nil), got[:k]...)
		slices.Sort(cards)
		s.emit(CardsDrawn{Seat: p, Cards: cards, From: from})
	}
}

// setAside draws n penalty cards for the seat on turn and keeps them face
// down until its turn ends (DOS-5.6).
func (s *State) setAside(p engine.Seat, n int) {
	st := &s.seats[p]
	k := 0
	for ; k < n && int(st.npending) < maxPending; k++ {
		c, ok := s.pop()
		if !ok {
			break
		}
		st.pending[st.npending] = c
		st.npending++
	}
	if s.logging() {
		s.emit(SetAside{Seat: p, Count: k})
	}
}

// take removes one card of kind c from p's hand.
func (s *State) take(p engine.Seat, c Card) {
	s.seats[p].remove(c)
}

// handChanged follows a change of p's hand size: a call no longer holds,
// and a hand of exactly 2 makes p catchable until the first match or draw
// of a later turn (DOS-5.5); the seats off turn are asked again.
func (s *State) handChanged(p engine.Seat) {
	st := &s.seats[p]
	st.called = false
	st.catchable, st.since = st.size == 2, 0
	if st.catchable {
		st.since = s.turnNo
		s.declined = 0
	}
}

// closeWindows: the turn's first match or draw ends every catch window
// opened in an earlier turn (DOS-5.1, DOS-5.2, DOS-5.5).
func (s *State) closeWindows() {
	for i := range s.seats[:s.n] {
		if st := &s.seats[i]; st.catchable && st.since < s.turnNo {
			st.catchable, st.since = false, 0
		}
	}
}
