package flip7

import (
	"fmt"

	"cardtable/engine"
)

// Apply performs one decision and runs the match on to the next decision,
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
	case PhaseTarget:
		s.applyTarget(a)
	}
	s.run()
}

// applyTurn handles Hit or Stay (F7-4).
func (s *State) applyTurn(a engine.Action) {
	p := a.By
	if a.Kind == KindStay {
		s.players[p].status = StatusStayed
		if s.logging() {
			s.emit(Stayed{Seat: p, Points: s.RoundScore(p)})
		}
		return
	}
	c, ok := s.draw()
	if !ok {
		return
	}
	if s.logging() {
		s.emit(Took{Seat: p, Card: c, From: FromHit})
	}
	s.receive(p, c, nil)
}

// applyTarget gives the pending action card to the chosen seat (F7-4.3, F7-5).
func (s *State) applyTarget(a engine.Action) {
	t := s.stack[s.sp-1]
	s.sp--
	s.give(t.Seat, a.Target, t.Card)
}

// give resolves action card c played by from on target.
func (s *State) give(from, target engine.Seat, c Card) {
	tp := &s.players[target]
	if s.logging() {
		s.emit(Targeted{By: from, Target: target, Card: c})
	}
	tp.push(c)
	switch c {
	case Freeze: // F7-5.1
		tp.status = StatusFrozen
		if s.logging() {
			s.emit(FrozenOut{Seat: target, Points: s.RoundScore(target)})
		}
	case FlipThree: // F7-5.2
		s.pushTask(Task{Kind: TaskFlip3, Seat: target, Left: 3})
	case SecondChance: // F7-5.3
		tp.second = true
	}
}

// run advances automatic play (dealing, Flip Three draws, forced choices,
// round ends) until someone must decide or the match is over.
func (s *State) run() {
	for {
		if s.roundOver {
			s.endRound()
			if s.phase == PhaseOver {
				return
			}
			s.startRound()
			continue
		}
		if s.sp == 0 {
			next, ok := s.nextActive(s.cursor)
			if !ok {
				s.roundOver = true
				continue
			}
			s.cursor = next
			s.phase = PhaseTurn
			s.toAct[0] = next
			return
		}
		t := &s.stack[s.sp-1]
		switch t.Kind {
		case TaskChoose:
			if s.stepChoose(t) {
				return
			}
		case TaskDeal:
			s.stepDeal(t)
		case TaskFlip3:
			s.stepFlip3(t)
		}
	}
}

// stepChoose asks for a target, or resolves the card when the choice is
// forced. It reports whether the match now waits for a decision.
func (s *State) stepChoose(t *Task) bool {
	var buf [MaxSeats]engine.Seat
	targets := s.choiceTargets(t, buf[:0])
	switch len(targets) {
	case 0: // nobody can take it (F7-5.3), or its holder has busted (F7-5.2)
		s.sp--
		s.discard[t.Card]++
		if s.logging() {
			s.emit(Discarded{Seat: t.Seat, Card: t.Card})
		}
		return false
	case 1:
		tk := *t
		s.sp--
		s.give(tk.Seat, targets[0], tk.Card)
		return false
	}
	s.phase = PhaseTarget
	s.toAct[0] = t.Seat
	return true
}

// choiceTargets lists who may receive the card waiting in choice task t.
// A Freeze or Flip Three still waiting there was held by a Flip Three whose
// target has since busted (through another Flip Three they played on
// themselves): held cards are resolved only while the target has not busted
// (F7-5.2), so nobody may receive it and it is discarded.
func (s *State) choiceTargets(t *Task, dst []engine.Seat) []engine.Seat {
	if t.Card != SecondChance && s.players[t.Seat].status == StatusBust {
		return dst
	}
	return s.targets(t.Seat, t.Card, dst)
}

// targets lists who may receive card c from chooser: any active player for
// Freeze and Flip Three, an active player without one for a spare Second
// Chance (never the chooser, who already holds one).
func (s *State) targets(chooser engine.Seat, c Card, dst []engine.Seat) []engine.Seat {
	for i := engine.Seat(0); i < engine.Seat(s.n); i++ {
		p := &s.players[i]
		if p.status != StatusActive {
			continue
		}
		if c == SecondChance && (p.second || i == chooser) {
			continue
		}
		dst = append(dst, i)
	}
	return dst
}

