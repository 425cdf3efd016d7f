package match

import (
	"errors"
	"fmt"
	"slices"

	"cardtable/engine"
)

// ErrNoWindow is wrapped by Claim, Decline and DeclineAll when the seat is
// not asked in an open window (or "no one" is not allowed yet).
var ErrNoWindow = errors.New("match: not asked in a reaction window")

// WindowState is a reaction window as the table shows it (docs/ARCHITECTURE.md §4). It
// says nothing that depends on who holds what: the humans asked, which of
// them declined, the countdown; never which bot has passed.
type WindowState struct {
	Kind engine.WindowKind
	// Turn is the seat on turn beside an optional window (NoSeat otherwise).
	Turn engine.Seat
	// Change counts the reactions since the window opened.
	Change int
	// TicksLeft of Ticks is the countdown of a blocking window with humans
	// in it (60 ticks a second); both 0 otherwise. It restarts after each
	// reaction.
	TicksLeft, Ticks int
	// Paused: a hand-off cover is up, the countdown waits.
	Paused bool
	// Humans are the human seats asked since the last change, in seat
	// order: one claim button each.
	Humans []engine.Seat
	// Declined are those of Humans who declined (their Pass is applied when
	// the window closes).
	Declined []engine.Seat
	// Claim is the human whose claim is being served (NoSeat if none).
	Claim engine.Seat
	// NoOne: every human has declined, so DeclineAll may close the window
	// now ("no one").
	NoOne bool
}

// windowInfo is the match's side of the open window, restarted after each
// change.
type windowInfo struct {
	humans   []engine.Seat // asked since the last change, seat order
	declined []bool        // per seat
	claim    engine.Seat
	left     int // countdown ticks left; 0 when not counting
	total    int
	// start is the number of actions applied when the window last
	// restarted: the actions since are passes answering it (a pass that
	// settles a play and reopens the window beneath restarts it too).
	start int
}

// Window reports the open reaction window, if any.
func (m *Match) Window() (WindowState, bool) {
	w := m.turn.win
	if w.Kind == engine.NoWindow || m.over() {
		return WindowState{}, false
	}
	ws := WindowState{Kind: w.Kind, Turn: w.Turn, Change: w.Change, TicksLeft: m.win.left,
		Ticks: m.win.total, Humans: slices.Clone(m.win.humans), Claim: m.win.claim, NoOne: m.noOne()}
	_, ws.Paused = m.Handoff()
	for _, h := range m.win.humans {
		if m.win.declined[h] || !m.asked(h) {
			ws.Declined = append(ws.Declined, h)
		}
	}
	return ws, true
}

// asked reports whether human seat s may still answer the open window.
func (m *Match) asked(s engine.Seat) bool {
	if m.turn.win.Kind == engine.NoWindow || !slices.Contains(m.win.humans, s) {
		return false
	}
	_, ok := m.turn.legalOf(s)
	return ok
}

// noOne reports whether every human asked in a blocking window declined.
func (m *Match) noOne() bool {
	if m.turn.win.Kind != engine.Blocking || len(m.win.humans) == 0 {
		return false
	}
	for _, h := range m.win.humans {
		if m.asked(h) && !m.win.declined[h] {
			return false
		}
	}
	return true
}

// Claim is a human's "I react" in an open blocking window: in a hot-seat game it
// leads to their hand-off screen, then their legal reactions through
// HumanTurn and Act; otherwise they are asked at once. A human who had
// declined may still claim until the window closes.
func (m *Match) Claim(s engine.Seat) error {
	if m.turn.win.Kind != engine.Blocking || !m.asked(s) {
		return fmt.Errorf("match: claim: seat %d: %w", s, ErrNoWindow)
	}
	m.win.claim = s
	m.win.declined[s] = false
	m.followTurn()
	return nil
}

