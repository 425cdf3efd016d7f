// Package stats computes each person's statistics per game from the
// history, by replaying every match's save: nothing is stored beside the
// history that could disagree with it. The shared part names no game: each
// game's own figures are counted by a Counter its package registers
// (records/stats/<game>), read from the engine's events of the replay.
package stats

import (
	"maps"
	"slices"

	"cardtable/engine"
)

// Agg says how a figure adds up over matches.
type Agg uint8

// The ways a figure adds up.
const (
	// PerRound: the sum over matches divided by the rounds the seat played.
	PerRound Agg = iota
	// PerMatch: the sum over matches divided by the matches counted.
	PerMatch
	// Sum: the total over matches.
	Sum
	// Least: the smallest value of the matches where it applies (a race's
	// rounds); matches where it does not report NaN.
	Least
)

// Figure is one of a game's own figures.
type Figure struct {
	// ID names it; its text is the locale message "<game>.stats_<ID>".
	ID  string
	Agg Agg
}

// Sample is one seat's figures of one match, as a Counter reports them:
// Values in the order of the game's Figures (NaN: does not apply to this
// match), Rounds the rounds the seat took part in (for PerRound figures).
type Sample struct {
	Values []float64
	Rounds int
}

// Counter counts one match's figures for every seat from the events of its
// replay (unredacted: the match is over, nothing is secret any more).
type Counter interface {
	Event(ev engine.Event)
	Seat(s engine.Seat) Sample
}

// Game is what a game registers: its figures, which of them the screen
// charts match by match, and a Counter for one match.
type Game struct {
	Figures []Figure
	Chart   int // index in Figures of the figure charted match by match
	New     func(s engine.Save) Counter
}

var games = map[string]Game{}

// Register adds game's figures; a game's stats package calls it from init.
func Register(game string, g Game) { games[game] = g }

// Lookup is game's registration.
func Lookup(game string) (Game, bool) {
	g, ok := games[game]
	return g, ok
}

// Games lists the games with figures, sorted.
func Games() []string { return slices.Sorted(maps.Keys(games)) }
