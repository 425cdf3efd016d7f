package match

import "cardtable/engine"

// Who may be looking at the screen. With two or more people at a table
// with secrets (hot seat), a person's private view is on screen only from
// the moment they confirm the hand-off cover until their own decision is
// made and its own motion has played. Every other moment — bots thinking
// and moving, a window asking the whole table, the round's count, waiting
// for the next person — shows nobody's view. With one person (or no
// secrets) the screen follows that person throughout. Viewer is the one
// function that says it; the table takes every view, event and hint from
// it.

// Hide says why the screen shows nobody's view in a hot-seat game.
type Hide int

const (
	// NotHidden: a person's view is shown (or the table has no secrets to
	// hide, or the match is over).
	NotHidden Hide = iota
	// HideBots: bots are thinking or moving.
	HideBots
	// HideWindow: a reaction window asks the whole table at once.
	HideWindow
	// HideNext: the next person is to take the device (the cover is up or
	// about to be, or the round's count is on screen).
	HideNext
)

// Viewer is the seat whose private view the screen may show now, or
// engine.NoSeat for nobody's (a spectator's view: every hand face down).
// In a hot-seat game it is the person who last confirmed the hand-off
// cover, from that confirmation until their decision is made and its
// motion has played (the table reports its motion done through
// Tick(idle)); a round's end or a window asking everyone takes it away at
// once. It is never a person whose hand-off is still to be confirmed.
func (m *Match) Viewer() engine.Seat { return m.viewer }

// Hidden reports, while a hot-seat screen shows nobody's view, why, and
// whose hand went away last (engine.NoSeat before anyone's was shown), so
// the table can say it in a few words.
func (m *Match) Hidden() (left engine.Seat, why Hide) {
	if !m.hotseat || m.viewer != engine.NoSeat || m.over() {
		return engine.NoSeat, NotHidden
	}
	switch {
	case m.publicWindow():
		why = HideWindow
	case m.prompted() != engine.NoSeat:
		why = HideNext
	default:
		why = HideBots
	}
	return m.left, why
}

// keepsView reports whether the viewer may keep the screen after the
// position changed: only while the decision asked on screen is still
// theirs, no window asks everyone and no round has ended since they
// confirmed.
func (m *Match) keepsView() bool {
	return m.prompted() == m.viewer && !m.publicWindow() && !m.roundEnded
}

// leave follows a change of position in a hot-seat game: when the viewer's
// decision is made, their view is kept until their own motion has played
// (release), except after a round's end or when a window asks everyone,
// which take it away at once.
func (m *Match) leave() {
	if m.viewer == engine.NoSeat || m.keepsView() {
		m.leaving = false
		return
	}
	if m.roundEnded || m.publicWindow() {
		m.left, m.viewer, m.leaving, m.roundEnded = m.viewer, engine.NoSeat, false, false
		return
	}
	m.leaving = true
}

// release gives the screen to nobody once the table is idle after the
// viewer's decision (their motion has played).
func (m *Match) release(idle bool) {
	if !m.leaving || !idle {
		return
	}
	m.leaving = false
	if m.viewer != engine.NoSeat && !m.keepsView() {
		m.left, m.viewer = m.viewer, engine.NoSeat
	}
}

// noteRoundEnd remembers, in a hot-seat game, that events ended a round:
// the count that follows is shown to nobody, whoever acts next.
func (m *Match) noteRoundEnd(events []engine.Event) {
	if !m.hotseat || m.viewer == engine.NoSeat {
		return
	}
	for _, e := range events {
		if end, ok := e.(engine.Ending); ok {
			if round, match := end.Ends(); round || match {
				m.roundEnded = true
				return
			}
		}
	}
}
