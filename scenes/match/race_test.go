package match

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/engine/kittens"
)

// A bot is never quicker than a person in a race, and the levels differ:
// Easy reacts slowest, Hard quickest, none in under a second.
func TestRaceFloorsByLevel(t *testing.T) {
	easy, normal, hard := RaceFloor(ai.LevelEasy), RaceFloor(ai.LevelNormal), RaceFloor(ai.LevelHard)
	assert.Greater(t, easy, normal)
	assert.Greater(t, normal, hard)
	assert.GreaterOrEqual(t, hard, 60, "at least a second (60 ticks)")
	assert.Equal(t, normal, RaceFloor(ai.LevelRandom), "other levels react like Normal")
}

// botMove is a bot's action applied by Tick, with the ticks since the
// position it answered arose (the Tick that applied it included).
type botMove struct {
	a     engine.Action
	age   int
	win   engine.WindowKind
	asked bool // some human could still answer the blocking window
}

// raceRun plays m for at most ticks Ticks, the table always idle. Before
// each Tick, person decides for the humans from the position's age (ticks
// since it last changed) and returns whether it acted. Every bot action is
// reported with its age.
func raceRun(t *testing.T, m *Match, ticks int, person func(age int) bool) []botMove {
	t.Helper()
	var moves []botMove
	age := 0
	for range ticks {
		if _, over := m.Outcome(); over {
			break
		}
		if _, pending := m.Handoff(); pending {
			m.ConfirmHandoff()
		}
		if person(age) {
			age = 0
		}
		key, n := m.decisionKey(), len(m.actions)
		win, asked := m.turn.win.Kind, false
		for _, h := range m.win.humans {
			asked = asked || m.asked(h)
		}
		m.Tick(true)
		m.Drain()
		age++
		for _, a := range m.actions[n:] {
			if a.Kind != engine.KindPass && !m.Human(a.By) {
				moves = append(moves, botMove{a: a, age: age, win: win, asked: asked})
			}
		}
		if m.decisionKey() != key {
			age = 0
		}
	}
	require.NoError(t, m.BotError())
	return moves
}

// dosTable is a first-out DOS match, a person at seat 0 and bots of the
// levels after.
func dosTable(t *testing.T, seed uint64, delay int, levels ...string) *Match {
	return mustNew(t, Setup{Game: dos.Descriptor.ID, Seed: seed, Seats: seats(append([]string{"human"}, levels...)...),
		Options: map[string]string{dos.OptMode: dos.ValueFirstOut}}, Options{BotDelay: delay})
}

// slowPerson plays the person's turn a few seconds into each position and
// never calls nor catches: the bots have every chance to catch them.
func slowPerson(m *Match) func(age int) bool {
	return func(age int) bool {
		_, legal, ok := m.HumanTurn()
		if !ok || age < 240 {
			return false
		}
		for _, a := range legal {
			if a.Kind != dos.KindCall && a.Kind != dos.KindCatch {
				return m.Act(a) == nil
			}
		}
		return false
	}
}

// A bot catches a person only after its level's reaction floor, whatever
// the bot-speed setting (BotDelay 0 is the top speed), also mid-turn.
func TestBotCatchesAPersonAfterItsFloor(t *testing.T) {
	caught := map[string]int{}
	for i, level := range []string{ai.LevelEasy, ai.LevelNormal, ai.LevelHard} {
		for seed := uint64(1); seed <= 16; seed++ {
			delay := []int{0, 12}[seed%2]
			m := dosTable(t, seed+uint64(100*i), delay, level, level, level)
			for _, mv := range raceRun(t, m, 60_000, slowPerson(m)) {
				if mv.a.Kind != dos.KindCatch || mv.a.Target != 0 {
					continue
				}
				level := m.setup.Seats[mv.a.By].Level
				caught[level]++
				assert.GreaterOrEqual(t, mv.age, RaceFloor(level), "%s caught the person too soon (delay %d)", level, delay)
			}
		}
	}
	t.Logf("catches of the person by level: %v", caught)
	for _, level := range []string{ai.LevelEasy, ai.LevelNormal, ai.LevelHard} {
		assert.Positive(t, caught[level], "%s bots caught the person", level)
	}
}

// A person who calls DOS! within the quickest floor is never caught, even
// by Hard bots at top speed: the bots' pending catches go stale.
func TestPersonCallingInTimeIsNeverCaught(t *testing.T) {
	calls, raced := 0, 0
	for seed := uint64(1); seed <= 36; seed++ {
		var m *Match
		if seed <= 30 {
			m = dosTable(t, seed, 0, ai.LevelHard, ai.LevelNormal, ai.LevelNormal)
		} else {
			// The same with the bots on their own goroutines (desktop):
			// a decision that arrives late is dropped all the same.
			m = mustNew(t, Setup{Game: dos.Descriptor.ID, Seed: seed, Seats: seats("human", "normal", "normal", "normal"),
				Options: map[string]string{dos.OptMode: dos.ValueFirstOut}}, Options{Async: true})
		}
		person := func(age int) bool {
			if age < RaceFloor(ai.LevelHard)-1 {
				return false
			}
			if a, ok := callOf(m); ok {
				for _, j := range m.jobs {
					if j != nil && j.done && j.action.Kind == dos.KindCatch && j.action.Target == 0 {
						raced++ // a bot had decided to catch: the call beats it
						break
					}
				}
				require.NoError(t, m.Act(a))
				calls++
				return true
			}
			return slowPerson(m)(age)
		}
		for _, mv := range raceRun(t, m, 60_000, person) {
			assert.False(t, mv.a.Kind == dos.KindCatch && mv.a.Target == 0, "the person was caught at age %d", mv.age)
		}
	}
	t.Logf("calls in time %d, of which against a bot's decided catch %d", calls, raced)
	assert.Positive(t, raced)
}

