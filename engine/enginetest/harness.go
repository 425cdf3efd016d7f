// Package enginetest is the shared harness every game's tests run: seeded
// random matches, played by the one play loop (engine/play), that check the
// engine contract, and the secrets, after every step.
package enginetest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"cardtable/engine"
	"cardtable/engine/play"
)

// Options tune a harness run.
type Options struct {
	Matches  int    // seeded random matches to play (default 200)
	Seed     uint64 // first seed
	MinSeats int    // seat counts cycle from MinSeats to MaxSeats (default: the game's limits)
	MaxSeats int
	MaxSteps int // a match longer than this fails termination (default 100,000)
	// DeepEvery is the one place that says how often the costlier checks
	// run: every DeepEvery-th step (default 1: every step) checks illegal
	// actions, Clone, Step against Apply, and — for two viewers, the seat
	// acting and another turning with the step (see viewers) — the view,
	// the legal list and the chooser under permuted hidden cards, the
	// redacted events, and Determinize. Conservation (State.Check), the
	// window contract, legality of the chosen action and termination are
	// checked at every step, replay at the end.
	DeepEvery int
	// Chooser picks the next action from the seat's view and legal list
	// (never the state); nil picks uniformly at random. Used to plug bots
	// in (the no-leak check then covers their choices too).
	Chooser func(v engine.View, legal []engine.Action, rng *rand.Rand) engine.Action
	Config  func(seats int) engine.Config // nil: engine.Config{Seats: seats}
}

// Run plays opt.Matches seeded random matches of r with every check of
// Check, and fails t at the first broken one.
func Run(t *testing.T, r engine.Rules, opt Options) {
	t.Helper()
	if err := Check(r, opt); err != nil {
		t.Fatal(err)
	}
}

// Check plays opt.Matches seeded random matches of r and returns the first
// broken contract: card conservation (State.Check), the window contract
// (engine.Window), legality of the chosen action, refusal of illegal actions with the state unchanged, Clone
// equality and independence, Step agreeing with Apply and AppendLegal with
// Legal, views and choices that do not change when the cards hidden from a
// seat are permuted, the same redacted events for a viewer whenever its
// view ends the same (the differential redaction check), Determinize
// giving back the view it was given, termination, and replay through
// engine.Save.Replay giving the same state and transcript (opening events
// included). r must be registered (the replay looks it up) and its states
// must implement engine.Hider and engine.Stepper, and r engine.Determinizer.
func Check(r engine.Rules, opt Options) error {
	opt = withDefaults(r, opt)
	for m := 0; m < opt.Matches; m++ {
		seats := opt.MinSeats + m%(opt.MaxSeats-opt.MinSeats+1)
		seed := opt.Seed + uint64(m)
		if err := playMatch(r, opt, seats, seed); err != nil {
			return fmt.Errorf("%s: %d seats, seed %d: %w", r.Describe().ID, seats, seed, err)
		}
	}
	return nil
}

func withDefaults(r engine.Rules, opt Options) Options {
	lo, hi := r.Describe().MinSeats, r.Describe().MaxSeats
	if opt.Matches == 0 {
		opt.Matches = 200
	}
	if opt.MinSeats == 0 {
		opt.MinSeats = lo
	}
	if opt.MaxSeats == 0 {
		opt.MaxSeats = hi
	}
	if opt.MaxSteps == 0 {
		opt.MaxSteps = 100_000
	}
	if opt.DeepEvery == 0 {
		opt.DeepEvery = 1
	}
	if opt.Config == nil {
		opt.Config = func(n int) engine.Config { return engine.Config{Seats: n} }
	}
	if opt.Chooser == nil {
		opt.Chooser = func(_ engine.View, legal []engine.Action, rng *rand.Rand) engine.Action {
			return legal[rng.IntN(len(legal))]
		}
	}
	return opt
}

// playMatch plays one seeded match to its end with every check.
func playMatch(r engine.Rules, opt Options, seats int, seed uint64) error {
	det, ok := r.(engine.Determinizer)
	if !ok {
		return errors.New("rules do not implement engine.Determinizer")
	}
	cfg := opt.Config(seats)
	st, opening, err := r.New(cfg, seed)
	if err != nil {
		return fmt.Errorf("new: %w", err)
	}
	if err := st.Check(); err != nil {
		return fmt.Errorf("after deal: %w", err)
	}
	save := engine.Save{Game: r.Describe().ID, Config: cfg, Seed: seed}
	transcript := texts(opening)
	rng := rand.New(rand.NewPCG(seed, 7))
	_, err = play.Run(st, play.Options{
		Seed:     seed,
		MaxSteps: opt.MaxSteps,
		Choose: func(v engine.View, legal []engine.Action) engine.Action {
			return opt.Chooser(v, legal, rng)
		},
		Before: func(st engine.State, m play.Move) error {
			if err := checkWindow(st); err != nil {
				return fmt.Errorf("step %d: %w", m.Step, err)
			}
			if m.Step%opt.DeepEvery != 0 {
				return nil
			}
			if err := deepChecks(st, det, m, opt, seats, seed+uint64(m.Step)); err != nil {
				return fmt.Errorf("step %d: %w", m.Step, err)
			}
			return nil
		},
		After: func(st engine.State, m play.Move) error {
			save.Actions = append(save.Actions, m.Action)
			transcript = append(transcript, texts(m.Events)...)
			if err := st.Check(); err != nil {
				return fmt.Errorf("step %d after %+v: %w\n%s", m.Step, m.Action, err, st.Notation())
			}
			return nil
		},
	})
	if err != nil {
		return err
	}
	return checkReplay(save, st, transcript)
}

// deepChecks are the costlier checks of one step, before m is applied.
func deepChecks(st engine.State, det engine.Determinizer, m play.Move, opt Options, seats int, seed uint64) error {
	if err := checkIllegal(st, m.Seat, m.Legal); err != nil {
		return err
	}
	if err := checkClone(st, m.Legal); err != nil {
		return err
	}
	if err := checkStep(st, m.Action, seats); err != nil {
		return err
	}
	rng := engine.NewRNG(seed)
	for _, viewer := range viewers(m, seats) {
		if err := checkSecrets(st, viewer, m, opt, &rng); err != nil {
			return err
		}
		if err := checkDeterminize(st, det, viewer, &rng); err != nil {
			return err
		}
	}
	return nil
}

// viewers are the seats whose secrets a deep step checks: the seat acting
// and one other, turning with the step, so that over a match every seat is
// checked as a bystander while a step costs two viewers, not one per seat.
func viewers(m play.Move, seats int) []engine.Seat {
	if seats == 1 {
		return []engine.Seat{m.Seat}
	}
	other := (int(m.Seat) + 1 + m.Step%(seats-1)) % seats
	return []engine.Seat{m.Seat, engine.Seat(other)}
}

func texts(evs []engine.Event) []string {
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = e.String()
	}
	return out
}
