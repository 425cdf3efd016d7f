package match

import (
	"slices"

	"cardtable/ai"
	"cardtable/engine"
)

// Races against a person (docs/ARCHITECTURE.md §4, "Races are fair"). A
// bot's action races a person when it takes away something a person could
// still do: a catch ends the caught person's chance to call and the others'
// chance to catch; the next player's first action ends everyone's chance to
// catch; a Nope in a blocking window comes before a person had time to
// answer. Such an action waits a person's reaction time, in idle ticks
// (real time: 60 a second), counted from when the bot could first act in
// the position. It is a floor the bot-speed setting does not lower (at top
// speed BotDelay is 0 and only the floor is left), and with no person at
// the table there is no race and no floor: bots-only tables run at the
// speed asked.

// Reaction floors by bot level, in ticks. Hard is quickest, as quick as a
// person who is watching for the button; the playtest's person was beaten
// by a catch about a second after their last placement (D1), and a person
// who sees two cards and presses DOS! takes about that.
const (
	raceFloorEasy   = 150 // 2.5 s
	raceFloorNormal = 120 // 2 s
	raceFloorHard   = 90  // 1.5 s
)

// RaceFloor is the least time, in ticks (60 a second), a bot of the level
// takes before an action that races a person. Levels other than easy and
// hard (random, basic) get Normal's.
func RaceFloor(level string) int {
	switch level {
	case ai.LevelEasy:
		return raceFloorEasy
	case ai.LevelHard:
		return raceFloorHard
	}
	return raceFloorNormal
}

// raceFloor is the idle ticks job j must have waited before its decision
// is applied: the seat's RaceFloor when the decision races a person, else
// 0. In a blocking window it is kept inside the countdown, so the bot
// answers before the humans' time runs out.
func (m *Match) raceFloor(j *botJob) int {
	if j.action.Kind == engine.KindPass || !m.racesPerson(j) {
		return 0
	}
	f := RaceFloor(m.setup.Seats[j.seat].Level)
	if m.turn.win.Kind == engine.Blocking {
		f = min(f, m.win.total-2)
	}
	return max(f, 0)
}

// racesPerson reports whether j's decision (not a pass) races a person.
// In a blocking window: some human is still asked. Beside a turn (an
// optional window): playing it would take away an action a human may take
// now. The seat on turn is quick about itself: its own call, which ends
// the humans' chance to catch it, is no race (a bot that remembers to call
// at once is as quick as a person who does); beside another's turn, a call
// is a late one, and a person may catch it first. Without a window nothing
// is a race: a turn waits for nobody.
func (m *Match) racesPerson(j *botJob) bool {
	switch m.turn.win.Kind {
	case engine.Blocking:
		return slices.ContainsFunc(m.win.humans, m.asked)
	case engine.Optional:
		return m.takesFromHuman(j.action, j.seat == m.turn.win.Turn)
	}
	return false
}

// takesFromHuman reports whether applying a would remove an action a human
// may take now; with ownExempt, actions aimed at a's own seat do not count.
// It plays a on a copy of the state; the live state is untouched.
func (m *Match) takesFromHuman(a engine.Action, ownExempt bool) bool {
	if len(m.turn.humans) == 0 {
		return false
	}
	after := m.state.Clone()
	if _, err := after.Apply(a); err != nil {
		return false // an illegal decision is a bot bug, handled by applyBot
	}
	for _, p := range m.turn.humans {
		still := after.Legal(p.Seat)
		for _, h := range p.Legal {
			if h.Kind == engine.KindPass || (ownExempt && h.Target == a.By) || slices.Contains(still, h) {
				continue
			}
			return true
		}
	}
	return false
}

// raceReady reports whether the finished decision of j may be applied as
// far as races go: it has waited its floor, and no human's claim in a
// blocking window is being served (a person who claimed in time answers
// before the bot; their answer makes the bot's decision stale).
func (m *Match) raceReady(j *botJob) bool {
	// Beside a turn the floor is worked out once (it plays the decision on
	// a copy); in a blocking window it is cheap, and ends as soon as no
	// person is asked any more (they all passed: "no one").
	if !j.floored || m.turn.win.Kind == engine.Blocking {
		j.floor, j.floored = m.raceFloor(j), true
	}
	if j.waited < j.floor {
		return false
	}
	return m.turn.win.Kind != engine.Blocking || m.win.claim == engine.NoSeat ||
		j.action.Kind == engine.KindPass
}
