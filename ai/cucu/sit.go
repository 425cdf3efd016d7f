package cucuai

import (
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// sit is what one seat knows at a decision, in a flat value the policies
// read: built from a View for a real decision, or straight from a State
// (with that seat's knowledge only) inside the search's simulations.
type sit struct {
	me                engine.Seat
	n                 int
	phase             cucu.Phase
	dealer, turn, inn engine.Seat
	own               cucu.Card
	known             [cucu.MaxSeats]cucu.Card // NoCard: not known to me, or no card
	tags              [cucu.MaxSeats]cucu.Tags
	lives             [cucu.MaxSeats]int8
	live              uint16 // seats whose card counts at the showdown
	top               cucu.Card
	unseen            [cucu.NumKinds]int8 // cards I cannot place
	nunseen           int
	later             uint16 // seats that play after me this round
	cache             [8]sums
	have              uint8 // evidence patterns summed in cache
}

func bit(p engine.Seat) uint16 { return 1 << uint(p) }

// sitOfView reads a view.
func sitOfView(v *cucu.View) sit {
	s := sit{me: v.Seat, n: v.Seats, phase: v.Phase, dealer: v.Dealer, turn: v.Turn, inn: v.Innkeeper,
		own: v.Own(), top: v.Top}
	for i, p := range v.Players {
		s.known[i], s.tags[i], s.lives[i] = p.Card, p.Tags, int8(p.Lives)
		if v.Live(engine.Seat(i)) {
			s.live |= bit(engine.Seat(i))
		}
	}
	s.finish()
	return s
}

// fill reads what seat me knows of a state into s, reusing it: the
// simulations call it at every step, and the sums' cache need not be
// cleared (have says what it holds).
func (s *sit) fill(st *cucu.State, me engine.Seat) {
	s.me, s.n, s.phase, s.dealer, s.turn, s.inn = me, st.Seats(), st.Phase(), st.Dealer(), st.Turn(), st.Innkeeper()
	s.own, s.top, s.live, s.later, s.have = st.Known(me, me), st.KnownTop(me), 0, 0, 0
	for i := 0; i < s.n; i++ {
		p := engine.Seat(i)
		s.lives[i] = int8(st.Lives(p))
		s.known[i], s.tags[i] = cucu.NoCard, 0
		if st.Live(p) {
			s.live |= bit(p)
		}
		if st.Hand(p) != cucu.NoCard {
			s.known[i], s.tags[i] = st.Known(me, p), st.Tags(p)
		}
	}
	s.finish()
}

// finish counts the unseen pool and the seats still to play.
func (s *sit) finish() {
	s.countUnseen()
	for p := s.after(s.me); p != engine.NoSeat; p = s.after(p) {
		s.later |= bit(p)
	}
}

func (s *sit) countUnseen() {
	for _, c := range cucu.Kinds {
		s.unseen[c] = cucu.Copies
	}
	for _, c := range s.known[:s.n] {
		if c.Valid() {
			s.unseen[c]--
		}
	}
	if s.top.Valid() {
		s.unseen[s.top]--
	}
	s.nunseen = 0
	for _, c := range cucu.Kinds {
		s.nunseen += int(s.unseen[c])
	}
}

// after is the next live player after p, NoSeat after the dealer.
func (s *sit) after(p engine.Seat) engine.Seat {
	for p != s.dealer && s.n > 0 {
		p = (p + 1) % engine.Seat(s.n)
		if s.live&bit(p) != 0 {
			return p
		}
	}
	return engine.NoSeat
}
