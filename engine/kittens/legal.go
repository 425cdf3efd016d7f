package kittens

import (
	"fmt"

	"cardtable/engine"
)

// ComboCard is the Card operand of a KindCombo action: the title, the
// number of cards (2 or 3) and whether the last of them is a Clone.
func ComboCard(title Card, size int, withClone bool) int16 {
	c := int16(title) | int16(size)<<5
	if withClone {
		c |= 1 << 7
	}
	return c
}

// ComboOf reads a KindCombo operand back.
func ComboOf(card int16) (title Card, size int, withClone bool) {
	return Card(card & 31), int(card >> 5 & 3), card>>7&1 != 0
}

func act(p engine.Seat, kind uint8, card int16) engine.Action {
	return engine.Action{By: p, Kind: kind, Target: engine.NoSeat, Card: card}
}

// Legal lists the legal actions of seat p in a fixed order (see the
// package comment).
func (s *State) Legal(p engine.Seat) []engine.Action { return s.AppendLegal(nil, p) }

// AppendLegal appends the legal actions of seat p to dst.
func (s *State) AppendLegal(dst []engine.Action, p engine.Seat) []engine.Action {
	if s.phase == PhaseWindow {
		// Two steps in three of a random game, most of them a seat with
		// nothing but Pass.
		if uint(p) >= uint(s.n) || s.passed&seatBit(p) != 0 {
			return dst
		}
		dst = append(dst, act(p, engine.KindPass, 0))
		if m := s.seats[p].hand.present() & answers; m != 0 {
			dst = s.windowAnswers(dst, p, m)
		}
		return dst
	}
	if s.phase == PhasePlay {
		// Most of the other steps: the seat on turn plays.
		if p != s.turn {
			return dst
		}
		return s.legalPlay(dst, p)
	}
	if uint(p) >= uint(s.n) || s.phase == PhaseOver || p != s.actor() {
		return dst
	}
	switch s.phase {
	case PhaseTarget:
		dst = s.legalTarget(dst, p)
	case PhaseName:
		for _, k := range Titles {
			dst = append(dst, act(p, KindName, int16(k)))
		}
	case PhaseGive:
		dst = s.legalGive(dst, p)
	case PhaseDig:
		dst = append(dst, act(p, KindKeep, 0), act(p, KindRefuse, 0))
	case PhaseExplode:
		dst = s.legalExplode(dst, p)
	case PhasePlace:
		for pos := 0; pos <= int(s.npile); pos++ {
			dst = append(dst, act(p, KindPlace, int16(pos)))
		}
	}
	return dst
}

// legalPlay: Draw (ZK-3.2), every card playable on the turn (ZK-5), a Clone
// of the top discard, and every combo (ZK-5 Combos).
func (s *State) legalPlay(dst []engine.Action, p engine.Seat) []engine.Action {
	h := s.seats[p].hand
	take := s.hasTakeTarget(p)
	have := h.present()
	dst = append(dst, act(p, KindDraw, 0))
	for m := have & s.turnPlays(take); m != 0; m &= m - 1 {
		dst = append(dst, act(p, KindPlay, int16(trailing(m)/3)))
	}
	if have&field(Clone) != 0 {
		if t := s.topDiscard(); cloneable(t) && s.playableOnTurn(p, t) {
			dst = append(dst, act(p, KindClone, int16(t)))
		}
	}
	if m := comboTitles(h, take); m != 0 {
		dst = appendCombos(dst, p, h, m, take)
	}
	return dst
}

// field is the bit of kind k in the masks of counts.present.
func field(k Card) uint64 { return 1 << (3 * uint(k)) }

// Kinds always playable on the turn, and those that need someone dead.
var (
	alwaysPlays = field(Attack) | field(SeeFuture) | field(Shuffle) | field(Skip) | field(SuperSkip)
	deadPlays   = field(AttackDead) | field(FeedDead) | field(GraveRobber)
)

