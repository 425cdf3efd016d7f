package cucu

import (
	"cardtable/engine/cucu"
	"cardtable/locales"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// cardAt is the face-up card under the logical point: a seat's card, the
// pack's top card when the viewer knows it, the Inn of the dialog.
func (p *presenter) cardAt(f *table.Frame, x, y float64) (cucu.Card, bool) {
	if v, ok := f.View.(*cucu.View); ok && dialogOpen(v) {
		if p.dialogFace().Contains(x, y) {
			return cucu.Inn, true
		}
		if p.dialogRect().Contains(x, y) {
			return cucu.NoCard, false // the dialog covers what lies below it
		}
	}
	for i := range p.seats {
		sp := p.seats[i].card
		if sp == nil || sp.Card == 0 || sp.Pose.Face < 0.5 {
			continue
		}
		if rectOf(sp.Pose).Contains(x, y) {
			return cucu.Card(sp.Card), true
		}
	}
	if p.top.Valid() && p.pack > 0 && topRect().Contains(x, y) {
		return p.top, true
	}
	return cucu.NoCard, false
}

// drawTooltip shows the name and text of the card under the pointer (or
// under a finger held on it).
func (p *presenter) drawTooltip(env *table.Env, c *ui.Canvas, f *table.Frame) {
	in := env.In
	if in == nil {
		return
	}
	card, ok := p.cardAt(f, in.X, in.Y)
	if !ok {
		return
	}
	table.DrawCardTip(c, env, &p.stage, table.CardTip{Name: cardName(env.Loc, card), Text: cardText(env.Loc, card),
		W: 330, NameColour: ui.RGBA(0x1e, 0x3a, 0x6e, 0xff)})
}

// oddsLine counts, from what the viewer has seen, the cards that rank
// below its own: how many of the cards it has not seen would make its
// card safe from being the lowest (rules CU-5, counting only).
func oddsLine(l *locales.Localizer, own cucu.Card, unseen [cucu.NumKinds]int) string {
	switch own {
	case cucu.Cuckoo:
		return l.T("cucu.ui.odds_cuckoo")
	case cucu.Fool:
		return l.T("cucu.ui.odds_fool")
	}
	lower, total := 0, 0
	for _, c := range cucu.Kinds {
		total += unseen[c]
		if c != cucu.Fool && c < own {
			lower += unseen[c]
		}
	}
	return l.T("cucu.ui.odds_lower", "Lower", l.Number(float64(lower), 0), "Total", l.Number(float64(total), 0))
}
