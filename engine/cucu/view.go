package cucu

import "cardtable/engine"

// SeatView is one seat as the viewer knows it (CU-6).
type SeatView struct {
	Lives   int
	InRound bool  // dealt a card this round (CU-2.4: seats without lives sit out)
	Out     bool  // knocked out this round: its card is dead (CU-4.9)
	Card    Card  // the card it holds, when the viewer knows it; else NoCard
	Seen    Seers // who knows that card
	Tags    Tags  // what its holders did with that card
	Did     Move  // what it did on its turn this round
}

// Result is a showdown as everyone saw it: the live cards by seat (NoCard
// for the others), the holders of the losing rank, and the lives each seat
// lost there (Inn covers applied). Round is 0 before the first showdown.
type Result struct {
	Round  int
	Cards  []Card
	Losers []engine.Seat
	Lost   []int
}

// View is what one seat knows (CU-6): its own card; every card it has seen
// and where that card is now; which cards were revealed (public Seers);
// who has seen each card and what was done with it; lives, the dealer, the
// turn, the pending Inn, the round's swaps still in effect, the covers
// given, the pack's size and its top card when known, and the last
// showdown.
type View struct {
	Seat      engine.Seat // the viewer (NoSeat: a spectator, who knows the public cards only)
	Seats     int
	Round     int
	Resets    int // times the whole table came back to 3 lives (CU-2.3)
	Dealer    engine.Seat
	Turn      engine.Seat // whose turn it is: the asker while an Inn pauses it
	ToAct     engine.Seat // who decides now: the innkeeper in PhaseCover; NoSeat once over
	Phase     Phase
	Innkeeper engine.Seat // the innkeeper asked, in PhaseInn and PhaseCover; else NoSeat
	Players   []SeatView
	Pack      int // cards left in the pack
	Top       Card
	TopSeen   Seers
	TopTags   Tags
	Swaps     []Swap  // the round's swaps still in effect, oldest first
	Covers    []Cover // the round's covers, in the order given
	Last      Result
	Winner    engine.Seat
}

// Viewer is the seat this view belongs to.
func (v *View) Viewer() engine.Seat { return v.Seat }

// Own is the viewer's card (NoCard for a spectator or a seat sitting out).
func (v *View) Own() Card {
	if v.Seat < 0 || int(v.Seat) >= len(v.Players) {
		return NoCard
	}
	return v.Players[v.Seat].Card
}

// Live reports whether seat p's card counts at the showdown: dealt and not
// knocked out.
func (v *View) Live(p engine.Seat) bool {
	return p >= 0 && int(p) < len(v.Players) && v.Players[p].InRound && !v.Players[p].Out
}

// After is the next player of the round after p in play order, or NoSeat
// after the dealer (CU-3.1, CU-3.3).
func (v *View) After(p engine.Seat) engine.Seat {
	for p != v.Dealer && v.Seats > 0 {
		p = (p + 1) % engine.Seat(v.Seats)
		if v.Live(p) {
			return p
		}
	}
	return engine.NoSeat
}

// Order lists the live players of the round in play order, the dealer
// last.
func (v *View) Order() []engine.Seat {
	var out []engine.Seat
	if v.Seats == 0 {
		return out
	}
	for p := (v.Dealer + 1) % engine.Seat(v.Seats); ; p = (p + 1) % engine.Seat(v.Seats) {
		if v.Live(p) {
			out = append(out, p)
		}
		if p == v.Dealer {
			return out
		}
	}
}

// Unseen counts, by kind, the cards whose place the viewer does not know:
// the pack's 40 minus every card it knows.
func (v *View) Unseen() [NumKinds]int {
	var u [NumKinds]int
	for _, c := range Kinds {
		u[c] = Copies
	}
	for _, p := range v.Players {
		if p.Card.Valid() {
			u[p.Card]--
		}
	}
	if v.Top.Valid() {
		u[v.Top]--
	}
	return u
}

// CoveredBy is the innkeeper who covers seat p this round, or NoSeat.
func (v *View) CoveredBy(p engine.Seat) engine.Seat {
	for _, c := range v.Covers {
		if c.Asker == p {
			return c.Innkeeper
		}
	}
	return engine.NoSeat
}

// View returns what seat p knows.
func (s *State) View(p engine.Seat) engine.View { return s.view(p) }

func (s *State) view(p engine.Seat) *View {
	v := &View{
		Seat: p, Seats: int(s.n), Round: int(s.round), Resets: int(s.resets), Dealer: s.dealer,
		Turn: s.turn, ToAct: s.toAct[0], Phase: s.phase, Innkeeper: s.inn,
		Players: make([]SeatView, s.n), Pack: DeckSize - int(s.lo),
		TopSeen: s.seen[posTop], TopTags: s.tags[posTop], Winner: s.winner,
	}
	if s.phase == PhaseOver {
		v.ToAct = engine.NoSeat
	}
	v.Top = shown(s.pack[DeckSize-1], s.seen[posTop], p)
	for i := range v.Players {
		q := engine.Seat(i)
		v.Players[i] = SeatView{Lives: int(s.lives[i]), InRound: s.dealt&bit(q) != 0, Out: s.out&bit(q) != 0,
			Card: shown(s.hand[i], s.seen[i], p), Seen: s.seen[i], Tags: s.tags[i], Did: s.did[i]}
	}
	if s.nswaps > 0 {
		v.Swaps = append([]Swap(nil), s.swaps[:s.nswaps]...)
	}
	if s.ncover > 0 {
		v.Covers = append([]Cover(nil), s.covers[:s.ncover]...)
	}
	if s.last.round > 0 {
		v.Last = Result{Round: int(s.last.round), Cards: append([]Card(nil), s.last.cards[:s.n]...),
			Losers: seatsOf(s.last.losers, s.n), Lost: make([]int, s.n)}
		for i := range v.Last.Lost {
			v.Last.Lost[i] = int(s.last.lost[i])
		}
	}
	return v
}

// PermuteHidden deals again at random what viewer cannot see: the cards of
// the seats and the pack's top it does not know and the rest of the pack,
// keeping everything public (who has seen each place, its evidence).
func (s *State) PermuteHidden(viewer engine.Seat, rng *engine.RNG) engine.State {
	c := s.clone()
	var pool [DeckSize]Card
	n := 0
	places := c.hiddenPlaces(viewer)
	for _, x := range places {
		pool[n] = c.placeCard(x)
		n++
	}
	n += copy(pool[n:], c.pack[c.lo:DeckSize-1])
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	c.fillHidden(places, pool[:n])
	return c
}

// hiddenPlaces lists the places whose card viewer does not know: dealt
// seats in seat order, then the pack's top.
func (s *State) hiddenPlaces(viewer engine.Seat) []int {
	out := make([]int, 0, numPlaces)
	for i := 0; i < int(s.n); i++ {
		if s.dealt&bit(engine.Seat(i)) != 0 && !s.seen[i].Has(viewer) {
			out = append(out, i)
		}
	}
	if !s.seen[posTop].Has(viewer) {
		out = append(out, posTop)
	}
	return out
}

// fillHidden puts pool's cards in places, then the rest below the pack's
// top.
func (s *State) fillHidden(places []int, pool []Card) {
	for i, x := range places {
		s.setPlaceCard(x, pool[i])
	}
	copy(s.pack[s.lo:DeckSize-1], pool[len(places):])
}
