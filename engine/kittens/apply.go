package kittens

import (
	"math/bits"

	"cardtable/engine"
)

func trailing(m uint64) int { return bits.TrailingZeros64(m) }

// Apply performs one decision and runs the game on to the next one,
// returning what happened.
func (s *State) Apply(a engine.Action) ([]engine.Event, error) {
	if !s.isLegal(a) {
		return nil, s.illegal(a)
	}
	events := make([]engine.Event, 0, 8)
	s.rec = &events
	s.perform(a)
	s.rec = nil
	return events, nil
}

// Step is Apply without events, for playouts and search.
func (s *State) Step(a engine.Action) error {
	if s.phase == PhaseWindow && a.Kind == engine.KindPass {
		// Most steps of a playout are passes: the same as applyWindow's, at
		// once. The phase first: its branch goes as ToAct's and
		// AppendLegal's just before, which the predictor has seen.
		bit := seatBit(a.By)
		if uint(a.By) < uint(s.n) && s.passed&bit == 0 && a.Target == engine.NoSeat && a.Card == 0 {
			s.pass(bit)
			return nil
		}
	}
	if !s.isLegal(a) {
		return s.illegal(a)
	}
	s.perform(a)
	return nil
}

// seatBit is seat p's bit in the masks of seats (passed, watch, queues),
// for p in 0…MaxSeats-1.
func seatBit(p engine.Seat) uint8 { return 1 << (uint(p) & 7) }

// allSeats is the mask of every seat of an n-seat table.
func allSeats(n int8) uint8 { return 1<<(uint(n)&7) - 1 }

// pass records a pass (bit is the seat's) and settles the play on top once
// everyone has passed. A pass is never told: nobody learns who passed
// (ZK-6.6).
func (s *State) pass(bit uint8) {
	s.passed |= bit
	if s.passed == allSeats(s.n) {
		s.closeWindow()
	}
}

func (s *State) perform(a engine.Action) {
	switch s.phase {
	case PhasePlay:
		s.applyPlay(a)
	case PhaseTarget:
		s.applyTarget(a)
	case PhaseName:
		s.applyName(a)
	case PhaseWindow:
		s.applyWindow(a)
	case PhaseGive:
		s.applyGive(a)
	case PhaseDig:
		s.applyDig(a)
	case PhaseExplode:
		s.applyExplode(a)
	case PhasePlace:
		s.applyPlace(a)
	}
}

// take moves one card of kind k from seat p's hand.
func (s *State) take(p engine.Seat, k Card) {
	s.seats[p].hand.dec(k)
	s.seats[p].size--
}

// add puts one card of kind k into seat p's hand.
func (s *State) add(p engine.Seat, k Card) {
	s.seats[p].hand.inc(k)
	s.seats[p].size++
}

// discard puts card k from seat p's hand on the discard pile.
func (s *State) discard(p engine.Seat, k Card) {
	s.take(p, k)
	s.disc.set(int(s.ndisc), k)
	s.ndisc++
}

// applyPlay: a draw, a card, a Clone or a combo on the turn (ZK-3.1).
func (s *State) applyPlay(a engine.Action) {
	p := a.By
	switch a.Kind {
	case KindDraw:
		s.draw(p)
	case KindPlay:
		k := Card(a.Card)
		s.discard(p, k)
		s.declare(newItem(p, k, k, 1, false), false)
	case KindClone:
		s.discard(p, Clone)
		s.declare(newItem(p, Clone, Card(a.Card), 1, false), false)
	case KindCombo:
		t, size, withClone := ComboOf(a.Card)
		for i := 0; i < size; i++ {
			if withClone && i == size-1 {
				s.discard(p, Clone)
			} else {
				s.discard(p, t)
			}
		}
		s.declare(newItem(p, t, t, size, withClone), false)
	}
}

// declare puts a play on the stack: its target and name are declared next
// when it needs them, then its window opens (ZK-3.5, ZK-6.1).
func (s *State) declare(x item, answer bool) {
	s.stack[s.nstack] = x
	s.nstack++
	s.passed = 0
	if s.logging() {
		s.emit(Played{Seat: x.seat(), Card: x.card(), As: x.as(), Size: x.size(), WithClone: x.withClone(), Answer: answer})
	}
	if x.needsTarget() && (x.as() != Zombie || s.alive < s.n) {
		s.phase = PhaseTarget
		return
	}
	s.openWindow(false)
}

// applyTarget records the declared play's target; a three of a kind names
// a title next.
func (s *State) applyTarget(a engine.Action) {
	x := s.top().withTarget(a.Target)
	s.setTop(x)
	if s.logging() {
		s.emit(Targeted{Seat: a.By, Target: a.Target, Card: x.card(), As: x.as(), Size: x.size()})
	}
	if x.size() == 3 {
		s.phase = PhaseName
		return
	}
	s.openWindow(false)
}

