package records

import (
	"errors"
	"slices"
	"strings"
	"time"

	"cardtable/engine"
)

// Seat is one seat of a kept match.
type Seat struct {
	Name   string `json:"name"`             // the name shown at the table
	Player string `json:"player,omitempty"` // a saved player's id; "" for a typed name or a bot
	Bot    string `json:"bot,omitempty"`    // the bot level ("easy","normal","hard"); "" for a person
}

// Match is one finished match.
type Match struct {
	ID      string      `json:"id"` // unique (e.g. time + random), used to skip duplicates on import
	Ended   time.Time   `json:"ended"`
	Seats   []Seat      `json:"seats"`
	Winners []int       `json:"winners"` // seat indexes
	Save    engine.Save `json:"save"`    // game, config (options), seed and every action
}

// Entry is what the history's index knows of a match without decoding its
// save: enough to list, filter and count wins. History.Match gives the
// whole match.
type Entry struct {
	ID      string
	Ended   time.Time
	Game    string
	Options map[string]string // the game's options (engine.Config.Options)
	Seats   []Seat
	Winners []int
	// Actions is the number of actions of the save.
	Actions int

	seq int // position in the log, for a stable order among equal dates
}

// Won reports whether seat is among the winners.
func (e Entry) Won(seat int) bool { return slices.Contains(e.Winners, seat) }

// Filter selects entries; an empty field selects everything.
type Filter struct {
	// Game keeps the matches of one game id.
	Game string
	// Player keeps the matches where a seat is this saved player's id.
	Player string
	// Name keeps the matches where a seat shows this name (case
	// insensitive): typed names, or bots by their name at the table.
	Name string
}

// Match reports whether e passes the filter.
func (f Filter) Match(e Entry) bool {
	if f.Game != "" && e.Game != f.Game {
		return false
	}
	if f.Player == "" && f.Name == "" {
		return true
	}
	for _, s := range e.Seats {
		if f.Player != "" && s.Player == f.Player {
			return true
		}
		if f.Name != "" && strings.EqualFold(s.Name, f.Name) {
			return true
		}
	}
	return false
}

// ErrFull is returned (wrapped) by Append and Import when the platform's
// storage has no room for the record: the disk is full, or the browser's
// quota or BrowserBudget is reached. Nothing already kept is lost and the
// record is not kept; the caller tells the player.
var ErrFull = errors.New("records: the history is full")

// ErrNotFound is returned by History.Match for an entry that is not in the
// history.
var ErrNotFound = errors.New("records: no such match")

// normalized is m as it reads back: the date in UTC without a monotonic
// reading, no options as nil.
func (m Match) normalized() Match {
	m.Ended = m.Ended.UTC().Round(0)
	if len(m.Save.Config.Options) == 0 {
		m.Save.Config.Options = nil
	}
	return m
}

// check says what is wrong with a match before it is kept: an empty id,
// seats not matching the save's config, winners out of range.
func (m Match) check() error {
	switch {
	case m.ID == "":
		return errors.New("no id")
	case strings.ContainsAny(m.ID, "\t\n"):
		return errors.New("id with a tab or newline")
	case m.Save.Game == "":
		return errors.New("no game")
	case len(m.Seats) != m.Save.Config.Seats:
		return errors.New("seats do not match the config")
	}
	for _, w := range m.Winners {
		if w < 0 || w >= len(m.Seats) {
			return errors.New("winner out of range")
		}
	}
	return nil
}
