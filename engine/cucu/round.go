package cucu

import "cardtable/engine"

// startRound shuffles the full pack and deals one card from the bottom to
// each player with lives, in play order from the seat after the dealer,
// the dealer last (CU-3.2, CU-3.4); the seat after the dealer acts first
// (CU-3.3).
func (s *State) startRound() {
	s.round++
	s.dealt, s.out, s.lo, s.nswaps, s.ncover = 0, 0, 0, 0, 0
	s.did, s.hand, s.seen, s.tags = [MaxSeats]Move{}, [MaxSeats]Card{}, [numPlaces]Seers{}, [numPlaces]Tags{}
	s.inn = engine.NoSeat
	s.pack = fullPack
	s.rng.Shuffle(DeckSize, func(i, j int) { s.pack[i], s.pack[j] = s.pack[j], s.pack[i] })
	for i := 0; i < int(s.n); i++ {
		if s.lives[i] > 0 {
			s.dealt |= bit(engine.Seat(i))
		}
	}
	if s.logging() {
		s.emit(RoundStarted{Round: int(s.round), Dealer: s.dealer, Order: s.order(), Lives: s.livesList()})
	}
	first := s.firstPlayer()
	for p := first; ; p = s.after(p) {
		s.hand[p], s.pack[s.lo] = s.pack[s.lo], NoCard
		s.lo++
		s.seen[p] = SeerOf(p)
		if s.logging() {
			s.emit(Dealt{Seat: p, Card: s.hand[p], Pack: DeckSize - int(s.lo)})
		}
		if p == s.dealer {
			break
		}
	}
	s.beginTurn(first)
}

// firstPlayer is the first seat after the dealer in play order with a card
// this round.
func (s *State) firstPlayer() engine.Seat {
	p := s.dealer
	for {
		p++
		if int(p) >= int(s.n) {
			p = 0
		}
		if s.dealt&bit(p) != 0 {
			return p
		}
	}
}

// order lists the players of the round in play order, the dealer last.
func (s *State) order() []engine.Seat {
	out := make([]engine.Seat, 0, s.n)
	for p := s.firstPlayer(); ; p = s.after(p) {
		out = append(out, p)
		if p == s.dealer {
			return out
		}
	}
}

func (s *State) livesList() []int {
	out := make([]int, s.n)
	for i := range out {
		out[i] = int(s.lives[i])
	}
	return out
}

// beginTurn gives the turn to p: the dealer's turn has the pack option
// (CU-4.8).
func (s *State) beginTurn(p engine.Seat) {
	s.turn, s.toAct[0] = p, p
	s.phase = PhaseTurn
	if p == s.dealer {
		s.phase = PhaseDealer
	}
	if s.logging() {
		s.emit(TurnStarted{Seat: p, Dealer: p == s.dealer})
	}
}

// endTurn passes the turn from p to the next player in play order; after
// the dealer comes the showdown (CU-4.2, CU-4.8).
func (s *State) endTurn(p engine.Seat) {
	s.inn = engine.NoSeat
	if p == s.dealer {
		s.showdown()
		return
	}
	s.beginTurn(s.after(p))
}

// loseLife takes a life from the asker of a Hunter or a Cat at once and
// checks the match (CU-2.2: mid-round losses one by one). It reports
// whether the match has ended.
func (s *State) loseLife(p engine.Seat, cause Cause) bool {
	s.lives[p]--
	if s.logging() {
		s.emit(LifeLost{Seat: p, Lives: int(s.lives[p]), Cause: cause, Covered: engine.NoSeat})
	}
	if w, ok := s.soleSurvivor(); ok {
		s.endMatch(w, false)
		return true
	}
	return false
}

// knockOut makes p's card dead when a Hunter or Cat took its last life
// (CU-4.9).
func (s *State) knockOut(p engine.Seat) {
	if s.lives[p] > 0 {
		return
	}
	s.out |= bit(p)
	if s.logging() {
		s.emit(KnockedOut{Seat: p})
	}
}

// soleSurvivor is the one seat with lives left, if there is exactly one.
func (s *State) soleSurvivor() (engine.Seat, bool) {
	w, alive := engine.NoSeat, 0
	for i := 0; i < int(s.n); i++ {
		if s.lives[i] > 0 {
			w = engine.Seat(i)
			alive++
		}
	}
	return w, alive == 1
}

