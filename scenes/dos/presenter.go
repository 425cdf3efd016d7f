package dos

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// presenter draws the DOS table and animates each event: the deal, draws,
// matches flying onto the Centre Row, wild values, colour bonuses, piles
// swept to the discard pile, refills, placements, calls and catches.
type presenter struct {
	n      int
	viewer engine.Seat // whose hand is shown (NoSeat: nobody's)
	stage  table.Stage
	hand   []*table.Sprite // the viewer's hand, sorted by kind
	piles  []pileSprites   // the Centre Row
	seats  []seatState
	draw   int // cards in the draw pile, as shown
	disc   int // cards in the discard pile, as shown
	top    dos.Card
	dealer engine.Seat
	turn   engine.Seat
	round  int
	mode   dos.Mode

	history [][]int // points per round per seat
	totals  []int
	last    *roundScore // the round just ended, for its count
	winner  engine.Seat

	pick     picks
	swatches []swatch // the colour picker's buttons, painted here
	badges   map[badgeKey]*ebiten.Image
	symbols  map[dos.Colour]*ebiten.Image
}

// swatch is one colour of the Wild DOS picker: a bare button the
// presenter paints in the colour, with its symbol and name.
type swatch struct {
	btn *ui.Button
	col dos.Colour
}

// pileSprites is one Centre card with what was matched on it this turn.
type pileSprites struct {
	centre *table.Sprite
	on     [2]*table.Sprite
	pile   dos.Pile // the cards, the wilds' values and the bonus, as shown
}

// seatState is one seat as the table shows it, following the animation.
type seatState struct {
	size      int
	pending   int // penalty cards set aside
	called    bool
	catchable bool
	score     int
	chipsW    float64 // width of the chips put in the second row, from the right (as last drawn)
}

// roundScore is a round's end as its count shows it: every hand left, what
// each held and what the winner scored.
type roundScore struct {
	round  int
	winner engine.Seat
	hands  [][]dos.Card
	points []int
	gained int
}

func newPresenter(names []string) table.Presenter {
	n := len(names)
	return &presenter{n: n, viewer: engine.NoSeat, seats: make([]seatState, n), totals: make([]int, n),
		dealer: engine.NoSeat, turn: engine.NoSeat, winner: engine.NoSeat}
}

// Stage is the presenter's sprite bookkeeping.
func (p *presenter) Stage() *table.Stage { return &p.stage }

// Sync rebuilds the table from the view; for the opening every card goes
// back into the draw pile, so the deal is shown.
func (p *presenter) Sync(ev engine.View, opening bool) {
	v := ev.(*dos.View)
	p.viewer = v.Seat
	if int(p.viewer) >= p.n {
		p.viewer = engine.NoSeat
	}
	p.draw, p.disc = v.DrawSize, v.DiscardSize
	if p.disc == 0 || v.Discard[p.top] == 0 {
		p.top = dos.NoCard
		for _, k := range dos.Kinds {
			if v.Discard[k] > 0 {
				p.top = k
			}
		}
	}
	p.dealer, p.turn, p.round, p.mode = v.Dealer, v.Turn, v.Round, v.Mode
	p.stage.Reset()
	p.hand = p.hand[:0]
	for _, c := range v.Hand {
		p.hand = append(p.hand, p.stage.New(int(c), table.Pose{}))
	}
	p.piles = p.piles[:0]
	for _, pl := range v.Centre {
		ps := pileSprites{centre: p.stage.New(int(pl.Card), table.Pose{}), pile: pl}
		for i, c := range pl.Hand {
			if c != dos.NoCard {
				ps.on[i] = p.stage.New(int(c), table.Pose{})
			}
		}
		p.piles = append(p.piles, ps)
	}
	for i := range p.seats {
		pv := v.Players[i]
		p.seats[i] = seatState{size: pv.HandSize, pending: pv.Pending, called: pv.Called,
			catchable: pv.Catchable, score: pv.Score}
		p.totals[i] = pv.Score
	}
	if opening {
		p.clearTable()
	}
	p.layoutHand(0)
	p.layoutPiles(0)
}

// clearTable takes every card back into the draw pile, before the opening.
func (p *presenter) clearTable() {
	p.stage.Reset()
	p.hand, p.piles = p.hand[:0], p.piles[:0]
	for i := range p.seats {
		p.seats[i] = seatState{score: p.seats[i].score}
	}
	p.draw, p.disc, p.top = dos.DeckSize, 0, dos.NoCard
	p.round = 0
}

