package dos

import (
	"strings"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// colourName is colour c inside a sentence ("red"), with its symbol's name
// when the card names it, so colour is never the only cue (DOS-1).
func colourName(l *locales.Localizer, c dos.Colour) string {
	return l.T("dos.colour." + c.Key() + ".inline")
}

// cardName is the localized name of c ("red 7", "blue Wild #", "Wild DOS").
func cardName(l *locales.Localizer, c dos.Card) string {
	switch {
	case c.IsWildDOS():
		return l.T("dos.card.wilddos.name")
	case c.IsWildNumber():
		return l.T("dos.card.wildnumber.name", "Colour", colourName(l, c.Colour()))
	}
	return l.T("dos.card.number.name", "Colour", colourName(l, c.Colour()), "Value", c.Rank())
}

// cardList names several cards ("red 7, blue 3").
func cardList(l *locales.Localizer, cs []dos.Card) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = cardName(l, c)
	}
	return strings.Join(names, l.T("dos.log.list_sep"))
}

// cardText is what c does, for the tooltip, with its colour's symbol.
func cardText(l *locales.Localizer, c dos.Card) string {
	text := l.T("dos.card." + c.Key() + ".text")
	if col := c.Colour(); col != dos.NoColour {
		text += "\n" + l.T("dos.ui.symbol", "Colour", l.T("dos.colour."+col.Key()), "Symbol", l.T("dos.colour."+col.Key()+".symbol"))
	}
	return text
}

// Log is the log line of ev in the reader's language.
func (p *presenter) Log(env *table.Env, names []string, ev engine.Event) string {
	name := func(s engine.Seat) string { return table.SeatName(names, s) }
	l := env.Loc
	switch e := ev.(type) {
	case dos.RoundStarted:
		return l.T("dos.log.round_started", "Round", e.Round, "Name", name(e.Dealer))
	case dos.CardsDrawn:
		return drawnLine(l, name(e.Seat), e)
	case dos.TurnStarted:
		return ""
	case dos.MatchStarted:
		if e.Second == dos.NoCard {
			return l.T("dos.log.match_single", "Name", name(e.Seat), "Card", cardName(l, e.First), "Centre", cardName(l, e.CentreCard))
		}
		return l.T("dos.log.match_double", "Name", name(e.Seat), "First", cardName(l, e.First),
			"Second", cardName(l, e.Second), "Centre", cardName(l, e.CentreCard))
	case dos.Matched:
		return matchedLine(l, name(e.Seat), e.Pile)
	case dos.Ended:
		parts := []string{l.T("dos.log.ended", "Name", name(e.Seat))}
		if n := len(e.Discarded); n > 0 {
			parts = append(parts, l.T("dos.log.to_discard", "Count", n))
		}
		switch {
		case e.Owed == 1:
			parts = append(parts, l.T("dos.log.owes_one", "Name", name(e.Seat)))
		case e.Owed > 1:
			parts = append(parts, l.T("dos.log.owes", "Name", name(e.Seat), "Count", e.Owed))
		}
		return strings.Join(parts, " ")
	case dos.Refilled:
		return l.T("dos.log.refilled", "Cards", cardList(l, e.Cards))
	case dos.Placed:
		return l.T("dos.log.placed", "Name", name(e.Seat), "Card", cardName(l, e.Card))
	case dos.Called:
		return l.T("dos.log.called", "Name", name(e.Seat))
	case dos.Caught:
		if e.SetAside {
			return l.T("dos.log.caught_own_turn", "Name", name(e.Seat), "By", name(e.By))
		}
		return l.T("dos.log.caught", "Name", name(e.Seat), "By", name(e.By))
	case dos.SetAside:
		return ""
	case dos.Reshuffled:
		return l.T("dos.log.reshuffled", "Count", e.Cards)
	case dos.RoundEnded:
		lines := []string{l.T("dos.log.round_ended", "Round", e.Round, "Name", name(e.Winner), "Points", e.Gained)}
		if p.mode == dos.ModeFirstOut {
			lines[0] = l.T("dos.log.first_out", "Name", name(e.Winner))
		}
		for i, pts := range e.Points {
			if engine.Seat(i) != e.Winner {
				lines = append(lines, l.T("dos.log.hand_left", "Name", name(engine.Seat(i)), "Points", pts))
			}
		}
		return strings.Join(lines, "\n")
	case dos.MatchEnded:
		if p.mode == dos.ModeFirstOut {
			return l.T("dos.log.match_first_out", "Name", name(e.Winner))
		}
		return l.T("dos.log.match_ended", "Name", name(e.Winner), "Points", e.Totals[e.Winner], "Rounds", e.Rounds)
	}
	return ""
}

