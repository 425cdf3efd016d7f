package match

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/flip7"
)

// maxTicks bounds every driven match so a scheduling bug fails instead of
// hanging. Async matches spin on Tick while a goroutine thinks, so the bound
// counts loop turns, not time.
const maxTicks = 5_000_000

// stayAt20 is the humans' policy in tests: Stay at 20 points or more, Hit
// otherwise, first legal target.
func stayAt20(m *Match, seat engine.Seat, legal []engine.Action) engine.Action {
	v, ok := m.View().(*flip7.View)
	if !ok || v.Phase != flip7.PhaseTurn {
		return legal[0]
	}
	stay := v.Players[seat].RoundScore >= 20
	for _, a := range legal {
		if (a.Kind == flip7.KindStay) == stay {
			return a
		}
	}
	return legal[0]
}

type policy func(m *Match, seat engine.Seat, legal []engine.Action) engine.Action

// drive plays m to its end (or stopAt actions, if positive) through the
// public API only, the way the table scene does, and returns the transcript
// of drained events.
// yieldTick lets an Async bot's goroutine run. It thinks in real time, so
// the driver waits for it rather than spending the tick budget spinning.
func yieldTick(m *Match, i int) {
	if _, thinking := m.Thinking(); thinking && m.opt.Async {
		time.Sleep(50 * time.Microsecond)
	} else if i%64 == 63 {
		runtime.Gosched()
	}
}

func drive(t *testing.T, m *Match, p policy, stopAt int) []string {
	t.Helper()
	var log []string
	for i := 0; i < maxTicks; i++ {
		if _, over := m.Outcome(); over {
			return log
		}
		if stopAt > 0 && m.Actions() >= stopAt {
			return log
		}
		if _, ok := m.Handoff(); ok {
			m.ConfirmHandoff()
		}
		if seat, legal, ok := m.HumanTurn(); ok {
			require.NoError(t, m.Act(p(m, seat, legal)), "act")
		} else {
			m.Tick(true)
		}
		for _, e := range m.Drain() {
			log = append(log, e.String())
		}
		yieldTick(m, i)
	}
	require.Failf(t, "match not finished", "after %d ticks (%d actions)", maxTicks, m.Actions())
	return nil
}

func seats(specs ...string) []SeatSpec {
	out := make([]SeatSpec, len(specs))
	for i, s := range specs {
		if s == "human" {
			out[i] = SeatSpec{Name: fmt.Sprintf("P%d", i+1), Human: true}
		} else {
			out[i] = SeatSpec{Name: fmt.Sprintf("Bot%d", i+1), Level: s}
		}
	}
	return out
}

func mustNew(t *testing.T, s Setup, o Options) *Match {
	t.Helper()
	m, err := New(s, o)
	require.NoError(t, err, "new")
	t.Cleanup(m.Close)
	return m
}

func TestHotSeatFlip7ThreeHumans(t *testing.T) {
	m := mustNew(t, Setup{Game: "flip7", Seats: seats("human", "human", "human"), Seed: 7}, Options{})
	log := drive(t, m, stayAt20, 0)
	o, over := m.Outcome()
	require.True(t, over, "no outcome")
	require.Len(t, o.Winners, 1)
	assert.GreaterOrEqual(t, o.Scores[o.Winners[0]], 200, "outcome %+v", o)
	_, ok := m.Handoff()
	assert.False(t, ok, "flip7 needs no hand-off")
	assert.Contains(t, strings.Join(log, "\n"), "stay")
	t.Logf("3 humans: %d actions, %d events, %d rounds, scores %v", m.Actions(), len(log), o.Rounds, o.Scores)
}

func TestViewerFollowsHumanToAct(t *testing.T) {
	m := mustNew(t, Setup{Game: "flip7", Seats: seats("human", "human"), Seed: 3}, Options{})
	for i := 0; i < 20; i++ {
		if _, over := m.Outcome(); over {
			break
		}
		seat, legal, ok := m.HumanTurn()
		require.True(t, ok, "no human turn in an all-human match")
		require.Equal(t, seat, m.Viewer())
		require.Equal(t, seat, m.View().Viewer())
		require.NoError(t, m.Act(legal[0]))
	}
}

