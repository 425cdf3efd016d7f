package match

import (
	"encoding/json"
	"fmt"
)

// AutosaveFile is the store name of the match in progress.
const AutosaveFile = "autosave.json"

// SaveAutosave stores the match so it can be continued after a restart; call
// it after every action (Actions changes).
func SaveAutosave(st Store, m *Match) error {
	data, err := m.Save()
	if err != nil {
		return err
	}
	if err := st.Save(AutosaveFile, data); err != nil {
		return fmt.Errorf("match: autosave: %w", err)
	}
	return nil
}

// LoadAutosave restores the autosaved match. It returns (nil, nil) when there
// is none. A save that cannot be restored is set aside (autosave.json.corrupt)
// and reported with an error wrapping ErrCorruptSave: the user is told, the
// file is kept for a bug report, and the title no longer offers Continue.
func LoadAutosave(st Store, opt Options) (*Match, error) {
	data, err := st.Load(AutosaveFile)
	if err != nil {
		if isNotExist(err) {
			return nil, nil
		}
		return nil, fmt.Errorf("match: load autosave: %w", err)
	}
	m, err := Restore(data, opt)
	if err != nil {
		if aerr := st.SetAside(AutosaveFile); aerr != nil {
			return nil, fmt.Errorf("match: autosave: %w (set aside: %v)", err, aerr)
		}
		return nil, fmt.Errorf("match: autosave: %w", err)
	}
	return m, nil
}

// HasAutosave reports whether an autosave exists (for the title's Continue
// button); it does not check that it restores.
func HasAutosave(st Store) bool {
	_, err := st.Load(AutosaveFile)
	return err == nil
}

// ClearAutosave removes the autosave (the match ended or was abandoned).
func ClearAutosave(st Store) error {
	if err := st.Remove(AutosaveFile); err != nil && !isNotExist(err) {
		return fmt.Errorf("match: clear autosave: %w", err)
	}
	return nil
}

// AutosaveSummary is what the title says of the autosave: its game and
// seats, read without replaying it.
type AutosaveSummary struct {
	Game  string
	Seats []SeatSpec
}

// PeekAutosave reads the game and seats of the autosave; false when there
// is none or it does not parse (Continue then says only "Continue", and
// LoadAutosave reports the problem).
func PeekAutosave(st Store) (AutosaveSummary, bool) {
	data, err := st.Load(AutosaveFile)
	if err != nil {
		return AutosaveSummary{}, false
	}
	var f saveFile
	if json.Unmarshal(data, &f) != nil || f.Match.Game == "" {
		return AutosaveSummary{}, false
	}
	return AutosaveSummary{Game: f.Match.Game, Seats: f.Seats}, true
}