// applyName records the title a three of a kind asks for.
func (s *State) applyName(a engine.Action) {
	x := s.top().withName(Card(a.Card))
	s.setTop(x)
	if s.logging() {
		s.emit(Named{Seat: a.By, Target: x.target(), Name: Card(a.Card)})
	}
	s.openWindow(false)
}

// openWindow asks every seat to answer the play on top (ZK-6.1, ZK-6.2);
// reopened is true when a play above it has just settled (ZK-6.4).
func (s *State) openWindow(reopened bool) {
	s.phase = PhaseWindow
	s.passed = 0
	s.change++
	if s.logging() {
		x := s.top()
		s.emit(WindowOpened{Seat: x.seat(), Card: x.card(), As: x.as(), Size: x.size(), WithClone: x.withClone(),
			Depth: int(s.nstack), Nopes: x.nopes(), Reopened: reopened})
	}
	s.autoPass()
}

// SetQuiet is for searches only: from the next window change on, a seat
// whose only answer is Pass is passed for at once (ZK-6.6 allows it), so a
// playout skips those steps. A table never sets it: who is asked must not
// depend on who holds what. The notation does not carry it.
func (s *State) SetQuiet(on bool) { s.quiet = on }

// autoPass passes, in a quiet state, for every seat with nothing else to
// answer, and settles the play when nobody is left.
func (s *State) autoPass() {
	if !s.quiet {
		return
	}
	for i := engine.Seat(0); i < engine.Seat(s.n); i++ {
		if s.passed&seatBit(i) == 0 && !s.hasAnswer(i) {
			s.passed |= seatBit(i)
		}
	}
	if s.passed == allSeats(s.n) {
		s.closeWindow()
	}
}

// hasAnswer reports whether seat p may answer the open window with more
// than Pass (windowAnswers lists something).
func (s *State) hasAnswer(p engine.Seat) bool {
	m := s.seats[p].hand.present() & answers
	if m == 0 {
		return false
	}
	if s.windowPlays(p, m) != 0 {
		return true
	}
	return m&field(Clone) != 0 && p == s.turn && s.cloneAnswer(p, s.topDiscard())
}

// applyWindow: a pass, a Nope on the play on top, or a NOW card on top of
// it (ZK-6.2–6.5).
func (s *State) applyWindow(a engine.Action) {
	p := a.By
	switch a.Kind {
	case engine.KindPass:
		s.pass(seatBit(p))
		return
	case KindPlay:
		k := Card(a.Card)
		s.discard(p, k)
		if k == Nope {
			s.nope(p, false)
			return
		}
		s.declare(newItem(p, k, k, 1, false), true)
	case KindClone:
		s.discard(p, Clone)
		if Card(a.Card) == Nope {
			s.nope(p, true)
			return
		}
		s.declare(newItem(p, Clone, Card(a.Card), 1, false), true)
	}
}

// nope lays a Nope (or a Clone acting as one) on the play on top: its
// cancelled state flips and the window restarts for everyone (ZK-6.3).
func (s *State) nope(p engine.Seat, clone bool) {
	x := s.top()
	against := x.last()
	x = x.withNope(p, clone)
	s.setTop(x)
	s.passed = 0
	s.change++
	if s.logging() {
		card := Nope
		if clone {
			card = Clone
		}
		s.emit(Noped{Seat: p, Card: card, Against: against, Play: x.seat(), As: x.as(), PlayCard: x.card(), Size: x.size(),
			WithClone: x.withClone(), Nopes: x.nopes(), Cancelled: x.cancelled()})
	}
	s.autoPass()
}

// closeWindow settles the play on top once everyone has passed (ZK-6.5):
// an odd number of Nopes cancels it, otherwise it takes effect.
func (s *State) closeWindow() {
	s.nstack--
	x := s.stack[s.nstack]
	s.stack[s.nstack] = 0
	s.passed = 0
	if s.logging() {
		s.emit(WindowClosed{Seat: x.seat(), Card: x.card(), As: x.as(), Size: x.size(), WithClone: x.withClone(), Cancelled: x.cancelled()})
	}
	if x.cancelled() {
		s.settle()
		return
	}
	s.resolve(x)
}

// settle goes on after a play is done with: the window of the play beneath
// reopens (ZK-6.4), or the turn goes on.
func (s *State) settle() {
	if s.phase == PhaseOver {
		return
	}
	if s.nstack > 0 {
		s.openWindow(true)
		return
	}
	s.phase = PhasePlay
}