// Decline is a human's "not me" in a blocking window. Their Pass is applied
// when the window closes (the countdown runs out, or DeclineAll), so a
// window stays open the same time whatever the hands; with a single human
// at the table (nobody else watching) it is applied at once.
func (m *Match) Decline(s engine.Seat) error {
	if m.turn.win.Kind != engine.Blocking || !m.asked(s) {
		return fmt.Errorf("match: decline: seat %d: %w", s, ErrNoWindow)
	}
	m.win.declined[s] = true
	if m.win.claim == s {
		m.win.claim = engine.NoSeat
		m.followTurn()
	}
	if m.humans == 1 {
		return m.passHumans()
	}
	return nil
}

// DeclineAll is the "no one" button: once every human asked has declined
// (WindowState.NoOne) it applies their passes, closing the window as soon
// as the bots in it have answered.
func (m *Match) DeclineAll() error {
	if !m.noOne() {
		return fmt.Errorf("match: no one: %w", ErrNoWindow)
	}
	return m.passHumans()
}

// passHumans applies Pass for every human still asked, in seat order (all
// passes: the order decides nothing).
func (m *Match) passHumans() error {
	for _, h := range slices.Clone(m.win.humans) {
		if !m.asked(h) {
			continue
		}
		a := engine.Action{By: h, Kind: engine.KindPass, Target: engine.NoSeat}
		if !engine.IsLegal(m.state, a) {
			continue
		}
		if err := m.apply(a); err != nil {
			return fmt.Errorf("match: pass for seat %d: %w", h, err)
		}
	}
	return nil
}

// updateWindow restarts the window's bookkeeping unless a was a pass that
// left the same window open (same kind and change, nobody new to act).
func (m *Match) updateWindow(a *engine.Action, before turnInfo) {
	w := m.turn.win
	same := a != nil && a.Kind == engine.KindPass && sameWindow(before.win, before.toAct, w, m.turn.toAct)
	if same {
		if m.win.claim != engine.NoSeat && !m.asked(m.win.claim) {
			m.win.claim = engine.NoSeat
		}
		return
	}
	start := len(m.actions)
	if a == nil && m.restoredStart >= 0 {
		start, m.restoredStart = m.restoredStart, -1 // a restored match: its passes were counted
	}
	m.win = windowInfo{claim: engine.NoSeat, declined: make([]bool, len(m.setup.Seats)), start: start}
	if w.Kind == engine.NoWindow {
		return
	}
	for _, p := range m.turn.humans {
		if w.Kind == engine.Optional && p.Seat == w.Turn {
			continue
		}
		m.win.humans = append(m.win.humans, p.Seat)
	}
	slices.Sort(m.win.humans)
	if w.Kind == engine.Blocking && len(m.win.humans) > 0 {
		m.win.total = m.opt.reactionTicks()
		m.win.left = m.win.total
	}
}

// sameWindow reports whether a pass left the window as it was: still
// open, the same change, nobody new asked.
func sameWindow(before engine.Window, beforeToAct []engine.Seat, after engine.Window, afterToAct []engine.Seat) bool {
	if after.Kind == engine.NoWindow || after != before {
		return false
	}
	for _, s := range afterToAct {
		if !slices.Contains(beforeToAct, s) {
			return false
		}
	}
	return true
}

// passAlone applies the Pass of the only human at the table when it is all
// they may do in a blocking window: nobody else is watching, so closing at
// once reveals nothing.
func (m *Match) passAlone() {
	if m.humans != 1 || m.turn.win.Kind != engine.Blocking {
		return
	}
	for _, p := range m.turn.humans {
		if len(p.Legal) == 1 && p.Legal[0].Kind == engine.KindPass {
			_ = m.apply(p.Legal[0]) // from the engine's own legal list
			return
		}
	}
}

// countdown runs the window's countdown for one idle tick without a cover
// up, and applies Pass for every human asked when it runs out. It reports
// whether it did.
func (m *Match) countdown() bool {
	if m.turn.win.Kind != engine.Blocking || m.win.left <= 0 {
		return false
	}
	m.win.left--
	if m.win.left > 0 {
		return false
	}
	if err := m.passHumans(); err != nil {
		m.botErr = err
	}
	return true
}
