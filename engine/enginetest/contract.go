package enginetest

import (
	"errors"
	"fmt"
	"reflect"

	"cardtable/engine"
)

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
func checkClone(st engine.State, legal []engine.Action) error {
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

// checkStep requires the fast path to agree with the full one: AppendLegal
// lists what Legal lists for every seat, and Step leaves the same state as
// Apply.
func checkStep(st engine.State, a engine.Action, seats int) error {
	if _, ok := st.(engine.Stepper); !ok {
		return errors.New("state does not implement engine.Stepper")
	}
	for s := 0; s < seats; s++ {
		seat := engine.Seat(s)
		fast := st.(engine.Stepper).AppendLegal(nil, seat)
		if slow := st.Legal(seat); !sameActions(fast, slow) {
			return fmt.Errorf("step: seat %d: AppendLegal %+v, Legal %+v", seat, fast, slow)
		}
	}
	slow, fast := st.Clone(), st.Clone()
	if _, err := slow.Apply(a); err != nil {
		return fmt.Errorf("step: Apply refused %+v on a clone: %w", a, err)
	}
	if err := fast.(engine.Stepper).Step(a); err != nil {
		return fmt.Errorf("step: Step refused legal %+v: %w", a, err)
	}
	if fast.Notation() != slow.Notation() || !reflect.DeepEqual(fast, slow) {
		return fmt.Errorf("step: Step and Apply of %+v disagree:\n step  %s\n apply %s", a, fast.Notation(), slow.Notation())
	}
	return nil
}

// sameActions compares action lists, an empty list equal to nil.
func sameActions(a, b []engine.Action) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func contains(legal []engine.Action, a engine.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}