// turnPlays is the mask of kinds playable on the turn now (ZK-5), take
// telling whether Favor has a target.
func (s *State) turnPlays(take bool) uint64 {
	m := alwaysPlays
	if s.alive < s.n {
		m |= deadPlays
	}
	if take {
		m |= field(Favor)
	}
	if s.npile >= 2 {
		m |= field(DigDeeper)
	}
	return m
}

// comboTitles is the mask (the bits of counts.present) of the titles of
// which hand h has a combo to play: a pair or a three, each maybe ending
// with a Clone, pairs only with take, never of Zombie Kittens (ZK-5
// Combos).
func comboTitles(h counts, take bool) uint64 {
	x := uint64(h)
	two := (x>>1 | x>>2) & lowBits // at least two copies
	m := two
	clone := h.get(Clone) > 0
	if clone {
		m = h.present() &^ field(Clone)
		m |= two & field(Clone)
	}
	m &^= field(Zombie)
	if !take {
		// Only threes: three copies, or two and a Clone.
		three := (x>>2 | x>>1&x) & lowBits
		if clone {
			m &= three | two&^field(Clone)
		} else {
			m &= three
		}
	}
	return m
}

// appendCombos lists, title by title of m (comboTitles), the pair, the
// pair ending with a Clone, the three and the three ending with a Clone.
func appendCombos(dst []engine.Action, p engine.Seat, h counts, m uint64, take bool) []engine.Action {
	cl := h.get(Clone)
	for ; m != 0; m &= m - 1 {
		t := Card(trailing(m) / 3)
		c, cl := h.get(t), cl
		if t == Clone {
			cl = 0
		}
		if take && c >= 2 {
			dst = append(dst, act(p, KindCombo, ComboCard(t, 2, false)))
		}
		if take && c >= 1 && cl >= 1 {
			dst = append(dst, act(p, KindCombo, ComboCard(t, 2, true)))
		}
		if c >= 3 {
			dst = append(dst, act(p, KindCombo, ComboCard(t, 3, false)))
		}
		if c >= 2 && cl >= 1 {
			dst = append(dst, act(p, KindCombo, ComboCard(t, 3, true)))
		}
	}
	return dst
}

// playableOnTurn reports whether the seat on turn, alive, may play kind k
// as a turn play now (ZK-5).
func (s *State) playableOnTurn(p engine.Seat, k Card) bool {
	switch k {
	case Attack, SeeFuture, Shuffle, Skip, SuperSkip:
		return true
	case AttackDead, FeedDead, GraveRobber:
		return s.alive < s.n
	case Favor:
		return s.hasTakeTarget(p)
	case DigDeeper:
		return s.npile >= 2
	}
	return false
}

// cloneable reports whether a Clone may copy the top discard t at all: a
// card other than Clone or a plain cat (ZK-5 Clone).
func cloneable(t Card) bool { return t < NumKinds && t != Clone && t != Exploding && !t.IsCat() }

// hasTakeTarget reports whether another living seat holds a card (Favor,
// a pair).
func (s *State) hasTakeTarget(p engine.Seat) bool {
	for i := 0; i < int(s.n); i++ {
		if q := &s.seats[i]; engine.Seat(i) != p && !q.dead && q.size > 0 {
			return true
		}
	}
	return false
}

// legalTarget lists the seats the declared play may name (ZK-3.5): another
// living seat holding a card for Favor and a pair, any other living seat for
// a three of a kind, a dead seat for Feed the Dead and the Zombie Kitten.
func (s *State) legalTarget(dst []engine.Action, p engine.Seat) []engine.Action {
	x := s.top()
	for i := 0; i < int(s.n); i++ {
		if s.validTarget(x, engine.Seat(i)) {
			dst = append(dst, engine.Action{By: p, Kind: KindTarget, Target: engine.Seat(i)})
		}
	}
	return dst
}

func (s *State) validTarget(x item, t engine.Seat) bool {
	q := &s.seats[t]
	switch {
	case x.size() == 3:
		return t != x.seat() && !q.dead
	case x.size() == 2 || x.as() == Favor:
		return t != x.seat() && !q.dead && q.size > 0
	}
	return q.dead // Feed the Dead, Zombie Kitten
}