// callOf is the person's DOS! call, if they may make it now.
func callOf(m *Match) (engine.Action, bool) {
	for _, p := range m.turn.humans {
		for _, a := range p.Legal {
			if a.Kind == dos.KindCall {
				return a, true
			}
		}
	}
	return engine.Action{}, false
}

// A person catches a bot that forgot to call as easily: a catch pressed
// just within the quickest floor after it was offered is always still
// there, because neither the next player's first action, nor another
// bot's catch, nor the bot's late call comes sooner. Only the bot itself,
// on its own turn, may end it earlier (its call, or a play that changes its
// hand), as a person may.
func TestPersonCatchesAForgetfulBotInTime(t *testing.T) {
	caught, early := 0, 0
	for seed := uint64(1); seed <= 30; seed++ {
		m := dosTable(t, seed, 0, ai.LevelEasy, ai.LevelEasy, ai.LevelEasy)
		var offer engine.Action
		offered, since, turn := false, 0, engine.NoSeat
		person := func(age int) bool {
			if offered && !slices.Contains(legalOf(m, 0), offer) {
				// Gone before the person pressed: only the target itself,
				// on its turn, may have ended it.
				by := m.actions[len(m.actions)-1].By
				require.True(t, by == offer.Target && by == turn,
					"the catch of seat %d went away %d ticks after it was offered", offer.Target, since)
				early++
				offered = false
			}
			turn = m.turn.win.Turn
			if !offered {
				for _, a := range legalOf(m, 0) {
					if a.Kind == dos.KindCatch {
						offer, offered, since = a, true, age
						break
					}
				}
			}
			if !offered {
				return slowPerson(m)(age)
			}
			if since == RaceFloor(ai.LevelHard)-1 {
				require.NoError(t, m.Act(offer), "the catch is still there")
				caught++
				offered = false
				return true
			}
			since++
			return false
		}
		raceRun(t, m, 60_000, person)
	}
	t.Logf("catches of forgetful bots %d, ended by the bot on its turn first %d", caught, early)
	assert.Positive(t, caught)
}

// legalOf is what seat s may do now (nil if nothing).
func legalOf(m *Match, s engine.Seat) []engine.Action {
	legal, _ := m.turn.legalOf(s)
	return legal
}

// With nobody at the table there is no race: bots catch at once at top
// speed (bots-only autoplay, and the arena, which does not use a Match).
func TestBotsOnlyRaceWithoutDelay(t *testing.T) {
	catches := 0
	for seed := uint64(1); seed <= 3; seed++ {
		m := mustNew(t, Setup{Game: dos.Descriptor.ID, Seed: seed, Seats: seats(ai.LevelEasy, ai.LevelNormal, ai.LevelNormal),
			Options: map[string]string{dos.OptMode: dos.ValueFirstOut}}, Options{})
		for _, mv := range raceRun(t, m, 20_000, func(int) bool { return false }) {
			if mv.a.Kind == dos.KindCatch {
				catches++
				assert.Equal(t, 1, mv.age, "a catch the first tick it may come")
			}
		}
	}
	assert.Positive(t, catches)
}

// Zombie Kittens: a bot's Nope (or any answer) in a blocking window a
// person may still answer waits the bot's floor, kept inside the
// countdown, whatever the bot speed; with no person asked it comes at once.
func TestBotAnswersAWindowAfterItsFloor(t *testing.T) {
	answers, quick := 0, 0
	for _, delay := range []int{0, 12} {
		for seed := uint64(1); seed <= 3; seed++ {
			m := mustNew(t, Setup{Game: kittens.Descriptor.ID, Seed: seed,
				Seats: seats("human", ai.LevelEasy, ai.LevelNormal, ai.LevelNormal)}, Options{BotDelay: delay})
			person := func(age int) bool {
				// The person plays their turn's first choice a few seconds in
				// and never answers a window: the countdown closes it.
				_, legal, ok := m.HumanTurn()
				if !ok || age < 240 || m.turn.win.Kind == engine.Blocking {
					return false
				}
				return m.Act(legal[0]) == nil
			}
			for _, mv := range raceRun(t, m, 40_000, person) {
				if mv.win != engine.Blocking {
					continue
				}
				if !mv.asked {
					quick++
					continue
				}
				answers++
				floor := min(RaceFloor(m.setup.Seats[mv.a.By].Level), m.opt.reactionTicks()-2)
				assert.GreaterOrEqual(t, mv.age, floor, "a bot answered a person's window too soon (delay %d)", delay)
			}
		}
	}
	t.Logf("bot answers with a person asked %d, without %d", answers, quick)
	assert.Positive(t, answers)
}
