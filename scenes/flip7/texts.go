package flip7

import (
	"strings"

	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// cardName is the localized name of c ("7", "+4", "Freeze").
func cardName(l *locales.Localizer, c flip7.Card) string {
	switch {
	case c.IsNumber():
		return l.T("flip7.card.number.name", "Value", int(c))
	case c == flip7.Times2:
		return l.T("flip7.card.times2.name")
	case c.IsModifier():
		return l.T("flip7.card.plus.name", "Value", c.Bonus())
	}
	return l.T("flip7.card." + c.Key() + ".name")
}

// oddsLines are the odds panel's bust chance (a fraction) and expected gain
// of a hit (points, signed), with numbers written the reader's way.
func oddsLines(l *locales.Localizer, bust, gain float64) (bustLine, gainLine string) {
	return l.T("flip7.odds.bust", "Percent", l.Percent(bust, 0)),
		l.T("flip7.odds.expect", "Points", l.Signed(gain, 1))
}

// cardText is what c does, for the tooltip.
func cardText(l *locales.Localizer, c flip7.Card) string {
	return l.T("flip7.card." + c.Key() + ".text")
}

// Log is the log line of ev.
func (p *presenter) Log(env *table.Env, names []string, ev engine.Event) string {
	name := func(s engine.Seat) string { return table.SeatName(names, s) }
	l := env.Loc
	switch e := ev.(type) {
	case flip7.RoundStarted:
		return l.T("flip7.log.round_started", "Round", e.Round, "Name", name(e.Dealer))
	case flip7.Took:
		id := [...]string{"flip7.log.deal", "flip7.log.hit", "flip7.log.flip3_card"}[e.From]
		return l.T(id, "Name", name(e.Seat), "Card", cardName(l, e.Card))
	case flip7.Targeted:
		return l.T("flip7.log.targeted_"+e.Card.Key(), "Name", name(e.By), "Target", name(e.Target))
	case flip7.Stayed:
		return l.T("flip7.log.stayed", "Name", name(e.Seat), "Points", e.Points)
	case flip7.FrozenOut:
		return l.T("flip7.log.frozen", "Name", name(e.Seat), "Points", e.Points)
	case flip7.Busted:
		return l.T("flip7.log.busted", "Name", name(e.Seat), "Card", cardName(l, e.Card))
	case flip7.SavedBySecondChance:
		return l.T("flip7.log.saved", "Name", name(e.Seat), "Card", cardName(l, e.Card))
	case flip7.Discarded:
		return l.T("flip7.log.discarded", "Name", name(e.Seat), "Card", cardName(l, e.Card))
	case flip7.FlippedSeven:
		return l.T("flip7.log.flip7", "Name", name(e.Seat))
	case flip7.Reshuffled:
		return l.T("flip7.log.reshuffled", "Count", e.Cards)
	case flip7.RoundEnded:
		lines := []string{l.T("flip7.log.round_ended", "Round", e.Round)}
		for i, sc := range e.Scores {
			lines = append(lines, l.T("flip7.log.round_score", "Name", name(engine.Seat(i)), "Points", sc, "Total", e.Totals[i]))
		}
		if lead, tied := tiedLead(e.Totals, p.target); tied {
			lines = append(lines, l.T("flip7.log.tie_play_on", "Points", lead))
		}
		return strings.Join(lines, "\n")
	case flip7.MatchEnded:
		if len(e.Winners) == 0 {
			return ""
		}
		w := e.Winners[0]
		return l.T("flip7.log.match_ended", "Name", name(w), "Points", e.Totals[w], "Count", e.Rounds)
	}
	return ""
}

// tiedLead is the leading total after a round and whether the match goes on
// because of it: the target is reached but several players share the lead
// (F7-6.5).
func tiedLead(totals []int, target int) (lead int, tied bool) {
	lead, count := -1, 0
	for _, t := range totals {
		switch {
		case t > lead:
			lead, count = t, 1
		case t == lead:
			count++
		}
	}
	return lead, lead >= target && count > 1
}

// Prompt asks the seat to act for its decision: hit or stay, or whom to
// give the pending action card.
func (p *presenter) Prompt(env *table.Env, f *table.Frame) string {
	v := f.View.(*flip7.View)
	name := f.Name(v.ToAct)
	switch v.Phase {
	case flip7.PhaseTurn:
		return env.Loc.T("flip7.prompt.hit_or_stay", "Name", name)
	case flip7.PhaseTarget:
		return env.Loc.T("flip7.prompt.target_"+v.Pending.Key(), "Name", name)
	}
	return ""
}