// endMatch crowns w (CU-2.2). The round ends with it; afterShowdown says
// whether the round reached its showdown.
func (s *State) endMatch(w engine.Seat, afterShowdown bool) {
	s.phase = PhaseOver
	s.winner, s.toAct[0] = w, engine.NoSeat
	s.inn = engine.NoSeat
	if s.logging() {
		if !afterShowdown {
			s.emit(RoundEnded{Round: int(s.round), Lives: s.livesList()})
		}
		s.emit(MatchEnded{Winner: w, Lives: s.livesList(), Rounds: int(s.round)})
	}
}

// showdown reveals the live cards, takes a life from every holder of the
// losing rank (CU-5.1–5.4), moves covered losses on the Nothing to their
// innkeepers (CU-4.7, CU-5.5), then checks the match once (CU-2.2, CU-2.3)
// and starts the next round with the next dealer (CU-3.3).
func (s *State) showdown() {
	var live [MaxSeats]Card
	for i := 0; i < int(s.n); i++ {
		if p := engine.Seat(i); s.inRound(p) {
			live[i] = s.hand[i]
			s.seen[i] = Public | s.seen[i]
		}
	}
	losers := Losers(live[:s.n])
	sd := showdown{round: s.round, cards: live, losers: losers}
	if s.logging() {
		s.emit(Showdown{Round: int(s.round), Cards: append([]Card(nil), live[:s.n]...), Losers: seatsOf(losers, s.n)})
	}
	// CU-4.7: the innkeepers' own losses first, then each covered loss in
	// play order, moved only while its innkeeper still has a life.
	var covered [MaxSeats]engine.Seat
	for i := range covered {
		covered[i] = engine.NoSeat
	}
	for _, c := range s.covers[:s.ncover] {
		if s.hand[c.Asker] == Nothing {
			covered[c.Asker] = c.Innkeeper
		}
	}
	for p := s.firstPlayer(); p != engine.NoSeat; p = s.after(p) {
		if losers&bit(p) != 0 && covered[p] == engine.NoSeat {
			s.showdownLoss(&sd, p, p)
		}
	}
	for p := s.firstPlayer(); p != engine.NoSeat; p = s.after(p) {
		if losers&bit(p) == 0 || covered[p] == engine.NoSeat {
			continue
		}
		if k := covered[p]; s.lives[k] > 0 {
			s.showdownLoss(&sd, k, p)
		} else {
			s.showdownLoss(&sd, p, p)
		}
	}
	s.last = sd
	if s.logging() {
		s.emit(RoundEnded{Round: int(s.round), Lives: s.livesList(), Showdown: true})
	}
	if w, ok := s.soleSurvivor(); ok {
		s.endMatch(w, true)
		return
	}
	if s.allFell() {
		for i := 0; i < int(s.n); i++ {
			s.lives[i] = StartLives
		}
		s.resets++
		if s.logging() {
			s.emit(TableRestored{Lives: s.livesList()})
		}
	}
	s.dealer = s.nextDealer()
	s.startRound()
}

// showdownLoss takes the life of holder's loss from loser (holder itself,
// or its innkeeper).
func (s *State) showdownLoss(sd *showdown, loser, holder engine.Seat) {
	s.lives[loser]--
	sd.lost[loser]++
	if s.logging() {
		cause, by := CauseShowdown, engine.NoSeat
		if loser != holder {
			cause, by = CauseCover, holder
		}
		s.emit(LifeLost{Seat: loser, Lives: int(s.lives[loser]), Cause: cause, Covered: by})
	}
}

// allFell reports whether nobody has lives left (CU-2.3).
func (s *State) allFell() bool {
	for i := 0; i < int(s.n); i++ {
		if s.lives[i] > 0 {
			return false
		}
	}
	return true
}

// nextDealer is the next seat after the dealer with lives, even when the
// dealer has just gone out (CU-3.3).
func (s *State) nextDealer() engine.Seat {
	p := s.dealer
	for {
		p++
		if int(p) >= int(s.n) {
			p = 0
		}
		if s.lives[p] > 0 {
			return p
		}
	}
}

// seatsOf lists the seats of a bit set.
func seatsOf(set uint16, n int8) []engine.Seat {
	var out []engine.Seat
	for i := 0; i < int(n); i++ {
		if set&bit(engine.Seat(i)) != 0 {
			out = append(out, engine.Seat(i))
		}
	}
	return out
}
