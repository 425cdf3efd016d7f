package engine

import (
	"encoding/json"
	"fmt"
)

// Save is a whole match as it is stored on disk, in bug reports and in golden
// tests: the setup plus every action in order. Loading replays the actions.
type Save struct {
	Game    string   `json:"game"`
	Config  Config   `json:"config"`
	Seed    uint64   `json:"seed"`
	Actions []Action `json:"actions"`
}

// Replay rebuilds the state of a save, validating every action through Apply.
func (s Save) Replay() (State, error) {
	r, err := Lookup(s.Game)
	if err != nil {
		return nil, err
	}
	st, err := r.New(s.Config, s.Seed)
	if err != nil {
		return nil, fmt.Errorf("engine: replay %s: %w", s.Game, err)
	}
	for i, a := range s.Actions {
		if _, err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("engine: replay %s: action %d %+v: %w", s.Game, i, a, err)
		}
	}
	return st, nil
}

// Marshal encodes the save as JSON.
func (s Save) Marshal() ([]byte, error) { return json.Marshal(s) }

// ParseSave decodes a save and replays it, so a save that loads is known to
// be a valid match.
func ParseSave(data []byte) (Save, State, error) {
	var s Save
	if err := json.Unmarshal(data, &s); err != nil {
		return Save{}, nil, fmt.Errorf("engine: parse save: %w", err)
	}
	st, err := s.Replay()
	if err != nil {
		return Save{}, nil, err
	}
	return s, st, nil
}
