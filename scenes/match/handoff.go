package match

import "cardtable/engine"

// Handoff reports that a hand-off screen naming seat must be shown, covering
// the table, before that person's private view may be shown. It happens only
// in games with secrets and two or more humans: when a human other than the
// current viewer must decide (a turn, an out-of-turn prompt, a claimed
// reaction), and at the start (or after a restore) before anyone has
// confirmed. While it is pending, HumanTurn reports nothing, Act fails, bot
// actions wait and the reaction countdown is paused.
func (m *Match) Handoff() (seat engine.Seat, ok bool) {
	if !m.hotseat || m.over() {
		return engine.NoSeat, false
	}
	h := m.prompted()
	if h == engine.NoSeat {
		// Bots are acting: keep the last person's view, but nobody has
		// claimed the screen yet at the start. A window waiting for
		// claims shows nobody's view.
		if m.viewer == engine.NoSeat && !m.publicWindow() {
			return m.firstHuman(), true
		}
		return engine.NoSeat, false
	}
	if h != m.viewer {
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
	}
}
