package enginetest

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"sort"

	"cardtable/engine"
	"cardtable/engine/play"
)

// checkSecrets permutes the cards hidden from viewer and requires that
// nothing the viewer is given depends on them: its view, its legal list,
// its chooser's answer, and — differentially — the redacted events of the
// move about to be played, whenever the viewer's view ends the same in
// both worlds. An event that tells a viewer more than its view shows (a
// card drawn by another seat) differs between the worlds and is caught.
// The events are compared in any order: a view may rightly forget the
// order in which public cards came (Flip 7 holds the action cards a Flip
// Three draws until it ends, so its row is the same either way).
func checkSecrets(st engine.State, viewer engine.Seat, m play.Move, opt Options, rng *engine.RNG) error {
	h, ok := st.(engine.Hider)
	if !ok {
		return fmt.Errorf("state does not implement engine.Hider")
	}
	alt := h.PermuteHidden(viewer, rng)
	if err := alt.Check(); err != nil {
		return fmt.Errorf("secrets: permuted state broken: %w", err)
	}
	view := st.View(viewer)
	if !reflect.DeepEqual(view, alt.View(viewer)) {
		return fmt.Errorf("secrets: seat %d's view changes when its hidden cards move", viewer)
	}
	if !sameActions(st.Legal(viewer), alt.Legal(viewer)) {
		return fmt.Errorf("secrets: seat %d's legal actions change when its hidden cards move", viewer)
	}
	if viewer == m.Seat {
		seed := rng.Uint64()
		a1 := opt.Chooser(view, m.Legal, rand.New(rand.NewPCG(seed, 1)))
		a2 := opt.Chooser(alt.View(viewer), alt.Legal(viewer), rand.New(rand.NewPCG(seed, 1)))
		if a1 != a2 {
			return fmt.Errorf("secrets: seat %d's choice changes with hidden cards: %+v vs %+v", viewer, a1, a2)
		}
	}
	if !engine.IsLegal(alt, m.Action) {
		return nil // the actor's hidden hand differs: not the same move
	}
	mine := st.Clone()
	evs, err := mine.Apply(m.Action)
	if err != nil {
		return fmt.Errorf("secrets: clone refused %+v: %w", m.Action, err)
	}
	altEvs, err := alt.Apply(m.Action)
	if err != nil {
		return fmt.Errorf("secrets: permuted state refused legal %+v: %w", m.Action, err)
	}
	if !reflect.DeepEqual(mine.View(viewer), alt.View(viewer)) {
		return nil // the move showed the viewer something hidden: events may differ
	}
	got, want := redact(altEvs, viewer), redact(evs, viewer)
	sortEvents(got)
	sortEvents(want)
	if fmt.Sprint(got) != fmt.Sprint(want) || !reflect.DeepEqual(got, want) {
		return fmt.Errorf("secrets: seat %d's events of %+v depend on cards hidden from it (redaction leaks):\n  %v\n  %v",
			viewer, m.Action, want, got)
	}
	return nil
}

// redact is what viewer is shown of evs.
func redact(evs []engine.Event, viewer engine.Seat) []engine.Event {
	var out []engine.Event
	for _, e := range evs {
		if r := e.For(viewer); r != nil {
			out = append(out, r)
		}
	}
	return out
}

// sortEvents orders evs by their text, so lists compare as multisets.
func sortEvents(evs []engine.Event) {
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].String() < evs[j].String() })
}

// checkDeterminize requires a determinized state to be whole and to give
// back the view it was built from.
func checkDeterminize(st engine.State, det engine.Determinizer, viewer engine.Seat, rng *engine.RNG) error {
	view := st.View(viewer)
	d, err := det.Determinize(view, rng)
	if err != nil {
		return fmt.Errorf("determinize: seat %d: %w", viewer, err)
	}
	if err := d.Check(); err != nil {
		return fmt.Errorf("determinize: seat %d: state broken: %w", viewer, err)
	}
	if !reflect.DeepEqual(d.View(viewer), view) {
		return fmt.Errorf("determinize: seat %d: the state's view differs from the view given:\n  %s\n  %s",
			viewer, d.Notation(), st.Notation())
	}
	return nil
}
