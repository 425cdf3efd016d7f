package cucuai

import (
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// sim is a determinized Cucù state for the search: every seat plays
// Normal's policy on what it knows in the simulation (the search's
// opponent model and its own later decisions), and the simulation stops
// when the round it started in is over, to be valued by the lives
// (simValue). At the root the search still chooses among both actions.
type sim struct {
	*cucu.State
	round int
	seat  *sit // scratch for the policy
}

// ToAct is empty once the round is over.
func (s *sim) ToAct() []engine.Seat {
	if s.State.Round() != s.round {
		return nil
	}
	return s.State.ToAct()
}

// AppendLegal offers only Normal's choice.
func (s *sim) AppendLegal(dst []engine.Action, p engine.Seat) []engine.Action {
	if s.State.Round() != s.round {
		return dst
	}
	n := len(dst)
	dst = s.State.AppendLegal(dst, p)
	if len(dst)-n < 2 {
		return dst
	}
	s.seat.fill(s.State, p)
	if normalOther(s.seat) {
		dst[n] = dst[n+1]
	}
	return dst[:n+1]
}

// Legal is AppendLegal's list.
func (s *sim) Legal(p engine.Seat) []engine.Action { return s.AppendLegal(nil, p) }

// Clone copies the simulation.
func (s *sim) Clone() engine.State {
	return &sim{State: s.State.Clone().(*cucu.State), round: s.round, seat: s.seat}
}
