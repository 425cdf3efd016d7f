package kittens

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/scenes/table"
)

// presenter draws the Zombie Kittens table and animates each event: the
// deal, plays flying onto the reaction stack and Nopes laid on them, the
// stack settling onto the discard pile, draws, peeks, cards given and
// stolen, shuffles, explosions, deaths, revivals and kittens put back.
type presenter struct {
	n      int
	viewer engine.Seat // whose hand is shown (NoSeat: nobody's)
	stage  table.Stage
	hand   []*table.Sprite // the viewer's hand, sorted by kind
	seats  []seatState

	turn     engine.Seat
	owed     int
	attacked bool
	draw     int // cards in the draw pile, as shown
	kittens  int // Exploding Kittens in it, as shown (public counting)
	// discard is the discard pile in the engine's order; onStack marks the
	// cards still lying on the reaction stack (not on the pile yet).
	discard []kittens.Card
	onStack []bool
	stack   []stackShown
	// known is the draw pile as the viewer knows it, top first (NoCard
	// where unknown): its See the Future, Dig Deeper, its own placements
	// and what its Clairvoyance showed (ZK-7).
	known []kittens.Card
	// held are the Exploding Kittens in the middle of the table: drawn,
	// or a revived seat's, waiting to be put back.
	held []*table.Sprite

	deaths []engine.Seat // in the order they died (a revived seat again when it dies again)
	winner engine.Seat

	pick    picks
	browse  bool     // the discard pile's popup is open
	browseY float64  // its scroll
	choices []choice // the picker's bare buttons, painted here
	emblems map[string]*ebiten.Image
}

// seatState is one seat as the table shows it, following the animation.
type seatState struct {
	size   int
	dead   bool
	kitten *table.Sprite // a dead seat's face-up Exploding Kitten
}

// stackShown is one play on the reaction stack as shown: what everyone
// knows of it, its cards and the Nopes laid on it, and where its cards
// are in the discard pile.
type stackShown struct {
	it    kittens.StackItem
	cards []*table.Sprite
	nopes []*table.Sprite
	disc  []int
}

func newPresenter(names []string) table.Presenter {
	n := len(names)
	return &presenter{n: n, viewer: engine.NoSeat, seats: make([]seatState, n), turn: engine.NoSeat,
		winner: engine.NoSeat, owed: 1}
}

// Stage is the presenter's sprite bookkeeping.
func (p *presenter) Stage() *table.Stage { return &p.stage }

// Sync rebuilds the table from the view; for the opening every card goes
// back into the draw pile, so the deal is shown.
func (p *presenter) Sync(ev engine.View, opening bool) {
	v, ok := ev.(*kittens.View)
	if !ok {
		return
	}
	p.viewer = v.Seat
	if int(p.viewer) >= p.n {
		p.viewer = engine.NoSeat
	}
	p.turn, p.owed, p.attacked = v.Turn, v.Owed, v.Attacked
	p.draw, p.kittens = v.DrawSize, v.PileKittens
	p.discard = slices.Clone(v.Discard)
	p.onStack = make([]bool, len(p.discard))
	p.known = slices.Clone(v.Known)
	p.stage.Reset()
	p.hand = p.hand[:0]
	for _, c := range v.Hand {
		p.hand = append(p.hand, p.stage.New(idOf(c), table.Pose{}))
	}
	for i := range p.seats {
		pv := v.Players[i]
		st := &p.seats[i]
		*st = seatState{size: pv.HandSize, dead: pv.Dead}
		if pv.Dead {
			st.kitten = p.stage.New(idOf(kittens.Exploding), p.kittenPose(engine.Seat(i)))
		}
	}
	p.stack = p.stack[:0]
	for i, it := range v.Stack {
		sh := stackShown{it: it}
		for j, c := range itemCards(it) {
			sh.cards = append(sh.cards, p.stage.New(idOf(c), stackPose(i, len(v.Stack), j)))
		}
		for k, nc := range it.Nopes {
			c := kittens.Nope
			if nc.Clone {
				c = kittens.Clone
			}
			sh.nopes = append(sh.nopes, p.stage.New(idOf(c), nopePose(i, len(v.Stack), len(sh.cards), k)))
		}
		p.stack = append(p.stack, sh)
	}
	p.markStack()
	p.held = p.held[:0]
	for k := 0; k < v.Held; k++ {
		p.held = append(p.held, p.stage.New(idOf(kittens.Exploding), p.heldPose(k)))
	}
	p.winner = v.Winner
	p.pick.clear()
	if opening {
		p.clearTable()
	}
	p.layoutHand(0)
}

