package match

import (
	"slices"

	"cardtable/engine"
)

// turnInfo is who must decide in the current position. Several seats may be
// asked at once (a reaction window): the first human and the first bot in
// ToAct order are served, independently.
type turnInfo struct {
	human      engine.Seat
	humanLegal []engine.Action
	bot        engine.Seat
	botLegal   []engine.Action
}

func (m *Match) computeTurn() turnInfo {
	t := turnInfo{human: engine.NoSeat, bot: engine.NoSeat}
	if m.over() {
		return t
	}
	for _, s := range m.state.ToAct() {
		if int(s) < 0 || int(s) >= len(m.setup.Seats) {
			continue
		}
		human := m.setup.Seats[s].Human
		if (human && t.human != engine.NoSeat) || (!human && t.bot != engine.NoSeat) {
			continue
		}
		legal := m.state.Legal(s)
		if len(legal) == 0 {
			continue
		}
		if human {
			t.human, t.humanLegal = s, legal
		} else {
			t.bot, t.botLegal = s, legal
		}
	}
	return t
}

// Human reports whether seat s is played by a person.
func (m *Match) Human(s engine.Seat) bool {
	return int(s) >= 0 && int(s) < len(m.setup.Seats) && m.setup.Seats[s].Human
}

// initialViewer is the human to act, else the first human, else seat 0.
func (m *Match) initialViewer() engine.Seat {
	if m.turn.human != engine.NoSeat {
		return m.turn.human
	}
	for i, s := range m.setup.Seats {
		if s.Human {
			return engine.Seat(i)
		}
	}
	return 0
}

// followTurn moves the viewpoint to the human who must decide, in games
// where views can change freely (no secrets, or a single human). While bots
// act, the viewpoint stays where it was, so the table does not turn around
// between decisions. In hot-seat games it changes only in ConfirmHandoff.
func (m *Match) followTurn() {
	if m.hotseat {
		return
	}
	if m.turn.human != engine.NoSeat {
		m.viewer = m.turn.human
	}
}

// Viewer is the seat whose private view the screen shows now. In a hot-seat
// game, while Handoff reports a pending hand-off, the screen must cover the
// table: Viewer is still the previous person.
func (m *Match) Viewer() engine.Seat { return m.viewer }

// HumanTurn reports a human seat that must decide now and its legal actions
// (a fresh copy). It reports nothing while a hand-off is pending or once the
// match is over.
func (m *Match) HumanTurn() (seat engine.Seat, legal []engine.Action, ok bool) {
	if m.turn.human == engine.NoSeat {
		return engine.NoSeat, nil, false
	}
	if _, pending := m.Handoff(); pending {
		return engine.NoSeat, nil, false
	}
	return m.turn.human, slices.Clone(m.turn.humanLegal), true
}

// Thinking reports a bot seat that must decide now, for a "thinking…"
// indicator. It stays true through the bot's human-like delay until its
// action is applied.
func (m *Match) Thinking() (engine.Seat, bool) {
	if m.turn.bot == engine.NoSeat || m.ctx.Err() != nil {
		return engine.NoSeat, false
	}
	return m.turn.bot, true
}
