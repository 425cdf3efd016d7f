// Package match runs one match on screen without knowing about the screen: it
// owns the engine state, asks every seat that may act (a human through
// HumanTurn and Act, a bot through package ai), applies the decisions, queues
// the events redacted for the viewing seat, schedules bot thinking and bot
// delays in 60 Hz ticks, runs reaction windows (countdown, claims, declines;
// see Window) and decides when a hot-seat hand-off screen is needed. It also
// stores the settings and the autosave. It knows no game: what a game is
// comes from its engine.Descriptor.
//
// It is plain Go (no ebiten), uses no wall-clock time and no global random
// source, so it is tested headless and a seeded match of bots is exactly
// reproducible.
package match

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/records"
)

// SeatSpec describes who sits at one seat.
type SeatSpec struct {
	Name  string `json:"name"`
	Human bool   `json:"human"`
	// Level is the bot level for a bot seat (easy, normal, hard; see
	// ai.Levels); ignored for humans.
	Level string `json:"level,omitempty"`
}

// Setup is everything needed to start a match; the same Setup and Seed give
// the same deal.
type Setup struct {
	Game    string
	Seats   []SeatSpec
	Seed    uint64
	Options map[string]string // game options (engine.Config.Options)
}

// Options tune how the match runs, not what is played; they are not saved.
type Options struct {
	// Async makes bots think on their own goroutine (desktop). Otherwise
	// (browser, tests) they think in slices inside Tick. Both give the same
	// decisions.
	Async bool
	// SliceWork is the work units per Think call: one call per Tick in slice
	// mode, and the chunk size of the goroutine's loop in Async mode.
	// 0 means ai.SliceWork.
	SliceWork int
	// BotDelay is the base human-like delay in idle ticks before a bot's
	// action is applied; the actual delay is seeded-random in
	// [BotDelay, 2*BotDelay]. 0 applies a decision as soon as it is made.
	// See BotDelayFor.
	BotDelay int
	// ReactionSeconds is the countdown of a blocking reaction window
	// (Settings.ReactionSeconds), counted in idle ticks, 60 a second; 0
	// means the default setting. It is clamped like the setting.
	ReactionSeconds int
	// Finished, when set, is called once with the match's record when an
	// action ends the match (not a round): the App appends it to the
	// history. A match restored already over is not handed over again, and
	// an unfinished match never is.
	Finished func(records.Match)
}

// reactionTicks is the length of a blocking window's countdown.
func (o Options) reactionTicks() int {
	s := o.ReactionSeconds
	if s == 0 {
		s = DefaultSettings().ReactionSeconds
	}
	return 60 * clamp(s, MinReactionSeconds, MaxReactionSeconds)
}

// ErrHandoffPending is returned by Act while a hand-off screen must be
// confirmed first.
var ErrHandoffPending = errors.New("match: hand-off not confirmed")

// ErrOver is returned by Act once the match has ended.
var ErrOver = errors.New("match: the match is over")

// Match is one match in progress. It is not safe for concurrent use: the
// scene calls it from its Update only. Bot goroutines (Async) never touch it.
type Match struct {
	setup   Setup
	opt     Options
	state   engine.State
	rules   engine.Rules
	actions []engine.Action

	bots   []ai.Bot // nil at human seats
	humans int

	turn turnInfo // who may act now, recomputed after every action
	// viewer is whose view the screen shows. In a hot-seat game it is only
	// ever a human who confirmed the hand-off screen, or NoSeat (a
	// spectator's view) before anyone has.
	viewer  engine.Seat
	hotseat bool // secrets and 2+ humans: views change through hand-offs
	// leaving: the viewer's decision is made; their view goes once their
	// motion has played (release). roundEnded: a round ended since they
	// confirmed. left: whose view went last. See looking.go.
	leaving, roundEnded bool
	left                engine.Seat
	win                 windowInfo
	// restoredStart is where the open window of a restored match last
	// restarted (windowInfo.start), until its first settle; -1 otherwise.
	restoredStart int

	pending []engine.Event // raw events, redacted when drained

	jobs   []*botJob       // the decision in progress of each bot seat (nil: none)
	ctx    context.Context // cancelled by Close: ends bot goroutines
	cancel context.CancelFunc
	// seatMu serializes the goroutines of one seat's bot: a cancelled
	// decision may still be finishing its last slice when the next starts.
	seatMu []sync.Mutex

	botErr error
	kept   bool // the record went to Options.Finished
}

// New starts a match. Bot seats with an empty Level get "normal".
func New(setup Setup, opt Options) (*Match, error) {
	m, opening, err := build(setup, opt)
	if err != nil {
		return nil, err
	}
	// What the engine's New already played (Flip 7's first deal) is shown
	// like any other event.
	m.pending = append(m.pending, opening...)
	m.settle(nil, m.turn)
	return m, nil
}

