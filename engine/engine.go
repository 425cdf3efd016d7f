// Package engine is the headless rules core shared by every game: the
// contract each game implements, the registry of games, the seeded RNG and
// the save format. It never imports graphics and is deterministic from a seed.
package engine

import (
	"errors"
	"fmt"
	"sort"
)

// Seat identifies a player position at the table, counted from 0.
type Seat int8

// NoSeat marks the absence of a seat (no target, nobody to act).
const NoSeat Seat = -1

// Config says how a match is set up. Options carry game-specific settings
// with string values so the save format stays stable across games.
type Config struct {
	Seats   int               `json:"seats"`
	Options map[string]string `json:"options,omitempty"`
}

// Action is one decision by one seat. Kind, Target and Card are interpreted
// by each game; Legal is the only source of valid actions.
type Action struct {
	By     Seat  `json:"by"`
	Kind   uint8 `json:"k"`
	Target Seat  `json:"t"`
	Card   int16 `json:"c"`
}

// Event is something that happened, produced by Apply. For returns the copy a
// given viewer may see (hidden cards redacted), or nil if the viewer sees
// nothing of it. String gives a stable one-line form used in transcripts.
type Event interface {
	For(viewer Seat) Event
	String() string
}

// View is everything one seat knows about the match, as a game-specific
// struct. Bots receive views, never states.
type View interface {
	Viewer() Seat
}

// Outcome is the final result of a match.
type Outcome struct {
	Winners []Seat `json:"winners"`
	Scores  []int  `json:"scores"`
	// Rounds is the number of rounds played, for games played in rounds.
	Rounds int `json:"rounds,omitempty"`
}

// Rules describes one game and creates matches of it.
type Rules interface {
	// Describe says what the game is (id, seats, secrets, options).
	Describe() Descriptor
	// New starts a match and returns the events of what it already played
	// (the opening deal), so a table shows and logs them like any other.
	New(cfg Config, seed uint64) (State, []Event, error)
}

// State is a match in progress.
type State interface {
	// ToAct lists the seats that may act now. The slice must not be modified.
	ToAct() []Seat
	// Legal lists every legal action of seat s in a fixed order.
	Legal(s Seat) []Action
	// Apply performs a. An illegal action returns an error and leaves the
	// state unchanged.
	Apply(a Action) ([]Event, error)
	// View is exactly what seat s knows.
	View(s Seat) View
	// Outcome reports the result once the match is over.
	Outcome() (Outcome, bool)
	// Clone is a deep, independent copy.
	Clone() State
	// Notation is the compact one-line text form of the position.
	Notation() string
	// Check verifies internal invariants (every card in exactly one place).
	Check() error
}

// Stepper is the allocation-free fast path used by playouts and search:
// AppendLegal appends the legal actions of s to dst, Step applies an action
// without producing events. Both agree exactly with Legal and Apply.
type Stepper interface {
	AppendLegal(dst []Action, s Seat) []Action
	Step(a Action) error
}

// Hider is implemented by states that can shuffle what a viewer cannot see,
// so tests can prove views and bots do not depend on hidden cards.
type Hider interface {
	PermuteHidden(viewer Seat, rng *RNG) State
}

// Determinizer builds a full state consistent with a view, dealing the
// cards the view cannot see at random. Search bots need nothing else.
type Determinizer interface {
	Determinize(v View, rng *RNG) (State, error)
}

// ErrIllegal is wrapped by every error returned for an action not in Legal.
var ErrIllegal = errors.New("illegal action")

var registry = map[string]Rules{}

// Register adds a game to the registry; games call it from init.
func Register(r Rules) {
	id := r.Describe().ID
	if _, dup := registry[id]; dup {
		panic("engine: game registered twice: " + id)
	}
	registry[id] = r
}

// Unregister removes a game; tests that register a fake game call it
// when they end.
func Unregister(id string) { delete(registry, id) }

// Lookup returns the registered game with the given id.
func Lookup(id string) (Rules, error) {
	r, ok := registry[id]
	if !ok {
		return nil, fmt.Errorf("engine: unknown game %q", id)
	}
	return r, nil
}

// Games lists the registered games sorted by id.
func Games() []Rules {
	out := make([]Rules, 0, len(registry))
	for _, r := range registry {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Describe().ID < out[j].Describe().ID })
	return out
}

// IsLegal reports whether a appears in the legal list of its seat.
func IsLegal(st State, a Action) bool {
	for _, l := range st.Legal(a.By) {
		if l == a {
			return true
		}
	}
	return false
}

// KindPass is the action kind every game uses for "I do not react" when
// several seats may act at once (docs/ARCHITECTURE.md §2: blocking windows and optional
// actions beside a turn). A pass is applied and saved like any action but
// never produces an event, so nobody learns who passed.
const KindPass uint8 = 0xF0

// WindowKind says how the seats in ToAct act together.
type WindowKind uint8

// The shapes of several seats at once.
const (
	// NoWindow: one seat decides (a turn).
	NoWindow WindowKind = iota
	// Blocking: the play on top resolves only when every seat in ToAct has
	// passed since the last change (Zombie Kittens' Nope/NOW). Legal offers
	// Pass to everyone in the window and the reactions only to holders.
	Blocking
	// Optional: seats other than Turn may act beside the turn (DOS's
	// catch); nothing waits for them, and the turn's next match or draw
	// ends the chance.
	Optional
)

// Window describes who may act at once now.
type Window struct {
	Kind WindowKind
	// Turn is the seat on turn beside optional actions (NoSeat otherwise).
	Turn Seat
	// Change counts the reactions (actions other than a pass) since the
	// window opened: a reaction restarts the countdown.
	Change int
}

// Reactor is implemented by the states of games with reactions
// (Descriptor.Reactions); a state without it never has a window.
type Reactor interface {
	Window() Window
}

// WindowOf reports the window of st (NoWindow for games without reactions).
func WindowOf(st State) Window {
	if r, ok := st.(Reactor); ok {
		return r.Window()
	}
	return Window{Kind: NoWindow, Turn: NoSeat}
}

// Ending is implemented by the events that end a round or the match, so a
// table shows round and match results without knowing the game's events.
type Ending interface {
	// Ends reports whether the event ends a round and whether it ends the
	// match.
	Ends() (round, match bool)
}
