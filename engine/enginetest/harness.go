// Package enginetest is the shared harness every game's tests run: seeded
// random playouts that check the engine contract after every step.
package enginetest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"cardtable/engine"
)

// Options tune a harness run.
type Options struct {
	Matches  int    // seeded random matches to play (default 200)
	Seed     uint64 // first seed
	MinSeats int    // seat counts cycle from MinSeats to MaxSeats (default: the game's limits)
	MaxSeats int
	MaxSteps int // a match longer than this fails termination (default 100,000)
	// DeepEvery runs the costlier checks (clone, replay, leak) every N steps
	// (default 1: every step).
	DeepEvery int
	// Chooser picks the next action; nil picks uniformly at random. Used to
	// plug bots in (the no-leak check then covers their choices too).
	Chooser func(st engine.State, seat engine.Seat, legal []engine.Action, rng *rand.Rand) engine.Action
	Config  func(seats int) engine.Config // nil: engine.Config{Seats: seats}
}

// Run plays opt.Matches seeded random matches of r, checking after every
// step: card conservation (State.Check), that the applied action was in
// Legal, that an illegal action is rejected with the state unchanged, Clone
// equality and independence, replay determinism, termination, and that no
// seat's View (nor the chooser's decision) changes when the cards hidden from
// that seat are permuted.
func Run(t *testing.T, r engine.Rules, opt Options) {
	t.Helper()
	opt = withDefaults(r, opt)
	for m := 0; m < opt.Matches; m++ {
		seats := opt.MinSeats + m%(opt.MaxSeats-opt.MinSeats+1)
		seed := opt.Seed + uint64(m)
		if err := playMatch(r, opt, seats, seed); err != nil {
			t.Fatalf("%s: %d seats, seed %d: %v", r.Describe().ID, seats, seed, err)
		}
	}
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
		opt.Chooser = func(_ engine.State, _ engine.Seat, legal []engine.Action, rng *rand.Rand) engine.Action {
			return legal[rng.IntN(len(legal))]
		}
	}
	return opt
}

