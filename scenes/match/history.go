package match

import (
	"slices"

	"cardtable/engine"
	"cardtable/records"
)

// Record is the finished match as the history keeps it: its seats (a
// person by name, a bot by name and level), its winners and its save. ID
// and date are left for the history to fill (the match reads no clock).
// ok is false while the match is not over.
func (m *Match) Record() (rec records.Match, ok bool) {
	o, over := m.state.Outcome()
	if !over {
		return records.Match{}, false
	}
	rec.Seats = make([]records.Seat, len(m.setup.Seats))
	for i, s := range m.setup.Seats {
		rec.Seats[i] = records.Seat{Name: s.Name}
		if !s.Human {
			rec.Seats[i].Bot = s.Level
		}
	}
	for _, w := range o.Winners {
		rec.Winners = append(rec.Winners, int(w))
	}
	rec.Save = m.engineSave()
	return rec, true
}

// engineSave is the match so far as an engine.Save.
func (m *Match) engineSave() engine.Save {
	return engine.Save{Game: m.setup.Game, Config: m.config(), Seed: m.setup.Seed,
		Actions: slices.Clone(m.actions)}
}

// finished hands the record to Options.Finished the first time an action
// ends the match. A match restored already over was handed over when it
// ended, so Restore never calls it.
func (m *Match) finished() {
	if m.kept || m.opt.Finished == nil {
		return
	}
	if rec, ok := m.Record(); ok {
		m.kept = true
		m.opt.Finished(rec)
	}
}
