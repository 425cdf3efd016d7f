package dostext

import (
	"strings"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
)

// Log is the log text of ev in l's language ("" for none): one sentence or
// several, each whole; a round's end gives one line per hand. names are the
// seats' names, mode the match's win condition.
func Log(l *locales.Localizer, names []string, mode dos.Mode, ev engine.Event) string {
	name := func(s engine.Seat) string {
		if int(s) >= 0 && int(s) < len(names) {
			return names[s]
		}
		return "?"
	}
	switch e := ev.(type) {
	case dos.RoundStarted:
		return l.T("dos.log.round_started", "Round", e.Round, "Name", name(e.Dealer))
	case dos.CardsDrawn:
		return drawn(l, name(e.Seat), e)
	case dos.MatchStarted:
		if e.Second == dos.NoCard {
			return l.T("dos.log.match_single", "Name", name(e.Seat), "Card", Card(l, e.First), "Centre", Card(l, e.CentreCard))
		}
		return l.T("dos.log.match_double", "Name", name(e.Seat), "First", Card(l, e.First),
			"Second", Card(l, e.Second), "Centre", Card(l, e.CentreCard))
	case dos.Matched:
		return matched(l, name(e.Seat), e.Pile)
	case dos.Ended:
		parts := []string{l.T("dos.log.ended", "Name", name(e.Seat))}
		if n := len(e.Discarded); n > 0 {
			parts = append(parts, l.T("dos.log.to_discard", "Count", n))
		}
		if e.Owed > 0 {
			parts = append(parts, l.T("dos.log.owes", "Name", name(e.Seat), "Count", e.Owed))
		}
		return strings.Join(parts, " ")
	case dos.Refilled:
		return l.T("dos.log.refilled", "Cards", Cards(l, e.Cards))
	case dos.Placed:
		return l.T("dos.log.placed", "Name", name(e.Seat), "Card", Card(l, e.Card))
	case dos.Called:
		return l.T("dos.log.called", "Name", name(e.Seat))
	case dos.Caught:
		// What the caught seat takes follows: drawn now, or set aside.
		return l.T("dos.log.caught", "Name", name(e.Seat), "By", name(e.By))
	case dos.SetAside:
		if e.Count == 0 {
			return l.T("dos.log.set_aside_nothing", "Name", name(e.Seat))
		}
		return l.T("dos.log.set_aside", "Name", name(e.Seat), "Count", e.Count)
	case dos.Reshuffled:
		return l.T("dos.log.reshuffled", "Count", e.Cards)
	case dos.RoundEnded:
		return roundEnded(l, name, mode, e)
	case dos.MatchEnded:
		switch {
		case mode == dos.ModeFirstOut:
			return l.T("dos.log.match_first_out", "Name", name(e.Winner))
		case e.Rounds <= 1:
			return l.T("dos.log.match_ended_first_round", "Name", name(e.Winner), "Count", total(e.Totals, e.Winner))
		}
		return l.T("dos.log.match_ended", "Name", name(e.Winner), "Count", total(e.Totals, e.Winner), "Rounds", e.Rounds)
	}
	return ""
}

func total(totals []int, s engine.Seat) int {
	if int(s) >= 0 && int(s) < len(totals) {
		return totals[s]
	}
	return 0
}

// roundEnded is who went out and what each other hand held: points, or in
// the first-out variant the cards left.
func roundEnded(l *locales.Localizer, name func(engine.Seat) string, mode dos.Mode, e dos.RoundEnded) string {
	lines := []string{l.T("dos.log.round_ended", "Round", e.Round, "Name", name(e.Winner), "Count", e.Gained)}
	if mode == dos.ModeFirstOut {
		lines[0] = l.T("dos.log.first_out", "Name", name(e.Winner))
	}
	for i, pts := range e.Points {
		s := engine.Seat(i)
		if s == e.Winner {
			continue
		}
		cards := 0
		if i < len(e.Hands) {
			cards = len(e.Hands[i])
		}
		switch {
		case cards == 0 && pts == 0:
			lines = append(lines, l.T("dos.log.hand_left_none", "Name", name(s)))
		case mode == dos.ModeFirstOut:
			lines = append(lines, l.T("dos.log.cards_left", "Name", name(s), "Count", cards))
		default:
			lines = append(lines, l.T("dos.log.hand_left", "Name", name(s), "Count", pts))
		}
	}
	return strings.Join(lines, "\n")
}