func botsOnly(seed uint64) Setup {
	return Setup{Game: "flip7", Seats: seats("easy", "normal", "hard"), Seed: seed}
}

func TestBotsOnlyDeterministicSliceAndAsync(t *testing.T) {
	for _, seed := range []uint64{1, 42} {
		a := mustNew(t, botsOnly(seed), Options{})
		logA := drive(t, a, nil, 0)
		b := mustNew(t, botsOnly(seed), Options{})
		logB := drive(t, b, nil, 0)
		c := mustNew(t, botsOnly(seed), Options{Async: true})
		logC := drive(t, c, nil, 0)
		oa, _ := a.Outcome()
		ob, _ := b.Outcome()
		oc, over := c.Outcome()
		require.True(t, over, "async match did not finish")
		require.Equal(t, logA, logB, "seed %d: two slice runs differ", seed)
		require.Equal(t, oa, ob)
		require.Equal(t, logA, logC, "seed %d: slice and async differ", seed)
		require.Equal(t, oa, oc)
		require.Equal(t, a.State().Notation(), c.State().Notation(), "seed %d: final notation differs", seed)
		require.NoError(t, a.BotError())
		t.Logf("seed %d: %d actions, %d events, outcome %+v", seed, a.Actions(), len(logA), oa)
	}
	// A different seed plays a different match.
	x := mustNew(t, botsOnly(1), Options{})
	y := mustNew(t, botsOnly(2), Options{})
	assert.NotEqual(t, drive(t, x, nil, 0), drive(t, y, nil, 0), "seeds 1 and 2 played the same match")
}

func TestTickNotIdleNeverApplies(t *testing.T) {
	for _, async := range []bool{false, true} {
		m := mustNew(t, botsOnly(5), Options{Async: async})
		require.NotEmpty(t, m.Drain(), "no events of the first deal")
		before := m.State().Notation()
		for i := 0; i < 2000; i++ {
			m.Tick(false)
			if i%64 == 0 {
				runtime.Gosched()
			}
		}
		require.Zero(t, m.Actions(), "async=%v: Tick(false) applied an action", async)
		require.Equal(t, before, m.State().Notation())
		require.Nil(t, m.Drain())
		_, ok := m.Thinking()
		require.True(t, ok, "async=%v: a bot should be thinking", async)
		// Once idle, the decision (already made) is applied at once.
		for i := 0; i < maxTicks && m.Actions() == 0; i++ {
			m.Tick(true)
			runtime.Gosched()
		}
		require.Equal(t, 1, m.Actions(), "async=%v: actions after idle", async)
	}
}

func TestBotDelay(t *testing.T) {
	const d = 4
	m := mustNew(t, Setup{Game: "flip7", Seats: seats("easy", "easy"), Seed: 9}, Options{BotDelay: d})
	seen := map[int]bool{}
	for n := 0; n < 30; n++ {
		start := m.Actions()
		ticks := 0
		for m.Actions() == start {
			_, over := m.Outcome()
			require.False(t, over, "match ended early")
			m.Tick(true)
			ticks++
			require.LessOrEqual(t, ticks, 2*d+1, "action %d", n)
		}
		require.GreaterOrEqual(t, ticks, d+1, "action %d", n)
		seen[ticks] = true
	}
	assert.Greater(t, len(seen), 1, "delays not varied: %v", seen)
	assert.Zero(t, BotDelayFor(SpeedInstant))
	assert.Greater(t, BotDelayFor(SpeedSlow), BotDelayFor(SpeedFast))
	assert.Zero(t, AnimScale(SpeedInstant))
	assert.Equal(t, 1.0, AnimScale(SpeedNormal))
	assert.Greater(t, AnimScale(SpeedSlow), 1.0)
}

