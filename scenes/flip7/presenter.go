// Package flip7 is Flip 7 on screen: its presenter (events to motion, log
// lines, the prompt and controls) and its drawing of the table.
package flip7

import (
	"math"

	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// presenter draws the Flip 7 table: a panel per seat with the number
// row and the modifiers above it, the deck and discard piles, the odds panel,
// and animates each event (deal, flip, bust, freeze, Flip Three, Flip 7).
type presenter struct {
	n       int
	stage   table.Stage
	seats   []seatState
	deck    int // cards shown in the deck pile
	discard int
	topDisc flip7.Card
	hasDisc bool
	dealer  engine.Seat
	round   int
	history [][]int // points per round per seat
	totals  []int
	target  int
	flip3   engine.Seat // seat taking a Flip Three, or NoSeat
	flip3N  int
	winners []engine.Seat
	rowBuf  []flip7.Card // reused by shownScore
}

// seatState is one seat as the table shows it: its cards by row and what
// its badge and score say, following the animation.
type seatState struct {
	nums    []*table.Sprite // number cards
	others  []*table.Sprite // modifiers, Second Chance, action cards received
	pending []*table.Sprite // action cards waiting for a target (held or drawn)
	status  flip7.Status
	flip7   bool
	banked  int
	last    int
}

func newPresenter(names []string) table.Presenter {
	n := len(names)
	p := &presenter{n: n, seats: make([]seatState, n), totals: make([]int, n),
		flip3: engine.NoSeat, target: flip7.DefaultTarget}
	return p
}

// --- layout -----------------------------------------------------------------

var f7SeatArea = ui.Rect{X: 12, Y: 54, W: 940, H: 520}

func (p *presenter) grid() (cols, rows int) {
	switch {
	case p.n <= 2:
		return 1, p.n
	case p.n <= 4:
		return 2, 2
	case p.n <= 6:
		return 2, 3
	}
	return 2, 4
}

func (p *presenter) panel(i int) ui.Rect {
	cols, rows := p.grid()
	const gap = 8
	w := (f7SeatArea.W - gap*float64(cols-1)) / float64(cols)
	h := (f7SeatArea.H - gap*float64(rows-1)) / float64(rows)
	col, row := i%cols, i/cols
	return ui.Rect{X: f7SeatArea.X + float64(col)*(w+gap), Y: f7SeatArea.Y + float64(row)*(h+gap), W: w, H: h}
}

// cardSize fits two overlapping rows (modifiers above numbers) in a panel.
func (p *presenter) cardSize() (w, h float64) {
	r := p.panel(0)
	h = math.Min((r.H-36)/1.42, 118)
	return h * table.CardW / table.CardH, h
}

func (p *presenter) rowPose(seat, idx, count int, top bool) table.Pose {
	r := p.panel(seat)
	w, h := p.cardSize()
	avail := r.W - 24 - w - 90 // leave room on the right for pending cards
	step := w + 6
	if count > 1 && step*float64(count-1) > avail {
		step = avail / float64(count-1)
	}
	// Modifiers sit above the numbers like on a real table, overlapping
	// them as much as the panel requires.
	y := r.Y + 32 + math.Max(h*0.36, math.Min(h*0.68, r.H-40-h))
	if top {
		y = r.Y + 32
	}
	x := r.X + 12 + float64(idx)*step
	return table.Pose{X: x, Y: y, W: w, H: h, Face: 1, Alpha: 1}
}

func (p *presenter) pendingPose(seat, idx int) table.Pose {
	r := p.panel(seat)
	w, h := p.cardSize()
	return table.Pose{X: r.X + r.W - w - 12 - float64(idx)*14, Y: r.Y + 32 + h*0.2, W: w, H: h, Face: 1, Alpha: 1}
}

var (
	f7DeckRect    = ui.Rect{X: 30, Y: 590, W: 80, H: 112}
	f7DiscardRect = ui.Rect{X: 130, Y: 590, W: 80, H: 112}
	f7OddsRect    = ui.Rect{X: 968, Y: 58, W: 300, H: 190}
)

func pose(r ui.Rect, face float64) table.Pose {
	return table.Pose{X: r.X, Y: r.Y, W: r.W, H: r.H, Face: face, Alpha: 1}
}

func (p *presenter) relayout(seat int) {
	s := &p.seats[seat]
	for i, sp := range s.nums {
		to := p.rowPose(seat, i, len(s.nums), false)
		to.Face = sp.Target().Face
		if sp.Target() != to {
			sp.MoveTo(to, 10, 0)
		}
	}
	for i, sp := range s.others {
		to := p.rowPose(seat, i, len(s.others), true)
		to.Face = sp.Target().Face
		if sp.Target() != to {
			sp.MoveTo(to, 10, 0)
		}
	}
	for i, sp := range s.pending {
		to := p.pendingPose(seat, i)
		if sp.Target() != to {
			sp.MoveTo(to, 10, 0)
		}
	}
}

// --- sync and animation ------------------------------------------------------

// Stage is the presenter's sprite bookkeeping.
func (p *presenter) Stage() *table.Stage { return &p.stage }

// Sync rebuilds the table from the view; for the opening, every card goes
// back into the deck so the first deal is shown.
func (p *presenter) Sync(ev engine.View, opening bool) {
	v := ev.(*flip7.View)
	p.target = v.Target
	p.deck, p.dealer, p.round = v.DeckLen, v.Dealer, v.Round
	p.discard = 0
	for _, c := range v.Discard {
		p.discard += int(c)
	}
	p.stage.Reset()
	for i := range p.seats {
		pv := v.Players[i]
		s := &p.seats[i]
		*s = seatState{status: pv.Status, flip7: pv.Flip7, banked: pv.RoundScore, last: pv.LastRound}
		p.totals[i] = pv.Total
		for _, c := range pv.Row {
			sp := p.stage.New(int(c), table.Pose{})
			if c.IsNumber() {
				s.nums = append(s.nums, sp)
			} else {
				s.others = append(s.others, sp)
			}
			sp.Dim = pv.Status == flip7.StatusBust
		}
	}
	for _, tk := range v.Stack {
		switch tk.Kind {
		case flip7.TaskChoose:
			s := &p.seats[tk.Seat]
			sp := p.stage.New(int(tk.Card), table.Pose{})
			sp.Glow = true
			s.pending = append(s.pending, sp)
		case flip7.TaskFlip3:
			s := &p.seats[tk.Seat]
			for _, c := range tk.Held[:tk.NHeld] {
				s.pending = append(s.pending, p.stage.New(int(c), table.Pose{}))
			}
		}
	}
	for i := range p.seats {
		p.relaySnap(i)
	}
	if opening {
		p.clearTable()
	}
}

// clearTable takes every card back into the deck, before the opening.
func (p *presenter) clearTable() {
	p.stage.Reset()
	for i := range p.seats {
		s := &p.seats[i]
		p.deck += len(s.nums) + len(s.others) + len(s.pending)
		*s = seatState{status: flip7.StatusActive}
	}
	p.round = 0
}

// relaySnap puts every sprite of a seat at its place at once.
func (p *presenter) relaySnap(seat int) {
	s := &p.seats[seat]
	bust := s.status == flip7.StatusBust
	place := func(list []*table.Sprite, top bool) {
		for j, sp := range list {
			to := p.rowPose(seat, j, len(list), top)
			if bust {
				to.Face = 0
			}
			sp.Dim = bust
			sp.MoveTo(to, 0, 0)
		}
	}
	place(s.nums, false)
	place(s.others, true)
	for j, sp := range s.pending {
		sp.MoveTo(p.pendingPose(seat, j), 0, 0)
	}
}

// Animate starts the motion of one event; durations are in ticks at normal
// speed (the scene scales them by the animation-speed setting).
func (p *presenter) Animate(ev engine.Event) float64 {
	switch e := ev.(type) {
	case flip7.RoundStarted:
		p.sweep()
		p.round, p.dealer = e.Round, e.Dealer
		for i := range p.seats {
			p.seats[i].status, p.seats[i].flip7, p.seats[i].banked = flip7.StatusActive, false, 0
		}
		p.flip3 = engine.NoSeat
		return 16
	case flip7.Took:
		return p.animateTook(e)
	case flip7.Targeted:
		return p.animateTargeted(e)
	case flip7.Stayed:
		p.seats[e.Seat].status, p.seats[e.Seat].banked = flip7.StatusStayed, e.Points
		return 14
	case flip7.FrozenOut:
		p.seats[e.Seat].status, p.seats[e.Seat].banked = flip7.StatusFrozen, e.Points
		return 20
	case flip7.Busted:
		s := &p.seats[e.Seat]
		s.status = flip7.StatusBust
		for i, sp := range append(append([]*table.Sprite{}, s.nums...), s.others...) {
			to := sp.Target()
			to.Face = 0
			sp.Dim = true
			sp.MoveTo(to, 14, float64(i)*2)
		}
		if p.flip3 == e.Seat {
			p.flip3 = engine.NoSeat
		}
		return 36
	case flip7.SavedBySecondChance:
		s := &p.seats[e.Seat]
		if sp := takeCard(&s.nums, flip7.Card(e.Card), true); sp != nil {
			p.toDiscard(sp, 0)
		}
		if sp := takeCard(&s.others, flip7.SecondChance, false); sp != nil {
			p.toDiscard(sp, 6)
		}
		p.relayout(int(e.Seat))
		return 30
	case flip7.Discarded:
		s := &p.seats[e.Seat]
		sp := takeCard(&s.pending, e.Card, false)
		if sp == nil {
			sp = p.deckSprite(int(e.Card))
		}
		p.toDiscard(sp, 0)
		p.relayout(int(e.Seat))
		return 20
	case flip7.FlippedSeven:
		p.seats[e.Seat].flip7 = true
		p.stage.Play(table.NewCelebration(p.panel(int(e.Seat)), "flip7.ui.celebration"))
		return 100
	case flip7.Reshuffled:
		p.deck = e.Cards
		p.discard = 0
		p.hasDisc = false
		return 30
	case flip7.RoundEnded:
		p.Record(ev)
		return 30
	case flip7.MatchEnded:
		p.winners = e.Winners
		return 20
	}
	return 0
}

func (p *presenter) animateTook(e flip7.Took) float64 {
	s := &p.seats[e.Seat]
	sp := p.deckSprite(int(e.Card))
	p.deck = max(0, p.deck-1)
	c := e.Card
	dur := 22.0
	if e.From == flip7.FromFlipThree {
		if p.flip3 != e.Seat {
			p.flip3, p.flip3N = e.Seat, 0
		}
		p.flip3N++
	}
	switch {
	case c.IsNumber():
		s.nums = append(s.nums, sp)
	case c.IsModifier() || (c == flip7.SecondChance && !p.holdsSecond(s)):
		s.others = append(s.others, sp)
	default: // an action card waiting for a target, or held during Flip Three
		sp.Glow = e.From != flip7.FromFlipThree
		s.pending = append(s.pending, sp)
	}
	p.relayoutFlip(int(e.Seat), sp, dur)
	return dur + 6
}

func (p *presenter) holdsSecond(s *seatState) bool {
	for _, sp := range s.others {
		if flip7.Card(sp.Card) == flip7.SecondChance {
			return true
		}
	}
	return false
}

// relayoutFlip moves a new card from the deck to its place, turning it face
// up on the way, and makes room in its row.
func (p *presenter) relayoutFlip(seat int, sp *table.Sprite, dur float64) {
	p.relayout(seat)
	to := sp.Target()
	to.Face = 1
	sp.Pose = pose(f7DeckRect, 0)
	sp.MoveTo(to, dur, 0)
}

func (p *presenter) animateTargeted(e flip7.Targeted) float64 {
	from := &p.seats[e.By]
	sp := takeCard(&from.pending, e.Card, false)
	if sp == nil {
		sp = p.deckSprite(int(e.Card))
		sp.Pose = pose(f7DeckRect, 1)
	}
	sp.Glow = false
	to := &p.seats[e.Target]
	to.others = append(to.others, sp)
	p.relayout(int(e.By))
	p.relayout(int(e.Target))
	if e.Card == flip7.FlipThree {
		p.flip3, p.flip3N = e.Target, 0
	}
	return 24
}

func (p *presenter) deckSprite(card int) *table.Sprite {
	return p.stage.New(card, pose(f7DeckRect, 0))
}

// takeCard removes the last sprite of card from list (numbers may match a
// duplicate: last=true takes the newest copy).
func takeCard(list *[]*table.Sprite, c flip7.Card, last bool) *table.Sprite {
	l := *list
	for k := range l {
		i := k
		if last {
			i = len(l) - 1 - k
		}
		if flip7.Card(l[i].Card) == c {
			sp := l[i]
			*list = append(l[:i:i], l[i+1:]...)
			return sp
		}
	}
	return nil
}

func (p *presenter) toDiscard(sp *table.Sprite, delay float64) {
	to := pose(f7DiscardRect, 1)
	sp.MoveTo(to, 18, delay)
	sp.Dim = false
	p.stage.Leave(sp)
	p.discard++
	p.topDisc, p.hasDisc = flip7.Card(sp.Card), true
}

// sweep sends every card on the table to the discard pile (round over).
func (p *presenter) sweep() {
	d := 0.0
	for i := range p.seats {
		s := &p.seats[i]
		for _, list := range [][]*table.Sprite{s.nums, s.others, s.pending} {
			for _, sp := range list {
				p.toDiscard(sp, d)
				d += 0.6
			}
		}
		s.nums, s.others, s.pending = nil, nil, nil
	}
}

// Record keeps the round history shown on the results screens.
func (p *presenter) Record(ev engine.Event) {
	switch e := ev.(type) {
	case flip7.RoundEnded:
		if len(p.history) < e.Round {
			p.history = append(p.history, append([]int(nil), e.Scores...))
			copy(p.totals, e.Totals)
			for i := range p.seats {
				p.seats[i].last = e.Scores[i]
			}
		}
	case flip7.MatchEnded:
		p.winners = e.Winners
	}
}
