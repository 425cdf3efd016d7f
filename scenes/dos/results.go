package dos

import (
	"math"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Results are the points each seat gained by round and its total; the
// first-out variant names the winner and the round, with no points.
func (p *presenter) Results(env *table.Env, f *table.Frame) table.Results {
	d := table.Results{Round: len(p.history), History: p.history}
	if p.mode == dos.ModeFirstOut && p.winner != engine.NoSeat {
		return p.firstOutResults(env, f, d.Round)
	}
	for i := 0; i < p.n; i++ {
		last := 0
		if len(p.history) > 0 {
			last = p.history[len(p.history)-1][i]
		}
		d.Rows = append(d.Rows, table.ResultRow{Seat: engine.Seat(i), Name: f.Name(engine.Seat(i)), Round: last, Total: p.totals[i]})
	}
	return d
}

// firstOutResults rank the first-out variant by the cards left in each
// hand (no points: the winner went out with none).
func (p *presenter) firstOutResults(env *table.Env, f *table.Frame, round int) table.Results {
	d := table.Results{Round: round, LowWins: true, TotalLabel: env.Loc.T("dos.results.cards_left"),
		Headline: env.Loc.T("results.winner", "Name", f.Name(p.winner)),
		Subline:  env.Loc.T("dos.results.first_out", "Round", round)}
	for i := 0; i < p.n; i++ {
		left := 0
		if p.last != nil && i < len(p.last.hands) {
			left = len(p.last.hands[i])
		}
		row := table.ResultRow{Seat: engine.Seat(i), Name: f.Name(engine.Seat(i)), Total: left}
		if engine.Seat(i) == p.winner {
			row.Total, row.Tiebreak = 0, 1 // ahead of anyone else left with no card
		}
		d.Rows = append(d.Rows, row)
	}
	return d
}

// Ticks of the round's count: each card left in a hand turns up in turn.
const (
	countStart   = 12.0
	countPerCard = 9.0
)

// ScoringTicks is how long the round's count runs at normal speed.
func (p *presenter) ScoringTicks() float64 {
	if p.last == nil {
		return 0
	}
	return countStart + countPerCard*float64(p.countedCards()) + 30
}

// countedCards is the number of cards the count shows.
func (p *presenter) countedCards() int {
	n := 0
	for s, h := range p.last.hands {
		if engine.Seat(s) != p.last.winner {
			n += len(h)
		}
	}
	return n
}

// DrawRoundScoring counts the round card by card: who went out, then each
// other seat's hand turning up one card at a time with its running points,
// and the winner's total growing with them.
func (p *presenter) DrawRoundScoring(env *table.Env, c *ui.Canvas, f *table.Frame, area ui.Rect, age float64) {
	r := p.last
	if r == nil {
		return
	}
	k := env.Kit
	l := env.Loc
	head := l.T("dos.score.out", "Name", f.Name(r.winner))
	c.TextIn(k.Fonts, head, ui.Rect{X: area.X, Y: area.Y, W: area.W, H: 30},
		ui.Style{Size: 21, Bold: true, Color: ui.SeatColor(int(r.winner)), Align: ui.Center})
	shown := int(math.Max(0, (age-countStart)/countPerCard)) + 1
	if age < countStart {
		shown = 0
	}
	rows := 0
	for s := range r.hands {
		if engine.Seat(s) != r.winner {
			rows++
		}
	}
	rowH := math.Min(64, (area.H-76)/math.Max(1, float64(rows)))
	cardH := rowH - 8
	cardW := cardH * table.CardW / table.CardH
	y := area.Y + 38
	for s, hand := range r.hands {
		seat := engine.Seat(s)
		if seat == r.winner {
			continue
		}
		c.TextIn(k.Fonts, f.Name(seat), ui.Rect{X: area.X + 8, Y: y, W: 150, H: rowH},
			ui.Style{Size: 17, Bold: true, Color: ui.SeatColor(s)})
		pts := 0
		step := math.Min(cardW+4, (area.W-300-cardW)/math.Max(1, float64(len(hand)-1)))
		for i, card := range hand {
			if shown <= 0 {
				break
			}
			shown--
			pts += card.Points()
			q := ui.Rect{X: area.X + 166 + float64(i)*step, Y: y + 4, W: cardW, H: cardH}
			c.DrawImage(env.Cards.Face(faces{}, int(card), env.Loc), q, nil)
		}
		label := l.T("dos.score.points", "Count", pts)
		if len(hand) == 0 {
			label = l.T("dos.score.empty")
		}
		c.TextIn(k.Fonts, label, ui.Rect{X: area.X + area.W - 120, Y: y, W: 112, H: rowH},
			ui.Style{Size: 18, Bold: true, Color: ui.ColText, Align: ui.Right})
		y += rowH
	}
	c.TextIn(k.Fonts, p.countTotal(l, f), ui.Rect{X: area.X, Y: area.Y + area.H - 34, W: area.W, H: 32},
		ui.Style{Size: 20, Bold: true, Color: ui.ColPrimary, Align: ui.Center})
}

// countTotal is the line under the round's count: what the winner scored.
// It gives the round's final figure from the first frame, as the score
// table below does, while only the hands count up (D7: it counted up with
// them and disagreed with the table).
func (p *presenter) countTotal(l *locales.Localizer, f *table.Frame) string {
	r := p.last
	if p.mode == dos.ModeFirstOut {
		return l.T("dos.score.first_out", "Name", f.Name(r.winner))
	}
	return l.T("dos.score.gained", "Name", f.Name(r.winner), "Count", r.gained)
}