// drawnLine tells who took cards and why; the drawer's own cards are named.
func drawnLine(l *locales.Localizer, name string, e dos.CardsDrawn) string {
	known := len(e.Cards) > 0 && e.Cards[0] != dos.NoCard
	n := len(e.Cards)
	switch e.From {
	case dos.FromDeal:
		if known {
			return l.T("dos.log.dealt_own", "Name", name, "Cards", cardList(l, e.Cards))
		}
		return l.T("dos.log.dealt", "Name", name, "Count", n)
	case dos.FromTurn:
		switch {
		case n == 0:
			return l.T("dos.log.drew_nothing", "Name", name)
		case known:
			return l.T("dos.log.drew_own", "Name", name, "Card", cardList(l, e.Cards))
		}
		return l.T("dos.log.drew", "Name", name)
	case dos.FromBonus:
		if known {
			return l.T("dos.log.bonus_own", "Name", name, "Card", cardList(l, e.Cards))
		}
		return l.T("dos.log.bonus", "Name", name)
	case dos.FromPenalty:
		if known {
			return l.T("dos.log.penalty_own", "Name", name, "Cards", cardList(l, e.Cards))
		}
		return l.T("dos.log.penalty", "Name", name, "Count", n)
	case dos.FromSetAside:
		if known {
			return l.T("dos.log.set_aside_own", "Name", name, "Cards", cardList(l, e.Cards))
		}
		return l.T("dos.log.set_aside", "Name", name, "Count", n)
	}
	return ""
}

// matchedLine tells the wilds' values and the colour bonus of a match.
func matchedLine(l *locales.Localizer, name string, pl dos.Pile) string {
	var parts []string
	for i, c := range [3]dos.Card{pl.Hand[0], pl.Hand[1], pl.Card} {
		v := pl.Values[i]
		switch {
		case v == 0:
		case c.IsWildDOS():
			parts = append(parts, l.T("dos.log.wild_colour", "Name", name, "Colour", colourName(l, dos.Colour(v))))
		case c.IsWildNumber():
			parts = append(parts, l.T("dos.log.wild_number", "Name", name, "Number", int(v)))
		}
	}
	switch pl.Bonus {
	case dos.BonusSingle:
		parts = append(parts, l.T("dos.log.bonus_single", "Name", name))
	case dos.BonusDouble:
		parts = append(parts, l.T("dos.log.bonus_double", "Name", name))
	}
	return strings.Join(parts, " ")
}

// Prompt says what the seat on turn must decide, following its picks.
func (p *presenter) Prompt(env *table.Env, f *table.Frame) string {
	v := f.View.(*dos.View)
	t := f.Turn
	if !t.OK {
		return ""
	}
	l := env.Loc
	name := f.Name(t.Seat)
	switch v.Phase {
	case dos.PhaseChoose:
		pl, slot, ok := v.Pending()
		if ok && pickedCard(pl, slot).IsWildDOS() {
			return l.T("dos.prompt.colour", "Name", name)
		}
		return l.T("dos.prompt.number", "Name", name)
	case dos.PhasePlace:
		if v.Owed > 1 {
			return l.T("dos.prompt.place_many", "Name", name, "Count", v.Owed)
		}
		return l.T("dos.prompt.place", "Name", name)
	case dos.PhaseTurn:
		if t.Seat != p.viewer {
			break
		}
		switch {
		case len(p.pick.cards) > 0 && p.pick.anyTarget():
			return l.T("dos.prompt.pick_centre", "Name", name)
		case len(p.pick.cards) == 1:
			return l.T("dos.prompt.pick_second", "Name", name)
		case v.Matches > 0:
			return l.T("dos.prompt.more", "Name", name)
		case v.Drew:
			return l.T("dos.prompt.after_draw", "Name", name)
		}
		return l.T("dos.prompt.turn", "Name", name)
	}
	return l.T("dos.prompt.turn", "Name", name)
}
