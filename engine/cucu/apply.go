package cucu

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
	switch s.phase {
	case PhaseTurn:
		s.applyTurn(a)
	case PhaseDealer:
		s.applyDealer(a)
	case PhaseInn:
		s.applyInn(a)
	case PhaseCover:
		s.applyCover(a)
	}
}

// applyTurn: keep, or ask the next player (CU-4.1).
func (s *State) applyTurn(a engine.Action) {
	p := a.By
	if a.Kind == KindKeep {
		s.keep(p)
		s.endTurn(p)
		return
	}
	s.did[p] = MoveAsked
	s.tags[p] |= TagAsked
	if s.logging() {
		s.emit(Asked{Asker: p, Target: a.Target})
	}
	s.request(p, a.Target)
}

// applyDealer: keep, or swap with the pack's top card, no power applying
// (CU-4.8); then the showdown.
func (s *State) applyDealer(a engine.Action) {
	p := a.By
	if a.Kind == KindKeep {
		s.keep(p)
	} else {
		s.did[p] = MovePack
		s.tags[p] |= TagAsked
		s.packSwap(p, true)
	}
	s.endTurn(p)
}

func (s *State) keep(p engine.Seat) {
	s.did[p] = MoveKept
	s.tags[p] |= TagKept
	if s.logging() {
		s.emit(Kept{Seat: p})
	}
}

// applyInn: the asker withdraws or asks the innkeeper for cover on the
// Nothing (CU-4.7).
func (s *State) applyInn(a engine.Action) {
	p := a.By
	if a.Kind == KindWithdraw {
		s.did[p] = MoveWithdrew
		if s.logging() {
			s.emit(Withdrew{Asker: p, Innkeeper: s.inn})
		}
		s.endTurn(p)
		return
	}
	if s.logging() {
		s.emit(CoverAsked{Asker: p, Innkeeper: s.inn})
	}
	s.phase = PhaseCover
	s.toAct[0] = s.inn
}

// applyCover: the innkeeper's answer, without seeing the asker's card. A
// cover accepted is recorded for the showdown and nobody swaps; refused,
// the swap must happen (CU-4.7).
func (s *State) applyCover(a engine.Action) {
	asker, inn := s.turn, s.inn
	accepted := a.Kind == KindAccept
	if s.logging() {
		s.emit(CoverAnswered{Asker: asker, Innkeeper: inn, Accepted: accepted})
	}
	if accepted {
		s.covers[s.ncover] = Cover{Asker: asker, Innkeeper: inn}
		s.ncover++
	} else {
		s.swap(asker, inn, SwapForced)
	}
	s.endTurn(asker)
}
