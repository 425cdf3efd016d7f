package table

import (
	"cardtable/engine"
	"cardtable/scenes/ui"
)

// Frame is what a presenter reads of the match when it draws, prompts or
// offers controls: the viewer's view and a few facts around it. It is
// read-only and never holds the state, so nothing a presenter shows can
// come from cards the viewer may not see.
type Frame struct {
	View     engine.View // the viewer's view
	Turn     Turn        // the human decision awaited, if any
	Idle     bool        // nothing queued or moving: someone may decide
	Over     bool        // the match is over
	Thinking engine.Seat // the bot thinking now, or engine.NoSeat
	Names    []string    // seat names, in seat order
}

// Turn is a human decision: the seat and its legal actions.
type Turn struct {
	Seat  engine.Seat
	Legal []engine.Action
	OK    bool // a human decides now
}

// Name is the name of seat s ("?" when out of range).
func (f *Frame) Name(s engine.Seat) string { return SeatName(f.Names, s) }

// SeatName is names[s], or "?" when s is out of range.
func SeatName(names []string, s engine.Seat) string {
	if int(s) >= 0 && int(s) < len(names) {
		return names[s]
	}
	return "?"
}

// Control is one choice offered to the human on turn: its button and the
// legal action it takes. Zone, when not empty, is a place on the table
// (a seat's panel) a click on which takes the action too. A control that
// carries no legal action is shown disabled: the table scene checks each
// against the legal actions, so a click can never take an illegal one.
type Control struct {
	Button *ui.Button
	Action engine.Action
	Zone   ui.Rect
}
