package match

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"cardtable/engine"
)

// SaveVersion is the version of the save format written by Save.
const SaveVersion = 1

// ErrCorruptSave is wrapped by Restore (and LoadAutosave) for any save that
// cannot be read back into a valid match.
var ErrCorruptSave = errors.New("corrupt save")

// saveFile is the stored form of a match: the seats around engine.Save.
type saveFile struct {
	Version int               `json:"version"`
	Seats   []SeatSpec        `json:"seats"`
	Options map[string]string `json:"options,omitempty"` // the game options, as in Setup
	Match   engine.Save       `json:"match"`
}

// Save encodes the match: the seats and the engine save (game, config, seed
// and every action so far).
func (m *Match) Save() ([]byte, error) {
	f := saveFile{
		Version: SaveVersion,
		Seats:   m.setup.Seats,
		Options: m.setup.Options,
		Match:   m.engineSave(),
	}
	data, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("match: save: %w", err)
	}
	return data, nil
}

// Restore rebuilds a match from Save's output, replaying and validating every
// action through the engine. Any problem (bad JSON, unknown version or game,
// seats not matching the config, an unknown bot level, an illegal action) is
// an error wrapping ErrCorruptSave. The restored match has no queued events:
// presenters build the table from View. In a hot-seat game a hand-off is
// pending, since whoever is at the screen has not confirmed.
func Restore(data []byte, opt Options) (*Match, error) {
	m, err := restore(data, opt)
	if err != nil {
		return nil, fmt.Errorf("match: restore: %w: %w", ErrCorruptSave, err)
	}
	return m, nil
}

func restore(data []byte, opt Options) (*Match, error) {
	var f saveFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	if f.Version != SaveVersion {
		return nil, fmt.Errorf("version %d, want %d", f.Version, SaveVersion)
	}
	if f.Match.Config.Seats != len(f.Seats) {
		return nil, fmt.Errorf("%d seats described, config says %d", len(f.Seats), f.Match.Config.Seats)
	}
	if !maps.Equal(f.Options, f.Match.Config.Options) {
		return nil, fmt.Errorf("options %v differ from the config's %v", f.Options, f.Match.Config.Options)
	}
	for i, s := range f.Seats {
		if !s.Human && s.Level == "" {
			return nil, fmt.Errorf("seat %d: bot without a level", i)
		}
	}
	m, _, err := build(Setup{Game: f.Match.Game, Seats: f.Seats, Seed: f.Match.Seed, Options: f.Options}, opt)
	if err != nil {
		return nil, err
	}
	// The engine refuses any action after the end of the match, so a save
	// that replays is a valid match. The passes at the end are applied one
	// by one, to find where the open window last restarted (its answers
	// are the passes since).
	acts := f.Match.Actions
	tail := 0
	for i := len(acts) - 1; i >= 0 && acts[i].Kind == engine.KindPass; i-- {
		tail++
	}
	head := f.Match
	head.Actions = acts[:len(acts)-tail]
	st, err := head.Replay(nil)
	if err != nil {
		return nil, err
	}
	start := len(head.Actions)
	for i, a := range acts[len(head.Actions):] {
		before, beforeToAct := engine.WindowOf(st), slices.Clone(st.ToAct())
		if _, err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("action %d %+v: %w", len(head.Actions)+i, a, err)
		}
		if !sameWindow(before, beforeToAct, engine.WindowOf(st), st.ToAct()) {
			start = len(head.Actions) + i + 1
		}
	}
	m.state, m.actions = st, slices.Clone(acts)
	if err := m.state.Check(); err != nil {
		return nil, err
	}
	m.restoredStart = start
	m.settle(nil, m.turn)
	return m, nil
}
