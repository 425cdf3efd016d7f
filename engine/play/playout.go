package play

import (
	"fmt"

	"cardtable/engine"
)

// Playout is Run's allocation-free variant for playouts and search: it
// plays through engine.Stepper, without events or views, and draws the
// seat to act exactly as Run does. Reuse one Playout across matches with
// Reset so its buffer is allocated once.
type Playout struct {
	st  engine.State
	sp  engine.Stepper
	end ender // st's own Over, when it has one: cheaper than Outcome
	rng engine.RNG
	buf []engine.Action
}

// NewPlayout prepares a playout of st with the seat draw seeded by seed.
func NewPlayout(st engine.State, seed uint64) (*Playout, error) {
	p := &Playout{buf: make([]engine.Action, 0, 64)}
	if err := p.Reset(st, seed); err != nil {
		return nil, err
	}
	return p, nil
}

// Reset starts over on another state, keeping the buffer.
func (p *Playout) Reset(st engine.State, seed uint64) error {
	sp, ok := st.(engine.Stepper)
	if !ok {
		return fmt.Errorf("play: %T has no fast path (engine.Stepper)", st)
	}
	p.st, p.sp, p.rng = st, sp, engine.NewRNG(seed)
	p.end, _ = st.(ender)
	return nil
}

// ender is implemented by states that tell whether they are over without
// building an Outcome (playouts ask before every step).
type ender interface{ Over() bool }

// Over reports whether the match has ended.
func (p *Playout) Over() bool {
	if p.end != nil {
		return p.end.Over()
	}
	_, over := p.st.Outcome()
	return over
}

// Step applies one action: the seat to act is drawn as in Run, and pick
// chooses among its legal actions (the slice is reused by the next Step).
func (p *Playout) Step(pick func(legal []engine.Action) engine.Action) error {
	// next's draw, inlined: a playout steps a million times a second.
	to := p.st.ToAct()
	var seat engine.Seat
	switch len(to) {
	case 1:
		seat = to[0]
	case 0:
		_, err := next(to, &p.rng)
		return fmt.Errorf("play: playout: %w", err)
	default:
		seat = to[p.rng.IntN(len(to))]
	}
	legal := p.sp.AppendLegal(p.buf[:0], seat)
	if len(legal) == 0 {
		return fmt.Errorf("play: playout: seat %d to act has no legal action", seat)
	}
	if cap(legal) > cap(p.buf) {
		// Kept only when it grew: storing it every step would cost a write
		// barrier whenever the collector runs.
		p.buf = legal[:0]
	}
	if err := p.sp.Step(pick(legal)); err != nil {
		return fmt.Errorf("play: playout: %w", err)
	}
	return nil
}

// Finish steps until the match ends, at most maxSteps times (DefaultMaxSteps when zero).
func (p *Playout) Finish(pick func(legal []engine.Action) engine.Action, maxSteps int) error {
	if maxSteps == 0 {
		maxSteps = DefaultMaxSteps
	}
	for step := 0; !p.Over(); step++ {
		if step >= maxSteps {
			return fmt.Errorf("play: playout: no end after %d steps", step)
		}
		if err := p.Step(pick); err != nil {
			return err
		}
	}
	return nil
}
