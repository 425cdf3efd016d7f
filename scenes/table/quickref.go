package table

// QuickRef is a game's quick-reference card, shown from the table's pause
// menu: the turn in a few numbered steps, and each kind of card with its
// face, its name and a one-line effect, on one page or more. It is data
// only: the shared screen draws every game's the same way. All strings
// are message ids, looked up in the reader's language.
type QuickRef struct {
	// Turn is the turn, one short step each (5 or 6), in order.
	Turn []string
	// Pages are the cards, one page each; a page holds up to
	// QuickRefPerPage entries.
	Pages [][]QuickCard
}

// QuickRefPerPage is the most entries a page of cards holds.
const QuickRefPerPage = 12

// QuickCard is one kind of card on a quick reference.
type QuickCard struct {
	// Face is the card drawn, a face id of the game's Faces
	// (RegisterFaces).
	Face int
	// Name, Effect and Text are message ids: the card's name, its effect
	// in one short line, and the full text shown with the card drawn large.
	Name, Effect, Text string
}

var quickRefs = map[string]QuickRef{}

// RegisterQuickRef makes game's quick reference available to the pause
// menu; a game's scenes package calls it from init.
func RegisterQuickRef(game string, q QuickRef) { quickRefs[game] = q }

// UnregisterQuickRef removes game's quick reference (tests of incomplete
// games).
func UnregisterQuickRef(game string) { delete(quickRefs, game) }

// Messages are every message id q shows.
func (q QuickRef) Messages() []string {
	out := append([]string(nil), q.Turn...)
	for _, page := range q.Pages {
		for _, c := range page {
			out = append(out, c.Name, c.Effect, c.Text)
		}
	}
	return out
}

// QuickRefOf is game's quick reference, if it has one.
func QuickRefOf(game string) (QuickRef, bool) {
	q, ok := quickRefs[game]
	return q, ok
}
