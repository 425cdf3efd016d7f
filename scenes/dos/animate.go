package dos

import (
	"image/color"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Animate starts the motion of one event and returns the ticks to wait
// after it, at normal speed (the table scene scales them by the
// animation-speed setting).
func (p *presenter) Animate(ev engine.Event) float64 {
	switch e := ev.(type) {
	case dos.RoundStarted:
		p.sweep()
		p.round, p.dealer = e.Round, e.Dealer
		return 24
	case dos.CardsDrawn:
		return p.animateDrawn(e)
	case dos.TurnStarted:
		p.turn = e.Seat
		return 6
	case dos.MatchStarted:
		return p.animateMatch(e)
	case dos.Matched:
		return p.animateMatched(e)
	case dos.Ended:
		return p.animateEnded(e)
	case dos.Refilled:
		for i, c := range e.Cards {
			sp := p.stage.New(int(c), pose(drawRect, 0))
			p.piles = append(p.piles, pileSprites{centre: sp, pile: dos.Pile{Card: c}})
			p.draw = max(0, p.draw-1)
			sp.MoveTo(slotPose(len(p.piles)-1, len(p.piles), 0), 20, float64(i)*6)
		}
		p.layoutPiles(12)
		return 22 + 6*float64(len(e.Cards)-1)
	case dos.Placed:
		sp := p.fromSeat(e.Seat, e.Card)
		p.handChanged(e.Seat, -1)
		p.piles = append(p.piles, pileSprites{centre: sp, pile: dos.Pile{Card: e.Card}})
		p.layoutPiles(18)
		p.layoutHand(12)
		return 22
	case dos.Called:
		p.seats[e.Seat].called, p.seats[e.Seat].catchable = true, false
		p.banner(p.seatPanel(e.Seat), func(l *locales.Localizer) string { return l.T("dos.banner.call") }, ui.ColPrimary, 40)
		return 34
	case dos.Caught:
		p.seats[e.Seat].catchable = false
		p.banner(p.seatPanel(e.Seat), func(l *locales.Localizer) string { return l.T("dos.banner.caught") }, ui.ColDanger, 34)
		return 34
	case dos.SetAside:
		for i := 0; i < e.Count; i++ {
			sp := p.stage.New(0, pose(drawRect, 0))
			sp.MoveTo(p.pendingPose(e.Seat), 18, float64(i)*5)
			p.stage.Leave(sp)
		}
		p.seats[e.Seat].pending += e.Count
		p.draw = max(0, p.draw-e.Count)
		return 24
	case dos.Reshuffled:
		for i := 0; i < min(5, p.disc); i++ {
			sp := p.stage.New(0, pose(discRect, 0))
			sp.MoveTo(pose(drawRect, 0), 16, float64(i)*3)
			p.stage.Leave(sp)
		}
		p.draw, p.disc, p.top = e.Cards, 0, dos.NoCard
		return 30
	case dos.RoundEnded:
		p.Record(ev)
		p.stage.Play(table.NewCelebration(p.seatPanel(e.Winner), "dos.banner.out"))
		return 60
	case dos.MatchEnded:
		p.winner = e.Winner
		return 20
	}
	return 0
}

// animateDrawn moves drawn cards from the draw pile (or the set-aside
// penalty cards) into a hand: face up into the viewer's fan, as backs to
// another seat's.
func (p *presenter) animateDrawn(e dos.CardsDrawn) float64 {
	if len(e.Cards) == 0 {
		return 12 // the draw found nothing (DOS-3b.5)
	}
	from := pose(drawRect, 0)
	if e.From == dos.FromSetAside {
		from = p.pendingPose(e.Seat)
		p.seats[e.Seat].pending = 0
	} else {
		p.draw = max(0, p.draw-len(e.Cards))
	}
	gap := 6.0
	if e.From == dos.FromDeal {
		gap = 3
	}
	size := p.seats[e.Seat].size
	p.handChanged(e.Seat, len(e.Cards))
	for i, c := range e.Cards {
		sp := p.stage.New(int(c), from)
		if e.Seat == p.viewer && c != dos.NoCard {
			p.addHand(sp)
			continue
		}
		to := p.miniPose(e.Seat, size+i, size+len(e.Cards))
		sp.MoveTo(to, 18, float64(i)*gap)
		p.stage.Leave(sp)
	}
	if e.Seat == p.viewer {
		p.layoutHandFrom(e.Cards, gap)
	}
	return 20 + gap*float64(len(e.Cards)-1)
}

// layoutHandFrom lays the fan out again, the new cards (still at the pile)
// flying in one after another and turning face up on the way.
func (p *presenter) layoutHandFrom(fresh []dos.Card, gap float64) {
	n := 0
	for i, sp := range p.hand {
		to := handPose(i, len(p.hand), p.pick.has(i))
		if sp.Pose.Face < 0.5 && n < len(fresh) {
			sp.MoveTo(to, 20, float64(n)*gap)
			n++
			continue
		}
		if sp.Target() != to {
			sp.MoveTo(to, 12, 0)
		}
	}
}

// animateMatch lays the hand card(s) of a match on its Centre card.
func (p *presenter) animateMatch(e dos.MatchStarted) float64 {
	if e.Centre < 0 || e.Centre >= len(p.piles) {
		return 0
	}
	ps := &p.piles[e.Centre]
	cards := []dos.Card{e.First, e.Second}
	for k, c := range cards {
		if c == dos.NoCard {
			continue
		}
		sp := p.fromSeat(e.Seat, c)
		p.handChanged(e.Seat, -1)
		ps.on[k] = sp
		sp.MoveTo(slotPose(e.Centre, len(p.piles), k+1), 20, float64(k)*5)
	}
	ps.pile.Hand, ps.pile.Matched = [2]dos.Card{e.First, e.Second}, true
	p.layoutHand(12)
	return 26
}

// animateMatched shows the wilds' values and the colour bonus.
func (p *presenter) animateMatched(e dos.Matched) float64 {
	if e.Centre < 0 || e.Centre >= len(p.piles) {
		return 0
	}
	p.piles[e.Centre].pile = e.Pile
	at := rectOf(slotPose(e.Centre, len(p.piles), 0))
	at = ui.Rect{X: at.X - 60, Y: at.Y + 40, W: at.W + 120, H: 60}
	switch e.Pile.Bonus {
	case dos.BonusSingle:
		p.banner(at, func(l *locales.Localizer) string { return l.T("dos.banner.bonus_single") }, ui.ColGood, 24)
		return 40
	case dos.BonusDouble:
		p.banner(at, func(l *locales.Localizer) string { return l.T("dos.banner.bonus_double") }, ui.ColPrimary, 24)
		return 46
	}
	return 8
}

// animateEnded sweeps the matched piles to the discard pile and closes the
// Centre Row up.
func (p *presenter) animateEnded(e dos.Ended) float64 {
	kept := p.piles[:0]
	d := 0.0
	for _, ps := range p.piles {
		if !ps.pile.Matched {
			kept = append(kept, ps)
			continue
		}
		for _, sp := range [3]*table.Sprite{ps.on[1], ps.on[0], ps.centre} {
			if sp != nil {
				p.toDiscard(sp, d)
				d += 2
			}
		}
	}
	clear(p.piles[len(kept):])
	p.piles = kept
	p.disc += len(e.Discarded)
	if n := len(e.Discarded); n > 0 {
		p.top = e.Discarded[n-1]
	}
	p.layoutPiles(16)
	if len(e.Discarded) == 0 {
		return 8
	}
	return 22 + d
}

// pendingPose is where seat s's penalty cards set aside lie: beside its
// hand.
//
// It keeps clear of the seat's score (D4: on the viewer's panel it lay over
// "Total"): the viewer's lies in the foot row between End and DOS!, the
// others' at the right of their small backs, above their buttons.
func (p *presenter) pendingPose(s engine.Seat) table.Pose {
	r := p.seatPanel(s)
	if s == p.viewer {
		// At the panel's foot: below the wild picker, when it is up.
		return table.Pose{X: callBtn.X - 16 - miniW, Y: r.Y + r.H - 8 - miniH, W: miniW, H: miniH, Alpha: 1}
	}
	return table.Pose{X: r.X + r.W - 14 - miniW, Y: r.Y + 34, W: miniW, H: miniH, Alpha: 1}
}

// pendingLabel is where the count of seat s's penalty cards set aside is
// written: left of their pile.
func (p *presenter) pendingLabel(s engine.Seat) ui.Rect {
	pp := p.pendingPose(s)
	return ui.Rect{X: pp.X - 116, Y: pp.Y + (miniH-24)/2, W: 110, H: 24}
}

// scoreRect is where seat s's total is written, at the top right of its
// panel.
func (p *presenter) scoreRect(s engine.Seat) ui.Rect {
	r := p.seatPanel(s)
	return ui.Rect{X: r.X + r.W - 150, Y: r.Y + 4, W: 138, H: 28}
}

// banner shows a word over r.
func (p *presenter) banner(r ui.Rect, text func(*locales.Localizer) string, col color.RGBA, size float64) {
	p.stage.Play(table.NewBanner(r, text, col, size))
}
