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
	View engine.View // the viewer's view
	Turn Turn        // the human decision awaited, if any
	// Beside are the other humans who may act beside the turn now (an
	// optional window: DOS's "DOS!" and catches), each with those actions;
	// they are public, offered on the table without a hand-off.
	Beside   []Turn
	Idle     bool        // nothing queued or moving: someone may decide
	Over     bool        // the match is over
	Thinking engine.Seat // the bot thinking now, or engine.NoSeat
	Names    []string    // seat names, in seat order
	// Hidden, in a hot-seat game showing nobody's view, says in a few
	// words why no hand is shown ("Bình's cards are hidden while the
	// bots play"); the presenter draws it where the hand would be.
	Hidden string
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

// Control is one choice offered to the human on turn (or beside it): its
// button and the legal action it takes. Zone, when not empty, is a place
// on the table (a seat's panel) a click on which takes the action too. A
// control that carries no legal action is shown disabled: the table scene
// checks each against the legal actions, so a click can never take an
// illegal one.
type Control struct {
	Button *ui.Button
	Action engine.Action
	Zone   ui.Rect
	// Pick, when set, makes the control one step of a choice made in
	// several picks on the table (DOS: a hand card, another, then a Centre
	// card): taking it calls Pick, which changes what the presenter offers,
	// and the table scene asks for the controls again. Action is unused:
	// the presenter offers only picks that lead to a legal action.
	Pick func()
	// Focus asks for the keyboard focus when the controls are built (the
	// Centre card to match once the hand cards are picked).
	Focus bool
	// Enter, when set, is what Enter on the focused control takes instead
	// of Pick (DOS: on a picked hand card whose picks make a match, the
	// match; a click still unpicks). The table scene checks it is legal.
	Enter *engine.Action
	// Why says in one short line, in the player's language, why a disabled
	// control cannot be taken now (a greyed button, a dimmed card), from
	// the game's rules: a press on the control shows it beside the control
	// and hovering shows it as the control's tooltip, so nothing greyed is
	// left unexplained. The table scene gives a disabled control without
	// one a general reason; an enabled control ignores it.
	Why string
}
