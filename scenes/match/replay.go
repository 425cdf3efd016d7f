package match

import (
	"fmt"

	"cardtable/engine"
)

// Replay steps through a finished match's save, forward and back, by
// action and by round. It is plain Go (the replay screen draws it; tests
// drive it headless): the state at a step is rebuilt from the nearest
// checkpoint by applying the saved actions again, so stepping back never
// relies on anything but the save.
type Replay struct {
	save   engine.Save
	events [][]engine.Event // events[k]: of action k-1 (events[0]: the opening)
	marks  []engine.State   // marks[i]: the state after i*replayEvery actions
	rounds []int            // the steps after which a round (or the match) ended
	pos    int
	cur    engine.State // the state after pos actions
}

// replayEvery is how many actions lie between two checkpoints.
const replayEvery = 16

// NewReplay replays s once, keeping its events and checkpoints.
func NewReplay(s engine.Save) (*Replay, error) {
	r := &Replay{save: s}
	st, err := s.Replay(func(step int, _ engine.Action, evs []engine.Event) {
		r.events = append(r.events, evs)
		for _, ev := range evs {
			if e, ok := ev.(engine.Ending); ok {
				if round, match := e.Ends(); (round || match) && !r.endsAt(step+1) {
					r.rounds = append(r.rounds, step+1)
				}
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("match: replay: %w", err)
	}
	// The checkpoints come from a second pass, which the first has proved
	// valid.
	rules, err := engine.Lookup(s.Game)
	if err != nil {
		return nil, err
	}
	cp, _, err := rules.New(s.Config, s.Seed)
	if err != nil {
		return nil, fmt.Errorf("match: replay: %w", err)
	}
	for i, a := range s.Actions {
		if i%replayEvery == 0 {
			r.marks = append(r.marks, cp.Clone())
		}
		if _, err := cp.Apply(a); err != nil {
			return nil, fmt.Errorf("match: replay: action %d: %w", i, err)
		}
	}
	if len(s.Actions)%replayEvery == 0 {
		r.marks = append(r.marks, cp.Clone())
	}
	r.pos, r.cur = len(s.Actions), st
	return r, nil
}

func (r *Replay) endsAt(step int) bool {
	return len(r.rounds) > 0 && r.rounds[len(r.rounds)-1] == step
}

// Save is the match replayed.
func (r *Replay) Save() engine.Save { return r.save }

// Len is the number of actions of the match.
func (r *Replay) Len() int { return len(r.save.Actions) }

// Pos is the number of actions applied on screen now.
func (r *Replay) Pos() int { return r.pos }

// State is the match after Pos actions. The caller must not change it.
func (r *Replay) State() engine.State { return r.cur }

// Events are the events of step k: the opening for 0, else those of
// action k-1. Unredacted: the caller redacts for whoever is looking.
func (r *Replay) Events(k int) []engine.Event { return r.events[k] }

// Rounds are the steps after which a round ended, in order.
func (r *Replay) Rounds() []int { return r.rounds }

// Seek moves to step k (clamped): the state is rebuilt from the checkpoint
// before it.
func (r *Replay) Seek(k int) {
	k = max(0, min(k, r.Len()))
	i := k / replayEvery
	st := r.marks[i].Clone()
	for _, a := range r.save.Actions[i*replayEvery : k] {
		if _, err := st.Apply(a); err != nil {
			panic(fmt.Sprintf("match: replay: an action valid once was refused: %v", err)) // cannot happen: NewReplay applied it
		}
	}
	r.pos, r.cur = k, st
}

// Forward applies the next action; false at the end.
func (r *Replay) Forward() bool {
	if r.pos >= r.Len() {
		return false
	}
	if _, err := r.cur.Apply(r.save.Actions[r.pos]); err != nil {
		panic(fmt.Sprintf("match: replay: an action valid once was refused: %v", err)) // cannot happen: NewReplay applied it
	}
	r.pos++
	return true
}

// Back steps one action back; false at the start.
func (r *Replay) Back() bool {
	if r.pos == 0 {
		return false
	}
	r.Seek(r.pos - 1)
	return true
}

// NextRound moves to the end of the round under way (or the next one).
func (r *Replay) NextRound() bool {
	for _, k := range r.rounds {
		if k > r.pos {
			r.Seek(k)
			return true
		}
	}
	if r.pos < r.Len() {
		r.Seek(r.Len())
		return true
	}
	return false
}

// PrevRound moves back to the end of the round before the one on screen
// (the start for the first round).
func (r *Replay) PrevRound() bool {
	if r.pos == 0 {
		return false
	}
	to := 0
	for _, k := range r.rounds {
		if k < r.pos {
			to = k
		}
	}
	r.Seek(to)
	return true
}
