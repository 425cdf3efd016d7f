package match

import (
	"slices"

	"cardtable/engine"
)

// Prompt is a decision awaited from one seat: the seat and its legal
// actions.
type Prompt struct {
	Seat  engine.Seat
	Legal []engine.Action
}

// turnInfo is who may act in the current position: every seat of ToAct with
// a legal action, humans and bots apart, in ToAct order.
type turnInfo struct {
	win    engine.Window
	toAct  []engine.Seat
	humans []Prompt
	bots   []Prompt
}

func (m *Match) computeTurn() turnInfo {
	t := turnInfo{win: engine.Window{Kind: engine.NoWindow, Turn: engine.NoSeat}}
	if m.over() {
		return t
	}
	t.win = engine.WindowOf(m.state)
	t.toAct = slices.Clone(m.state.ToAct())
	for _, s := range t.toAct {
		if int(s) < 0 || int(s) >= len(m.setup.Seats) {
			continue
		}
		legal := m.state.Legal(s)
		if len(legal) == 0 {
			continue
		}
		if m.setup.Seats[s].Human {
			t.humans = append(t.humans, Prompt{s, legal})
		} else {
			t.bots = append(t.bots, Prompt{s, legal})
		}
	}
	return t
}

// legalOf is the legal list of seat s if it may act now.
func (t *turnInfo) legalOf(s engine.Seat) ([]engine.Action, bool) {
	for _, p := range t.humans {
		if p.Seat == s {
			return p.Legal, true
		}
	}
	for _, p := range t.bots {
		if p.Seat == s {
			return p.Legal, true
		}
	}
	return nil, false
}

// Human reports whether seat s is played by a person.
func (m *Match) Human(s engine.Seat) bool {
	return int(s) >= 0 && int(s) < len(m.setup.Seats) && m.setup.Seats[s].Human
}

// firstHuman is the human to decide, else the first human, else seat 0.
func (m *Match) firstHuman() engine.Seat {
	if p := m.prompted(); p != engine.NoSeat {
		return p
	}
	for i, s := range m.setup.Seats {
		if s.Human {
			return engine.Seat(i)
		}
	}
	return 0
}

// initialViewer: in a hot-seat game nobody until someone confirms the
// hand-off screen; otherwise the human to decide, else the first human.
func (m *Match) initialViewer() engine.Seat {
	if m.hotseat {
		return engine.NoSeat
	}
	return m.firstHuman()
}

// prompted is the human whose decision is asked on screen now (NoSeat if
// none): on a turn, the human on turn; in a blocking window, the human who
// claimed it (or, without secrets to hide, the first human who has not
// declined); beside a turn (optional window), the human on turn. The
// other humans' optional actions are public and taken without a prompt of
// their own (Beside).
func (m *Match) prompted() engine.Seat {
	t := &m.turn
	switch t.win.Kind {
	case engine.Blocking:
		if m.win.claim != engine.NoSeat {
			return m.win.claim
		}
		if m.hotseat {
			return engine.NoSeat
		}
		for _, p := range t.humans {
			if !m.win.declined[p.Seat] {
				return p.Seat
			}
		}
		return engine.NoSeat
	case engine.Optional:
		if _, ok := t.legalOf(t.win.Turn); ok && m.Human(t.win.Turn) {
			return t.win.Turn
		}
		return engine.NoSeat
	}
	if len(t.humans) > 0 {
		return t.humans[0].Seat
	}
	return engine.NoSeat
}

// followTurn moves the viewpoint to the human who must decide, in games
// where views can change freely (no secrets, or a single human). While bots
// act, the viewpoint stays where it was, so the table does not turn around
// between decisions. In hot-seat games a person's view comes only through
// ConfirmHandoff and goes when their decision is made (leave, looking.go).
func (m *Match) followTurn() {
	if m.hotseat {
		m.leave()
		return
	}
	if p := m.prompted(); p != engine.NoSeat {
		m.viewer = p
	}
}

// HumanTurn reports the human seat whose decision is asked on screen now
// and its legal actions (a fresh copy). It reports nothing while a hand-off
// is pending, in a hot-seat reaction window until a human claims it, or
// once the match is over.
func (m *Match) HumanTurn() (seat engine.Seat, legal []engine.Action, ok bool) {
	p := m.prompted()
	if p == engine.NoSeat {
		return engine.NoSeat, nil, false
	}
	if _, pending := m.Handoff(); pending {
		return engine.NoSeat, nil, false
	}
	l, ok := m.turn.legalOf(p)
	if !ok {
		return engine.NoSeat, nil, false
	}
	return p, slices.Clone(l), true
}

// Beside lists the humans who may act beside another seat's turn in an
// optional window (DOS's "DOS!" and catches) with those actions, Pass left
// out: every human at the table but the one HumanTurn serves. The actions
// of an optional window are public, so they are offered on the table as
// they are, without a hand-off, and nothing waits for them. Each legal
// list is a fresh copy; nothing while a hand-off is pending.
func (m *Match) Beside() []Prompt {
	if m.turn.win.Kind != engine.Optional {
		return nil
	}
	if _, pending := m.Handoff(); pending {
		return nil
	}
	served := m.prompted()
	var out []Prompt
	for _, p := range m.turn.humans {
		if p.Seat == served {
			continue
		}
		var acts []engine.Action
		for _, a := range p.Legal {
			if a.Kind != engine.KindPass {
				acts = append(acts, a)
			}
		}
		if len(acts) > 0 {
			out = append(out, Prompt{p.Seat, acts})
		}
	}
	return out
}

// Thinking reports a bot seat that must decide now, for a "thinking…"
// indicator. It stays true through the bot's human-like delay until its
// action is applied. In a blocking window it reports nothing: the bots'
// answers (mostly passes) must not show who is still deciding.
func (m *Match) Thinking() (engine.Seat, bool) {
	if m.ctx.Err() != nil {
		return engine.NoSeat, false
	}
	switch m.turn.win.Kind {
	case engine.Blocking:
		return engine.NoSeat, false
	case engine.Optional:
		if _, ok := m.turn.legalOf(m.turn.win.Turn); ok && !m.Human(m.turn.win.Turn) {
			return m.turn.win.Turn, true
		}
		return engine.NoSeat, false
	}
	if len(m.turn.bots) == 0 {
		return engine.NoSeat, false
	}
	return m.turn.bots[0].Seat, true
}

// publicWindow reports a hot-seat blocking window with humans in it and no
// claim: the reaction bar asks everyone at once.
func (m *Match) publicWindow() bool {
	return m.hotseat && m.turn.win.Kind == engine.Blocking && m.win.claim == engine.NoSeat && len(m.win.humans) > 0
}
