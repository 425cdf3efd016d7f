package match

import "cardtable/engine"

// Handoff reports that a hand-off screen naming seat must be shown, covering
// the table, before that person's private view may be shown. It happens only
// in games with secrets and two or more humans: when a human other than the
// current viewer must decide (a turn or an out-of-turn prompt), and at the
// start (or after a restore) before anyone has confirmed. While it is
// pending, HumanTurn reports nothing, Act fails and bot actions wait.
func (m *Match) Handoff() (seat engine.Seat, ok bool) {
	if !m.hotseat || m.over() {
		return engine.NoSeat, false
	}
	h := m.turn.human
	if h == engine.NoSeat {
		// Bots are acting: keep the last person's view, but nobody has
		// claimed the screen yet at the start.
		if !m.confirmed {
			return m.viewer, true
		}
		return engine.NoSeat, false
	}
	if h != m.viewer || !m.confirmed {
		return h, true
	}
	return engine.NoSeat, false
}

// ConfirmHandoff is called when the person named by Handoff confirms they
// are at the screen: their view becomes the viewer's. Without a pending
// hand-off it does nothing.
func (m *Match) ConfirmHandoff() {
	if s, ok := m.Handoff(); ok {
		m.viewer = s
		m.confirmed = true
	}
}