// build creates the match at its first decision, before any action, and
// returns the events of the opening.
func build(setup Setup, opt Options) (*Match, []engine.Event, error) {
	setup = cloneSetup(setup)
	r, err := engine.Lookup(setup.Game)
	if err != nil {
		return nil, nil, fmt.Errorf("match: new: %w", err)
	}
	if err := r.Describe().Validate(engine.Config{Seats: len(setup.Seats), Options: setup.Options}); err != nil {
		return nil, nil, fmt.Errorf("match: new: %w", err)
	}
	if opt.SliceWork <= 0 {
		opt.SliceWork = ai.SliceWork
	}
	opt.BotDelay = max(opt.BotDelay, 0)
	m := &Match{setup: setup, opt: opt, bots: make([]ai.Bot, len(setup.Seats)),
		seatMu: make([]sync.Mutex, len(setup.Seats)), jobs: make([]*botJob, len(setup.Seats))}
	for i := range setup.Seats {
		s := &setup.Seats[i]
		if s.Human {
			s.Level = ""
			m.humans++
			continue
		}
		if s.Level == "" {
			s.Level = ai.LevelNormal
		}
		b, err := ai.New(setup.Game, s.Level)
		if err != nil {
			return nil, nil, fmt.Errorf("match: new: seat %d: %w", i, err)
		}
		m.bots[i] = b
	}
	st, opening, err := r.New(m.config(), setup.Seed)
	if err != nil {
		return nil, nil, fmt.Errorf("match: new: %w", err)
	}
	m.state, m.rules = st, r
	m.hotseat = r.Describe().SecretHands && m.humans >= 2
	m.ctx, m.cancel = context.WithCancel(context.Background())
	m.win = windowInfo{claim: engine.NoSeat, declined: make([]bool, len(setup.Seats))}
	m.restoredStart = -1
	m.left = engine.NoSeat
	m.turn = m.computeTurn()
	m.viewer = m.initialViewer()
	return m, opening, nil
}

func cloneSetup(s Setup) Setup {
	s.Seats = slices.Clone(s.Seats)
	s.Options = maps.Clone(s.Options)
	return s
}

func (m *Match) config() engine.Config {
	return engine.Config{Seats: len(m.setup.Seats), Options: maps.Clone(m.setup.Options)}
}

// Setup returns a copy of the match's setup (with the defaults New filled in).
func (m *Match) Setup() Setup { return cloneSetup(m.setup) }

// State is the live engine state, for presenters to read. Do not apply
// actions to it: use Act.
func (m *Match) State() engine.State { return m.state }

// View is what the viewing seat knows now (see Viewer).
func (m *Match) View() engine.View { return m.state.View(m.viewer) }

// Actions is the number of actions applied since the start (autosave after
// each one).
func (m *Match) Actions() int { return len(m.actions) }

// Outcome reports the result once the match has ended.
func (m *Match) Outcome() (engine.Outcome, bool) { return m.state.Outcome() }

func (m *Match) over() bool {
	_, over := m.state.Outcome()
	return over
}

// Act applies a human's decision. The engine validates it; an illegal action
// (or one by a bot seat, or out of turn) returns an error wrapping
// engine.ErrIllegal and changes nothing. A human's Pass in a blocking
// window is their Decline.
func (m *Match) Act(a engine.Action) error {
	if m.over() {
		return ErrOver
	}
	if _, ok := m.Handoff(); ok {
		return ErrHandoffPending
	}
	if int(a.By) < 0 || int(a.By) >= len(m.setup.Seats) {
		return fmt.Errorf("match: act: no seat %d: %w", a.By, engine.ErrIllegal)
	}
	if !m.setup.Seats[a.By].Human {
		return fmt.Errorf("match: act: seat %d is a bot: %w", a.By, engine.ErrIllegal)
	}
	if m.turn.win.Kind == engine.Blocking && m.asked(a.By) {
		if a.Kind == engine.KindPass && engine.IsLegal(m.state, a) {
			return m.Decline(a.By)
		}
		// A reaction is chosen from a private prompt: in a hot-seat game
		// only by the human who claimed the window and is at the screen.
		if m.hotseat && a.By != m.prompted() {
			return fmt.Errorf("match: act: seat %d has not claimed the window: %w", a.By, engine.ErrIllegal)
		}
	}
	if err := m.apply(a); err != nil {
		return fmt.Errorf("match: act: %w", err)
	}
	return nil
}

// apply performs a validated-by-the-engine action and does the bookkeeping
// every action needs, whoever made it.
func (m *Match) apply(a engine.Action) error {
	before := m.turn
	events, err := m.state.Apply(a)
	if err != nil {
		return err
	}
	m.actions = append(m.actions, a)
	m.pending = append(m.pending, events...)
	m.noteRoundEnd(events)
	m.settle(&a, before)
	m.finished()
	return nil
}

// settle recomputes who acts after the state changed (a, when not nil, was
// just applied in the position before), drops the bot decisions made for a
// position that is gone, restarts the reaction window after a change and
// moves the viewpoint.
func (m *Match) settle(a *engine.Action, before turnInfo) {
	m.turn = m.computeTurn()
	m.dropStaleJobs()
	m.updateWindow(a, before)
	m.followTurn()
	m.passAlone()
}

// Rematch starts a new match with the same seats and options and a new seed.
// The receiver is left as it is; Close it when it is no longer shown.
func (m *Match) Rematch(seed uint64) (*Match, error) {
	s := m.Setup()
	s.Seed = seed
	return New(s, m.opt)
}

// Close stops any bot still thinking. The match stays readable; Tick does
// nothing afterwards.
func (m *Match) Close() {
	for s := range m.jobs {
		m.dropJob(engine.Seat(s))
	}
	m.cancel()
}

// BotError reports the last bot decision that the engine rejected (a bot
// bug); the first legal action was played instead so the match goes on.
func (m *Match) BotError() error { return m.botErr }