// stepDeal deals the next card of the initial deal (F7-3).
func (s *State) stepDeal(t *Task) {
	p := t.Seat
	t.Seat = s.next(p)
	t.Left--
	if t.Left == 0 {
		s.sp--
	}
	if s.players[p].status != StatusActive { // F7-3.3
		return
	}
	c, ok := s.draw()
	if !ok {
		return
	}
	if s.logging() {
		s.emit(Took{Seat: p, Card: c, From: FromDeal})
	}
	s.receive(p, c, nil)
}

// stepFlip3 takes the next card of a Flip Three (F7-5.2).
func (s *State) stepFlip3(t *Task) {
	p := t.Seat
	if t.Left == 0 || s.players[p].status != StatusActive {
		s.finishFlip3()
		return
	}
	c, ok := s.draw()
	if !ok {
		return
	}
	t.Left--
	if s.logging() {
		s.emit(Took{Seat: p, Card: c, From: FromFlipThree})
	}
	s.receive(p, c, t)
}

// finishFlip3 pops a finished Flip Three; its held action cards are then
// played by the target if still in the round, else discarded.
func (s *State) finishFlip3() {
	t := s.stack[s.sp-1]
	s.sp--
	if s.players[t.Seat].status == StatusBust {
		for i := 0; i < int(t.NHeld); i++ {
			s.discard[t.Held[i]]++
			if s.logging() {
				s.emit(Discarded{Seat: t.Seat, Card: t.Held[i]})
			}
		}
		return
	}
	// Pushed in reverse so the first held card is resolved first.
	for i := int(t.NHeld) - 1; i >= 0; i-- {
		s.pushTask(Task{Kind: TaskChoose, Seat: t.Seat, Card: t.Held[i]})
	}
}

// receive resolves card c taken by seat p (F7-4.3). flip3 is the Flip Three
// in progress when the card came from one.
func (s *State) receive(p engine.Seat, c Card, flip3 *Task) {
	pl := &s.players[p]
	switch {
	case c.IsNumber():
		bit := uint16(1) << c
		if pl.numbers&bit == 0 {
			pl.push(c)
			pl.numbers |= bit
			if popcount(pl.numbers) == 7 {
				pl.flip7 = true
				s.roundOver = true
				if s.logging() {
					s.emit(FlippedSeven{Seat: p})
				}
			}
			return
		}
		if pl.second {
			pl.drop(SecondChance)
			pl.second = false
			s.discard[SecondChance]++
			s.discard[c]++
			if s.logging() {
				s.emit(SavedBySecondChance{Seat: p, Card: c})
			}
			return
		}
		pl.push(c)
		pl.status = StatusBust
		if s.logging() {
			s.emit(Busted{Seat: p, Card: c})
		}
	case c.IsModifier():
		pl.push(c)
	case c == SecondChance:
		if !pl.second {
			pl.push(c)
			pl.second = true
			return
		}
		s.pushTask(Task{Kind: TaskChoose, Seat: p, Card: c})
	default: // Freeze, Flip Three
		if flip3 != nil {
			flip3.Held[flip3.NHeld] = c
			flip3.NHeld++
			return
		}
		s.pushTask(Task{Kind: TaskChoose, Seat: p, Card: c})
	}
}

// startRound begins a round: statuses reset and the dealer deals (F7-3).
func (s *State) startRound() {
	s.round++
	s.roundOver = false
	for i := 0; i < int(s.n); i++ {
		p := &s.players[i]
		p.rowLen, p.numbers, p.status, p.second, p.flip7 = 0, 0, StatusActive, false, false
	}
	s.cursor = s.dealer
	s.sp = 0
	s.pushTask(Task{Kind: TaskDeal, Seat: s.next(s.dealer), Left: uint8(s.n)})
	if s.logging() {
		s.emit(RoundStarted{Round: int(s.round), Dealer: s.dealer})
	}
}

