package dos

import (
	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
	"cardtable/scenes/dos/dostext"
	"cardtable/scenes/table"
)

// cardName is the localized name of c ("red 7", "blue Wild #", "Wild DOS").
func cardName(l *locales.Localizer, c dos.Card) string { return dostext.Card(l, c) }

// cardText is what c does, for the tooltip, with its colour's symbol.
func cardText(l *locales.Localizer, c dos.Card) string { return dostext.CardText(l, c) }

// Log is the log line of ev in the reader's language (dostext builds it).
func (p *presenter) Log(env *table.Env, names []string, ev engine.Event) string {
	return dostext.Log(env.Loc, names, p.mode, ev)
}

// Prompt says what the seat on turn must decide, following its picks.
func (p *presenter) Prompt(env *table.Env, f *table.Frame) string {
	v := f.View.(*dos.View)
	t := f.Turn
	if !t.OK {
		return ""
	}
	return dostext.Prompt(env.Loc, f.Name(t.Seat), p.ask(v, t.Seat), v.Owed)
}

// ask is the decision the prompt names: the phase's, and on the viewer's
// own turn how far its picks have come.
func (p *presenter) ask(v *dos.View, seat engine.Seat) dostext.Ask {
	switch v.Phase {
	case dos.PhaseChoose:
		pl, slot, ok := v.Pending()
		if ok && pickedCard(pl, slot).IsWildDOS() {
			return dostext.AskColour
		}
		return dostext.AskNumber
	case dos.PhasePlace:
		return dostext.AskPlace
	case dos.PhaseTurn:
		if seat != p.viewer {
			break
		}
		switch {
		case len(p.pick.cards) > 0 && p.pick.anyTarget():
			return dostext.AskPickCentre
		case len(p.pick.cards) == 1:
			return dostext.AskPickSecond
		case v.Matches > 0:
			return dostext.AskMore
		case v.Drew:
			return dostext.AskAfterDraw
		}
	}
	return dostext.AskTurn
}
