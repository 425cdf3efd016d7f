package cucu

import (
	"fmt"

	"cardtable/engine"
)

// Legal lists the legal actions of seat p in a fixed order (see the
// package comment).
func (s *State) Legal(p engine.Seat) []engine.Action {
	return s.AppendLegal(make([]engine.Action, 0, 2), p)
}

// AppendLegal appends the legal actions of seat p to dst: two in every
// phase, for the one seat to act.
func (s *State) AppendLegal(dst []engine.Action, p engine.Seat) []engine.Action {
	if s.phase == PhaseOver || p != s.toAct[0] {
		return dst
	}
	switch s.phase {
	case PhaseTurn:
		return append(dst, engine.Action{By: p, Kind: KindKeep, Target: engine.NoSeat},
			engine.Action{By: p, Kind: KindAsk, Target: s.after(p)})
	case PhaseDealer:
		return append(dst, engine.Action{By: p, Kind: KindKeep, Target: engine.NoSeat},
			engine.Action{By: p, Kind: KindPack, Target: engine.NoSeat})
	case PhaseInn:
		return append(dst, engine.Action{By: p, Kind: KindWithdraw, Target: engine.NoSeat},
			engine.Action{By: p, Kind: KindCover, Target: s.inn})
	case PhaseCover:
		return append(dst, engine.Action{By: p, Kind: KindAccept, Target: s.turn},
			engine.Action{By: p, Kind: KindRefuse, Target: s.turn})
	}
	return dst
}

// isLegal decides whether Legal lists a without building the list.
func (s *State) isLegal(a engine.Action) bool {
	if s.phase == PhaseOver || a.By != s.toAct[0] || a.Card != 0 {
		return false
	}
	switch s.phase {
	case PhaseTurn:
		return a.Kind == KindKeep && a.Target == engine.NoSeat || a.Kind == KindAsk && a.Target == s.after(a.By)
	case PhaseDealer:
		return (a.Kind == KindKeep || a.Kind == KindPack) && a.Target == engine.NoSeat
	case PhaseInn:
		return a.Kind == KindWithdraw && a.Target == engine.NoSeat || a.Kind == KindCover && a.Target == s.inn
	case PhaseCover:
		return (a.Kind == KindAccept || a.Kind == KindRefuse) && a.Target == s.turn
	}
	return false
}

// validate accepts exactly the actions Legal lists.
func (s *State) validate(a engine.Action) error {
	if s.isLegal(a) {
		return nil
	}
	return fmt.Errorf("cucu: round %d, phase %s: %s: %w", s.round, s.phase.Key(), ActionString(a), engine.ErrIllegal)
}

// ActionString is the notation of an action: "0:keep", "0:ask 1",
// "3:pack", "0:withdraw", "0:cover 2", "2:accept 0", "2:refuse 0".
func ActionString(a engine.Action) string {
	switch a.Kind {
	case KindKeep:
		return fmt.Sprintf("%d:keep", a.By)
	case KindAsk:
		return fmt.Sprintf("%d:ask %d", a.By, a.Target)
	case KindPack:
		return fmt.Sprintf("%d:pack", a.By)
	case KindWithdraw:
		return fmt.Sprintf("%d:withdraw", a.By)
	case KindCover:
		return fmt.Sprintf("%d:cover %d", a.By, a.Target)
	case KindAccept:
		return fmt.Sprintf("%d:accept %d", a.By, a.Target)
	case KindRefuse:
		return fmt.Sprintf("%d:refuse %d", a.By, a.Target)
	}
	return fmt.Sprintf("%d:?%d", a.By, a.Kind)
}
