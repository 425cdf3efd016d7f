package flip7

import (
	"fmt"

	"cardtable/engine"
)

// Legal lists the legal actions of seat s: Hit then Stay on a turn (Stay
// only with a card in front, F7-4.2), or one action per possible target when
// an action card waits for one.
func (s *State) Legal(p engine.Seat) []engine.Action {
	return s.AppendLegal(nil, p)
}

// AppendLegal appends the legal actions of seat p to dst.
func (s *State) AppendLegal(dst []engine.Action, p engine.Seat) []engine.Action {
	if s.phase == PhaseOver || p != s.toAct[0] {
		return dst
	}
	switch s.phase {
	case PhaseTurn:
		return s.legalTurn(dst, p)
	case PhaseTarget:
		return s.legalTarget(dst, p)
	}
	return dst
}

func (s *State) legalTurn(dst []engine.Action, p engine.Seat) []engine.Action {
	dst = append(dst, engine.Action{By: p, Kind: KindHit, Target: engine.NoSeat})
	if s.players[p].rowLen > 0 {
		dst = append(dst, engine.Action{By: p, Kind: KindStay, Target: engine.NoSeat})
	}
	return dst
}

func (s *State) legalTarget(dst []engine.Action, p engine.Seat) []engine.Action {
	t := &s.stack[s.sp-1]
	var buf [MaxSeats]engine.Seat
	for _, target := range s.choiceTargets(t, buf[:0]) {
		dst = append(dst, engine.Action{By: p, Kind: KindTarget, Target: target, Card: int16(t.Card)})
	}
	return dst
}

// validate accepts exactly the actions Legal lists, without allocating.
func (s *State) validate(a engine.Action) error {
	var buf [MaxSeats + 2]engine.Action
	for _, l := range s.AppendLegal(buf[:0], a.By) {
		if l == a {
			return nil
		}
	}
	return fmt.Errorf("flip7: round %d, seat %d: %s: %w", s.round, a.By, ActionString(a), engine.ErrIllegal)
}

// ActionString is the notation of an action: "0:hit", "0:stay", "0:FR>2".
func ActionString(a engine.Action) string {
	switch a.Kind {
	case KindHit:
		return fmt.Sprintf("%d:hit", a.By)
	case KindStay:
		return fmt.Sprintf("%d:stay", a.By)
	case KindTarget:
		return fmt.Sprintf("%d:%s>%d", a.By, Card(a.Card), a.Target)
	}
	return fmt.Sprintf("%d:?%d", a.By, a.Kind)
}
