package match

import "cardtable/engine"

// Handoff reports that a hand-off screen naming seat must be shown, covering
// the table, before that person's private view may be shown. It happens only
// in games with secrets and two or more humans: when a human other than the
// current viewer must decide (a turn, an out-of-turn prompt, a claimed
// reaction), at the start (or after a restore) before anyone has
// confirmed, and again for the same person after a round's count. While it is pending, HumanTurn reports nothing, Act fails, bot
// actions wait and the reaction countdown is paused.
func (m *Match) Handoff() (seat engine.Seat, ok bool) {
	if !m.hotseat || m.over() {
		return engine.NoSeat, false
	}
	h := m.prompted()
	if h == engine.NoSeat {
		// Bots are acting, or a window asks everyone: nobody's view is
		// shown (Viewer), no cover needed.
		return engine.NoSeat, false
	}
	if h != m.viewer || m.leaving {
		return h, true
	}
	return engine.NoSeat, false
}

// ConfirmHandoff is called when the person named by Handoff confirms they
// are at the screen: their view becomes the viewer's. Without a pending
// hand-off it does nothing.
func (m *Match) ConfirmHandoff() {
	if s, ok := m.Handoff(); ok {
		m.viewer, m.leaving, m.roundEnded = s, false, false
	}
}
