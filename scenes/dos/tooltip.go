package dos

import (
	"cardtable/engine/dos"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// cardAt is the face-up card under the logical point, topmost first: the
// hand, the cards matched on the Centre Row, the Centre cards, the top of
// the discard pile.
func (p *presenter) cardAt(x, y float64) (dos.Card, bool) {
	in := func(q table.Pose) bool {
		return q.Face >= 0.5 && x >= q.X && x < q.X+q.W && y >= q.Y && y < q.Y+q.H
	}
	for i := len(p.hand) - 1; i >= 0; i-- {
		if in(p.hand[i].Pose) {
			return dos.Card(p.hand[i].Card), true
		}
	}
	for j := len(p.piles) - 1; j >= 0; j-- {
		ps := &p.piles[j]
		for _, sp := range [3]*table.Sprite{ps.on[1], ps.on[0], ps.centre} {
			if sp != nil && in(sp.Pose) {
				return dos.Card(sp.Card), true
			}
		}
	}
	if p.disc > 0 && p.top != dos.NoCard && discRect.Contains(x, y) {
		return p.top, true
	}
	return dos.NoCard, false
}

// whyAt is, while the viewer picks a match, why the hand or Centre card
// under the logical point cannot be picked now ("" when it can, or for
// any other card): the reason a press on it gives.
func (p *presenter) whyAt(env *table.Env, v *dos.View, x, y float64) string {
	in := func(q table.Pose) bool {
		return q.Face >= 0.5 && x >= q.X && x < q.X+q.W && y >= q.Y && y < q.Y+q.H
	}
	for i := len(p.hand) - 1; i >= 0; i-- {
		if in(p.hand[i].Pose) {
			return p.handWhy(env.Loc, v, i)
		}
	}
	for j := len(p.piles) - 1; j >= 0; j-- {
		for _, sp := range p.piles[j].sprites() {
			if in(sp.Pose) {
				return p.centreWhy(env.Loc, v, j)
			}
		}
	}
	return ""
}

// sprites are the pile's cards drawn, the Centre card first.
func (ps *pileSprites) sprites() []*table.Sprite {
	out := make([]*table.Sprite, 0, 3)
	for _, sp := range [3]*table.Sprite{ps.centre, ps.on[0], ps.on[1]} {
		if sp != nil {
			out = append(out, sp)
		}
	}
	return out
}

// drawTooltip shows the name and text of the card under the pointer (or
// under a finger held on it); picking, why a card cannot be picked.
func (p *presenter) drawTooltip(env *table.Env, c *ui.Canvas, picking bool, v *dos.View) {
	in := env.In
	card, ok := p.cardAt(in.X, in.Y)
	if !ok {
		return
	}
	tip := table.CardTip{Name: cardName(env.Loc, card), Text: cardText(env.Loc, card), W: 320,
		NameColour: ui.RGBA(0x1e, 0x3a, 0x6e, 0xff)}
	if picking {
		tip.Why = p.whyAt(env, v, in.X, in.Y)
	}
	table.DrawCardTip(c, env, &p.stage, tip)
}