// windowAnswers appends what seat p, holding the answer kinds m, may
// answer beside Pass: Nope, the NOW cards held, and for the seat on turn a
// Clone of a top-discard Nope or NOW card (ZK-6.2).
func (s *State) windowAnswers(dst []engine.Action, p engine.Seat, m uint64) []engine.Action {
	// The kinds played as themselves come in kind order: Nope, Shuffle,
	// Clairvoyance, Feed the Dead.
	for plays := s.windowPlays(p, m); plays != 0; plays &= plays - 1 {
		dst = append(dst, act(p, KindPlay, int16(trailing(plays)/3)))
	}
	if m&field(Clone) != 0 && p == s.turn {
		if t := s.topDiscard(); s.cloneAnswer(p, t) {
			dst = append(dst, act(p, KindClone, int16(t)))
		}
	}
	return dst
}

// windowPlays narrows m, the answer kinds seat p holds, to those it may
// play as themselves in the open window (the bits of counts.present): a
// Nope unless the play on top is a Zombie Kitten or its top card is p's,
// a Clairvoyance only on another seat's Zombie Kitten, a Feed the Dead
// only with someone dead, a Shuffle always (ZK-5, ZK-6.2).
func (s *State) windowPlays(p engine.Seat, m uint64) uint64 {
	m &^= field(Clone)
	x := s.top()
	zk := x.as() == Zombie
	if zk || x.last() == p {
		m &^= field(Nope)
	}
	if !zk || x.seat() == p {
		m &^= field(Clairvoyance)
	}
	if s.alive >= s.n {
		m &^= field(FeedDead)
	}
	return m
}

// answers are the kinds that may answer a window.
var answers = field(Nope) | field(Shuffle) | field(Clairvoyance) | field(FeedDead) | field(Clone)

// canNope: the play on top is not a Zombie Kitten and its top card is
// someone else's (ZK-4.5, ZK-6.2).
func (s *State) canNope(p engine.Seat) bool {
	x := s.top()
	return x.as() != Zombie && x.last() != p
}

// canClairvoyance: the play on top is another seat's Zombie Kitten (ZK-5
// Clairvoyance; a NOW card played above it settles first).
func (s *State) canClairvoyance(p engine.Seat) bool {
	x := s.top()
	return x.as() == Zombie && x.seat() != p
}

// cloneAnswer reports whether the seat on turn may answer with a Clone of
// the top discard t: a Nope it could play itself, or a NOW card other than
// Clairvoyance (ZK-5 Clone, ZK-6.2).
func (s *State) cloneAnswer(p engine.Seat, t Card) bool {
	switch t {
	case Nope:
		return s.canNope(p)
	case Shuffle:
		return true
	case FeedDead:
		return s.alive < s.n
	}
	return false
}

// legalGive lists each kind the giver holds.
func (s *State) legalGive(dst []engine.Action, p engine.Seat) []engine.Action {
	for m := s.seats[p].hand.present(); m != 0; m &= m - 1 {
		dst = append(dst, act(p, KindGive, int16(trailing(m)/3)))
	}
	return dst
}

// legalExplode: die, or play a Zombie Kitten, or a Clone of a top-discard
// Zombie Kitten (ZK-4.1).
func (s *State) legalExplode(dst []engine.Action, p engine.Seat) []engine.Action {
	dst = append(dst, act(p, KindDie, 0))
	h := s.seats[p].hand
	if h.get(Zombie) > 0 {
		dst = append(dst, act(p, KindPlay, int16(Zombie)))
	}
	if h.get(Clone) > 0 && s.topDiscard() == Zombie {
		dst = append(dst, act(p, KindClone, int16(Zombie)))
	}
	return dst
}

// illegal is the error of an action isLegal refuses.
func (s *State) illegal(a engine.Action) error {
	return fmt.Errorf("kittens: %s in phase %s: %w", ActionString(a), s.phase.Key(), engine.ErrIllegal)
}

