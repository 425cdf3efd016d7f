package match

import (
	"encoding/json"
	"errors"
	"fmt"
)

// LobbyFile is the store name of each game's last set-up in the lobby.
const LobbyFile = "lobby.json"

// ErrCorruptLobby is wrapped by LoadLobby when the file could not be
// parsed; it has then been set aside and every game opens on its default.
var ErrCorruptLobby = errors.New("corrupt lobby set-ups")

// LobbySetup is what the lobby remembers of a game: the seats (names,
// people, bot levels, saved players) and the options, not the seed (each
// match is a new deal unless a seed or code is typed again).
type LobbySetup struct {
	Seats   []SeatSpec        `json:"seats"`
	Options map[string]string `json:"options,omitempty"`
}

// LoadLobby returns the last set-up of every game, by game id. A missing
// file gives none. A file that does not parse is set aside and reported
// with an error wrapping ErrCorruptLobby, with none. The set-ups are not
// checked against the games here: the lobby keeps what still fits.
func LoadLobby(st Store) (map[string]LobbySetup, error) {
	data, err := st.Load(LobbyFile)
	if err != nil {
		if isNotExist(err) {
			return map[string]LobbySetup{}, nil
		}
		return map[string]LobbySetup{}, fmt.Errorf("match: load lobby: %w", err)
	}
	var out map[string]LobbySetup
	if err := json.Unmarshal(data, &out); err != nil || out == nil {
		cause := fmt.Errorf("match: lobby: %w: %v", ErrCorruptLobby, err)
		if aerr := st.SetAside(LobbyFile); aerr != nil {
			return map[string]LobbySetup{}, fmt.Errorf("%w (set aside: %v)", cause, aerr)
		}
		return map[string]LobbySetup{}, cause
	}
	return out, nil
}

// SaveLobby stores game's set-up beside the other games' (an unreadable
// file is replaced).
func SaveLobby(st Store, game string, s LobbySetup) error {
	all, _ := LoadLobby(st)
	all[game] = s
	data, err := json.MarshalIndent(all, "", "  ")
	if err != nil {
		return fmt.Errorf("match: save lobby: %w", err)
	}
	if err := st.Save(LobbyFile, data); err != nil {
		return fmt.Errorf("match: save lobby: %w", err)
	}
	return nil
}
