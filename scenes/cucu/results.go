package cucu

import (
	"math"
	"slices"
	"strings"

	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/locales"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Results are the lives each seat lost by round (−1 a life) and the lives
// it has left as the total (from the events, whatever the animation),
// those out ranked by how long they lasted; once the match is over the headline names the
// last player with lives.
func (p *presenter) Results(env *table.Env, f *table.Frame) table.Results {
	l := env.Loc
	d := table.Results{Round: len(p.history), History: p.history, TotalLabel: l.T("cucu.results.lives")}
	if p.valid(p.winner) {
		d.Headline = l.T("results.winner", "Name", f.Name(p.winner))
		d.Subline = l.T("cucu.results.sub", "Count", d.Round)
	}
	for i := 0; i < p.n; i++ {
		last := 0
		if len(p.history) > 0 {
			last = p.history[len(p.history)-1][i]
		}
		d.Rows = append(d.Rows, table.ResultRow{Seat: engine.Seat(i), Name: f.Name(engine.Seat(i)), Round: last,
			Total: p.lives[i], Tiebreak: p.outIn[i]})
	}
	return d
}

// Ticks of the round's showdown on the round results: the live cards
// turn up one after another in play order, then the losers are marked.
const (
	scoreStart   = 10.0
	scorePerCard = 10.0
)

// ScoringTicks is how long the showdown takes to show at normal speed.
func (p *presenter) ScoringTicks() float64 {
	if p.last == nil {
		return 0
	}
	return scoreStart + scorePerCard*float64(len(p.last.order)) + 24
}

// DrawRoundScoring shows the round's showdown: the verdict, each player's
// card in play order (a dead card face down), who lost a life and why,
// and the table's reset when everyone fell together.
func (p *presenter) DrawRoundScoring(env *table.Env, c *ui.Canvas, f *table.Frame, area ui.Rect, age float64) {
	r := p.last
	if r == nil {
		return
	}
	k := env.Kit
	l := env.Loc
	shown := int(math.Max(0, (age-scoreStart)/scorePerCard)) + 1
	if age < scoreStart {
		shown = 0
	}
	done := shown > len(r.order)
	verdict := l.T("cucu.score.no_showdown")
	col := ui.ColText
	if r.showdown {
		verdict = p.verdict(l, f, r)
		if len(r.losers) > 0 {
			col = ui.ColDanger
		} else {
			col = ui.ColGood
		}
	}
	if !done {
		verdict, col = l.T("cucu.ui.showdown"), ui.ColText
	}
	c.TextIn(k.Fonts, verdict, ui.Rect{X: area.X, Y: area.Y, W: area.W, H: 28}, ui.Style{Size: 20, Bold: true, Color: col, Align: ui.Center})
	n := float64(max(1, len(r.order)))
	slot := math.Min(120, area.W/n)
	cardW := math.Min(slot-10, 86)
	cardH := cardW * table.CardH / table.CardW
	x0 := area.CX() - slot*n/2
	y := area.Y + 36
	for i, s := range r.order {
		cx := x0 + slot*(float64(i)+0.5)
		q := ui.Rect{X: cx - cardW/2, Y: y, W: cardW, H: cardH}
		card := cucu.NoCard
		if int(s) < len(r.cards) {
			card = r.cards[s]
		}
		switch {
		case i >= shown || !card.Valid():
			tint := ui.RGBA(0xff, 0xff, 0xff, 0xff)
			if r.out[s] {
				tint = ui.RGBA(0x80, 0x80, 0x86, 0xff)
			}
			c.DrawImage(env.Cards.Back(), q, tint)
		default:
			c.DrawImage(env.Cards.Face(faces{}, int(card), l), q, nil)
		}
		if done && slices.Contains(r.losers, s) {
			c.Outline(k.Shapes, q.Inset(-3), 8, ui.ColDanger)
			c.Outline(k.Shapes, q.Inset(-5), 10, ui.ColDanger)
		}
		c.TextIn(k.Fonts, f.Name(s), ui.Rect{X: cx - slot/2 + 2, Y: y + cardH + 4, W: slot - 4, H: 20},
			ui.Style{Size: 15, Bold: true, Color: ui.SeatColor(int(s)), Align: ui.Center})
		note, noteCol := "", ui.ColTextDim
		switch {
		case r.out[s]:
			note = l.T("cucu.ui.dead_card")
		case done && r.lost[s] > 0:
			note, noteCol = l.T("cucu.score.lost", "Count", r.lost[s]), ui.ColDanger
		case done:
			note = l.T("cucu.score.safe")
		}
		c.TextIn(k.Fonts, note, ui.Rect{X: cx - slot/2 + 2, Y: y + cardH + 24, W: slot - 4, H: 18},
			ui.Style{Size: 13, Bold: true, Color: noteCol, Align: ui.Center})
	}
	if !done {
		return
	}
	// Why lives were lost beyond the lowest card: the powers, the covers,
	// and the reset when everyone fell together.
	var notes []string
	for _, e := range r.early {
		notes = append(notes, l.T("cucu.score.early_"+e.cause.Key(), "Name", f.Name(e.seat)))
	}
	for _, u := range r.covers {
		notes = append(notes, l.T("cucu.score.cover", "Name", f.Name(u.innkeeper), "Asker", f.Name(u.asker)))
	}
	if fell(r.lives) {
		notes = append(notes, l.T("cucu.ui.banner.reset"))
	}
	ny := y + cardH + 48
	for _, s := range notes {
		if ny+20 > area.Y+area.H {
			break
		}
		c.TextIn(k.Fonts, s, ui.Rect{X: area.X, Y: ny, W: area.W, H: 20}, ui.Style{Size: 15, Color: ui.ColText, Align: ui.Center})
		ny += 21
	}
}

// verdict is the showdown's outcome in one line: the lowest card and who
// held it, or nobody losing.
func (p *presenter) verdict(l *locales.Localizer, f *table.Frame, r *roundSummary) string {
	if len(r.losers) == 0 {
		return l.T("cucu.ui.no_loss")
	}
	low := r.cards[r.losers[0]]
	for _, s := range r.losers {
		if r.cards[s] != cucu.Fool {
			low = r.cards[s] // the rank that loses, not a single Fool tying with it
			break
		}
	}
	names := make([]string, len(r.losers))
	for i, s := range r.losers {
		names[i] = f.Name(s)
	}
	return l.T("cucu.score.verdict", "Card", cardName(l, low), "Names", strings.Join(names, l.T("cucu.log.list_sep")),
		"Count", len(names))
}

// fell reports whether every seat had no lives left after the round: the
// table comes back with 3 lives each (CU-2.3).
func fell(lives []int) bool {
	if len(lives) == 0 {
		return false
	}
	for _, n := range lives {
		if n > 0 {
			return false
		}
	}
	return true
}
