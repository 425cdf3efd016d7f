// Package play is the one loop that plays a match to its end. The harness,
// the arena's tournaments and its playouts all drive matches through it, so
// they agree on who acts when several seats may: the seat whose answer is
// applied next is drawn from a seeded engine.RNG, never taken in seat order
// (a catch race is fair), and the RNG is drawn only then, so a game where
// one seat acts at a time plays exactly as it would without the loop.
package play

import (
	"fmt"

	"cardtable/engine"
)

// DefaultMaxSteps bounds a match when Options.MaxSteps is zero: a match
// that has not ended by then is reported as an error, not played forever.
const DefaultMaxSteps = 1_000_000

// Chooser answers for one seat. It gets that seat's view and legal actions,
// never the state, so nothing it decides can depend on a hidden card.
type Chooser func(v engine.View, legal []engine.Action) engine.Action

// Move is one decision of a match: who acted (Seat), among which legal
// actions (Legal), with what (Action), and what happened (Events, set only
// for Options.After).
type Move struct {
	Step   int
	Seat   engine.Seat
	Legal  []engine.Action
	Action engine.Action
	Events []engine.Event
}

// Options say how Run plays.
type Options struct {
	// Choose answers for every seat; it is required.
	Choose Chooser
	// Seed seeds the draw among several seats that may act at once.
	Seed uint64
	// MaxSteps bounds the match (DefaultMaxSteps when zero).
	MaxSteps int
	// Before, when set, sees each chosen move on the live state before it
	// is applied (the harness checks there); an error stops the match.
	Before func(st engine.State, m Move) error
	// After, when set, sees each move with its events once applied.
	After func(st engine.State, m Move) error
}

// Run plays st to its end and returns the outcome. It stops with an error
// when a seat to act has no legal action, the chooser answers outside the
// legal list, Apply refuses a legal action, a hook fails, or the match
// outlasts MaxSteps.
func Run(st engine.State, opt Options) (engine.Outcome, error) {
	maxSteps := opt.MaxSteps
	if maxSteps == 0 {
		maxSteps = DefaultMaxSteps
	}
	rng := engine.NewRNG(opt.Seed)
	for step := 0; ; step++ {
		if o, over := st.Outcome(); over {
			if to := st.ToAct(); len(to) != 0 {
				return o, fmt.Errorf("play: match over but %v to act", to)
			}
			return o, nil
		}
		if step >= maxSteps {
			return engine.Outcome{}, fmt.Errorf("play: no end after %d steps", step)
		}
		seat, err := next(st.ToAct(), &rng)
		if err != nil {
			return engine.Outcome{}, fmt.Errorf("play: step %d: %w", step, err)
		}
		m := Move{Step: step, Seat: seat, Legal: st.Legal(seat)}
		if len(m.Legal) == 0 {
			return engine.Outcome{}, fmt.Errorf("play: step %d: seat %d to act has no legal action", step, seat)
		}
		m.Action = opt.Choose(st.View(seat), m.Legal)
		if !contains(m.Legal, m.Action) {
			return engine.Outcome{}, fmt.Errorf("play: step %d: seat %d chose %+v, not legal", step, seat, m.Action)
		}
		if opt.Before != nil {
			if err := opt.Before(st, m); err != nil {
				return engine.Outcome{}, err
			}
		}
		m.Events, err = st.Apply(m.Action)
		if err != nil {
			return engine.Outcome{}, fmt.Errorf("play: step %d: legal %+v refused: %w", step, m.Action, err)
		}
		if opt.After != nil {
			if err := opt.After(st, m); err != nil {
				return engine.Outcome{}, err
			}
		}
	}
}

// next is the seat whose answer is applied now: the only one, or one drawn
// from rng when several may act. The RNG is not drawn for a single seat, so
// games that never open a window keep their random streams.
func next(toAct []engine.Seat, rng *engine.RNG) (engine.Seat, error) {
	switch len(toAct) {
	case 0:
		return engine.NoSeat, fmt.Errorf("nobody to act and no outcome")
	case 1:
		return toAct[0], nil
	}
	return toAct[rng.IntN(len(toAct))], nil
}

func contains(legal []engine.Action, a engine.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}
