package cucu

import (
	"image/color"
	"slices"

	cucuart "cardtable/assets/cucu"
	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/locales"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Animate starts the motion of one event and returns the ticks to wait
// after it, at normal speed (the table scene scales them by the
// animation-speed setting).
func (p *presenter) Animate(ev engine.Event) float64 {
	p.Record(ev)
	switch e := ev.(type) {
	case cucu.RoundStarted:
		return p.animateRoundStarted(e)
	case cucu.Dealt:
		return p.animateDealt(e)
	case cucu.TurnStarted:
		p.turn = e.Seat
		for i := range p.seats {
			p.seats[i].power = false
		}
		return 2
	case cucu.Kept:
		if p.valid(e.Seat) {
			p.seats[e.Seat].did = cucu.MoveKept
		}
		return 16
	case cucu.Asked:
		if p.valid(e.Asker) {
			p.seats[e.Asker].did = cucu.MoveAsked
		}
		p.stage.Play(newArrow(p.arrowEnd(e.Asker), p.arrowEnd(e.Target), 0.3, ui.ColPrimary))
		return 22
	case cucu.Revealed:
		return p.animateRevealed(e)
	case cucu.Passed:
		return p.animatePassed(e)
	case cucu.Swapped:
		return p.animateSwapped(e)
	case cucu.PackSwapped:
		return p.animatePackSwapped(e)
	case cucu.CoverAsked:
		return 18
	case cucu.Withdrew:
		if p.valid(e.Asker) {
			p.seats[e.Asker].did = cucu.MoveWithdrew
		}
		return 16
	case cucu.CoverAnswered:
		return p.animateCoverAnswered(e)
	case cucu.LifeLost:
		return p.animateLifeLost(e)
	case cucu.KnockedOut:
		return p.animateKnockedOut(e)
	case cucu.Undone:
		return p.animateUndone(e)
	case cucu.Showdown:
		return p.animateShowdown(e)
	case cucu.RoundEnded:
		for i := range p.seats {
			if i < len(e.Lives) {
				p.seats[i].lives = e.Lives[i]
			}
		}
		return 24
	case cucu.TableRestored:
		for i := range p.seats {
			if i < len(e.Lives) {
				p.seats[i].lives = e.Lives[i]
			}
		}
		p.banner(centreBanner, func(l *locales.Localizer) string { return l.T("cucu.ui.banner.reset") }, ui.ColGood, 24)
		return 72
	case cucu.MatchEnded:
		if p.valid(e.Winner) {
			p.stage.Play(table.NewCelebration(p.spotRect(e.Winner), "cucu.ui.banner.winner"))
		}
		return 70
	}
	return 0
}

// valid reports whether s is a seat of the table.
func (p *presenter) valid(s engine.Seat) bool { return s >= 0 && int(s) < p.n }

// animateRoundStarted gathers every card back into the pack for the new
// shuffle; the seats take the round's lives and play order.
func (p *presenter) animateRoundStarted(e cucu.RoundStarted) float64 {
	d := 0.0
	for i := range p.seats {
		st := &p.seats[i]
		if st.card != nil {
			st.card.Card, st.card.Dim = 0, false
			st.card.MoveTo(pose(packRect, 0), 16, d)
			p.stage.Leave(st.card)
			d += 2
		}
		lives := st.lives
		if i < len(e.Lives) {
			lives = e.Lives[i]
		}
		*st = seatState{lives: lives, cover: engine.NoSeat, inRound: slices.Contains(e.Order, engine.Seat(i))}
	}
	p.pack, p.top = cucu.DeckSize, cucu.NoCard
	p.round, p.dealer, p.order = e.Round, e.Dealer, slices.Clone(e.Order)
	p.turn = engine.NoSeat
	if d == 0 {
		return 6
	}
	return 24 + d
}

// animateDealt moves a card from the bottom of the pack to its seat, face
// up when it is the viewer's.
func (p *presenter) animateDealt(e cucu.Dealt) float64 {
	if !p.valid(e.Seat) {
		return 0
	}
	sp := p.stage.New(int(e.Card), pose(packRect, 0))
	sp.MoveTo(p.placePose(e.Seat, faceOf(e.Card)), 12, 0)
	p.seats[e.Seat].card = sp
	p.seats[e.Seat].inRound = true
	p.pack = e.Pack
	return 2
}

// animateRevealed turns the asked card face up for everyone, with the
// banner that says what it does (CU-4.3–4.7).
func (p *presenter) animateRevealed(e cucu.Revealed) float64 {
	if !p.valid(e.Seat) {
		return 0
	}
	st := &p.seats[e.Seat]
	st.public, st.power = true, true
	if sp := st.card; sp != nil {
		sp.Card = int(e.Card)
		sp.MoveTo(p.placePose(e.Seat, 1), 14, 0)
	}
	asker := table.SeatName(p.names, e.Asker)
	var text func(*locales.Localizer) string
	switch e.Card {
	case cucu.Cuckoo:
		text = func(l *locales.Localizer) string { return l.T("cucu.ui.banner.cuckoo") }
	case cucu.Hunter:
		text = func(l *locales.Localizer) string { return l.T("cucu.ui.banner.hunter", "Name", asker) }
	case cucu.Cat:
		text = func(l *locales.Localizer) string { return l.T("cucu.ui.banner.cat", "Name", asker) }
	case cucu.Inn:
		text = func(l *locales.Localizer) string { return l.T("cucu.ui.banner.inn") }
	default:
		return 20 // the Horse: its banner comes with the jump (Passed)
	}
	p.banner(centreBanner, text, cardColour(e.Card), 24)
	return 48
}

// animatePassed shows the request jumping past the Horse: an arrow
// hopping over its seat to the next player, or to the pack past the
// dealer's Horse (CU-4.5).
func (p *presenter) animatePassed(e cucu.Passed) float64 {
	to := packRect
	var text func(*locales.Localizer) string
	if e.To == engine.NoSeat {
		name := table.SeatName(p.names, e.Asker)
		text = func(l *locales.Localizer) string { return l.T("cucu.ui.banner.horse_pack", "Name", name) }
	} else {
		to = p.arrowEnd(e.To)
		name := table.SeatName(p.names, e.To)
		text = func(l *locales.Localizer) string { return l.T("cucu.ui.banner.horse", "Name", name) }
	}
	p.stage.Play(newHop(p.arrowEnd(e.Seat), to, cardColour(cucu.Horse)))
	p.banner(centreBanner, text, cardColour(cucu.Horse), 24)
	return 44
}

// animateSwapped exchanges the two cards across the table; each side
// shows the card the viewer knows.
func (p *presenter) animateSwapped(e cucu.Swapped) float64 {
	if !p.valid(e.Asker) || !p.valid(e.Target) {
		return 0
	}
	a, t := &p.seats[e.Asker], &p.seats[e.Target]
	if a.card == nil || t.card == nil {
		return 0
	}
	a.card.Card, t.card.Card = int(e.Gave), int(e.Got)
	a.card, t.card = t.card, a.card
	a.public, t.public = e.GotSeen&cucu.Public != 0, e.GaveSeen&cucu.Public != 0
	a.power, t.power = false, false
	a.card.MoveTo(p.placePose(e.Asker, faceOf(e.Got)), 24, 0)
	t.card.MoveTo(p.placePose(e.Target, faceOf(e.Gave)), 24, 0)
	return 8
}

// animatePackSwapped puts the seat's card face down on top of the pack
// and brings the top card to it (CU-4.5, CU-4.8).
func (p *presenter) animatePackSwapped(e cucu.PackSwapped) float64 {
	if !p.valid(e.Seat) {
		return 0
	}
	st := &p.seats[e.Seat]
	if st.card != nil {
		st.card.Card = int(e.Gave)
		st.card.MoveTo(pose(packRect, 0), 22, 0)
		p.stage.Leave(st.card)
	}
	sp := p.stage.New(int(e.Got), pose(packRect, 0))
	sp.MoveTo(p.placePose(e.Seat, faceOf(e.Got)), 22, 8)
	st.card, st.public = sp, false
	p.top = e.Gave
	if e.Dealer {
		st.did = cucu.MovePack
	}
	return 10
}

// animateCoverAnswered tells the innkeeper's answer; an accepted cover
// marks the asker's seat.
func (p *presenter) animateCoverAnswered(e cucu.CoverAnswered) float64 {
	name := table.SeatName(p.names, e.Innkeeper)
	if e.Accepted {
		if p.valid(e.Asker) {
			p.seats[e.Asker].cover = e.Innkeeper
		}
		p.banner(centreBanner, func(l *locales.Localizer) string { return l.T("cucu.ui.banner.cover_accepted", "Name", name) },
			cardColour(cucu.Inn), 24)
	} else {
		p.banner(centreBanner, func(l *locales.Localizer) string { return l.T("cucu.ui.banner.cover_refused", "Name", name) },
			cardColour(cucu.Inn), 24)
	}
	return 44
}

// animateLifeLost breaks one of the seat's hearts; a loss moved by an Inn
// cover and a loss at the showdown say so over the seat.
func (p *presenter) animateLifeLost(e cucu.LifeLost) float64 {
	if !p.valid(e.Seat) {
		return 0
	}
	st := &p.seats[e.Seat]
	st.lives = e.Lives
	p.stage.Play(&heartBreak{at: p.heartRect(e.Seat, e.Lives)})
	name := table.SeatName(p.names, e.Seat)
	switch e.Cause {
	case cucu.CauseCover:
		p.banner(p.seatBanner(e.Seat), func(l *locales.Localizer) string { return l.T("cucu.ui.banner.cover_used", "Name", name) },
			cardColour(cucu.Inn), 18)
		return 40
	case cucu.CauseShowdown:
		p.banner(p.seatBanner(e.Seat), func(l *locales.Localizer) string { return l.T("cucu.ui.banner.life_lost", "Name", name) },
			ui.ColDanger, 18)
		return 30
	}
	return 34
}

// animateKnockedOut turns the seat's card into a dead card: face down,
// greyed, never shown again (CU-4.9).
func (p *presenter) animateKnockedOut(e cucu.KnockedOut) float64 {
	if !p.valid(e.Seat) {
		return 0
	}
	st := &p.seats[e.Seat]
	st.out, st.public = true, false
	if sp := st.card; sp != nil {
		sp.Card, sp.Dim = 0, true
		sp.MoveTo(p.placePose(e.Seat, 0), 14, 0)
	}
	name := table.SeatName(p.names, e.Seat)
	p.banner(p.seatBanner(e.Seat), func(l *locales.Localizer) string { return l.T("cucu.ui.banner.knocked_out", "Name", name) },
		ui.ColDanger, 20)
	return 44
}

// animateUndone flies the cards of the Cat's chain back, one swap after
// another, newest first (CU-4.6).
func (p *presenter) animateUndone(e cucu.Undone) float64 {
	if len(e.Steps) == 0 {
		return 10 // nothing to undo: the log says so
	}
	p.banner(centreBanner, func(l *locales.Localizer) string { return l.T("cucu.ui.banner.undo") }, cardColour(cucu.Cat), 24)
	f := &undoFlight{}
	index := map[engine.Seat]int{}
	placeOf := func(s engine.Seat) int {
		if i, ok := index[s]; ok {
			return i
		}
		card := int(p.top)
		if s != engine.NoSeat && p.valid(s) && p.seats[s].card != nil {
			card = p.seats[s].card.Card
		}
		index[s] = len(f.places)
		f.places = append(f.places, flightPlace{seat: s, pose: p.placePose(s, faceOf(cardOf(card))), card: card})
		return index[s]
	}
	type got struct {
		card cucu.Card
		seen cucu.Seers
	}
	final := map[engine.Seat]got{} // what each place holds once the undo is done
	for _, st := range e.Steps {
		a, b := placeOf(st.A), placeOf(st.B)
		f.steps = append(f.steps, flightStep{a: a, b: b, ca: int(st.CardA), cb: int(st.CardB)})
		final[st.A], final[st.B] = got{st.CardA, st.SeenA}, got{st.CardB, st.SeenB}
	}
	total := undoTicks(len(f.steps))
	for s, g := range final {
		if s == engine.NoSeat {
			p.top = g.card
			continue
		}
		if !p.valid(s) || p.seats[s].card == nil {
			continue
		}
		sp := p.seats[s].card
		sp.Card = int(g.card)
		sp.Pose.Alpha = 0 // the flight draws it until it lands
		sp.MoveTo(p.placePose(s, faceOf(g.card)), 1, total)
		p.seats[s].public = g.seen&cucu.Public != 0
	}
	p.stage.Play(f)
	return total + 12
}

// animateShowdown turns the live cards face up one after another in play
// order and marks the holders of the losing rank (CU-5); dead cards stay
// face down.
func (p *presenter) animateShowdown(e cucu.Showdown) float64 {
	order := p.order
	if len(order) == 0 {
		for i := 0; i < p.n; i++ {
			order = append(order, engine.Seat(i))
		}
	}
	k := 0
	for _, s := range order {
		if !p.valid(s) || int(s) >= len(e.Cards) || !e.Cards[s].Valid() {
			continue
		}
		st := &p.seats[s]
		st.public, st.power = true, false
		st.loser = slices.Contains(e.Losers, s)
		if sp := st.card; sp != nil {
			sp.Card = int(e.Cards[s])
			sp.MoveTo(p.placePose(s, 1), 12, float64(k)*12)
		}
		k++
	}
	p.banner(centreBanner, func(l *locales.Localizer) string { return l.T("cucu.ui.showdown") }, ui.ColPrimary, 26)
	wait := float64(k)*12 + 24
	if len(e.Losers) == 0 {
		p.stage.Play(&delayed{Effect: table.NewBanner(centreBanner,
			func(l *locales.Localizer) string { return l.T("cucu.ui.no_loss") }, ui.ColGood, 24), wait: wait - 12})
		wait += 50
	}
	return wait
}

// arrowEnd is what an arrow to or from seat s stays off: its card, and
// for the foot of the table the caption above it too.
func (p *presenter) arrowEnd(s engine.Seat) ui.Rect {
	r := p.cardRect(s)
	if s == p.bottom() {
		r.Y -= 26
		r.H += 26
	}
	return r
}

// heartRect is where seat s's i-th heart (0 first) is drawn on its plate.
func (p *presenter) heartRect(s engine.Seat, i int) ui.Rect {
	r := p.plateRect(s)
	size := 16.0
	y := r.Y + 30
	if s == p.bottom() {
		size, y = 22, r.Y+36
	}
	return ui.Rect{X: r.X + 12 + float64(i)*(size+3), Y: y, W: size, H: size}
}

// banner shows a word over r.
func (p *presenter) banner(r ui.Rect, text func(*locales.Localizer) string, col color.RGBA, size float64) {
	p.stage.Play(table.NewBanner(r, text, col, size))
}

// cardColour is the colour of what card does when asked, opaque, for its
// banners and arrows.
func cardColour(c cucu.Card) color.RGBA {
	n := cucuart.Colour(c.Key())
	// Lightened: the banners are read on a dark ribbon.
	return color.RGBA{R: lighten(n.R), G: lighten(n.G), B: lighten(n.B), A: 0xff}
}

func lighten(v uint8) uint8 { return uint8(int(v) + (255-int(v))*2/5) }

// cardOf is the card kind a sprite shows (NoCard: a back).
func cardOf(sprite int) cucu.Card { return cucu.Card(sprite) }
