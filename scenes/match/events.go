package match

import "cardtable/engine"

// Drain returns the events since the last Drain, redacted for the current
// Viewer (events the viewer may not see at all are left out), oldest first.
// Redaction happens here rather than when the action is applied so that
// events still queued when a hand-off is confirmed are shown as the new
// viewer may see them. It returns nil when nothing happened.
func (m *Match) Drain() []engine.Event {
	if len(m.pending) == 0 {
		return nil
	}
	var out []engine.Event
	for _, e := range m.pending {
		if e == nil {
			continue
		}
		if r := e.For(m.viewer); r != nil {
			out = append(out, r)
		}
	}
	clear(m.pending) // let the events be collected
	m.pending = m.pending[:0]
	return out
}
