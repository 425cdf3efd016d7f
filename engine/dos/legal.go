package dos

import (
	"fmt"

	"cardtable/engine"
)

// Legal lists the legal actions of seat p in a fixed order (see the
// package comment).
func (s *State) Legal(p engine.Seat) []engine.Action {
	return s.AppendLegal(nil, p)
}

// AppendLegal appends the legal actions of seat p to dst.
func (s *State) AppendLegal(dst []engine.Action, p engine.Seat) []engine.Action {
	if s.phase == PhaseOver || p < 0 || int(p) >= int(s.n) {
		return dst
	}
	if p == s.turn {
		switch s.phase {
		case PhaseTurn:
			dst = s.legalTurn(dst, p)
		case PhaseChoose:
			dst = s.legalChoose(dst, p)
		case PhasePlace:
			dst = s.legalPlace(dst, p)
		}
		return s.legalReactions(dst, p)
	}
	if s.declined&(1<<p) != 0 {
		return dst
	}
	n := len(dst)
	dst = s.legalReactions(dst, p)
	if len(dst) > n {
		dst = append(dst, engine.Action{By: p, Kind: engine.KindPass, Target: engine.NoSeat})
	}
	return dst
}

// legalTurn: matches while the hand has cards (DOS-3.2–3.4), Draw before
// any match and at most once (DOS-3.6, DOS-3b.1), End after a match or a
// draw (DOS-3b.3).
func (s *State) legalTurn(dst []engine.Action, p engine.Seat) []engine.Action {
	appendMatches(&s.seats[p].hand, s.centre[:s.ncentre], func(j int, a, b Card) {
		dst = append(dst, engine.Action{By: p, Kind: KindMatch, Target: engine.Seat(j), Card: MatchCard(a, b)})
	})
	if !s.drew && s.matches == 0 {
		dst = append(dst, engine.Action{By: p, Kind: KindDraw, Target: engine.NoSeat})
	}
	if s.drew || s.matches > 0 {
		dst = append(dst, engine.Action{By: p, Kind: KindEnd, Target: engine.NoSeat})
	}
	return dst
}

// legalChoose offers the values of the pending wild consistent with the
// match (DOS-4.4, DOS-4.5).
func (s *State) legalChoose(dst []engine.Action, p engine.Seat) []engine.Action {
	pl := &s.centre[s.choosing]
	i := pl.undecided()
	kind := KindNumber
	if pl.cardAt(i).IsWildDOS() {
		kind = KindColour
	}
	opts := pl.options(i)
	for v := 1; v <= 10; v++ {
		if opts&(1<<v) != 0 {
			dst = append(dst, engine.Action{By: p, Kind: kind, Target: engine.NoSeat, Card: int16(v)})
		}
	}
	return dst
}

// legalPlace offers each kind in hand (DOS-3.7).
func (s *State) legalPlace(dst []engine.Action, p engine.Seat) []engine.Action {
	h := &s.seats[p].hand
	for _, k := range Kinds {
		if h[k] > 0 {
			dst = append(dst, engine.Action{By: p, Kind: KindPlace, Target: engine.NoSeat, Card: int16(k)})
		}
	}
	return dst
}

// legalReactions: a call while catchable (DOS-5.1, DOS-5.4), a catch of
// every other catchable seat (DOS-5.2, DOS-5.3).
func (s *State) legalReactions(dst []engine.Action, p engine.Seat) []engine.Action {
	if s.seats[p].catchable {
		dst = append(dst, engine.Action{By: p, Kind: KindCall, Target: engine.NoSeat})
	}
	for i := 0; i < int(s.n); i++ {
		if engine.Seat(i) != p && s.seats[i].catchable {
			dst = append(dst, engine.Action{By: p, Kind: KindCatch, Target: engine.Seat(i)})
		}
	}
	return dst
}

// validate accepts exactly the actions Legal lists, without allocating in
// the common case.
func (s *State) validate(a engine.Action) error {
	var buf [64]engine.Action
	for _, l := range s.AppendLegal(buf[:0], a.By) {
		if l == a {
			return nil
		}
	}
	return fmt.Errorf("dos: round %d, seat %d: %s: %w", s.round, a.By, ActionString(a), engine.ErrIllegal)
}

// ActionString is the notation of an action: "0:match r3+r4>1" (hand
// cards > centre index), "0:colour red", "0:number 5", "0:draw", "0:end",
// "0:place b#", "0:call", "0:catch 2", "0:pass".
func ActionString(a engine.Action) string {
	switch a.Kind {
	case KindMatch:
		f, sc := MatchCards(a.Card)
		if sc == NoCard {
			return fmt.Sprintf("%d:match %s>%d", a.By, f, a.Target)
		}
		return fmt.Sprintf("%d:match %s+%s>%d", a.By, f, sc, a.Target)
	case KindColour:
		return fmt.Sprintf("%d:colour %s", a.By, Colour(a.Card).Key())
	case KindNumber:
		return fmt.Sprintf("%d:number %d", a.By, a.Card)
	case KindDraw:
		return fmt.Sprintf("%d:draw", a.By)
	case KindEnd:
		return fmt.Sprintf("%d:end", a.By)
	case KindPlace:
		return fmt.Sprintf("%d:place %s", a.By, Card(a.Card))
	case KindCall:
		return fmt.Sprintf("%d:call", a.By)
	case KindCatch:
		return fmt.Sprintf("%d:catch %d", a.By, a.Target)
	case engine.KindPass:
		return fmt.Sprintf("%d:pass", a.By)
	}
	return fmt.Sprintf("%d:?%d", a.By, a.Kind)
}