func TestActIllegalChangesNothing(t *testing.T) {
	m := mustNew(t, Setup{Game: "flip7", Seats: seats("human", "human", "easy"), Seed: 11}, Options{})
	// Let the bot play until a human must decide.
	for i := 0; i < 1000; i++ {
		if _, _, ok := m.HumanTurn(); ok {
			break
		}
		m.Tick(true)
	}
	seat, legal, ok := m.HumanTurn()
	require.True(t, ok, "no human turn")
	m.Drain()
	before, n := m.State().Notation(), m.Actions()
	other := engine.Seat(1 - int(seat))
	bad := []engine.Action{
		{By: seat, Kind: 99, Target: engine.NoSeat},
		{By: other, Kind: legal[0].Kind, Target: legal[0].Target, Card: legal[0].Card},
		{By: 2, Kind: flip7.KindHit, Target: engine.NoSeat}, // the bot's seat
		{By: 7, Kind: flip7.KindHit, Target: engine.NoSeat},
		{By: -1, Kind: flip7.KindHit, Target: engine.NoSeat},
	}
	for _, a := range bad {
		require.ErrorIs(t, m.Act(a), engine.ErrIllegal, "%+v", a)
		require.Equal(t, before, m.State().Notation(), "%+v changed the match", a)
		require.Equal(t, n, m.Actions())
		require.Nil(t, m.Drain())
		s2, l2, ok := m.HumanTurn()
		require.True(t, ok, "%+v changed the turn", a)
		require.Equal(t, seat, s2)
		require.Equal(t, legal, l2)
	}
	// HumanTurn hands out copies: scribbling on one changes nothing.
	legal[0].Kind = 99
	_, l2, _ := m.HumanTurn()
	assert.NotEqual(t, uint8(99), l2[0].Kind, "HumanTurn returned the match's own slice")
}

func TestActAfterEnd(t *testing.T) {
	m := mustNew(t, Setup{Game: "flip7", Seats: seats("human", "human"), Seed: 2, Options: map[string]string{"target": "20"}}, Options{})
	drive(t, m, stayAt20, 0)
	require.ErrorIs(t, m.Act(engine.Action{By: 0, Kind: flip7.KindHit}), ErrOver)
	_, _, ok := m.HumanTurn()
	assert.False(t, ok, "human turn after end")
	m.Tick(true) // harmless
}

func TestNewRejectsBadSetups(t *testing.T) {
	bad := []Setup{
		{Game: "nosuchgame", Seats: seats("human", "easy")},
		{Game: "flip7"},
		{Game: "flip7", Seats: seats("human", "easy", "easy", "easy", "easy", "easy", "easy", "easy", "easy")},
		{Game: "flip7", Seats: seats("human", "grandmaster")},
		{Game: "flip7", Seats: seats("human", "easy"), Options: map[string]string{"target": "-5"}},
	}
	for i, s := range bad {
		m, err := New(s, Options{})
		if !assert.Error(t, err, "setup %d accepted", i) {
			m.Close()
		}
	}
	m := mustNew(t, Setup{Game: "flip7", Seats: []SeatSpec{{Name: "A", Human: true}, {Name: "B"}}}, Options{})
	assert.Equal(t, "normal", m.Setup().Seats[1].Level, "default level")
}

func TestRematch(t *testing.T) {
	m := mustNew(t, botsOnly(3), Options{})
	drive(t, m, nil, 0)
	r, err := m.Rematch(4)
	require.NoError(t, err)
	defer r.Close()
	assert.Zero(t, r.Actions())
	assert.Equal(t, uint64(4), r.Setup().Seed)
	assert.Equal(t, m.Setup().Seats, r.Setup().Seats)
	_, over := r.Outcome()
	assert.False(t, over, "rematch already over")
}

