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

// Replay rebuilds the state of a save, validating every action through
// Apply. It is the one replay of the project: saves, restored matches, the
// table's history and the harness all use it. visit, when not nil, sees the
// opening events (step -1, zero action) and then each action with its
// events, unredacted.
func (s Save) Replay(visit func(step int, a Action, events []Event)) (State, error) {
	r, err := Lookup(s.Game)
	if err != nil {
		return nil, err
	}
	st, opening, err := r.New(s.Config, s.Seed)
	if err != nil {
		return nil, fmt.Errorf("engine: replay %s: %w", s.Game, err)
	}
	if visit != nil {
		visit(-1, Action{}, opening)
	}
	for i, a := range s.Actions {
		evs, err := st.Apply(a)
		if err != nil {
			return nil, fmt.Errorf("engine: replay %s: action %d %+v: %w", s.Game, i, a, err)
		}
		if visit != nil {
			visit(i, a, evs)
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
	st, err := s.Replay(nil)
	if err != nil {
		return Save{}, nil, err
	}
	return s, st, nil
}
