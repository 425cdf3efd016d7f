package dos

import (
	"fmt"
	"math/bits"

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
	appendMatches(&s.seats[p].hand, s.seats[p].present, s.centre[:s.ncentre], func(j int, a, b Card) {
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
	pl := s.pile(int(s.choosing))
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
	for w, m := range s.seats[p].present {
		for ; m != 0; m &= m - 1 {
			k := int16(w<<6 + bits.TrailingZeros64(m))
			dst = append(dst, engine.Action{By: p, Kind: KindPlace, Target: engine.NoSeat, Card: k})
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

// validate accepts exactly the actions Legal lists.
func (s *State) validate(a engine.Action) error {
	if s.isLegal(a) {
		return nil
	}
	return fmt.Errorf("dos: round %d, seat %d: %s: %w", s.round, a.By, ActionString(a), engine.ErrIllegal)
}

// isLegal decides whether Legal lists a without listing it (playouts
// validate every step); TestIsLegalAgreesWithLegal holds the two together.
func (s *State) isLegal(a engine.Action) bool {
	p := a.By
	if s.phase == PhaseOver || p < 0 || int(p) >= int(s.n) {
		return false
	}
	onTurn := p == s.turn
	if !onTurn && s.declined&(1<<p) != 0 {
		return false
	}
	bare := a.Target == engine.NoSeat && a.Card == 0
	switch a.Kind {
	case KindCall:
		return bare && s.seats[p].catchable
	case KindCatch:
		t := a.Target
		return a.Card == 0 && t >= 0 && int(t) < int(s.n) && t != p && s.seats[t].catchable
	case engine.KindPass:
		return bare && !onTurn && s.windowOpen()
	}
	if !onTurn {
		return false
	}
	switch a.Kind {
	case KindMatch:
		return s.phase == PhaseTurn && s.legalMatch(a)
	case KindDraw:
		return s.phase == PhaseTurn && bare && !s.drew && s.matches == 0
	case KindEnd:
		return s.phase == PhaseTurn && bare && (s.drew || s.matches > 0)
	case KindColour, KindNumber:
		if s.phase != PhaseChoose || a.Target != engine.NoSeat || a.Card < 1 || a.Card > 10 {
			return false
		}
		pl := s.pile(int(s.choosing))
		i := pl.undecided()
		if pl.cardAt(i).IsWildDOS() != (a.Kind == KindColour) {
			return false
		}
		return pl.options(i)&(1<<a.Card) != 0
	case KindPlace:
		return s.phase == PhasePlace && a.Target == engine.NoSeat && a.Card > 0 && int(a.Card) < NumKinds &&
			s.seats[p].hand.get(Card(a.Card)) > 0
	}
	return false
}

// legalMatch checks a KindMatch action as legalTurn would list it.
func (s *State) legalMatch(a engine.Action) bool {
	j := int(a.Target)
	if j < 0 || j >= int(s.ncentre) || s.centre[j].matched() {
		return false
	}
	first, second := MatchCards(a.Card)
	if MatchCard(first, second) != a.Card || int(first) >= NumKinds || int(second) >= NumKinds {
		return false
	}
	h := &s.seats[a.By].hand
	if first == NoCard || h.get(first) == 0 {
		return false
	}
	mc := numbers(s.centre[j].card(), 0)
	if second == NoCard {
		return numbers(first, 0)&mc != 0
	}
	if second < first || h.get(second) == 0 || first == second && h.get(first) < 2 {
		return false
	}
	return fits(numbers(first, 0), numbers(second, 0), mc)
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