// layoutHand moves every card of the hand to its place in the fan.
func (p *presenter) layoutHand(dur float64) {
	for i, sp := range p.hand {
		to := handPose(i, len(p.hand), p.pick.has(i))
		if sp.Target() != to {
			sp.MoveTo(to, dur, 0)
		}
	}
}

// layoutPiles moves every Centre card, and what lies on it, to its slot.
func (p *presenter) layoutPiles(dur float64) {
	for j := range p.piles {
		ps := &p.piles[j]
		for k, sp := range [3]*table.Sprite{ps.centre, ps.on[0], ps.on[1]} {
			if sp == nil {
				continue
			}
			to := slotPose(j, len(p.piles), k)
			if sp.Target() != to {
				sp.MoveTo(to, dur, 0)
			}
		}
	}
}

// takeHand removes a card of kind c from the viewer's hand and returns its
// sprite (nil when the hand has none).
func (p *presenter) takeHand(c dos.Card) *table.Sprite {
	for i, sp := range p.hand {
		if dos.Card(sp.Card) == c {
			p.hand = slices.Delete(p.hand, i, i+1)
			p.pick.clear()
			return sp
		}
	}
	return nil
}

// addHand puts sp into the viewer's hand at its place by kind.
func (p *presenter) addHand(sp *table.Sprite) {
	i, _ := slices.BinarySearchFunc(p.hand, sp.Card, func(h *table.Sprite, c int) int { return h.Card - c })
	for i < len(p.hand) && p.hand[i].Card == sp.Card {
		i++
	}
	p.hand = slices.Insert(p.hand, i, sp)
	p.pick.clear()
}

// fromSeat is a card leaving seat s's hand: the viewer's own sprite, or a
// new one at the seat's small backs.
func (p *presenter) fromSeat(s engine.Seat, c dos.Card) *table.Sprite {
	if s == p.viewer {
		if sp := p.takeHand(c); sp != nil {
			return sp
		}
	}
	st := &p.seats[s]
	return p.stage.New(int(c), p.miniPose(s, max(0, st.size-1), max(1, st.size)))
}

// toDiscard sends sp to the discard pile.
func (p *presenter) toDiscard(sp *table.Sprite, delay float64) {
	sp.MoveTo(pose(discRect, 1), 18, delay)
	p.stage.Leave(sp)
}

// sweep gathers every card on the table into the draw pile: a new round
// deals from the whole deck.
func (p *presenter) sweep() {
	d := 0.0
	gather := func(sp *table.Sprite) {
		if sp == nil {
			return
		}
		sp.MoveTo(pose(drawRect, 0), 16, d)
		p.stage.Leave(sp)
		d += 0.5
	}
	for _, sp := range p.hand {
		gather(sp)
	}
	for _, ps := range p.piles {
		gather(ps.centre)
		gather(ps.on[0])
		gather(ps.on[1])
	}
	p.hand, p.piles = p.hand[:0], p.piles[:0]
	p.pick.clear()
	for i := range p.seats {
		st := &p.seats[i]
		st.size, st.pending, st.called, st.catchable = 0, 0, false, false
	}
	p.draw, p.disc, p.top = dos.DeckSize, 0, dos.NoCard
}

// handChanged is the bookkeeping of a seat whose hand size changed: a call
// is for the two cards it was made on (DOS-5.5).
func (p *presenter) handChanged(s engine.Seat, delta int) {
	st := &p.seats[s]
	st.size = max(0, st.size+delta)
	st.called = false
	st.catchable = false
}

// Record keeps the score history shown by the result screens.
func (p *presenter) Record(ev engine.Event) {
	switch e := ev.(type) {
	case dos.RoundEnded:
		if len(p.history) >= e.Round {
			return
		}
		// The round's points are what the totals gained (none when the
		// first out wins, DOS-6.4).
		row := make([]int, len(e.Totals))
		for i := range row {
			if i < len(p.totals) {
				row[i] = e.Totals[i] - p.totals[i]
			}
		}
		p.history = append(p.history, row)
		copy(p.totals, e.Totals)
		for i := range p.seats {
			if i < len(e.Totals) {
				p.seats[i].score = e.Totals[i]
			}
		}
		p.last = &roundScore{round: e.Round, winner: e.Winner, hands: e.Hands, points: e.Points, gained: e.Gained}
	case dos.MatchEnded:
		p.winner = e.Winner
	}
}