func TestHandoffSecretGame(t *testing.T) {
	m := mustNew(t, Setup{Game: secretGame, Seats: []SeatSpec{
		{Name: "A", Human: true}, {Name: "B", Human: true}, {Name: "C", Level: "random"},
	}, Seed: 1}, Options{})

	// At the start nobody has claimed the screen: nobody's view is shown.
	h, ok := m.Handoff()
	require.True(t, ok)
	require.Equal(t, engine.Seat(0), h)
	assert.Equal(t, engine.NoSeat, m.Viewer())
	_, _, ok = m.HumanTurn()
	require.False(t, ok, "human turn before the hand-off is confirmed")
	require.ErrorIs(t, m.Act(engine.Action{By: 0, Kind: kindDraw, Target: engine.NoSeat}), ErrHandoffPending)
	m.ConfirmHandoff()
	_, ok = m.Handoff()
	require.False(t, ok, "confirmed hand-off still pending")
	require.Equal(t, engine.Seat(0), m.Viewer())
	seat, _, ok := m.HumanTurn()
	require.True(t, ok)
	require.Equal(t, engine.Seat(0), seat)
	require.NoError(t, m.Act(engine.Action{By: 0, Kind: kindDraw, Target: engine.NoSeat}))
	// A drew: A is still the viewer and sees the card.
	ev := m.Drain()
	require.Len(t, ev, 1)
	require.GreaterOrEqual(t, ev[0].(drew).Card, 0, "A's own draw")
	// B must decide: hand-off to B; A's view is what the covered screen holds.
	h, ok = m.Handoff()
	require.True(t, ok)
	require.Equal(t, engine.Seat(1), h)
	require.Equal(t, engine.Seat(0), m.Viewer())
	_, _, ok = m.HumanTurn()
	require.False(t, ok, "B's turn shown before the hand-off")
	m.ConfirmHandoff()
	require.Equal(t, engine.Seat(1), m.Viewer())
	require.Equal(t, engine.Seat(1), m.View().Viewer())
	require.NoError(t, m.Act(engine.Action{By: 1, Kind: kindPass, Target: engine.NoSeat}))
	// The bot plays with no hand-off; B remains the viewer and the bot's
	// draw is redacted for B.
	_, ok = m.Handoff()
	require.False(t, ok, "hand-off for a bot's turn")
	for i := 0; i < 100 && m.Actions() < 3; i++ {
		m.Tick(true)
	}
	require.Equal(t, 3, m.Actions(), "bot did not play")
	for _, e := range m.Drain() {
		if d, ok := e.(drew); ok {
			require.Less(t, d.Card, 0, "B saw the bot's card")
		}
	}
	// Back to A: hand-off again.
	h, ok = m.Handoff()
	require.True(t, ok)
	require.Equal(t, engine.Seat(0), h)
	drive(t, m, func(_ *Match, _ engine.Seat, l []engine.Action) engine.Action { return l[0] }, 0)
	_, over := m.Outcome()
	require.True(t, over)
}

func TestBotsFirstPlayInNobodysView(t *testing.T) {
	// Seat 0 is a bot, so the first decision is the bot's: it plays at once
	// with nobody's view on screen, and the first person's cover follows.
	m := mustNew(t, Setup{Game: secretGame, Seats: []SeatSpec{
		{Name: "C", Level: "random"}, {Name: "A", Human: true}, {Name: "B", Human: true},
	}, Seed: 1}, Options{})
	_, ok := m.Handoff()
	require.False(t, ok, "a cover while a bot plays")
	assert.Equal(t, engine.NoSeat, m.Viewer())
	_, why := m.Hidden()
	assert.Equal(t, HideBots, why)
	m.Tick(true)
	require.Equal(t, 1, m.Actions(), "the bot did not play")
	assert.Equal(t, engine.NoSeat, m.Viewer())
	h, ok := m.Handoff()
	require.True(t, ok)
	require.Equal(t, engine.Seat(1), h)
	m.ConfirmHandoff()
	assert.Equal(t, engine.Seat(1), m.Viewer())
}

func TestNoHandoffSingleHumanOrFlip7(t *testing.T) {
	m := mustNew(t, Setup{Game: secretGame, Seats: []SeatSpec{{Name: "A", Human: true}, {Name: "C", Level: "random"}}}, Options{})
	_, ok := m.Handoff()
	assert.False(t, ok, "hand-off with a single human")
	f := mustNew(t, Setup{Game: "flip7", Seats: seats("human", "human")}, Options{})
	_, ok = f.Handoff()
	assert.False(t, ok, "hand-off in flip7")
}

func TestCloseStopsBots(t *testing.T) {
	m, err := New(botsOnly(8), Options{Async: true})
	require.NoError(t, err)
	m.Tick(true)
	m.Close()
	n := m.Actions()
	for i := 0; i < 100; i++ {
		m.Tick(true)
	}
	require.Equal(t, n, m.Actions(), "Tick after Close played")
	_, ok := m.Thinking()
	require.False(t, ok, "thinking after Close")
}
