package dos

import "cardtable/engine"

// SeatView is one seat as everyone sees it (DOS-7).
type SeatView struct {
	HandSize  int
	Pending   int  // penalty cards set aside, added at the end of its turn
	Called    bool // called "DOS!" on its current two cards
	Catchable bool // holds two cards without a call, within the window
	Since     int  // turn number in which it became catchable
	Score     int
	Last      int // points its hand held at the end of the previous round
	// LastHand is the hand it showed for scoring at the end of the
	// previous round (DOS-6.2), by kind; nil before the first round ends.
	LastHand []Card
}

// View is what one seat knows (DOS-7): its own hand, every seat's hand
// size, penalty count, call and catch state and score, the Centre Row with
// the cards matched on it this turn, the whole discard pile, the draw pile's
// size, and the turn's progress.
type View struct {
	Seat        engine.Seat // the viewer (NoSeat: a spectator, no hand)
	Seats       int
	Mode        Mode
	Round       int
	Dealer      engine.Seat
	Turn        engine.Seat
	TurnNo      int
	Phase       Phase
	Hand        []Card          // own hand, sorted by kind
	HandCounts  [NumKinds]uint8 // own hand by kind
	Players     []SeatView
	Centre      []Pile
	Discard     [NumKinds]uint8
	DiscardSize int
	DrawSize    int
	Drew        bool // the turn's draw was taken
	Matches     int  // matches made this turn
	Owed        int  // placements owed at the end of the turn so far
	Choosing    int  // Centre index of the match awaiting a wild's value, -1 when none
	Declined    bool // the viewer passed on the calls and catches open now
	Winner      engine.Seat
	LastWinner  engine.Seat // winner of the previous round (NoSeat before)
}

// Viewer is the seat this view belongs to.
func (v *View) Viewer() engine.Seat { return v.Seat }

// MatchOptions lists the matches the viewer's hand can make on the Centre
// Row now (whoever is on turn), with the best bonus each can earn: what
// Legal offers the seat on turn in PhaseTurn, in the same order.
func (v *View) MatchOptions() []MatchOption {
	return Matches(&v.HandCounts, v.Centre)
}

// HandPoints is what the viewer's hand would give the round's winner.
func (v *View) HandPoints() int { return HandPoints(&v.HandCounts) }

// Pending is the match awaiting a wild's value and the slot being decided
// (0, 1 hand cards, 2 the Centre card), ok false when none.
func (v *View) Pending() (pile Pile, slot int, ok bool) {
	if v.Choosing < 0 || v.Choosing >= len(v.Centre) {
		return Pile{}, -1, false
	}
	p := v.Centre[v.Choosing]
	return p, p.undecided(), true
}

// Catchable lists the seats that may be caught now (DOS-5.2, DOS-5.5).
func (v *View) Catchable() []engine.Seat {
	var out []engine.Seat
	for i, p := range v.Players {
		if p.Catchable {
			out = append(out, engine.Seat(i))
		}
	}
	return out
}

// MayCall reports whether the viewer may call "DOS!" now (DOS-5.1, DOS-5.4).
func (v *View) MayCall() bool {
	return v.Seat >= 0 && int(v.Seat) < len(v.Players) && v.Players[v.Seat].Catchable
}

// View returns what seat p knows.
func (s *State) View(p engine.Seat) engine.View { return s.view(p) }

func (s *State) view(p engine.Seat) *View {
	v := &View{
		Seat: p, Seats: int(s.n), Mode: s.mode, Round: int(s.round), Dealer: s.dealer,
		Turn: s.turn, TurnNo: int(s.turnNo), Phase: s.phase,
		Players: make([]SeatView, s.n),
		Discard: s.discard.array(), DiscardSize: int(s.ndiscard), DrawSize: int(s.ndraw),
		Drew: s.drew, Matches: int(s.matches), Owed: int(s.owed), Choosing: int(s.choosing),
		Winner: s.winner, LastWinner: s.lastWin,
	}
	if s.ncentre > 0 {
		v.Centre = make([]Pile, s.ncentre)
		for j := range v.Centre {
			v.Centre[j] = s.pile(j)
		}
	}
	for i := range v.Players {
		st := &s.seats[i]
		v.Players[i] = SeatView{HandSize: int(st.size), Pending: int(st.npending), Called: st.called,
			Catchable: st.catchable, Since: int(st.since), Score: int(st.score), Last: int(st.last),
			LastHand: st.lastHand.cards()}
	}
	if p >= 0 && int(p) < int(s.n) {
		v.HandCounts = s.seats[p].hand.array()
		v.Hand = make([]Card, 0, s.seats[p].size)
		for _, k := range Kinds {
			for c := uint8(0); c < v.HandCounts[k]; c++ {
				v.Hand = append(v.Hand, k)
			}
		}
		v.Declined = s.declined&(1<<p) != 0
	}
	return v
}

// PermuteHidden deals again at random what viewer cannot see: the other
// hands, every set-aside penalty card, and the draw pile, keeping every
// size.
func (s *State) PermuteHidden(viewer engine.Seat, rng *engine.RNG) engine.State {
	c := s.clone()
	var pool [DeckSize]Card
	n := 0
	for i := range c.seats[:c.n] {
		st := &c.seats[i]
		if engine.Seat(i) != viewer {
			for _, k := range Kinds {
				for c := st.hand.get(k); c > 0; c-- {
					pool[n] = k
					n++
				}
			}
		}
		n += copy(pool[n:], st.pending[:st.npending])
	}
	n += copy(pool[n:], c.draw[:c.ndraw])
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	c.deal(viewer, pool[:n])
	return c
}

// deal fills the hands of every seat but viewer to their sizes, then the
// set-aside penalties, then the draw pile, from pool.
func (s *State) deal(viewer engine.Seat, pool []Card) {
	for i := range s.seats[:s.n] {
		st := &s.seats[i]
		if engine.Seat(i) == viewer {
			continue
		}
		st.hand, st.present = counts{}, [2]uint64{}
		for _, c := range pool[:st.size] {
			st.hand.inc(c)
			st.present[c>>6] |= 1 << (c & 63)
		}
		pool = pool[st.size:]
	}
	for i := range s.seats[:s.n] {
		st := &s.seats[i]
		copy(st.pending[:st.npending], pool)
		pool = pool[st.npending:]
	}
	s.ndraw = uint8(copy(s.draw[:], pool))
}
