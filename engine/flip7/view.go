package flip7

import "cardtable/engine"

// PlayerView is one seat as everyone sees it.
type PlayerView struct {
	Row          []Card // cards in front, in the order received
	Status       Status
	SecondChance bool
	Flip7        bool
	Numbers      uint16 // bit n set when number n is in the row
	RoundScore   int    // what the seat would bank now
	Total        int    // match total before this round
	LastRound    int    // points scored in the previous round
}

// View is the whole public table (F7-7): only the deck order is unknown, so
// the deck's composition is given.
type View struct {
	Seat       engine.Seat // the viewer
	Seats      int
	Target     int
	Round      int
	Dealer     engine.Seat
	Phase      Phase
	ToAct      engine.Seat
	Turn       engine.Seat // whose Hit/Stay turn it is or was last (the dealer during the deal)
	Pending    Card        // the card waiting for a target in PhaseTarget
	Players    []PlayerView
	DeckLen    int
	DeckCounts [NumKinds]uint8 // remaining deck by kind
	Discard    [NumKinds]uint8
	Stack      []Task // pending resolution, bottom first
}

// Viewer is the seat this view belongs to.
func (v *View) Viewer() engine.Seat { return v.Seat }

// View returns what seat p knows: everything but the order of the deck.
func (s *State) View(p engine.Seat) engine.View { return s.view(p) }

func (s *State) view(p engine.Seat) *View {
	v := &View{
		Seat: p, Seats: int(s.n), Target: int(s.target), Round: int(s.round),
		Dealer: s.dealer, Phase: s.phase, ToAct: engine.NoSeat, Turn: s.cursor,
		Players: make([]PlayerView, s.n), DeckLen: int(s.deckLen), Discard: s.discard,
		Stack: append([]Task(nil), s.stack[:s.sp]...),
	}
	if s.phase != PhaseOver {
		v.ToAct = s.toAct[0]
	}
	if s.phase == PhaseTarget {
		v.Pending = s.stack[s.sp-1].Card
	}
	for i := 0; i < int(s.deckLen); i++ {
		v.DeckCounts[s.deck[i]]++
	}
	for i := range v.Players {
		pl := &s.players[i]
		v.Players[i] = PlayerView{
			Row: append([]Card(nil), pl.row[:pl.rowLen]...), Status: pl.status,
			SecondChance: pl.second, Flip7: pl.flip7, Numbers: pl.numbers,
			RoundScore: s.RoundScore(engine.Seat(i)), Total: int(pl.total), LastRound: int(pl.last),
		}
	}
	return v
}

// Active lists the seats still in the round.
func (v *View) Active() []engine.Seat {
	var out []engine.Seat
	for i, p := range v.Players {
		if p.Status == StatusActive {
			out = append(out, engine.Seat(i))
		}
	}
	return out
}

// PermuteHidden shuffles the deck order, the one thing no seat sees.
func (s *State) PermuteHidden(_ engine.Seat, rng *engine.RNG) engine.State {
	c := s.clone()
	d := c.deck[:c.deckLen]
	rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
	return c
}
