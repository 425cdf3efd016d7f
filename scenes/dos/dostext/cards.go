package dostext

import (
	"strings"

	"cardtable/engine/dos"
	"cardtable/locales"
)

// Colour is colour c inside a sentence ("red").
func Colour(l *locales.Localizer, c dos.Colour) string {
	return l.T("dos.colour." + c.Key() + ".inline")
}

// Card is the localized name of c ("red 7", "blue Wild #", "Wild DOS").
func Card(l *locales.Localizer, c dos.Card) string {
	switch {
	case c.IsWildDOS():
		return l.T("dos.card.wilddos.name")
	case c.IsWildNumber():
		return l.T("dos.card.wildnumber.name", "Colour", Colour(l, c.Colour()))
	}
	return l.T("dos.card.number.name", "Colour", Colour(l, c.Colour()), "Value", c.Rank())
}

// Cards names several cards ("red 7, blue 3").
func Cards(l *locales.Localizer, cs []dos.Card) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = Card(l, c)
	}
	return strings.Join(names, l.T("dos.log.list_sep"))
}

// CardText is what c does, for the tooltip, with its colour's symbol.
func CardText(l *locales.Localizer, c dos.Card) string {
	text := l.T("dos.card." + c.Key() + ".text")
	if col := c.Colour(); col != dos.NoColour {
		text += "\n" + l.T("dos.ui.symbol", "Colour", l.T("dos.colour."+col.Key()), "Symbol", l.T("dos.colour."+col.Key()+".symbol"))
	}
	return text
}