// endRound scores the round, clears the table to the discard pile and either
// ends the match or passes the deal left (F7-6).
func (s *State) endRound() {
	var scores [MaxSeats]int32
	for i := 0; i < int(s.n); i++ {
		scores[i] = int32(s.RoundScore(engine.Seat(i)))
	}
	for i := 0; i < int(s.n); i++ {
		p := &s.players[i]
		p.total += scores[i]
		p.last = scores[i]
		for j := 0; j < int(p.rowLen); j++ {
			s.discard[p.row[j]]++
		}
		p.rowLen, p.numbers, p.second = 0, 0, false
	}
	for i := 0; i < int(s.sp); i++ { // cards still pending after a Flip 7
		t := &s.stack[i]
		if t.Kind == TaskChoose {
			s.discard[t.Card]++
		}
		for j := 0; j < int(t.NHeld); j++ {
			s.discard[t.Held[j]]++
		}
	}
	s.sp = 0
	over := s.matchWon()
	if s.logging() {
		ev := RoundEnded{Round: int(s.round), Scores: make([]int, s.n), Totals: make([]int, s.n)}
		for i := 0; i < int(s.n); i++ {
			ev.Scores[i] = int(scores[i])
			ev.Totals[i] = int(s.players[i].total)
		}
		s.emit(ev)
	}
	if over {
		s.phase = PhaseOver
		if s.logging() {
			o, _ := s.Outcome()
			s.emit(MatchEnded{Winners: o.Winners, Totals: o.Scores, Rounds: o.Rounds})
		}
		return
	}
	s.dealer = s.next(s.dealer)
}

// matchWon: someone reached the target and one player leads alone (F7-6.5).
func (s *State) matchWon() bool {
	best, count := int32(-1), 0
	for i := 0; i < int(s.n); i++ {
		switch t := s.players[i].total; {
		case t > best:
			best, count = t, 1
		case t == best:
			count++
		}
	}
	return best >= s.target && count == 1
}

// draw takes the top card, reshuffling the discard pile into a new deck when
// the deck is empty (F7-6.4). With every card on the table nothing can be
// drawn; the round then ends as if everyone stayed (Decision of this engine).
func (s *State) draw() (Card, bool) {
	if s.deckLen == 0 {
		for k := 0; k < NumKinds; k++ {
			for ; s.discard[k] > 0; s.discard[k]-- {
				s.deck[s.deckLen] = Card(k)
				s.deckLen++
			}
		}
		if s.deckLen == 0 {
			s.roundOver = true
			return 0, false
		}
		s.shuffleDeck()
		if s.logging() {
			s.emit(Reshuffled{Cards: int(s.deckLen)})
		}
	}
	s.deckLen--
	return s.deck[s.deckLen], true
}

func (s *State) shuffleDeck() {
	d := s.deck[:s.deckLen]
	s.rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
}

func (s *State) pushTask(t Task) {
	if int(s.sp) == maxStack {
		panic(fmt.Sprintf("flip7: resolution stack overflow in round %d", s.round))
	}
	s.stack[s.sp] = t
	s.sp++
}

// nextActive finds the first active seat after from, going round the table
// and ending with from itself.
func (s *State) nextActive(from engine.Seat) (engine.Seat, bool) {
	p := from
	for i := 0; i < int(s.n); i++ {
		p = s.next(p)
		if s.players[p].status == StatusActive {
			return p, true
		}
	}
	return engine.NoSeat, false
}

// RoundScore is what seat p would bank now (F7-6.2): numbers, doubled by ×2,
// plus +N modifiers, plus 15 for a Flip 7; 0 when bust.
func (s *State) RoundScore(p engine.Seat) int {
	pl := &s.players[p]
	if pl.status == StatusBust {
		return 0
	}
	return ScoreRow(pl.row[:pl.rowLen], pl.flip7)
}

// ScoreRow scores the cards in front of a player who has not busted
// (F7-6.2): numbers, doubled by ×2, plus +N modifiers, plus 15 for a Flip 7.
// Action cards score nothing.
func ScoreRow(row []Card, flip7 bool) int {
	sum, bonus, double := 0, 0, false
	for _, c := range row {
		switch {
		case c.IsNumber():
			sum += int(c)
		case c == Times2:
			double = true
		default:
			bonus += c.Bonus()
		}
	}
	if double {
		sum *= 2
	}
	sum += bonus
	if flip7 {
		sum += 15
	}
	return sum
}

func (p *player) push(c Card) {
	p.row[p.rowLen] = c
	p.rowLen++
}

// drop removes the first copy of c from the row.
func (p *player) drop(c Card) {
	for i := 0; i < int(p.rowLen); i++ {
		if p.row[i] == c {
			copy(p.row[i:p.rowLen], p.row[i+1:p.rowLen])
			p.rowLen--
			return
		}
	}
}

func popcount(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
