package kittens

import (
	"image/color"
	"slices"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/locales"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Animate starts the motion of one event and returns the ticks to wait
// after it, at normal speed (the table scene scales them by the
// animation-speed setting).
func (p *presenter) Animate(ev engine.Event) float64 {
	switch e := ev.(type) {
	case kittens.Dealt:
		return p.animateDealt(e)
	case kittens.Started:
		return p.animateStarted(e)
	case kittens.TurnStarted:
		p.turn, p.owed, p.attacked = e.Seat, e.Owed, e.Attacked
		if e.Attacked && e.Owed > 1 {
			p.banner(p.seatPanel(e.Seat), func(l *locales.Localizer) string {
				return l.T("kittens.banner.owes", "Count", e.Owed)
			}, ui.ColDanger, 26)
			return 30
		}
		return 8
	case kittens.Played:
		return p.animatePlayed(e)
	case kittens.Targeted:
		if top := p.top(); top != nil {
			top.it.Target = e.Target
		}
		col := ui.ColDanger
		if e.As == kittens.Zombie || e.As == kittens.FeedDead {
			col = ui.ColGood
		}
		p.banner(p.seatPanel(e.Target), func(l *locales.Localizer) string { return l.T("kittens.banner.target") }, col, 24)
		return 26
	case kittens.Named:
		if top := p.top(); top != nil {
			top.it.Name = e.Name
		}
		p.banner(stackArea, func(l *locales.Localizer) string {
			return l.T("kittens.banner.named", "Card", cardName(l, e.Name))
		}, ui.ColPrimary, 22)
		return 30
	case kittens.WindowOpened:
		return 6
	case kittens.Noped:
		return p.animateNoped(e)
	case kittens.WindowClosed:
		return p.animateClosed(e)
	case kittens.Resolved:
		return p.animateResolved(e)
	case kittens.Drew:
		return p.animateTook(e.Seat, e.Card, 0)
	case kittens.FutureSeen:
		return p.animateSeen(e.Seat, e.Cards, "kittens.banner.future")
	case kittens.Dug:
		return p.animateSeen(e.Seat, []kittens.Card{e.Card}, "kittens.banner.dig")
	case kittens.DigTook:
		at := 0
		if !e.Keep {
			at = 1
		}
		return p.animateTook(e.Seat, e.Card, at)
	case kittens.Gave:
		return p.animateGave(e)
	case kittens.Stole:
		if !e.Got {
			p.banner(p.seatPanel(e.From), func(l *locales.Localizer) string { return l.T("kittens.banner.nothing") }, ui.ColTextDim, 22)
			return 26
		}
		return p.pass(e.From, e.Seat, e.Card)
	case kittens.Asked:
		if !e.Got {
			p.banner(p.seatPanel(e.From), func(l *locales.Localizer) string { return l.T("kittens.banner.nothing") }, ui.ColTextDim, 22)
			return 30
		}
		return p.pass(e.From, e.Seat, e.Name)
	case kittens.Shuffled:
		return p.animateShuffled(e)
	case kittens.Exploded:
		r := centreRect()
		if len(p.held) > 0 {
			r = rectOf(p.held[len(p.held)-1].Target())
		}
		p.stage.Play(newExplosion(r))
		p.banner(r, func(l *locales.Localizer) string { return l.T("kittens.banner.boom") }, ui.ColDanger, 34)
		return explosionTicks
	case kittens.Died:
		return p.animateDied(e)
	case kittens.Revived:
		return p.animateRevived(e)
	case kittens.Watching:
		p.banner(p.seatPanel(e.Seat), func(l *locales.Localizer) string { return l.T("kittens.banner.watching") }, ui.ColFocus, 22)
		return 26
	case kittens.Placed:
		return p.animatePlaced(e)
	case kittens.GameOver:
		p.Record(ev)
		p.stage.Play(table.NewCelebration(p.seatPanel(e.Winner), "kittens.banner.winner"))
		return 60
	}
	return 0
}

// animateDealt deals a seat's opening hand from the draw pile: face up
// into the viewer's fan, as backs to another seat's.
func (p *presenter) animateDealt(e kittens.Dealt) float64 {
	if e.Seat < 0 || int(e.Seat) >= p.n {
		return 0
	}
	st := &p.seats[e.Seat]
	size := st.size
	st.size += len(e.Cards)
	p.draw = max(0, p.draw-len(e.Cards))
	const gap = 3.0
	var fresh []*table.Sprite
	for i, c := range e.Cards {
		sp := p.stage.New(idOf(c), pose(drawRect, 0))
		if e.Seat == p.viewer && c != kittens.NoCard {
			p.addHand(sp)
			fresh = append(fresh, sp)
			continue
		}
		sp.MoveTo(p.miniPose(e.Seat, size+i, size+len(e.Cards)), 18, float64(i)*gap)
		p.stage.Leave(sp)
	}
	if len(fresh) > 0 {
		n := 0
		for i, sp := range p.hand {
			to := handPose(i, len(p.hand), false)
			if slices.Contains(fresh, sp) {
				sp.MoveTo(to, 20, float64(n)*gap)
				n++
			} else if sp.Target() != to {
				sp.MoveTo(to, 12, 0)
			}
		}
	}
	return 8 + gap*float64(len(e.Cards))
}

// animateStarted shuffles the Exploding Kittens into the draw pile.
func (p *presenter) animateStarted(e kittens.Started) float64 {
	for i := 0; i < e.Kittens; i++ {
		from := centrePose(0)
		from.X += float64(i-e.Kittens/2) * 50
		sp := p.stage.New(idOf(kittens.Exploding), from)
		sp.MoveTo(pose(drawRect, 0), 26, 10+float64(i)*8)
		p.stage.Leave(sp)
	}
	p.draw, p.kittens, p.turn, p.owed = e.Pile, e.Kittens, e.First, 1
	p.forgetPile()
	return 44 + 8*float64(e.Kittens)
}

// animatePlayed lays a play on the reaction stack, its cards flying from
// the seat's hand.
func (p *presenter) animatePlayed(e kittens.Played) float64 {
	it := kittens.StackItem{Seat: e.Seat, Card: e.Card, As: e.As, Size: max(1, e.Size), WithClone: e.WithClone,
		Target: engine.NoSeat, Name: kittens.NoCard}
	sh := stackShown{it: it}
	i, count := len(p.stack), len(p.stack)+1
	p.stack = append(p.stack, sh)
	p.layoutStack(14)
	top := &p.stack[i]
	for j, c := range itemCards(it) {
		sp := p.fromSeat(e.Seat, c)
		sp.MoveTo(stackPose(i, count, j), 20, float64(j)*5)
		top.cards = append(top.cards, sp)
		top.disc = append(top.disc, len(p.discard))
		p.discard = append(p.discard, c)
		p.onStack = append(p.onStack, true)
		if e.Seat >= 0 && int(e.Seat) < p.n {
			p.seats[e.Seat].size = max(0, p.seats[e.Seat].size-1)
		}
	}
	p.layoutHand(12)
	p.layoutHeld(14)
	if e.Answer {
		p.banner(p.seatPanel(e.Seat), func(l *locales.Localizer) string { return cardName(l, e.As) }, ui.ColPrimary, 20)
		return 34
	}
	return 26 + 5*float64(it.Size-1)
}

// animateNoped lays a Nope on the play on top of the stack.
func (p *presenter) animateNoped(e kittens.Noped) float64 {
	top := p.top()
	if top == nil {
		return 0
	}
	i := len(p.stack) - 1
	sp := p.fromSeat(e.Seat, e.Card)
	sp.MoveTo(nopePose(i, len(p.stack), len(top.cards), len(top.nopes)), 18, 0)
	top.nopes = append(top.nopes, sp)
	top.it.Nopes = append(top.it.Nopes, kittens.NopeCard{Seat: e.Seat, Clone: e.Card == kittens.Clone})
	top.it.Cancelled = e.Cancelled
	top.disc = append(top.disc, len(p.discard))
	p.discard = append(p.discard, e.Card)
	p.onStack = append(p.onStack, true)
	if e.Seat >= 0 && int(e.Seat) < p.n {
		p.seats[e.Seat].size = max(0, p.seats[e.Seat].size-1)
	}
	p.layoutHand(12)
	id := "kittens.banner.nope"
	if e.Seat >= 0 && int(e.Seat) < p.n && p.seats[e.Seat].dead {
		id = "kittens.banner.nope_dead"
	}
	p.banner(p.seatPanel(e.Seat), func(l *locales.Localizer) string { return l.T(id) }, ui.ColDanger, 28)
	return 34
}

// animateClosed settles the play on top: its cards and Nopes go to the
// discard pile, greyed when it was cancelled.
func (p *presenter) animateClosed(e kittens.WindowClosed) float64 {
	top := p.top()
	if top == nil {
		return 0
	}
	d := 0.0
	for _, sp := range append(slices.Clone(top.cards), top.nopes...) {
		sp.Dim = e.Cancelled
		sp.MoveTo(pose(discRect, 1), 16, d)
		p.stage.Leave(sp)
		d += 2
	}
	for _, j := range top.disc {
		if j < len(p.onStack) {
			p.onStack[j] = false
		}
	}
	p.stack = p.stack[:len(p.stack)-1]
	p.layoutStack(12)
	p.layoutHeld(12)
	if e.Cancelled {
		p.banner(stackArea, func(l *locales.Localizer) string {
			return l.T("kittens.banner.cancelled", "Card", cardName(l, e.As))
		}, ui.ColDanger, 24)
		return 36 + d
	}
	return 18 + d
}

// animateResolved marks the plays that end or pass the turn.
func (p *presenter) animateResolved(e kittens.Resolved) float64 {
	if e.Size > 1 {
		return 6
	}
	switch e.As {
	case kittens.Attack, kittens.AttackDead, kittens.Skip, kittens.SuperSkip:
		p.banner(p.seatPanel(e.Seat), func(l *locales.Localizer) string { return cardName(l, e.As) }, ui.ColPrimary, 22)
		return 30
	}
	return 6
}

// animateTook moves the card at index at of the draw pile (0 the top) to
// seat s: the turn's draw, or Dig Deeper's. An Exploding Kitten goes face
// up to the middle of the table.
func (p *presenter) animateTook(s engine.Seat, c kittens.Card, at int) float64 {
	if at < len(p.known) {
		p.known = slices.Delete(p.known, at, at+1)
	}
	p.draw = max(0, p.draw-1)
	if c == kittens.Exploding {
		sp := p.stage.New(idOf(c), pose(drawRect, 0))
		p.held = append(p.held, sp)
		p.kittens = max(0, p.kittens-1)
		p.layoutHeld(24)
		return 30
	}
	sp := p.stage.New(idOf(c), pose(drawRect, 0))
	if s >= 0 && int(s) < p.n {
		p.seats[s].size++
		p.toSeat(sp, s, 0)
	}
	return 24
}

// animateSeen shows the viewer the cards it peeks at (they lie face up in
// its corner of the pile); another seat's peek is a banner.
func (p *presenter) animateSeen(s engine.Seat, cards []kittens.Card, banner string) float64 {
	if s != p.viewer || len(cards) == 0 || cards[0] == kittens.NoCard {
		p.banner(p.seatPanel(s), func(l *locales.Localizer) string { return l.T(banner) }, ui.ColFocus, 22)
		return 30
	}
	p.resizeKnown()
	for i, c := range cards {
		if i < len(p.known) {
			p.known[i] = c
		}
		sp := p.stage.New(idOf(c), pose(drawRect, 0))
		sp.MoveTo(knownPose(i), 22, float64(i)*6)
		p.stage.Leave(sp)
	}
	return 34 + 6*float64(len(cards))
}

// animateGave moves a given card: to the receiver, or into the draw pile
// (Grave Robber).
func (p *presenter) animateGave(e kittens.Gave) float64 {
	if e.Seat < 0 || int(e.Seat) >= p.n {
		return 0
	}
	if e.To == engine.NoSeat {
		sp := p.fromSeat(e.Seat, e.Card)
		p.seats[e.Seat].size = max(0, p.seats[e.Seat].size-1)
		sp.MoveTo(pose(drawRect, 0), 22, 0)
		p.stage.Leave(sp)
		p.draw++
		p.known = slices.Insert(p.known, 0, kittens.NoCard)
		p.layoutHand(12)
		return 26
	}
	return p.pass(e.Seat, e.To, e.Card)
}

// pass moves card c (NoCard: a back) from seat from to seat to.
func (p *presenter) pass(from, to engine.Seat, c kittens.Card) float64 {
	if from < 0 || int(from) >= p.n || to < 0 || int(to) >= p.n {
		return 0
	}
	sp := p.fromSeat(from, c)
	p.seats[from].size = max(0, p.seats[from].size-1)
	p.seats[to].size++
	p.toSeat(sp, to, 0)
	p.layoutHand(12)
	return 28
}

// animateShuffled riffles the draw pile; what anyone knew of it is gone.
func (p *presenter) animateShuffled(e kittens.Shuffled) float64 {
	for i := 0; i < 6; i++ {
		from := pose(drawRect, 0)
		from.X += float64(i%3-1) * 40
		from.Y += float64(i/3)*30 - 20
		sp := p.stage.New(0, from)
		sp.MoveTo(pose(drawRect, 0), 14, float64(i)*3)
		p.stage.Leave(sp)
	}
	p.draw = e.Pile
	p.forgetPile()
	p.banner(drawRect, func(l *locales.Localizer) string { return l.T("kittens.banner.shuffled") }, ui.ColPrimary, 20)
	return 34
}

// animateDied lays the Exploding Kitten face up in front of the seat,
// which becomes a zombie.
func (p *presenter) animateDied(e kittens.Died) float64 {
	p.Record(e)
	if e.Seat < 0 || int(e.Seat) >= p.n {
		return 0
	}
	st := &p.seats[e.Seat]
	var sp *table.Sprite
	if n := len(p.held); n > 0 {
		sp, p.held = p.held[n-1], p.held[:n-1]
	} else {
		sp = p.stage.New(idOf(kittens.Exploding), centrePose(0))
	}
	sp.MoveTo(p.kittenPose(e.Seat), 24, 0)
	st.dead, st.kitten = true, sp
	p.banner(p.seatPanel(e.Seat), func(l *locales.Localizer) string { return l.T("kittens.banner.dead") }, ui.ColDanger, 26)
	return 40
}

// animateRevived brings a dead seat back: its kitten goes to the middle
// to be put back, a green glow rises from its panel.
func (p *presenter) animateRevived(e kittens.Revived) float64 {
	if e.Seat < 0 || int(e.Seat) >= p.n {
		return 0
	}
	st := &p.seats[e.Seat]
	sp := st.kitten
	if sp == nil {
		sp = p.stage.New(idOf(kittens.Exploding), p.kittenPose(e.Seat))
	}
	st.dead, st.kitten = false, nil
	p.held = append(p.held, sp)
	p.layoutHeld(24)
	r := p.seatPanel(e.Seat)
	p.stage.Play(newRevival(r))
	p.banner(r, func(l *locales.Localizer) string { return l.T("kittens.banner.revived") }, ui.ColGood, 26)
	return revivalTicks
}

// animatePlaced puts an Exploding Kitten back into the draw pile, turning
// face down; the placer (and the watchers) see where.
func (p *presenter) animatePlaced(e kittens.Placed) float64 {
	var sp *table.Sprite
	if len(p.held) > 0 {
		sp, p.held = p.held[0], p.held[1:]
	} else {
		sp = p.stage.New(idOf(kittens.Exploding), centrePose(0))
	}
	sp.MoveTo(pose(drawRect, 0), 24, 0)
	p.stage.Leave(sp)
	p.layoutHeld(16)
	p.draw = e.Pile
	p.kittens++
	if e.Pos >= 0 {
		p.resizeKnownTo(e.Pile - 1)
		p.known = slices.Insert(p.known, min(e.Pos, len(p.known)), kittens.Exploding)
		p.banner(drawRect, func(l *locales.Localizer) string {
			return l.T("kittens.banner.placed", "Position", e.Pos+1)
		}, ui.ColPrimary, 20)
	} else {
		p.forgetPile()
	}
	return 30
}

// resizeKnownTo keeps the known pile n cards long.
func (p *presenter) resizeKnownTo(n int) {
	for len(p.known) < n {
		p.known = append(p.known, kittens.NoCard)
	}
	p.known = p.known[:max(0, n)]
}

// layoutStack moves every play on the stack, and its Nopes, to its place.
func (p *presenter) layoutStack(dur float64) {
	for i := range p.stack {
		sh := &p.stack[i]
		for j, sp := range sh.cards {
			if to := stackPose(i, len(p.stack), j); sp.Target() != to {
				sp.MoveTo(to, dur, 0)
			}
		}
		for k, sp := range sh.nopes {
			if to := nopePose(i, len(p.stack), len(sh.cards), k); sp.Target() != to {
				sp.MoveTo(to, dur, 0)
			}
		}
	}
}

// layoutHeld moves the Exploding Kittens held to the middle of the table,
// or beside the stack while a play lies on it.
func (p *presenter) layoutHeld(dur float64) {
	for k, sp := range p.held {
		if to := p.heldPose(k); sp.Target() != to {
			sp.MoveTo(to, dur, 0)
		}
	}
}

// heldPose is where the k-th Exploding Kitten held lies: in the middle,
// or at the stack's right end, smaller, while plays lie on the stack.
func (p *presenter) heldPose(k int) table.Pose {
	if len(p.stack) == 0 {
		return centrePose(k)
	}
	return table.Pose{X: stackArea.X + stackArea.W - stackW - float64(k)*30, Y: stackArea.Y + 96,
		W: stackW, H: stackH, Face: 1, Alpha: 1}
}

// centreRect is the middle of the table.
func centreRect() ui.Rect { return rectOf(centrePose(0)) }

// top is the play on top of the stack, as shown (nil when empty).
func (p *presenter) top() *stackShown {
	if len(p.stack) == 0 {
		return nil
	}
	return &p.stack[len(p.stack)-1]
}

// banner shows a word over r.
func (p *presenter) banner(r ui.Rect, text func(*locales.Localizer) string, col color.RGBA, size float64) {
	p.stage.Play(table.NewBanner(r, text, col, size))
}
