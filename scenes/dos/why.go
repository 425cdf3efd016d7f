package dos

import (
	"cardtable/engine/dos"
	"cardtable/locales"
)

// Why a card or a button cannot be used now. Whether it can comes from the
// legal list (the picks follow the legal matches); why it cannot is read
// here from the rules of a turn (DOS-3, DOS-3b) against the viewer's view,
// to say it in one line.

// handWhy is why hand card i cannot be picked now ("" when it can): it
// matches nothing alone or with another card, it does not add up with the
// card picked, or two are picked already.
func (p *presenter) handWhy(l *locales.Localizer, v *dos.View, i int) string {
	if p.pick.legal == nil || p.pick.pickable(i) {
		return ""
	}
	name := cardName(l, p.pick.hand[i])
	switch len(p.pick.cards) {
	case 0:
		open := 0
		for _, c := range v.Centre {
			if !c.Matched {
				open++
			}
		}
		switch {
		case open == 0:
			return l.T("dos.why.centre_done")
		case v.Matches > 0:
			return l.T("dos.why.no_match_left", "Card", name)
		}
		return l.T("dos.why.no_match", "Card", name)
	case 1:
		other := cardName(l, p.pick.hand[p.pick.cards[0]])
		return l.T("dos.why.no_sum", "Card", name, "Other", other)
	}
	return l.T("dos.why.two_picked")
}

// centreWhy is why Centre card j takes no match now ("" when the picks
// match it): matched already this turn, nothing picked yet, or the picks
// do not match it.
func (p *presenter) centreWhy(l *locales.Localizer, v *dos.View, j int) string {
	switch {
	case p.pick.legal == nil || p.pick.target(j):
		return ""
	case j < len(v.Centre) && v.Centre[j].Matched:
		return l.T("dos.why.centre_matched")
	case len(p.pick.cards) == 0:
		return l.T("dos.why.centre_pick")
	}
	return l.T("dos.why.centre_no")
}

// drawWhy is why Draw is greyed: a match made (DOS-3.6), or the draw taken.
func drawWhy(l *locales.Localizer, v *dos.View) string {
	switch {
	case v.Matches > 0:
		return l.T("dos.why.draw_matched")
	case v.Drew:
		return l.T("dos.why.drew")
	}
	return ""
}

// endWhy is why End is greyed: it comes after a match or a draw (DOS-3b.3).
func endWhy(l *locales.Localizer, v *dos.View) string {
	if v.Matches == 0 && !v.Drew {
		return l.T("dos.why.end_first")
	}
	return ""
}
