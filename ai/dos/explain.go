package dosai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
)

// Explain gives Hard's reason for a in one short sentence, from what the
// action does in the seat's view: what a match sheds and earns, why a turn
// draws or ends with matches left, what a placement gives the next players
// (the share of hands that could match it) or why it sheds points.
func (Hard) Explain(ev engine.View, a engine.Action) ai.Reason {
	v := dv(ev)
	if v == nil {
		return ai.Reason{}
	}
	switch a.Kind {
	case dos.KindMatch:
		return explainMatch(v, a)
	case dos.KindColour:
		pile, slot, ok := v.Pending()
		if ok && slot >= 0 {
			pile.Values[slot] = uint8(a.Card)
			if pile.BestBonus() != dos.BonusNone {
				return reason("dos.hint.colour_bonus")
			}
		}
		return reason("dos.hint.colour")
	case dos.KindNumber:
		return reason("dos.hint.number")
	case dos.KindDraw:
		if len(v.MatchOptions()) > 0 {
			return reason("dos.hint.draw_instead")
		}
		return reason("dos.hint.draw")
	case dos.KindEnd:
		return explainEnd(v)
	case dos.KindPlace:
		c := dos.Card(a.Card)
		if danger(v) >= 0.5 && c.Points() >= 10 {
			return ai.Reason{ID: "dos.hint.place_points", Args: []ai.Arg{ai.Number("Points", float64(c.Points()))}}
		}
		return ai.Reason{ID: "dos.hint.place", Args: []ai.Arg{ai.Percent("Chance", easeOf(c))}}
	case dos.KindCall:
		return reason("dos.hint.call")
	case dos.KindCatch:
		return ai.Reason{ID: "dos.hint.catch", Args: []ai.Arg{ai.SeatArg("Name", a.Target)}}
	case engine.KindPass:
		return reason("dos.hint.pass")
	}
	return ai.Reason{}
}

func reason(id string) ai.Reason { return ai.Reason{ID: id} }

// explainMatch says what the match sheds and earns.
func explainMatch(v *dos.View, a engine.Action) ai.Reason {
	first, second := dos.MatchCards(a.Card)
	j := int(a.Target)
	if j < 0 || j >= len(v.Centre) {
		return ai.Reason{}
	}
	if len(v.Hand)-matchSize(a) == 0 && v.Players[v.Seat].Pending == 0 {
		return reason("dos.hint.out")
	}
	switch bonusOf(first, second, v.Centre[j].Card) {
	case dos.BonusDouble:
		return reason("dos.hint.double_colour")
	case dos.BonusSingle:
		return reason("dos.hint.single_colour")
	}
	if second != dos.NoCard {
		return reason("dos.hint.double")
	}
	return reason("dos.hint.single")
}

// explainEnd says why the turn ends: nothing left to match, every match
// left would stop the hand on two cards, or the search preferred to keep
// the cards.
func explainEnd(v *dos.View) ai.Reason {
	opts := v.MatchOptions()
	if len(opts) == 0 {
		if v.Drew && v.Matches == 0 {
			return reason("dos.hint.end_place")
		}
		return reason("dos.hint.end")
	}
	for _, m := range opts {
		n := 1
		if m.Second != dos.NoCard {
			n = 2
		}
		if len(v.Hand)-n != 2 {
			return reason("dos.hint.end_keep")
		}
	}
	return reason("dos.hint.end_two")
}