// markStack finds the cards of the stack in the discard pile: for each
// card on the stack, the latest copy of its kind not taken yet (copies of
// a kind are alike, so which one does not matter).
func (p *presenter) markStack() {
	clear(p.onStack)
	for i := len(p.stack) - 1; i >= 0; i-- {
		sh := &p.stack[i]
		sh.disc = sh.disc[:0]
		for _, sp := range append(slices.Clone(sh.cards), sh.nopes...) {
			k := kindOf(sp.Card)
			for j := len(p.discard) - 1; j >= 0; j-- {
				if !p.onStack[j] && p.discard[j] == k {
					p.onStack[j] = true
					sh.disc = append(sh.disc, j)
					break
				}
			}
		}
	}
}

// clearTable takes every card back into the draw pile, before the opening:
// the deck for the table's size without its Exploding Kittens.
func (p *presenter) clearTable() {
	p.stage.Reset()
	p.hand = p.hand[:0]
	for i := range p.seats {
		p.seats[i] = seatState{}
	}
	in := kittens.InPlay(p.n)
	p.draw = 0
	for k := kittens.Zombie; k < kittens.NumKinds; k++ {
		p.draw += int(in[k])
	}
	p.kittens = 0
	p.discard, p.onStack, p.stack, p.held = nil, nil, p.stack[:0], p.held[:0]
	p.known = nil
	p.deaths = nil
	p.winner = engine.NoSeat
}

// itemCards are the cards a play on the stack put down, in order: a
// combo's title cards, then its Clone.
func itemCards(it kittens.StackItem) []kittens.Card {
	size := max(it.Size, 1)
	out := make([]kittens.Card, 0, size)
	for j := 0; j < size; j++ {
		if it.WithClone && j == size-1 {
			out = append(out, kittens.Clone)
		} else {
			out = append(out, it.Card)
		}
	}
	return out
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

// takeHand removes a card of kind c from the viewer's hand and returns its
// sprite (nil when the hand has none).
func (p *presenter) takeHand(c kittens.Card) *table.Sprite {
	for i := len(p.hand) - 1; i >= 0; i-- {
		if kindOf(p.hand[i].Card) == c {
			sp := p.hand[i]
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
// new one at the seat's small backs (face up when the card is known).
func (p *presenter) fromSeat(s engine.Seat, c kittens.Card) *table.Sprite {
	if s == p.viewer && c != kittens.NoCard {
		if sp := p.takeHand(c); sp != nil {
			return sp
		}
	}
	size := 1
	if s >= 0 && int(s) < p.n {
		size = max(1, p.seats[s].size)
	}
	from := p.miniPose(s, size-1, size)
	return p.stage.New(idOf(c), from)
}

// toSeat sends sp into seat s's hand: the viewer's fan when the card is
// known, else the seat's small backs (then it leaves the table).
func (p *presenter) toSeat(sp *table.Sprite, s engine.Seat, delay float64) {
	if s == p.viewer && kindOf(sp.Card) != kittens.NoCard {
		p.addHand(sp)
		p.layoutHandFrom(sp, delay)
		return
	}
	size := p.seats[s].size
	to := p.miniPose(s, max(0, size-1), max(1, size))
	sp.MoveTo(to, 20, delay)
	p.stage.Leave(sp)
}

// layoutHandFrom lays the fan out again, the card fresh flying in.
func (p *presenter) layoutHandFrom(fresh *table.Sprite, delay float64) {
	for i, sp := range p.hand {
		to := handPose(i, len(p.hand), false)
		switch {
		case sp == fresh:
			sp.MoveTo(to, 22, delay)
		case sp.Target() != to:
			sp.MoveTo(to, 12, 0)
		}
	}
}

// handKinds is the viewer's hand in the fan's order.
func (p *presenter) handKinds() []kittens.Card {
	out := make([]kittens.Card, len(p.hand))
	for i, sp := range p.hand {
		out[i] = kindOf(sp.Card)
	}
	return out
}

// resize keeps the known pile as long as the draw pile shown.
func (p *presenter) resizeKnown() {
	for len(p.known) < p.draw {
		p.known = append(p.known, kittens.NoCard)
	}
	p.known = p.known[:max(0, p.draw)]
}

// forgetPile drops what the viewer knew of the pile (a shuffle, an
// insertion at a position hidden from it).
func (p *presenter) forgetPile() {
	p.known = p.known[:0]
	p.resizeKnown()
}

// Record keeps what the result screen shows: the order the seats died in
// and the winner.
func (p *presenter) Record(ev engine.Event) {
	switch e := ev.(type) {
	case kittens.Died:
		p.deaths = append(p.deaths, e.Seat)
	case kittens.GameOver:
		p.winner = e.Winner
	}
}
