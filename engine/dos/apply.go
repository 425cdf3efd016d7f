package dos

import "cardtable/engine"

// Apply performs one decision and runs the match on to the next one,
// returning what happened.
func (s *State) Apply(a engine.Action) ([]engine.Event, error) {
	if err := s.validate(a); err != nil {
		return nil, err
	}
	events := make([]engine.Event, 0, 8)
	s.rec = &events
	s.perform(a)
	s.rec = nil
	return events, nil
}

// Step is Apply without events, for playouts and search.
func (s *State) Step(a engine.Action) error {
	if err := s.validate(a); err != nil {
		return err
	}
	s.perform(a)
	return nil
}

func (s *State) perform(a engine.Action) {
	switch a.Kind {
	case KindCall:
		s.applyCall(a.By)
	case KindCatch:
		s.applyCatch(a.By, a.Target)
	case engine.KindPass:
		s.declined |= 1 << a.By // nothing waits for a pass, nobody learns of it
	default:
		switch s.phase {
		case PhaseTurn:
			s.applyTurn(a)
		case PhaseChoose:
			s.applyChoose(a)
		case PhasePlace:
			s.applyPlace(a)
		}
	}
	s.refresh()
}

// applyTurn handles Match, Draw and End (DOS-3, DOS-3b).
func (s *State) applyTurn(a engine.Action) {
	switch a.Kind {
	case KindMatch:
		s.closeWindows()
		s.startMatch(int(a.Target), a.Card)
	case KindDraw:
		s.closeWindows()
		s.drew = true
		s.drawInto(s.turn, 1, FromTurn)
	case KindEnd:
		s.endMatching()
	}
}

// startMatch moves the hand cards onto the Centre card (DOS-3.2, DOS-3.3)
// and settles its wilds.
func (s *State) startMatch(j int, card int16) {
	p := s.turn
	a, b := MatchCards(card)
	pl := s.pile(j)
	pl.Matched, pl.Hand = true, [2]Card{a, b}
	s.setPile(j, pl)
	s.take(p, a)
	if b != NoCard {
		s.take(p, b)
	}
	s.handChanged(p)
	s.matches++
	s.choosing = int8(j)
	if s.logging() {
		s.emit(MatchStarted{Seat: p, Centre: j, CentreCard: pl.Card, First: a, Second: b})
	}
	s.settle()
}

// settle sets every wild whose value is forced and either waits for the
// next free choice or resolves the match (DOS-4.4).
func (s *State) settle() {
	j := int(s.choosing)
	pl := s.pile(j)
	for {
		i := pl.undecided()
		if i < 0 {
			s.setPile(j, pl)
			s.resolveMatch()
			return
		}
		opts := pl.options(i)
		if opts&(opts-1) != 0 { // more than one value
			s.setPile(j, pl)
			s.phase = PhaseChoose
			return
		}
		for v := uint8(1); v <= 10; v++ {
			if opts&(1<<v) != 0 {
				pl.Values[i] = v
			}
		}
	}
}

// applyChoose sets the pending wild's value.
func (s *State) applyChoose(a engine.Action) {
	pl := s.pile(int(s.choosing))
	pl.Values[pl.undecided()] = uint8(a.Card)
	s.setPile(int(s.choosing), pl)
	s.settle()
}

// resolveMatch applies the match's colour bonus (DOS-3.5, DOS-3b.7) and
// ends the round when it emptied the hand (DOS-3b.8, DOS-6.1).
func (s *State) resolveMatch() {
	j := int(s.choosing)
	pl := s.pile(j)
	s.choosing = -1
	s.phase = PhaseTurn
	pl.Bonus = pl.bonus()
	s.setPile(j, pl)
	p := s.turn
	if s.logging() {
		s.emit(Matched{Seat: p, Centre: j, Pile: pl})
	}
	switch pl.Bonus {
	case BonusSingle:
		s.owed++
	case BonusDouble:
		s.owed++
		for q := s.next(p); q != p; q = s.next(q) {
			s.drawInto(q, 1, FromBonus)
		}
	}
	s.checkOut()
}

// checkOut ends the round when the seat on turn has no cards and no
// penalty cards set aside (DOS-3b.8, DOS-5.6, DOS-6.1).
func (s *State) checkOut() bool {
	p := &s.seats[s.turn]
	if p.size == 0 && p.npending == 0 {
		s.endRound(s.turn)
		return true
	}
	return false
}

// applyPlace puts a hand card into the Centre Row (DOS-3.7, DOS-3b.4).
func (s *State) applyPlace(a engine.Action) {
	p := s.turn
	c := Card(a.Card)
	s.take(p, c)
	s.setPile(int(s.ncentre), Pile{Card: c})
	s.ncentre++
	s.owed--
	s.handChanged(p)
	if s.logging() {
		s.emit(Placed{Seat: p, Card: c})
	}
	if s.checkOut() {
		return
	}
	if s.owed == 0 || s.seats[p].size == 0 {
		s.finishTurn()
	}
}

// applyCall accepts a call (DOS-5.1, DOS-5.3, DOS-5.4).
func (s *State) applyCall(p engine.Seat) {
	st := &s.seats[p]
	st.called, st.catchable, st.since = true, false, 0
	if s.logging() {
		s.emit(Called{Seat: p})
	}
}

// applyCatch makes the caught seat draw 2, set aside until the end of its
// turn when it is on turn (DOS-5.2, DOS-5.6).
func (s *State) applyCatch(by, target engine.Seat) {
	s.seats[target].catchable, s.seats[target].since = false, 0
	own := target == s.turn
	if s.logging() {
		s.emit(Caught{By: by, Seat: target, SetAside: own})
	}
	if own {
		s.setAside(target, 2)
		return
	}
	s.drawInto(target, 2, FromPenalty)
}
