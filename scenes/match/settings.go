package match

import (
	"encoding/json"
	"errors"
	"fmt"
)

// SettingsFile is the store name of the settings.
const SettingsFile = "settings.json"

// ErrCorruptSettings is wrapped by LoadSettings when the settings could not
// be parsed; the file has then been set aside and defaults are in use.
var ErrCorruptSettings = errors.New("corrupt settings")

// Speed levels shared by AnimSpeed and BotSpeed.
const (
	SpeedSlow = iota
	SpeedNormal
	SpeedFast
	SpeedInstant
)

// Bounds of the numeric settings.
const (
	MinReactionSeconds = 2
	MaxReactionSeconds = 30
)

// Settings are the user's preferences, stored as JSON.
type Settings struct {
	Language    string `json:"language"`    // BCP 47 tag; "" = from the system
	AnimSpeed   int    `json:"animSpeed"`   // SpeedSlow … SpeedInstant
	BotSpeed    int    `json:"botSpeed"`    // SpeedSlow … SpeedInstant
	Contrast    int    `json:"contrast"`    // 0–100 %, 50 neutral (post-processing shader)
	Grain       int    `json:"grain"`       // 0–100 %, 50 neutral
	Temperature int    `json:"temperature"` // 0–100 %, 50 neutral
	ShowOdds    bool   `json:"showOdds"`
	Fullscreen  bool   `json:"fullscreen"`
	Volume      int    `json:"volume"` // 0–100, of the sound effects
	Muted       bool   `json:"muted"`  // no sound at all, whatever the volume
	// ReactionSeconds is the length of a reaction window (Nope, DOS catch).
	ReactionSeconds int `json:"reactionSeconds"`
	// Hints offers the Hint button on the table (the Hard bot's choice).
	Hints bool `json:"hints"`
}

// DefaultSettings are used on first start and whenever the stored settings
// cannot be read.
func DefaultSettings() Settings {
	return Settings{
		AnimSpeed:       SpeedNormal,
		BotSpeed:        SpeedNormal,
		Contrast:        50,
		Grain:           50,
		Temperature:     50,
		ShowOdds:        true,
		Volume:          70,
		ReactionSeconds: 5,
		Hints:           true,
	}
}

func clamp(v, lo, hi int) int {
	return max(lo, min(v, hi))
}

// Normalize clamps every value into its range, so a hand-edited or older
// file cannot put the program in a state the settings screen cannot show.
func (s Settings) Normalize() Settings {
	s.AnimSpeed = clamp(s.AnimSpeed, SpeedSlow, SpeedInstant)
	s.BotSpeed = clamp(s.BotSpeed, SpeedSlow, SpeedInstant)
	s.Contrast = clamp(s.Contrast, 0, 100)
	s.Grain = clamp(s.Grain, 0, 100)
	s.Temperature = clamp(s.Temperature, 0, 100)
	s.Volume = clamp(s.Volume, 0, 100)
	s.ReactionSeconds = clamp(s.ReactionSeconds, MinReactionSeconds, MaxReactionSeconds)
	if len(s.Language) > 35 { // longer than any sensible BCP 47 tag
		s.Language = ""
	}
	return s
}

// LoadSettings never fails hard: it always returns usable settings. A missing
// file gives the defaults and no error. A file that does not parse is set
// aside (settings.json.corrupt) and reported with an error wrapping
// ErrCorruptSettings, with the defaults. Fields missing from the file keep
// their defaults; out-of-range values are clamped.
func LoadSettings(st Store) (Settings, error) {
	def := DefaultSettings()
	data, err := st.Load(SettingsFile)
	if err != nil {
		if isNotExist(err) {
			return def, nil
		}
		return def, fmt.Errorf("match: load settings: %w", err)
	}
	s := def
	if err := json.Unmarshal(data, &s); err != nil {
		cause := fmt.Errorf("match: settings: %w: %w", ErrCorruptSettings, err)
		if aerr := st.SetAside(SettingsFile); aerr != nil {
			return def, fmt.Errorf("%w (set aside: %v)", cause, aerr)
		}
		return def, cause
	}
	return s.Normalize(), nil
}

// SaveSettings stores s (normalized).
func SaveSettings(st Store, s Settings) error {
	data, err := json.MarshalIndent(s.Normalize(), "", "  ")
	if err != nil {
		return fmt.Errorf("match: save settings: %w", err)
	}
	if err := st.Save(SettingsFile, data); err != nil {
		return fmt.Errorf("match: save settings: %w", err)
	}
	return nil
}

// BotDelayFor is the base delay in ticks (60 per second) before a bot's
// decision is shown, for a BotSpeed setting: Options.BotDelay. The actual
// delay is seeded-random between it and twice it.
func BotDelayFor(botSpeed int) int {
	switch clamp(botSpeed, SpeedSlow, SpeedInstant) {
	case SpeedSlow:
		return 60
	case SpeedNormal:
		return 30
	case SpeedFast:
		return 12
	}
	return 0
}

// AnimScale is the multiplier of every animation's duration for an
// AnimSpeed setting; 0 means instant (presenters jump to the end state).
func AnimScale(animSpeed int) float64 {
	switch clamp(animSpeed, SpeedSlow, SpeedInstant) {
	case SpeedSlow:
		return 1.6
	case SpeedNormal:
		return 1
	case SpeedFast:
		return 0.5
	}
	return 0
}
