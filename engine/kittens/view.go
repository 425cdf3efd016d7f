package kittens

import "cardtable/engine"

// SeatView is one seat as everyone sees it (ZK-7).
type SeatView struct {
	HandSize int
	// Dead: its Exploding Kitten lies face up in front of it (ZK-4.2).
	Dead bool
}

// NopeCard is one Nope on a play: its seat, and whether it was a Clone
// acting as a Nope.
type NopeCard struct {
	Seat  engine.Seat
	Clone bool
}

// StackItem is one play on the reaction stack, as everyone sees it.
type StackItem struct {
	Seat engine.Seat
	// Card is what was put down: the kind, Clone acting as As, or the
	// title of a combo of Size cards (the last a Clone when WithClone).
	Card, As  Card
	Size      int
	WithClone bool
	Target    engine.Seat // NoSeat when none (yet)
	Name      Card        // the title a three of a kind asks for, NoCard when none
	Nopes     []NopeCard  // in the order laid
	Cancelled bool        // an odd number of Nopes
}

// Last is the seat whose card is on top of the play: nobody may Nope their
// own card (ZK-6.2).
func (x *StackItem) Last() engine.Seat {
	if len(x.Nopes) > 0 {
		return x.Nopes[len(x.Nopes)-1].Seat
	}
	return x.Seat
}

// View is what one seat knows (ZK-7): its own hand, every hand's size,
// who is dead, the discard pile, the draw pile's size and the Exploding
// Kittens in it, the positions of the draw pile it knows, the reaction
// stack, and the turn's progress.
type View struct {
	Seat     engine.Seat // the viewer (NoSeat: a spectator, no hand)
	Seats    int
	Phase    Phase
	Turn     engine.Seat
	Actor    engine.Seat // who decides outside a window (NoSeat in a window)
	Owed     int         // turns the seat on turn owes, this one included
	Attacked bool        // those turns came from an attack
	// Hand is the viewer's hand in kind order; HandCounts the same by kind.
	Hand       []Card
	HandCounts [NumKinds]uint8
	Players    []SeatView
	Discard    []Card // first played first, the top last
	DrawSize   int
	// PileKittens is the number of Exploding Kittens in the draw pile:
	// public counting (ZK-4.7).
	PileKittens int
	// Known is the draw pile as the viewer knows it, top first: Known[i]
	// is the card i from the top, NoCard when unknown (See the Future, Dig
	// Deeper, its own placements, Clairvoyance; ZK-7).
	Known []Card
	// Stack is the reaction stack, bottom first: the play on top is
	// answered.
	Stack  []StackItem
	Passed bool // the viewer passed in this window since its last change
	Change int  // engine.Window.Change
	// Held is the number of Exploding Kittens the seat on turn holds, to
	// put back (PhaseExplode, PhasePlace).
	Held int
	// Watchers are the seats (a bit mask) whose Clairvoyance resolved in
	// the Zombie Kitten's window: they see the placements.
	Watchers uint8
	// Give: while cards are being given, why, to whom (NoSeat: into the
	// draw pile), the seat whose play it is, and who still gives (a bit
	// mask; the giver now is Actor).
	Give      Why
	GiveTo    engine.Seat
	GiveFrom  engine.Seat
	GiveQueue uint8
	// LastPlacer put LastPlaced Exploding Kittens back with the last Zombie
	// Kitten since the pile was last shuffled (NoSeat: none), and other
	// seats have drawn DrawnSince cards from the top since (public: ZK-4.4).
	LastPlacer engine.Seat
	LastPlaced int
	DrawnSince int
	Winner     engine.Seat
}

// Viewer is the seat this view belongs to.
func (v *View) Viewer() engine.Seat { return v.Seat }

// Top is the play on top of the stack (nil when it is empty).
func (v *View) Top() *StackItem {
	if len(v.Stack) == 0 {
		return nil
	}
	return &v.Stack[len(v.Stack)-1]
}

// TopDiscard is the card on top of the discard pile (NoCard when empty).
func (v *View) TopDiscard() Card {
	if len(v.Discard) == 0 {
		return NoCard
	}
	return v.Discard[len(v.Discard)-1]
}

// Alive counts the living seats.
func (v *View) Alive() int {
	n := 0
	for _, p := range v.Players {
		if !p.Dead {
			n++
		}
	}
	return n
}

// NextAlive is the next living seat after p, clockwise.
func (v *View) NextAlive(p engine.Seat) engine.Seat {
	for i := 0; i < v.Seats; i++ {
		p = engine.Seat((int(p) + 1) % v.Seats)
		if !v.Players[p].Dead {
			return p
		}
	}
	return engine.NoSeat
}

// PublicExplodeChance is the chance the next card explodes by public
// counting: the Exploding Kittens in the draw pile over its size (what the
// table shows everyone).
func (v *View) PublicExplodeChance() float64 {
	if v.DrawSize == 0 {
		return 0
	}
	return float64(v.PileKittens) / float64(v.DrawSize)
}

// ExplodeChanceAt is the chance, as the viewer knows the pile, that the
// card i from the top is an Exploding Kitten: 0 or 1 where it knows the
// card, else the kittens it has not located over the positions it does not
// know.
func (v *View) ExplodeChanceAt(i int) float64 {
	if i < 0 || i >= v.DrawSize {
		return 0
	}
	if c := v.Known[i]; c != NoCard {
		if c == Exploding {
			return 1
		}
		return 0
	}
	kittens, unknown := v.PileKittens, 0
	for _, c := range v.Known {
		switch c {
		case Exploding:
			kittens--
		case NoCard:
			unknown++
		}
	}
	if unknown == 0 {
		return 0
	}
	return float64(kittens) / float64(unknown)
}

