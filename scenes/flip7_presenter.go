package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// flip7Presenter draws the Flip 7 table: a panel per seat with the number
// row and the modifiers above it, the deck and discard piles, the odds panel,
// and animates each event (deal, flip, bust, freeze, Flip Three, Flip 7).
type flip7Presenter struct {
	t       *tableScene
	n       int
	seats   []f7seat
	deck    int // cards shown in the deck pile
	discard int
	topDisc flip7.Card
	hasDisc bool
	dealer  engine.Seat
	round   int
	flying  []*table.Sprite // cards on their way to the discard pile
	history [][]int         // points per round per seat
	totals  []int
	target  int
	flip3   engine.Seat // seat taking a Flip Three, or NoSeat
	flip3N  int
	party   *celebration
	winners []engine.Seat
	rowBuf  []flip7.Card // reused by shownScore
}

type f7seat struct {
	nums    []*table.Sprite // number cards
	others  []*table.Sprite // modifiers, Second Chance, action cards received
	pending []*table.Sprite // action cards waiting for a target (held or drawn)
	status  flip7.Status
	flip7   bool
	banked  int
	last    int
}

func newFlip7Presenter(t *tableScene) *flip7Presenter {
	n := len(t.names)
	p := &flip7Presenter{t: t, n: n, seats: make([]f7seat, n), totals: make([]int, n),
		flip3: engine.NoSeat, target: flip7.DefaultTarget}
	return p
}

// --- layout -----------------------------------------------------------------

var f7SeatArea = ui.Rect{X: 12, Y: 54, W: 940, H: 520}

