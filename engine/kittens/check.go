package kittens

import (
	"fmt"

	"cardtable/engine"
)

// Check verifies that the 61 cards of the box are each in exactly one
// place — a hand, the draw pile, the discard pile (the reaction stack's
// cards included), face up in front of a dead seat, held by the seat on
// turn, or out of the game (the deck for other seat counts, the spare
// Exploding Kittens; ZK-2) — and that the bookkeeping agrees with them.
func (s *State) Check() error {
	var count [NumKinds]int
	alive := 0
	for i := 0; i < int(s.n); i++ {
		st := &s.seats[i]
		size := 0
		for k, c := range st.hand.array() {
			count[k] += int(c)
			size += int(c)
		}
		if size != int(st.size) {
			return fmt.Errorf("kittens: seat %d holds %d cards, size says %d", i, size, st.size)
		}
		if st.hand.get(Exploding) > 0 {
			return fmt.Errorf("kittens: seat %d has an Exploding Kitten in hand", i)
		}
		if st.dead {
			count[Exploding]++
		} else {
			alive++
		}
		if st.known>>s.npile != 0 {
			return fmt.Errorf("kittens: seat %d knows positions beyond the pile of %d", i, s.npile)
		}
	}
	for i := int(s.n); i < MaxSeats; i++ {
		if s.seats[i] != (seatState{}) {
			return fmt.Errorf("kittens: seat %d beyond the table is not empty", i)
		}
	}
	for i := 0; i < int(s.npile); i++ {
		count[s.pile.at(i)]++
	}
	for i := 0; i < int(s.ndisc); i++ {
		c := s.disc.at(i)
		if c == Exploding || c >= NumKinds {
			return fmt.Errorf("kittens: %s on the discard pile", c)
		}
		count[c]++
	}
	count[Exploding] += int(s.held)
	in := InPlay(int(s.n))
	for k := range count {
		if count[k] != int(in[k]) {
			return fmt.Errorf("kittens: %d copies of %s in the game, want %d (%d out of it, %d in the box)",
				count[k], Card(k), in[k], Composition[k]-in[k], Composition[k])
		}
	}
	if p := s.placed; p.by < engine.NoSeat || p.by >= engine.Seat(s.n) || p.by == engine.NoSeat && p != noPlacing || p.n > 2 {
		return fmt.Errorf("kittens: placement record %+v", p)
	}
	if alive != int(s.alive) {
		return fmt.Errorf("kittens: %d seats alive, alive says %d", alive, s.alive)
	}
	if s.phase == PhaseOver {
		if alive != 1 || s.winner < 0 || s.seats[s.winner].dead {
			return fmt.Errorf("kittens: over with %d alive, winner %d", alive, s.winner)
		}
		return nil
	}
	if alive < 2 {
		return fmt.Errorf("kittens: %d seats alive and the game goes on", alive)
	}
	if s.seats[s.turn].dead || s.owed == 0 {
		return fmt.Errorf("kittens: seat %d on turn, dead %v, owes %d", s.turn, s.seats[s.turn].dead, s.owed)
	}
	return s.checkPhase()
}

// checkPhase verifies what each phase needs: a stack in a window and its
// declarations, Exploding Kittens held only while one is to be put back, a
// give queue only while giving.
func (s *State) checkPhase() error {
	needStack := s.phase == PhaseTarget || s.phase == PhaseName || s.phase == PhaseWindow
	if needStack && s.nstack == 0 {
		return fmt.Errorf("kittens: phase %s with an empty stack", s.phase.Key())
	}
	for i := int(s.nstack); i < maxStack; i++ {
		if s.stack[i] != 0 {
			return fmt.Errorf("kittens: stack slot %d beyond the top is not empty", i)
		}
	}
	if s.phase != PhaseWindow && s.passed != 0 {
		return fmt.Errorf("kittens: passes outside a window")
	}
	wantHeld := s.phase == PhaseExplode || s.phase == PhasePlace ||
		s.nstack > 0 && s.stack[0].as() == Zombie
	if wantHeld != (s.held > 0) || s.held > 2 {
		return fmt.Errorf("kittens: %d kittens held in phase %s", s.held, s.phase.Key())
	}
	if s.phase != PhaseGive && s.give != (giving{}) || s.phase == PhaseGive && s.giver() == engine.NoSeat {
		return fmt.Errorf("kittens: give %+v in phase %s", s.give, s.phase.Key())
	}
	if s.watch != 0 && !wantHeld {
		return fmt.Errorf("kittens: watchers without a Zombie Kitten")
	}
	if s.phase == PhaseExplode && s.nstack != 0 {
		return fmt.Errorf("kittens: an explosion with plays on the stack")
	}
	for i := 0; i < int(s.nstack); i++ {
		x := s.stack[i]
		if x.size() < 1 || x.seat() >= engine.Seat(s.n) || x.nopes() > 8 {
			return fmt.Errorf("kittens: stack item %d malformed", i)
		}
		if i > 0 && !x.as().IsNow() {
			return fmt.Errorf("kittens: %s above the play it answers", x.as())
		}
	}
	return nil
}
