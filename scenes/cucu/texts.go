package cucu

import (
	"strings"

	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// cardName is the localized name of c ("Cuckoo", "Seven (VII)").
func cardName(l *locales.Localizer, c cucu.Card) string {
	return l.T("cucu.card." + c.Key() + ".name")
}

// cardText is what c does, for the tooltip.
func cardText(l *locales.Localizer, c cucu.Card) string {
	return l.T("cucu.card." + c.Key() + ".text")
}

// placeName is a seat's name, or the pack for the pack's top card.
func placeName(l *locales.Localizer, names []string, s engine.Seat) string {
	if s == engine.NoSeat {
		return l.T("cucu.log.the_pack")
	}
	return table.SeatName(names, s)
}

// Log is the log line of ev in the reader's language. A card is named
// only when the reader knows it (the events come redacted for them).
func (p *presenter) Log(env *table.Env, names []string, ev engine.Event) string {
	l := env.Loc
	name := func(s engine.Seat) string { return table.SeatName(names, s) }
	switch e := ev.(type) {
	case cucu.RoundStarted:
		return l.T("cucu.log.round_started", "Round", e.Round, "Name", name(e.Dealer), "Count", len(e.Order))
	case cucu.Dealt:
		if e.Card.Valid() {
			return l.T("cucu.log.dealt_own", "Name", name(e.Seat), "Card", cardName(l, e.Card))
		}
		return "" // the round's line says everyone gets a card
	case cucu.TurnStarted:
		return "" // the prompt says whose turn it is
	case cucu.Kept:
		return l.T("cucu.log.kept", "Name", name(e.Seat))
	case cucu.Asked:
		return l.T("cucu.log.asked", "Name", name(e.Asker), "Target", name(e.Target))
	case cucu.Revealed:
		return l.T("cucu.log.revealed_"+e.Card.Key(), "Name", name(e.Seat), "Asker", name(e.Asker))
	case cucu.Passed:
		if e.To == engine.NoSeat {
			return l.T("cucu.log.passed_pack", "Name", name(e.Seat), "Asker", name(e.Asker))
		}
		return l.T("cucu.log.passed", "Name", name(e.Seat), "To", name(e.To))
	case cucu.Swapped:
		return swappedLine(l, name(e.Asker), name(e.Target), e)
	case cucu.PackSwapped:
		return packLine(l, name(e.Seat), e)
	case cucu.CoverAsked:
		return l.T("cucu.log.cover_asked", "Asker", name(e.Asker), "Innkeeper", name(e.Innkeeper))
	case cucu.Withdrew:
		return l.T("cucu.log.withdrew", "Asker", name(e.Asker), "Innkeeper", name(e.Innkeeper))
	case cucu.CoverAnswered:
		if e.Accepted {
			return l.T("cucu.log.cover_accepted", "Asker", name(e.Asker), "Innkeeper", name(e.Innkeeper))
		}
		return l.T("cucu.log.cover_refused", "Asker", name(e.Asker), "Innkeeper", name(e.Innkeeper))
	case cucu.LifeLost:
		if e.Cause == cucu.CauseCover {
			return l.T("cucu.log.lost_cover", "Name", name(e.Seat), "Asker", name(e.Covered), "Count", e.Lives)
		}
		return l.T("cucu.log.lost_"+e.Cause.Key(), "Name", name(e.Seat), "Count", e.Lives)
	case cucu.KnockedOut:
		return l.T("cucu.log.knocked_out", "Name", name(e.Seat))
	case cucu.Undone:
		return undoneLine(l, names, e)
	case cucu.Showdown:
		return p.showdownLine(l, names, e)
	case cucu.RoundEnded:
		if !e.Showdown {
			return l.T("cucu.log.round_ended_early", "Round", e.Round)
		}
		return l.T("cucu.log.round_ended", "Round", e.Round, "Lives", livesList(l, names, e.Lives))
	case cucu.TableRestored:
		return l.T("cucu.log.restored")
	case cucu.MatchEnded:
		return l.T("cucu.log.match_ended", "Name", name(e.Winner), "Count", e.Rounds)
	}
	return ""
}

// swappedLine tells a swap with the cards the reader knows of it.
func swappedLine(l *locales.Localizer, asker, target string, e cucu.Swapped) string {
	var line string
	switch gave, got := e.Gave.Valid(), e.Got.Valid(); {
	case gave && got:
		line = l.T("cucu.log.swapped_both", "Asker", asker, "Target", target, "Gave", cardName(l, e.Gave), "Got", cardName(l, e.Got))
	case gave:
		line = l.T("cucu.log.swapped_gave", "Asker", asker, "Target", target, "Gave", cardName(l, e.Gave))
	case got:
		line = l.T("cucu.log.swapped_got", "Asker", asker, "Target", target, "Got", cardName(l, e.Got))
	default:
		line = l.T("cucu.log.swapped", "Asker", asker, "Target", target)
	}
	if e.Forced {
		line += " " + l.T("cucu.log.forced")
	}
	return line
}

// packLine tells a swap with the pack's top card.
func packLine(l *locales.Localizer, name string, e cucu.PackSwapped) string {
	id := "cucu.log.pack"
	if e.Dealer {
		id = "cucu.log.dealer_pack"
	}
	if e.Got.Valid() && e.Gave.Valid() {
		return l.T(id+"_own", "Name", name, "Gave", cardName(l, e.Gave), "Got", cardName(l, e.Got))
	}
	return l.T(id, "Name", name)
}

// undoneLine lists the swaps the Cat undid, newest first.
func undoneLine(l *locales.Localizer, names []string, e cucu.Undone) string {
	if len(e.Steps) == 0 {
		return l.T("cucu.log.undone_none", "Name", table.SeatName(names, e.Seat))
	}
	steps := make([]string, len(e.Steps))
	for i, st := range e.Steps {
		steps[i] = l.T("cucu.log.undo_step", "A", placeName(l, names, st.A), "B", placeName(l, names, st.B))
	}
	return l.T("cucu.log.undone", "Count", len(e.Steps), "Steps", strings.Join(steps, l.T("cucu.log.list_sep")))
}

// showdownLine lists the live cards in play order and who loses.
func (p *presenter) showdownLine(l *locales.Localizer, names []string, e cucu.Showdown) string {
	order := p.orders[e.Round]
	if len(order) == 0 {
		for i := range e.Cards {
			order = append(order, engine.Seat(i))
		}
	}
	var cards []string
	for _, s := range order {
		if int(s) < len(e.Cards) && e.Cards[s].Valid() {
			cards = append(cards, l.T("cucu.log.held", "Name", table.SeatName(names, s), "Card", cardName(l, e.Cards[s])))
		}
	}
	line := l.T("cucu.log.showdown", "Cards", strings.Join(cards, l.T("cucu.log.list_sep")))
	if len(e.Losers) == 0 {
		return line + " " + l.T("cucu.log.no_loss")
	}
	low := e.Cards[e.Losers[0]]
	for _, s := range e.Losers {
		if e.Cards[s] != cucu.Fool {
			low = e.Cards[s] // the rank that loses, not a single Fool tying with it
			break
		}
	}
	// Who loses is logged by the life lost after this line, with the lives
	// left: naming them here too said each loss twice.
	return line + " " + l.T("cucu.log.lowest", "Card", cardName(l, low))
}

// livesList is every seat's lives ("An 2, Bình 3").
func livesList(l *locales.Localizer, names []string, lives []int) string {
	parts := make([]string, len(lives))
	for i, n := range lives {
		parts[i] = l.T("cucu.log.seat_lives", "Name", table.SeatName(names, engine.Seat(i)), "Count", n)
	}
	return strings.Join(parts, l.T("cucu.log.list_sep"))
}

// Prompt says what the seat deciding must choose.
func (p *presenter) Prompt(env *table.Env, f *table.Frame) string {
	t := f.Turn
	if !t.OK {
		return ""
	}
	v := f.View.(*cucu.View)
	l := env.Loc
	name := f.Name(t.Seat)
	switch v.Phase {
	case cucu.PhaseDealer:
		return l.T("cucu.ui.prompt.dealer", "Name", name)
	case cucu.PhaseInn:
		return l.T("cucu.ui.prompt.inn", "Name", name, "Innkeeper", f.Name(v.Innkeeper))
	case cucu.PhaseCover:
		return l.T("cucu.ui.prompt.cover", "Name", name, "Asker", f.Name(v.Turn))
	}
	next := engine.NoSeat
	for _, a := range t.Legal {
		if a.Kind == cucu.KindAsk {
			next = a.Target
		}
	}
	return l.T("cucu.ui.prompt.turn", "Name", name, "Next", f.Name(next))
}