// playMatch plays one seeded match to its end with every check.
func playMatch(r engine.Rules, opt Options, seats int, seed uint64) error {
	cfg := opt.Config(seats)
	st, _, err := r.New(cfg, seed)
	if err != nil {
		return fmt.Errorf("new: %w", err)
	}
	if err := st.Check(); err != nil {
		return fmt.Errorf("after deal: %w", err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	save := engine.Save{Game: r.Describe().ID, Config: cfg, Seed: seed}
	var transcript []string
	for step := 0; ; step++ {
		if _, over := st.Outcome(); over {
			if len(st.ToAct()) != 0 {
				return fmt.Errorf("match over but %v to act", st.ToAct())
			}
			return checkReplay(save, st, transcript)
		}
		if step >= opt.MaxSteps {
			return fmt.Errorf("no end after %d steps", step)
		}
		deep := step%opt.DeepEvery == 0
		toAct := st.ToAct()
		if len(toAct) == 0 {
			return fmt.Errorf("step %d: nobody to act and no outcome", step)
		}
		seat := toAct[rng.IntN(len(toAct))]
		legal := st.Legal(seat)
		if len(legal) == 0 {
			return fmt.Errorf("step %d: seat %d to act with no legal action", step, seat)
		}
		if deep {
			if err := checkIllegal(st, seat, legal); err != nil {
				return fmt.Errorf("step %d: %w", step, err)
			}
			if err := checkClone(st, seat, legal); err != nil {
				return fmt.Errorf("step %d: %w", step, err)
			}
			if err := checkNoLeak(st, seat, legal, opt, seed+uint64(step)); err != nil {
				return fmt.Errorf("step %d: %w", step, err)
			}
		}
		a := opt.Chooser(st, seat, legal, rng)
		if !contains(legal, a) {
			return fmt.Errorf("step %d: chooser picked %+v, not in Legal", step, a)
		}
		events, err := st.Apply(a)
		if err != nil {
			return fmt.Errorf("step %d: legal action %+v refused: %w", step, a, err)
		}
		save.Actions = append(save.Actions, a)
		for _, e := range events {
			transcript = append(transcript, e.String())
		}
		if err := st.Check(); err != nil {
			return fmt.Errorf("step %d after %+v: %w\n%s", step, a, err, st.Notation())
		}
	}
}

func contains(legal []engine.Action, a engine.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}

// checkIllegal tries actions outside Legal and requires a refusal that
// leaves the state exactly as it was.
func checkIllegal(st engine.State, seat engine.Seat, legal []engine.Action) error {
	before := st.Clone()
	probes := []engine.Action{
		{By: seat, Kind: 0, Target: engine.NoSeat},
		{By: seat, Kind: 255, Target: engine.NoSeat},
		{By: seat + 100, Kind: legal[0].Kind, Target: legal[0].Target, Card: legal[0].Card},
		{By: legal[0].By, Kind: legal[0].Kind, Target: legal[0].Target, Card: legal[0].Card + 1000},
		{By: legal[0].By, Kind: legal[0].Kind, Target: 99, Card: legal[0].Card},
	}
	var tried []engine.Action
	for _, a := range probes {
		if contains(legal, a) {
			continue
		}
		tried = append(tried, a)
		_, err := st.Apply(a)
		if err == nil {
			return fmt.Errorf("illegal %+v accepted", a)
		}
		if !errors.Is(err, engine.ErrIllegal) {
			return fmt.Errorf("illegal %+v: error does not wrap ErrIllegal: %v", a, err)
		}
	}
	// One deep comparison after all probes: reflect.DeepEqual dominates the
	// harness's run time, and a refused probe must change nothing anyway.
	if !reflect.DeepEqual(before, st) {
		return fmt.Errorf("one of the illegal actions %+v changed the state", tried)
	}
	return nil
}

// checkClone requires a clone equal to the original and independent of it.
func checkClone(st engine.State, seat engine.Seat, legal []engine.Action) error {
	c := st.Clone()
	if !reflect.DeepEqual(c, st) {
		return fmt.Errorf("clone differs:\n%s\n%s", c.Notation(), st.Notation())
	}
	if c.Notation() != st.Notation() {
		return errors.New("clone notation differs")
	}
	before := st.Notation()
	if _, err := c.Apply(legal[len(legal)-1]); err != nil {
		return fmt.Errorf("clone refused a legal action: %w", err)
	}
	if st.Notation() != before {
		return errors.New("acting on a clone changed the original")
	}
	return nil
}

// checkNoLeak permutes the cards each seat cannot see and requires the same
// view and the same decision from the chooser.
func checkNoLeak(st engine.State, seat engine.Seat, legal []engine.Action, opt Options, seed uint64) error {
	h, ok := st.(engine.Hider)
	if !ok {
		return errors.New("state does not implement engine.Hider")
	}
	rng := engine.NewRNG(seed)
	for _, viewer := range []engine.Seat{seat, 0} {
		alt := h.PermuteHidden(viewer, &rng)
		if err := alt.Check(); err != nil {
			return fmt.Errorf("permuted state broken: %w", err)
		}
		if !reflect.DeepEqual(st.View(viewer), alt.View(viewer)) {
			return fmt.Errorf("seat %d's view changes when its hidden cards move", viewer)
		}
		if viewer != seat {
			continue
		}
		a1 := opt.Chooser(st, seat, legal, rand.New(rand.NewPCG(seed, 1)))
		a2 := opt.Chooser(alt, seat, alt.Legal(seat), rand.New(rand.NewPCG(seed, 1)))
		if a1 != a2 {
			return fmt.Errorf("seat %d's choice changes with hidden cards: %+v vs %+v", seat, a1, a2)
		}
	}
	return nil
}

// checkReplay replays the save and requires the same final state and the
// same event transcript.
func checkReplay(save engine.Save, final engine.State, transcript []string) error {
	data, err := save.Marshal()
	if err != nil {
		return err
	}
	_, st, err := engine.ParseSave(data)
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	if st.Notation() != final.Notation() || !reflect.DeepEqual(st, final) {
		return fmt.Errorf("replay ends elsewhere:\n%s\n%s", st.Notation(), final.Notation())
	}
	// Same actions again, collecting events, must give the same transcript.
	i := 0
	var differ error
	_, err = save.Replay(func(step int, _ engine.Action, evs []engine.Event) {
		if step < 0 {
			return // the harness's transcript starts after the opening
		}
		for _, e := range evs {
			if differ == nil && (i >= len(transcript) || e.String() != transcript[i]) {
				differ = fmt.Errorf("replay event %d differs: %s", i, e)
			}
			i++
		}
	})
	if err != nil {
		return err
	}
	if differ != nil {
		return differ
	}
	if i != len(transcript) {
		return fmt.Errorf("replay has %d events, first run %d", i, len(transcript))
	}
	return nil
}