func (p *flip7Presenter) grid() (cols, rows int) {
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

func (p *flip7Presenter) panel(i int) ui.Rect {
	cols, rows := p.grid()
	const gap = 8
	w := (f7SeatArea.W - gap*float64(cols-1)) / float64(cols)
	h := (f7SeatArea.H - gap*float64(rows-1)) / float64(rows)
	col, row := i%cols, i/cols
	return ui.Rect{X: f7SeatArea.X + float64(col)*(w+gap), Y: f7SeatArea.Y + float64(row)*(h+gap), W: w, H: h}
}

// cardSize fits two overlapping rows (modifiers above numbers) in a panel.
func (p *flip7Presenter) cardSize() (w, h float64) {
	r := p.panel(0)
	h = math.Min((r.H-36)/1.42, 118)
	return h * table.CardW / table.CardH, h
}

func (p *flip7Presenter) rowPose(seat, idx, count int, top bool) table.Pose {
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

func (p *flip7Presenter) pendingPose(seat, idx int) table.Pose {
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

func (p *flip7Presenter) relayout(seat int) {
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

func (p *flip7Presenter) sync(ev engine.View) {
	v := ev.(*flip7.View)
	p.target = v.Target
	p.deck, p.dealer, p.round = v.DeckLen, v.Dealer, v.Round
	p.discard = 0
	for _, c := range v.Discard {
		p.discard += int(c)
	}
	p.flying = nil
	for i := range p.seats {
		pv := v.Players[i]
		s := &p.seats[i]
		*s = f7seat{status: pv.Status, flip7: pv.Flip7, banked: pv.RoundScore, last: pv.LastRound}
		p.totals[i] = pv.Total
		for _, c := range pv.Row {
			sp := table.NewSprite(int(c), table.Pose{})
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
			sp := table.NewSprite(int(tk.Card), table.Pose{})
			sp.Glow = true
			s.pending = append(s.pending, sp)
		case flip7.TaskFlip3:
			s := &p.seats[tk.Seat]
			for _, c := range tk.Held[:tk.NHeld] {
				s.pending = append(s.pending, table.NewSprite(int(c), table.Pose{}))
			}
		}
	}
	for i := range p.seats {
		p.relaySnap(i)
	}
}

func (p *flip7Presenter) clearTable() {
	for i := range p.seats {
		s := &p.seats[i]
		p.deck += len(s.nums) + len(s.others) + len(s.pending)
		*s = f7seat{status: flip7.StatusActive}
	}
	p.round = 0
}

// relaySnap puts every sprite of a seat at its place at once.
func (p *flip7Presenter) relaySnap(seat int) {
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

func (p *flip7Presenter) pulsing(t *tableScene) bool {
	return t.view().(*flip7.View).Phase == flip7.PhaseTarget
}

func (p *flip7Presenter) isRoundEnd(ev engine.Event) bool { _, ok := ev.(flip7.RoundEnded); return ok }
func (p *flip7Presenter) isMatchEnd(ev engine.Event) bool { _, ok := ev.(flip7.MatchEnded); return ok }

// animate starts the motion of one event; durations are in ticks at normal
// speed (the scene scales them by the animation-speed setting).
func (p *flip7Presenter) animate(ev engine.Event) float64 {
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
		p.party = newCelebration(p.panel(int(e.Seat)))
		return 100
	case flip7.Reshuffled:
		p.deck = e.Cards
		p.discard = 0
		p.hasDisc = false
		return 30
	case flip7.RoundEnded:
		p.record(ev)
		return 30
	case flip7.MatchEnded:
		p.winners = e.Winners
		return 20
	}
	return 0
}

func (p *flip7Presenter) animateTook(e flip7.Took) float64 {
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

func (p *flip7Presenter) holdsSecond(s *f7seat) bool {
	for _, sp := range s.others {
		if flip7.Card(sp.Card) == flip7.SecondChance {
			return true
		}
	}
	return false
}

// relayoutFlip moves a new card from the deck to its place, turning it face
// up on the way, and makes room in its row.
func (p *flip7Presenter) relayoutFlip(seat int, sp *table.Sprite, dur float64) {
	p.relayout(seat)
	to := sp.Target()
	to.Face = 1
	sp.Pose = pose(f7DeckRect, 0)
	sp.MoveTo(to, dur, 0)
}

func (p *flip7Presenter) animateTargeted(e flip7.Targeted) float64 {
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

func (p *flip7Presenter) deckSprite(card int) *table.Sprite {
	return table.NewSprite(card, pose(f7DeckRect, 0))
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

func (p *flip7Presenter) toDiscard(sp *table.Sprite, delay float64) {
	to := pose(f7DiscardRect, 1)
	sp.MoveTo(to, 18, delay)
	sp.Dim = false
	p.flying = append(p.flying, sp)
	p.discard++
	p.topDisc, p.hasDisc = flip7.Card(sp.Card), true
}

// sweep sends every card on the table to the discard pile (round over).
func (p *flip7Presenter) sweep() {
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

// record keeps the round history shown on the results screens.
func (p *flip7Presenter) record(ev engine.Event) {
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

func (p *flip7Presenter) step(dt float64) {
	for i := range p.seats {
		s := &p.seats[i]
		for _, list := range [][]*table.Sprite{s.nums, s.others, s.pending} {
			for _, sp := range list {
				sp.Step(dt)
			}
		}
	}
	live := p.flying[:0]
	for _, sp := range p.flying {
		sp.Step(dt)
		if sp.Busy() {
			live = append(live, sp)
		}
	}
	p.flying = live
	if p.party != nil && !p.party.step(dt) {
		p.party = nil
	}
}

func (p *flip7Presenter) busy() bool {
	for i := range p.seats {
		s := &p.seats[i]
		for _, list := range [][]*table.Sprite{s.nums, s.others, s.pending} {
			for _, sp := range list {
				if sp.Busy() {
					return true
				}
			}
		}
	}
	return len(p.flying) > 0
}

func (p *flip7Presenter) finish() {
	for i := range p.seats {
		s := &p.seats[i]
		for _, list := range [][]*table.Sprite{s.nums, s.others, s.pending} {
			for _, sp := range list {
				sp.Finish()
			}
		}
	}
	p.flying = nil
	p.party = nil
}

// --- texts -------------------------------------------------------------------

func f7CardName(ctx *Ctx, c flip7.Card) string {
	switch {
	case c.IsNumber():
		return ctx.Loc.T("flip7.card.number.name", "Value", int(c))
	case c == flip7.Times2:
		return ctx.Loc.T("flip7.card.times2.name")
	case c.IsModifier():
		return ctx.Loc.T("flip7.card.plus.name", "Value", c.Bonus())
	}
	return ctx.Loc.T("flip7.card." + c.Key() + ".name")
}

func f7CardText(ctx *Ctx, c flip7.Card) string {
	return ctx.Loc.T("flip7.card." + c.Key() + ".text")
}

func f7FaceLabel(ctx *Ctx) func(flip7.Card) string {
	return func(c flip7.Card) string { return ctx.Loc.T("flip7.face." + c.Key()) }
}

func (p *flip7Presenter) logLine(ctx *Ctx, ev engine.Event) string {
	name := p.t.seatName
	l := ctx.Loc
	switch e := ev.(type) {
	case flip7.RoundStarted:
		return l.T("flip7.log.round_started", "Round", e.Round, "Name", name(e.Dealer))
	case flip7.Took:
		id := [...]string{"flip7.log.deal", "flip7.log.hit", "flip7.log.flip3_card"}[e.From]
		return l.T(id, "Name", name(e.Seat), "Card", f7CardName(ctx, e.Card))
	case flip7.Targeted:
		return l.T("flip7.log.targeted_"+e.Card.Key(), "Name", name(e.By), "Target", name(e.Target))
	case flip7.Stayed:
		return l.T("flip7.log.stayed", "Name", name(e.Seat), "Points", e.Points)
	case flip7.FrozenOut:
		return l.T("flip7.log.frozen", "Name", name(e.Seat), "Points", e.Points)
	case flip7.Busted:
		return l.T("flip7.log.busted", "Name", name(e.Seat), "Card", f7CardName(ctx, e.Card))
	case flip7.SavedBySecondChance:
		return l.T("flip7.log.saved", "Name", name(e.Seat), "Card", f7CardName(ctx, e.Card))
	case flip7.Discarded:
		return l.T("flip7.log.discarded", "Name", name(e.Seat), "Card", f7CardName(ctx, e.Card))
	case flip7.FlippedSeven:
		return l.T("flip7.log.flip7", "Name", name(e.Seat))
	case flip7.Reshuffled:
		return l.T("flip7.log.reshuffled", "Count", e.Cards)
	case flip7.RoundEnded:
		lines := []string{l.T("flip7.log.round_ended", "Round", e.Round)}
		for i, sc := range e.Scores {
			lines = append(lines, l.T("flip7.log.round_score", "Name", name(engine.Seat(i)), "Points", sc, "Total", e.Totals[i]))
		}
		return strings.Join(lines, "\n")
	case flip7.MatchEnded:
		if len(e.Winners) == 0 {
			return ""
		}
		w := e.Winners[0]
		return l.T("flip7.log.match_ended", "Name", name(w), "Points", e.Totals[w], "Rounds", e.Rounds)
	}
	return ""
}

func (p *flip7Presenter) prompt(ctx *Ctx, t *tableScene) string {
	st := t.m.State().(*flip7.State)
	v := t.view().(*flip7.View)
	if _, over := t.m.Outcome(); over && t.idle() {
		return ctx.Loc.T("results.over")
	}
	if !t.idle() {
		return "" // nobody decides while the cards move
	}
	name := t.seatName(v.ToAct)
	if seat, ok := t.m.Thinking(); ok && seat == v.ToAct {
		return ctx.Loc.T("table.thinking", "Name", name)
	}
	switch st.Phase() {
	case flip7.PhaseTurn:
		return ctx.Loc.T("flip7.prompt.hit_or_stay", "Name", name)
	case flip7.PhaseTarget:
		return ctx.Loc.T("flip7.prompt.target_"+v.Pending.Key(), "Name", name)
	}
	return ""
}

// --- controls ----------------------------------------------------------------

func (p *flip7Presenter) controls(ctx *Ctx, t *tableScene, seat engine.Seat, legal []engine.Action) []*ui.Button {
	if len(legal) == 0 {
		return nil
	}
	if legal[0].Kind == flip7.KindTarget {
		var bs []*ui.Button
		for i, a := range legal {
			b := &ui.Button{Label: fmt.Sprintf("%d · %s", a.Target+1, t.seatName(a.Target)), Size: 17}
			b.R = ui.Rect{X: 250 + float64(i%4)*176, Y: 596 + float64(i/4)*52, W: 168, H: 44}
			bs = append(bs, b)
		}
		return bs
	}
	hit := &ui.Button{Label: ctx.Loc.T("flip7.button.hit") + "  (H)", Primary: true, Hotkey: ebiten.KeyH, Size: 24,
		R: ui.Rect{X: 300, Y: 604, W: 220, H: 64}}
	stay := &ui.Button{Label: ctx.Loc.T("flip7.button.stay") + "  (S)", Hotkey: ebiten.KeyS, Size: 24, Disabled: true,
		R: ui.Rect{X: 540, Y: 604, W: 220, H: 64}}
	for _, a := range legal {
		if a.Kind == flip7.KindStay {
			stay.Disabled = false
		}
	}
	return []*ui.Button{hit, stay}
}

// choose maps a button, a digit key or a click on a seat panel to an action.
func (p *flip7Presenter) choose(ctx *Ctx, t *tableScene, seat engine.Seat, legal []engine.Action, button int) (engine.Action, bool) {
	if len(legal) == 0 {
		return engine.Action{}, false
	}
	if legal[0].Kind == flip7.KindTarget {
		if button >= 0 {
			return legal[button], true
		}
		in := ctx.In
		for _, a := range legal {
			if in.Clicked && p.panel(int(a.Target)).Contains(in.X, in.Y) {
				in.Consume()
				return a, true
			}
			if in.Key(ebiten.Key1 + ebiten.Key(a.Target)) {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	if button < 0 {
		return engine.Action{}, false
	}
	want := flip7.KindHit
	if button == 1 {
		want = flip7.KindStay
	}
	for _, a := range legal {
		if a.Kind == want {
			return a, true
		}
	}
	return engine.Action{}, false
}

// --- results -----------------------------------------------------------------

func (p *flip7Presenter) results(ctx *Ctx, t *tableScene) resultsData {
	d := resultsData{Round: len(p.history), History: p.history, Solo: p.n == 1, Target: p.target}
	for i := 0; i < p.n; i++ {
		last := 0
		if len(p.history) > 0 {
			last = p.history[len(p.history)-1][i]
		}
		d.Rows = append(d.Rows, resultRow{Seat: engine.Seat(i), Name: t.seatName(engine.Seat(i)), Round: last, Total: p.totals[i]})
	}
	if o, over := t.m.Outcome(); over {
		d.Winners = o.Winners
		d.Over = true
	}
	return d
}
