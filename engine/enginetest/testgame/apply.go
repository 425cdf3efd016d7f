package testgame

import (
	"fmt"
	"slices"

	"cardtable/engine"
)

// Apply performs a legal action and returns its events.
func (s *State) Apply(a engine.Action) ([]engine.Event, error) {
	var evs []engine.Event
	if err := s.apply(a, &evs); err != nil {
		return nil, err
	}
	return evs, nil
}

// Step is Apply without events, for playouts.
func (s *State) Step(a engine.Action) error { return s.apply(a, nil) }

// apply checks and performs a; evs, when not nil, collects the events.
func (s *State) apply(a engine.Action, evs *[]engine.Event) error {
	if !engine.IsLegal(s, a) {
		return fmt.Errorf("%s: %+v: %w", ID, a, engine.ErrIllegal)
	}
	emit := func(e engine.Event) {
		if evs != nil {
			*evs = append(*evs, e)
		}
	}
	c := Card(a.Card)
	switch a.Kind {
	case KindPlay:
		s.take(a.By, c)
		s.stack = append(s.stack[:0], Play{Seat: a.By, Card: c})
		clear(s.passed)
		emit(Played{Seat: a.By, Card: c})
	case KindNope:
		s.take(a.By, c)
		s.stack = append(s.stack, Play{Seat: a.By, Card: c})
		s.change++
		clear(s.passed)
		emit(Noped{Seat: a.By, Card: c})
	case engine.KindPass:
		// A pass is never told: nobody learns who passed.
		s.passed[a.By] = true
		if len(s.ToAct()) == 0 {
			s.resolve(emit)
		}
	case KindDraw:
		c := s.stock[len(s.stock)-1]
		s.stock = s.stock[:len(s.stock)-1]
		s.hands[a.By] = append(s.hands[a.By], c)
		slices.Sort(s.hands[a.By])
		emit(Drew{Seat: a.By, Card: c})
		s.endTurn(emit)
	case KindSkip:
		emit(Skipped{Seat: a.By})
		s.endTurn(emit)
	}
	return nil
}

// take removes card c from seat p's hand.
func (s *State) take(p engine.Seat, c Card) {
	i := slices.Index(s.hands[p], c)
	s.hands[p] = slices.Delete(s.hands[p], i, i+1)
}

// resolve settles the play once everyone in the window has passed.
func (s *State) resolve(emit func(engine.Event)) {
	play := s.stack[0]
	noped := s.change%2 == 1
	if !noped {
		s.scores[play.Seat] += play.Card.Value()
	}
	for _, p := range s.stack {
		s.discard = append(s.discard, p.Card)
	}
	s.stack = s.stack[:0]
	s.change = 0
	clear(s.passed)
	emit(Resolved{Seat: play.Seat, Card: play.Card, Noped: noped})
	s.endTurn(emit)
}

func (s *State) endTurn(emit func(engine.Event)) {
	s.played++
	s.turn = engine.Seat((int(s.turn) + 1) % s.n)
	if s.over() {
		emit(Over{Winners: s.winners(), Scores: slices.Clone(s.scores)})
	}
}