// drawn tells who took cards and why; the drawer's own cards are named.
// A draw that found no card says so.
func drawn(l *locales.Localizer, name string, e dos.CardsDrawn) string {
	n := len(e.Cards)
	known := n > 0 && e.Cards[0] != dos.NoCard
	list := ""
	if known {
		list = Cards(l, e.Cards)
	}
	switch e.From {
	case dos.FromDeal:
		if known {
			return l.T("dos.log.dealt_own", "Name", name, "Cards", list)
		}
		return l.T("dos.log.dealt", "Name", name, "Count", n)
	case dos.FromTurn:
		switch {
		case n == 0:
			return l.T("dos.log.drew_nothing", "Name", name)
		case known:
			return l.T("dos.log.drew_own", "Name", name, "Card", list)
		}
		return l.T("dos.log.drew", "Name", name)
	case dos.FromBonus:
		switch {
		case n == 0:
			return l.T("dos.log.bonus_nothing", "Name", name)
		case known:
			return l.T("dos.log.bonus_own", "Name", name, "Card", list)
		}
		return l.T("dos.log.bonus", "Name", name)
	case dos.FromPenalty:
		switch {
		case n == 0:
			return l.T("dos.log.penalty_nothing", "Name", name)
		case known:
			return l.T("dos.log.penalty_own", "Name", name, "Cards", list, "Count", n)
		}
		return l.T("dos.log.penalty", "Name", name, "Count", n)
	case dos.FromSetAside:
		switch {
		case n == 0:
			return ""
		case known:
			return l.T("dos.log.took_set_aside_own", "Name", name, "Cards", list, "Count", n)
		}
		return l.T("dos.log.took_set_aside", "Name", name, "Count", n)
	}
	return ""
}

// matched tells the wilds' values, the hand's apart from the Centre
// card's (DOS-4.1, DOS-4.2: the matcher chooses both, but only the hand's
// are played), then the colour bonus.
func matched(l *locales.Localizer, name string, pl dos.Pile) string {
	var parts []string
	var dosCols []dos.Colour
	var numbers []int
	for i, c := range pl.Hand {
		v := pl.Values[i]
		switch {
		case v == 0:
		case c.IsWildDOS():
			dosCols = append(dosCols, dos.Colour(v))
		case c.IsWildNumber():
			numbers = append(numbers, int(v))
		}
	}
	switch {
	case len(dosCols) == 1:
		parts = append(parts, l.T("dos.log.wild_colour", "Name", name, "Colour", Colour(l, dosCols[0])))
	case len(dosCols) == 2 && dosCols[0] == dosCols[1]:
		parts = append(parts, l.T("dos.log.wild_colour_both", "Name", name, "Colour", Colour(l, dosCols[0])))
	case len(dosCols) == 2:
		parts = append(parts, l.T("dos.log.wild_colour_two", "Name", name, "First", Colour(l, dosCols[0]), "Second", Colour(l, dosCols[1])))
	}
	switch len(numbers) {
	case 1:
		parts = append(parts, l.T("dos.log.wild_number", "Name", name, "Number", numbers[0]))
	case 2:
		parts = append(parts, l.T("dos.log.wild_number_two", "Name", name, "First", numbers[0], "Second", numbers[1]))
	}
	if v := pl.Values[2]; v != 0 {
		switch {
		case pl.Card.IsWildDOS():
			parts = append(parts, l.T("dos.log.wild_colour_centre", "Name", name, "Colour", Colour(l, dos.Colour(v))))
		case pl.Card.IsWildNumber():
			parts = append(parts, l.T("dos.log.wild_number_centre", "Name", name, "Number", int(v)))
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
