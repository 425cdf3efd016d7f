package match

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
)

// slowBot needs several slices per decision and draws from its rng in every
// slice, so a decision depends on the exact sequence of Think calls: the
// test catches any difference between slice and Async scheduling.
type slowBot struct{ total int }

func (slowBot) Name() string { return "slow" }

func (b slowBot) Begin(_ engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	return &slowThinking{legal: legal, rng: rng, left: b.total}
}

type slowThinking struct {
	legal   []engine.Action
	rng     *engine.RNG
	left    int
	best    int
	stopped bool
}

func (s *slowThinking) Think(work int) bool {
	if s.stopped || s.left <= 0 {
		return true
	}
	n := min(work, s.left)
	s.left -= n
	s.best = (s.best + int(s.rng.Uint64()%uint64(n+1))) % len(s.legal)
	return s.left <= 0
}

func (s *slowThinking) Best() engine.Action { return s.legal[s.best] }
func (s *slowThinking) Stop()               { s.stopped = true }

func withSlowBots(m *Match, total int) *Match {
	for i := range m.bots {
		if m.bots[i] != nil {
			m.bots[i] = slowBot{total: total}
		}
	}
	return m
}

func TestSlicedThinkingSameInBothModes(t *testing.T) {
	const work, total = 100, 1050 // 11 slices per decision
	setup := Setup{Game: "flip7", Seats: seats("human", "easy", "easy"), Seed: 77}
	a := withSlowBots(mustNew(t, setup, Options{SliceWork: work}), total)
	b := withSlowBots(mustNew(t, setup, Options{SliceWork: work, Async: true}), total)

	// In slice mode a decision with a choice takes exactly 11 ticks, during
	// which the bot is reported as thinking.
	measured := 0
	for i := 0; i < 10000 && measured < 5; i++ {
		if s, l, ok := a.HumanTurn(); ok {
			require.NoError(t, a.Act(stayAt20(a, s, l)))
			continue
		}
		seat, ok := a.Thinking()
		if !ok {
			break
		}
		choice := len(a.turn.bots[0].Legal) > 1
		start, ticks := a.Actions(), 0
		for a.Actions() == start {
			s, ok := a.Thinking()
			require.True(t, ok, "thinking indicator lost mid-decision")
			require.Equal(t, seat, s)
			a.Tick(true)
			ticks++
		}
		if choice {
			require.Equal(t, 11, ticks, "ticks of a decision")
			measured++
		}
	}
	require.GreaterOrEqual(t, measured, 5, "bot decisions measured")
	a2 := withSlowBots(mustNew(t, setup, Options{SliceWork: work}), total)
	la := drive(t, a2, stayAt20, 0)
	lb := drive(t, b, stayAt20, 0)
	require.Equal(t, la, lb, "slice and async differ with a multi-slice bot")
	require.Equal(t, a2.State().Notation(), b.State().Notation())
	t.Logf("multi-slice bots: %d actions, %d events", b.Actions(), len(lb))
}

func TestCloseWhileThinkingAsync(t *testing.T) {
	m := withSlowBots(mustNew(t, botsOnly(4), Options{SliceWork: 1, Async: true}), 1<<40)
	for i := 0; i < 50; i++ {
		m.Tick(true)
		runtime.Gosched()
	}
	_, ok := m.Thinking()
	require.True(t, ok, "endless bot should still be thinking")
	require.Zero(t, m.Actions())
	m.Close() // the goroutine sees the cancellation between slices and ends
	m.Tick(true)
	require.Zero(t, m.Actions(), "played after Close")
	// Each goroutine holds its seat's lock while thinking: taking them all
	// proves they ended (a leak would hang until the test timeout).
	for i := range m.seatMu {
		m.seatMu[i].Lock()
		m.seatMu[i].Unlock()
	}
}

// badBot answers with an action that is never legal.
type badBot struct{}

func (badBot) Name() string { return "bad" }
func (badBot) Begin(engine.View, []engine.Action, *engine.RNG) ai.Thinking {
	return ai.Done(engine.Action{By: 0, Kind: 99})
}

func TestBadBotCannotStallTheTable(t *testing.T) {
	m := mustNew(t, botsOnly(6), Options{})
	for i := range m.bots {
		m.bots[i] = badBot{}
	}
	drive(t, m, nil, 0)
	_, over := m.Outcome()
	require.True(t, over, "match stalled")
	require.ErrorIs(t, m.BotError(), engine.ErrIllegal)
}