// ExplodeChance is ExplodeChanceAt the top: the chance, as the viewer
// knows, that the next card drawn explodes.
func (v *View) ExplodeChance() float64 { return v.ExplodeChanceAt(0) }

// Unseen counts, by kind, the cards of the game the viewer cannot see:
// the other hands and the positions of the draw pile it does not know
// (Exploding Kittens only in the pile).
func (v *View) Unseen() [NumKinds]uint8 {
	u := InPlay(v.Seats)
	sub := func(c Card) {
		if c < NumKinds && u[c] > 0 {
			u[c]--
		}
	}
	for k, n := range v.HandCounts {
		u[k] -= min(n, u[k])
	}
	for _, c := range v.Discard {
		sub(c)
	}
	for _, c := range v.Known {
		sub(c)
	}
	for _, p := range v.Players {
		if p.Dead {
			sub(Exploding)
		}
	}
	for i := 0; i < v.Held; i++ {
		sub(Exploding)
	}
	return u
}

// View returns what seat p knows.
func (s *State) View(p engine.Seat) engine.View { return s.view(p) }

func (s *State) view(p engine.Seat) *View {
	v := &View{
		Seat: p, Seats: int(s.n), Phase: s.phase, Turn: s.turn, Actor: s.actor(), Owed: int(s.owed),
		Attacked: s.attacked, Players: make([]SeatView, s.n), Discard: s.disc.slice(int(s.ndisc)),
		DrawSize: int(s.npile), PileKittens: s.pileKittens(), Known: make([]Card, s.npile),
		Change: int(s.change), Held: int(s.held), Watchers: s.watch, GiveTo: engine.NoSeat,
		GiveFrom: engine.NoSeat, Winner: s.winner, LastPlacer: s.placed.by, LastPlaced: int(s.placed.n),
		DrawnSince: int(s.placed.since),
	}
	for i := range v.Players {
		v.Players[i] = SeatView{HandSize: int(s.seats[i].size), Dead: s.seats[i].dead}
	}
	var known uint64
	if p >= 0 && int(p) < int(s.n) {
		st := &s.seats[p]
		v.HandCounts = st.hand.array()
		v.Hand = handList(st.hand)
		v.Passed = s.phase == PhaseWindow && s.passed&(1<<p) != 0
		known = st.known
	}
	for i := range v.Known {
		v.Known[i] = NoCard
		if j := int(s.npile) - 1 - i; known&(1<<uint(j)) != 0 {
			v.Known[i] = s.pile.at(j)
		}
	}
	if s.nstack > 0 {
		v.Stack = make([]StackItem, s.nstack)
		for i := range v.Stack {
			v.Stack[i] = stackItem(s.stack[i])
		}
	}
	if s.phase == PhaseGive {
		v.Give, v.GiveTo, v.GiveFrom, v.GiveQueue = s.give.why, s.give.to, s.give.from, s.give.queue
	}
	return v
}

func stackItem(x item) StackItem {
	it := StackItem{Seat: x.seat(), Card: x.card(), As: x.as(), Size: x.size(), WithClone: x.withClone(),
		Target: x.target(), Name: x.name(), Cancelled: x.cancelled()}
	if n := x.nopes(); n > 0 {
		it.Nopes = make([]NopeCard, n)
		for i := range it.Nopes {
			s, c := x.nope(i)
			it.Nopes[i] = NopeCard{Seat: s, Clone: c}
		}
	}
	return it
}

// PermuteHidden deals again at random what viewer cannot see: the other
// hands (keeping their sizes) and the positions of the draw pile it does
// not know, the Exploding Kittens among those positions only. What other
// seats know stays attached to the positions they know.
func (s *State) PermuteHidden(viewer engine.Seat, rng *engine.RNG) engine.State {
	c := s.clone()
	var pool [DeckSize]Card
	n, kittens := 0, 0
	mine := c.knownBy(viewer)
	for i := 0; i < int(c.npile); i++ {
		if mine&(1<<uint(i)) != 0 {
			continue
		}
		if k := c.pile.at(i); k == Exploding {
			kittens++
		} else {
			pool[n] = k
			n++
		}
	}
	for i := range c.seats[:c.n] {
		if engine.Seat(i) == viewer {
			continue
		}
		for _, k := range handList(c.seats[i].hand) {
			pool[n] = k
			n++
		}
	}
	c.fill(viewer, pool[:n], kittens, rng)
	return c
}

func (s *State) knownBy(p engine.Seat) uint64 {
	if p < 0 || int(p) >= int(s.n) {
		return 0
	}
	return s.seats[p].known
}

// fill deals pool at random into every hand but viewer's (to their sizes)
// and the positions of the draw pile viewer does not know, after putting
// kittens Exploding Kittens at random among those positions.
func (s *State) fill(viewer engine.Seat, pool []Card, kittens int, rng *engine.RNG) {
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i := range s.seats[:s.n] {
		if engine.Seat(i) == viewer {
			continue
		}
		st := &s.seats[i]
		st.hand = 0
		for _, k := range pool[:st.size] {
			st.hand.inc(k)
		}
		pool = pool[st.size:]
	}
	var free [64]uint8
	nfree := 0
	mine := s.knownBy(viewer)
	for i := 0; i < int(s.npile); i++ {
		if mine&(1<<uint(i)) == 0 {
			free[nfree] = uint8(i)
			nfree++
		}
	}
	rng.Shuffle(nfree, func(i, j int) { free[i], free[j] = free[j], free[i] })
	for j, i := range free[:nfree] {
		if j < kittens {
			s.pile.set(int(i), Exploding)
		} else {
			s.pile.set(int(i), pool[j-kittens])
		}
	}
}