// isLegal decides whether Legal lists a without listing it (playouts
// validate every step); TestIsLegalAgreesWithLegal and the fuzz target
// hold the two together.
func (s *State) isLegal(a engine.Action) bool {
	p := a.By
	if uint(p) >= uint(s.n) {
		return false
	}
	switch s.phase {
	case PhaseWindow:
		if s.passed&seatBit(p) != 0 {
			return false
		}
		if a.Kind == engine.KindPass {
			return a.Target == engine.NoSeat && a.Card == 0
		}
		return a.Target == engine.NoSeat && a.Card >= 0 && s.legalInWindow(a)
	case PhaseTarget:
		return a.Kind == KindTarget && p == s.top().seat() && a.Card == 0 &&
			uint(a.Target) < uint(s.n) && s.validTarget(s.top(), a.Target)
	case PhasePlay:
		return p == s.turn && a.Target == engine.NoSeat && a.Card >= 0 && s.legalTurnPlay(a)
	case PhaseOver:
		return false
	}
	if a.Target != engine.NoSeat || a.Card < 0 || p != s.actor() {
		return false
	}
	h := s.seats[p].hand
	k := Card(a.Card)
	switch s.phase {
	case PhaseName:
		return a.Kind == KindName && a.Card < NumKinds
	case PhaseGive:
		return a.Kind == KindGive && a.Card < NumKinds && h.get(k) > 0
	case PhaseDig:
		return (a.Kind == KindKeep || a.Kind == KindRefuse) && a.Card == 0
	case PhaseExplode:
		switch a.Kind {
		case KindDie:
			return a.Card == 0
		case KindPlay:
			return a.Card == int16(Zombie) && h.get(Zombie) > 0
		case KindClone:
			// a.Card, not k: Card 257 is no Zombie Kitten.
			return a.Card == int16(Zombie) && h.get(Clone) > 0 && s.topDiscard() == Zombie
		}
	case PhasePlace:
		return a.Kind == KindPlace && int(a.Card) <= int(s.npile)
	}
	return false
}

// legalTurnPlay is isLegal in PhasePlay for an action of the seat on turn
// with no target and a card operand of 0 or more.
func (s *State) legalTurnPlay(a engine.Action) bool {
	p, k := a.By, Card(a.Card)
	h := s.seats[p].hand
	switch a.Kind {
	case KindDraw:
		return a.Card == 0
	case KindPlay:
		return a.Card < NumKinds && h.get(k) > 0 && s.playableOnTurn(p, k)
	case KindClone:
		return a.Card < NumKinds && h.get(Clone) > 0 && k == s.topDiscard() && cloneable(k) && s.playableOnTurn(p, k)
	case KindCombo:
		return s.legalCombo(p, a.Card)
	}
	return false
}

func (s *State) legalInWindow(a engine.Action) bool {
	p := a.By
	h := s.seats[p].hand
	k := Card(a.Card)
	switch a.Kind {
	case engine.KindPass:
		return a.Card == 0
	case KindPlay:
		if a.Card >= NumKinds || h.get(k) == 0 {
			return false
		}
		switch k {
		case Nope:
			return s.canNope(p)
		case Shuffle:
			return true
		case Clairvoyance:
			return s.canClairvoyance(p)
		case FeedDead:
			return s.alive < s.n
		}
	case KindClone:
		return p == s.turn && a.Card < NumKinds && h.get(Clone) > 0 && k == s.topDiscard() && s.cloneAnswer(p, k)
	}
	return false
}

// legalCombo checks a KindCombo operand as appendCombos would list it.
func (s *State) legalCombo(p engine.Seat, card int16) bool {
	t, size, withClone := ComboOf(card)
	if card >= 1<<8 || t >= NumKinds || t == Zombie || t == Exploding || size < 2 || withClone && t == Clone {
		return false
	}
	h := s.seats[p].hand
	c := h.get(t)
	need := size
	if withClone {
		need--
		if h.get(Clone) < 1 {
			return false
		}
	}
	if c < need {
		return false
	}
	return size == 3 || s.hasTakeTarget(p)
}
