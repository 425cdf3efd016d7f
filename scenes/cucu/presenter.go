package cucu

import (
	"slices"

	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/scenes/table"
)

// presenter draws the Cucù table and animates each event: the deal from
// the pack, keeps, requests as arrows, the specials revealed with a banner
// (the Cuckoo's refusal, the Hunter's and the Cat's lives, the Horse's
// jump, the Inn's pause), swaps, pack swaps, the Cat's undo flying the
// cards back along the chain, covers, lives breaking, the showdown and the
// table's reset.
type presenter struct {
	n      int
	names  []string
	viewer engine.Seat // whose card is shown (NoSeat: nobody's)
	stage  table.Stage
	seats  []seatState
	pack   int       // cards left in the pack, as shown
	top    cucu.Card // the pack's top card when the viewer knows it
	dealer engine.Seat
	turn   engine.Seat
	round  int
	order  []engine.Seat // the round's players in play order, the dealer last

	// What the result screens show, kept from the events (Record).
	history [][]int // lives lost per round per seat, as negative numbers
	cur     *roundSummary
	last    *roundSummary // the round just ended
	orders  map[int][]engine.Seat
	winner  engine.Seat
	lives   []int // every seat's lives after the events recorded
	outIn   []int // the round each seat went out in (0: still in)
}

// seatState is one seat as the table shows it, following the animation.
type seatState struct {
	lives   int
	inRound bool          // dealt a card this round
	out     bool          // knocked out this round: its card is dead (CU-4.9)
	card    *table.Sprite // its card (nil: no card this round)
	public  bool          // its card was shown to everyone
	did     cucu.Move
	cover   engine.Seat // the innkeeper covering its Nothing (NoSeat: none)
	power   bool        // its card's power has just been revealed
	loser   bool        // it holds the losing rank at the showdown shown
}

// roundSummary is a round as the round results tell it: the live cards at
// the showdown, the losing rank's holders, every life lost and why.
type roundSummary struct {
	round    int
	order    []engine.Seat
	showdown bool
	cards    []cucu.Card // by seat: the live cards shown (NoCard for the others)
	losers   []engine.Seat
	lost     []int       // lives each seat lost this round, every cause
	out      []bool      // knocked out this round
	covers   []coverUse  // Inn covers that moved a loss
	early    []earlyLoss // lives lost to a Hunter or a Cat
	lives    []int       // after the round
}

// coverUse is an innkeeper losing the life of the asker it covered.
type coverUse struct{ innkeeper, asker engine.Seat }

// earlyLoss is a life lost mid-round to a power.
type earlyLoss struct {
	seat  engine.Seat
	cause cucu.Cause
}

func newPresenter(names []string) table.Presenter {
	n := len(names)
	p := &presenter{n: n, names: names, viewer: engine.NoSeat, seats: make([]seatState, n),
		dealer: engine.NoSeat, turn: engine.NoSeat, winner: engine.NoSeat, orders: map[int][]engine.Seat{}}
	p.lives, p.outIn = make([]int, n), make([]int, n)
	for i := range p.seats {
		p.seats[i] = seatState{lives: cucu.StartLives, cover: engine.NoSeat}
		p.lives[i] = cucu.StartLives
	}
	return p
}

// Stage is the presenter's sprite bookkeeping.
func (p *presenter) Stage() *table.Stage { return &p.stage }

// Sync rebuilds the table from the view; for the opening the table is
// empty, every card in the pack, so the deal is shown.
func (p *presenter) Sync(ev engine.View, opening bool) {
	v := ev.(*cucu.View)
	p.viewer = v.Seat
	if int(p.viewer) >= p.n {
		p.viewer = engine.NoSeat
	}
	p.stage.Reset()
	p.round, p.dealer, p.turn = v.Round, v.Dealer, v.Turn
	p.order = v.Order()
	p.pack, p.top = v.Pack, v.Top
	for i := range p.seats {
		sv := v.Players[i]
		s := engine.Seat(i)
		st := &p.seats[i]
		*st = seatState{lives: sv.Lives, inRound: sv.InRound, out: sv.Out, did: sv.Did, cover: v.CoveredBy(s),
			public: sv.Seen&cucu.Public != 0, power: v.Innkeeper == s}
		if !sv.InRound {
			continue
		}
		card := sv.Card
		if sv.Out {
			card = cucu.NoCard // a dead card is never shown (CU-4.9)
		}
		st.card = p.stage.New(int(card), p.placePose(s, faceOf(card)))
		st.card.Dim = sv.Out
	}
	if opening {
		for i := range p.seats {
			p.seats[i].card = nil
			p.seats[i].inRound, p.seats[i].did = false, cucu.MoveNone
		}
		p.stage.Reset()
		p.pack, p.top, p.round, p.order = cucu.DeckSize, cucu.NoCard, 0, nil
	}
}

// faceOf is how face up a card the viewer may know lies: up when known.
func faceOf(c cucu.Card) float64 {
	if c.Valid() {
		return 1
	}
	return 0
}

// Record keeps what the result screens show: the lives lost by round and
// the last round's showdown.
func (p *presenter) Record(ev engine.Event) {
	switch e := ev.(type) {
	case cucu.RoundStarted:
		copy(p.lives, e.Lives)
		p.orders[e.Round] = slices.Clone(e.Order)
		p.cur = &roundSummary{round: e.Round, order: slices.Clone(e.Order), lost: make([]int, p.n),
			out: make([]bool, p.n), cards: make([]cucu.Card, p.n)}
	case cucu.LifeLost:
		if p.valid(e.Seat) {
			p.lives[e.Seat] = e.Lives
			if e.Lives == 0 && p.cur != nil {
				p.outIn[e.Seat] = p.cur.round
			}
		}
		if r := p.cur; r != nil && int(e.Seat) < p.n {
			r.lost[e.Seat]++
			switch e.Cause {
			case cucu.CauseCover:
				r.covers = append(r.covers, coverUse{innkeeper: e.Seat, asker: e.Covered})
			case cucu.CauseHunter, cucu.CauseCat:
				r.early = append(r.early, earlyLoss{seat: e.Seat, cause: e.Cause})
			}
		}
	case cucu.KnockedOut:
		if r := p.cur; r != nil && int(e.Seat) < p.n {
			r.out[e.Seat] = true
		}
	case cucu.Showdown:
		if r := p.cur; r != nil {
			r.showdown = true
			copy(r.cards, e.Cards)
			r.losers = slices.Clone(e.Losers)
		}
	case cucu.RoundEnded:
		copy(p.lives, e.Lives)
		if r := p.cur; r != nil {
			r.lives = slices.Clone(e.Lives)
			row := make([]int, p.n)
			for i := range row {
				row[i] = -r.lost[i]
			}
			p.history = append(p.history, row)
			p.last = r
		}
	case cucu.TableRestored:
		copy(p.lives, e.Lives)
		clear(p.outIn)
	case cucu.MatchEnded:
		copy(p.lives, e.Lives)
		p.winner = e.Winner
	}
}
