package match

import "cardtable/engine"

// WithState runs f with the match's state replaced by s, then puts the
// state back. It exists for the frame-level secrets check: the table draws
// the same frame again from a copy of the state whose cards hidden from
// the viewer are permuted (engine.Hider), and the two pictures must be the
// same. Nothing is applied to s.
func (m *Match) WithState(s engine.State, f func()) {
	st, turn := m.state, m.turn
	m.state = s
	m.turn = m.computeTurn()
	defer func() { m.state, m.turn = st, turn }()
	f()
}
