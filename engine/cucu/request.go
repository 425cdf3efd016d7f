package cucu

import "cardtable/engine"

// request resolves asker's request to target by the card target holds at
// that moment (CU-4.2): a swap for an ordinary card, or its power.
func (s *State) request(asker, target engine.Seat) {
	for {
		switch c := s.hand[target]; c {
		case Horse:
			// CU-4.5: passed over; past the dealer's Horse the asker swaps
			// blind with the pack's top card, no power applying.
			s.reveal(asker, target)
			next := s.after(target)
			if s.logging() {
				s.emit(Passed{Asker: asker, Seat: target, To: next})
			}
			if next == engine.NoSeat {
				s.packSwap(asker, false)
				s.endTurn(asker)
				return
			}
			target = next
			continue
		case Cuckoo:
			// CU-4.3: refused, nothing lost.
			s.reveal(asker, target)
		case Hunter:
			// CU-4.4: refused, and the asker loses a life at once.
			s.reveal(asker, target)
			if s.loseLife(asker, CauseHunter) {
				return
			}
			s.knockOut(asker)
		case Cat:
			// CU-4.6: refused, a life lost, the run of swaps undone.
			s.reveal(asker, target)
			if s.loseLife(asker, CauseCat) {
				return
			}
			s.undo(asker, target)
			s.knockOut(asker)
		case Inn:
			// CU-4.7: the exchange pauses for the asker's choice.
			s.reveal(asker, target)
			s.inn = target
			s.phase = PhaseInn
			return
		default:
			s.swap(asker, target, SwapPlain)
		}
		s.endTurn(asker)
		return
	}
}

// reveal shows seat p's card to everyone.
func (s *State) reveal(asker, p engine.Seat) {
	s.seen[p] |= Public
	if s.logging() {
		s.emit(Revealed{Asker: asker, Seat: p, Card: s.hand[p]})
	}
}

// exchange swaps the cards of two places with what is known of them.
func (s *State) exchange(x, y int) {
	cx, cy := s.placeCard(x), s.placeCard(y)
	s.setPlaceCard(x, cy)
	s.setPlaceCard(y, cx)
	s.seen[x], s.seen[y] = s.seen[y], s.seen[x]
	s.tags[x], s.tags[y] = s.tags[y], s.tags[x]
}

func (s *State) placeCard(x int) Card {
	if x == posTop {
		return s.pack[DeckSize-1]
	}
	return s.hand[x]
}

func (s *State) setPlaceCard(x int, c Card) {
	if x == posTop {
		s.pack[DeckSize-1] = c
		return
	}
	s.hand[x] = c
}

// place is the place index of a seat, posTop for NoSeat (the pack).
func place(p engine.Seat) int {
	if p == engine.NoSeat {
		return posTop
	}
	return int(p)
}

// placeSeat is the seat of a place index, NoSeat for the pack's top.
func placeSeat(x int) engine.Seat {
	if x == posTop {
		return engine.NoSeat
	}
	return engine.Seat(x)
}

// swap exchanges asker's and target's cards; both see both cards (CU-6).
func (s *State) swap(asker, target engine.Seat, kind SwapKind) {
	a, t := int(asker), int(target)
	s.exchange(a, t)
	both := SeerOf(asker) | SeerOf(target)
	s.seen[a] |= both
	s.seen[t] |= both
	if kind == SwapPlain {
		s.tags[a] |= TagPlain
	}
	s.swaps[s.nswaps] = Swap{Asker: asker, Target: target, Kind: kind}
	s.nswaps++
	if s.logging() {
		s.emit(Swapped{Asker: asker, Target: target, Gave: s.hand[t], Got: s.hand[a],
			GaveSeen: s.seen[t], GotSeen: s.seen[a], Forced: kind == SwapForced})
	}
}

// packSwap exchanges p's card with the pack's top card: only p sees the new
// card, and its old card becomes the top, face down (CU-4.5, CU-4.8).
func (s *State) packSwap(p engine.Seat, dealer bool) {
	s.exchange(int(p), posTop)
	s.seen[p] |= SeerOf(p)
	s.swaps[s.nswaps] = Swap{Asker: p, Target: engine.NoSeat, Kind: SwapPack}
	s.nswaps++
	if s.logging() {
		s.emit(PackSwapped{Seat: p, Gave: s.pack[DeckSize-1], Got: s.hand[p],
			GaveSeen: s.seen[posTop], GotSeen: s.seen[p], Dealer: dealer})
	}
}

// undo reverses, newest first, every swap of the round that moved asker's
// current card, until it is back with the player it started from: the
// newest swap touching the card's place brought it there, so undoing it
// sends the card back to the other party, and the walk goes on from
// there. Each party gets back the card it had before (CU-4.6).
func (s *State) undo(asker, cat engine.Seat) {
	var steps []UndoStep
	x := int(asker)
	for i := int(s.nswaps) - 1; i >= 0; i-- {
		sw := s.swaps[i]
		a, t := place(sw.Asker), place(sw.Target)
		var y int
		switch x {
		case a:
			y = t
		case t:
			y = a
		default:
			continue
		}
		s.exchange(x, y)
		copy(s.swaps[i:], s.swaps[i+1:s.nswaps])
		s.nswaps--
		s.swaps[s.nswaps] = Swap{}
		if s.logging() {
			steps = append(steps, UndoStep{A: placeSeat(x), B: placeSeat(y),
				CardA: s.placeCard(x), CardB: s.placeCard(y), SeenA: s.seen[x], SeenB: s.seen[y]})
		}
		x = y
	}
	if s.logging() {
		s.emit(Undone{Asker: asker, Seat: cat, Steps: steps})
	}
}
