// Package ai holds the computer players. A bot sees only its seat's View and
// the legal actions, never the State, so it cannot cheat by construction.
//
// Decisions are anytime: Begin returns a Thinking that is advanced in small
// slices of deterministic work, so the same bot runs on a desktop goroutine
// and inside the single-threaded browser build without freezing the page.
package ai

import (
	"context"

	"cardtable/engine"
)

// Bot chooses actions for one seat from its View and legal list (never the
// State).
type Bot interface {
	// Name is the registry name of the bot ("hard", "basic", …).
	Name() string
	// Begin starts a decision; the returned Thinking is advanced in slices.
	// legal must be non-empty; rng is only used during this decision (see
	// DecisionRNG).
	Begin(v engine.View, legal []engine.Action, rng *engine.RNG) Thinking
}

// Thinking is one decision in progress.
type Thinking interface {
	// Think does up to about work units of deterministic work (evaluated
	// nodes, playout steps — never wall-clock) and reports whether the
	// decision is final. See SliceWork for a slice size that fits a frame.
	Think(work int) (done bool)
	// Best is the best action found so far; it is valid at any time, even
	// before the first Think.
	Best() engine.Action
	// Stop abandons an unfinished decision and frees what it holds. Best
	// stays valid. Calling it after the decision is done is harmless.
	Stop()
}

// SliceWork is the recommended work per Think call when the caller must stay
// responsive (one slice per 60 Hz tick). One unit is roughly 0.14 µs of Hard
// search natively on the 2-core machine (BenchmarkHardSlice: Think(2000)
// takes 0.27 ms), so a slice stays near 1 ms natively and a few ms in
// WebAssembly, under the 5 ms a tick can spare (BENCHMARKS.md).
const SliceWork = 8000

// Choose runs a whole decision (desktop goroutine, arena, tests). If ctx is
// cancelled before the decision is final, the best action found so far is
// returned. A bot given no legal action returns the zero Action.
func Choose(ctx context.Context, b Bot, v engine.View, legal []engine.Action, rng *engine.RNG) engine.Action {
	if len(legal) == 0 {
		return engine.Action{}
	}
	th := b.Begin(v, legal, rng)
	for !th.Think(SliceWork) {
		if ctx.Err() != nil {
			th.Stop()
			break
		}
	}
	return th.Best()
}

// decided is the Thinking of a decision made at once by a fixed policy.
type decided struct{ a engine.Action }

func (d decided) Think(int) bool      { return true }
func (d decided) Best() engine.Action { return d.a }
func (d decided) Stop()               {}

// Done wraps an action chosen without search as a finished Thinking.
func Done(a engine.Action) Thinking { return decided{a} }

// saltDecision separates bot decisions from the other streams derived from
// a match seed (a table's human-like delays, for instance).
const saltDecision = 0xb07_5eed_0000_0001

// DecisionRNG is the random source of one bot decision: the decision-th
// action of the match (counting every action before it), by seat, in the
// match seeded with seed. Deriving it per decision, rather than keeping a
// generator per seat running, makes a restored match continue exactly as
// the original would have, and makes the arena and the app agree.
func DecisionRNG(seed uint64, seat engine.Seat, decision int) *engine.RNG {
	r := engine.Derive(seed, saltDecision, uint64(int64(seat)), uint64(decision))
	return &r
}
