package dostext

import "cardtable/locales"

// Ask is the decision a prompt asks for.
type Ask int

// The decisions of a DOS turn, as the prompt names them.
const (
	AskTurn       Ask = iota // match or draw
	AskPickSecond            // one card picked: a second for a double match
	AskPickCentre            // the picks match: the Centre card
	AskMore                  // matched: another match, or End
	AskAfterDraw             // drew: a match, or End and a placement
	AskColour                // a Wild DOS's colour
	AskNumber                // a Wild #'s number
	AskPlace                 // the cards owed to the Centre Row
)

var askIDs = [...]string{"dos.prompt.turn", "dos.prompt.pick_second", "dos.prompt.pick_centre", "dos.prompt.more",
	"dos.prompt.after_draw", "dos.prompt.colour", "dos.prompt.number", "dos.prompt.place"}

// Prompt is the top line for name deciding ask; owed is the cards still to
// place (AskPlace).
func Prompt(l *locales.Localizer, name string, ask Ask, owed int) string {
	if ask < 0 || int(ask) >= len(askIDs) {
		ask = AskTurn
	}
	if ask == AskPlace {
		return l.T(askIDs[ask], "Name", name, "Count", max(owed, 1))
	}
	return l.T(askIDs[ask], "Name", name)
}

// PickerTitle is the wild picker's title: a Wild DOS's colour or a Wild #'s
// number, of the hand's card or of the Centre Row's.
func PickerTitle(l *locales.Localizer, wildDOS, centre bool) string {
	id := "dos.pick.number"
	if wildDOS {
		id = "dos.pick.colour"
	}
	if centre {
		id += "_centre"
	}
	return l.T(id)
}

// PickerNote is the line under a Wild DOS picker's title: what the colour
// makes the card ("" for a Wild #).
func PickerNote(l *locales.Localizer, wildDOS bool) string {
	if !wildDOS {
		return ""
	}
	return l.T("dos.pick.colour_note")
}
