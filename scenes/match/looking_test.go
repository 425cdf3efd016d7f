package match

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Whose view the screen may show, moment by moment, in the tiny secret game:
// a person's decision after their cover, their motion, the bots' turn, the
// next person's cover.
func TestViewerMomentsSecretGame(t *testing.T) {
	m := mustNew(t, Setup{Game: secretGame, Seats: []SeatSpec{
		{Name: "A", Human: true}, {Name: "B", Human: true}, {Name: "C", Level: "random"},
	}, Seed: 1}, Options{BotDelay: 5})

	// Waiting for the first person: nobody's view under the cover.
	h, ok := m.Handoff()
	require.True(t, ok)
	require.Equal(t, engine.Seat(0), h)
	assert.Equal(t, engine.NoSeat, m.Viewer(), "before the first cover is confirmed")
	_, why := m.Hidden()
	assert.Equal(t, HideNext, why)

	// A's decision: A's view.
	m.ConfirmHandoff()
	assert.Equal(t, engine.Seat(0), m.Viewer(), "a confirmed person's decision")
	require.NoError(t, m.Act(engine.Action{By: 0, Kind: kindDraw, Target: engine.NoSeat}))
	m.Drain()
	// B is next: A's own motion plays in A's view, then nobody's.
	m.Tick(false)
	assert.Equal(t, engine.Seat(0), m.Viewer(), "the person's own motion")
	m.Tick(true)
	assert.Equal(t, engine.NoSeat, m.Viewer(), "waiting for the next person")
	left, why := m.Hidden()
	assert.Equal(t, engine.Seat(0), left)
	assert.Equal(t, HideNext, why)
	h, _ = m.Handoff()
	require.Equal(t, engine.Seat(1), h)

	// B passes; the bot plays next: nobody's view, and says whose hand went.
	m.ConfirmHandoff()
	assert.Equal(t, engine.Seat(1), m.Viewer())
	require.NoError(t, m.Act(engine.Action{By: 1, Kind: kindPass, Target: engine.NoSeat}))
	m.Tick(false)
	assert.Equal(t, engine.Seat(1), m.Viewer(), "the person's own motion")
	_, pending := m.Handoff()
	require.False(t, pending, "a cover for a bot's turn")
	m.Tick(true)
	assert.Equal(t, engine.NoSeat, m.Viewer(), "a bot's turn")
	left, why = m.Hidden()
	assert.Equal(t, engine.Seat(1), left)
	assert.Equal(t, HideBots, why)
	for i := 0; i < 100 && m.Actions() < 3; i++ {
		m.Tick(true)
	}
	require.Equal(t, 3, m.Actions(), "the bot did not play")
	for _, e := range m.Drain() {
		require.Less(t, e.(drew).Card, 0, "the bot's draw shown to someone")
	}
	h, ok = m.Handoff()
	require.True(t, ok)
	require.Equal(t, engine.Seat(0), h, "back to A through a cover")
}

// With one person and bots the screen keeps that person's view throughout.
func TestViewerSinglePersonKeepsView(t *testing.T) {
	m := mustNew(t, Setup{Game: secretGame, Seats: []SeatSpec{
		{Name: "A", Human: true}, {Name: "C", Level: "random"}, {Name: "D", Level: "random"},
	}, Seed: 2}, Options{})
	for i := 0; i < 10_000; i++ {
		if _, over := m.Outcome(); over {
			break
		}
		require.Equal(t, engine.Seat(0), m.Viewer())
		_, why := m.Hidden()
		require.Equal(t, NotHidden, why)
		if s, legal, ok := m.HumanTurn(); ok {
			require.NoError(t, m.Act(legal[0]), "seat %d", s)
			continue
		}
		m.Tick(true)
	}
	_, over := m.Outcome()
	require.True(t, over)
}

// A window asking everyone takes the view away at once (the bar is for the
// whole table); a claim gives it to the claimer through their cover, and
// their answer gives it back to nobody.
func TestViewerWindowAndClaim(t *testing.T) {
	m := mustNew(t, windowSetup(dealNope, 1), windowOpts)
	m.ConfirmHandoff()
	_, legal, ok := m.HumanTurn()
	require.True(t, ok)
	require.NoError(t, m.Act(legal[0]))
	ws, open := m.Window()
	require.True(t, open)
	assert.Equal(t, engine.NoSeat, m.Viewer(), "a public window")
	_, why := m.Hidden()
	assert.Equal(t, HideWindow, why)
	claimer := ws.Humans[len(ws.Humans)-1]
	require.NoError(t, m.Claim(claimer))
	h, pending := m.Handoff()
	require.True(t, pending)
	require.Equal(t, claimer, h)
	assert.Equal(t, engine.NoSeat, m.Viewer(), "a claim before its cover")
	m.ConfirmHandoff()
	assert.Equal(t, claimer, m.Viewer(), "a claimed reaction")
	seat, legal, ok := m.HumanTurn()
	require.True(t, ok)
	require.Equal(t, claimer, seat)
	var nope engine.Action
	for _, a := range legal {
		if a.Kind != engine.KindPass {
			nope = a
		}
	}
	require.NotZero(t, nope.Kind, "the claimer holds a reaction")
	require.NoError(t, m.Act(nope))
	if _, open := m.Window(); open {
		assert.Equal(t, engine.NoSeat, m.Viewer(), "the window asks everyone again")
	}
}

// moments counts the kinds of moment a driven match went through.
type moments map[string]int

// checkViewer drives m with seeded random choices and checks, at every
// step, the rule of who may look (looking.go) against what the match
// reports, independently of how Viewer is computed.
func checkViewer(t *testing.T, m *Match, seed uint64, maxActions int, seen moments) {
	t.Helper()
	rng := engine.NewRNG(seed)
	for i := 0; i < 200_000 && m.Actions() < maxActions; i++ {
		if _, over := m.Outcome(); over {
			return
		}
		if h, pending := m.Handoff(); pending {
			_, _, ok := m.HumanTurn()
			require.False(t, ok, "a decision shown under a cover")
			require.NotEqual(t, h, m.Viewer(), "the cover's person already viewing")
			if m.Viewer() == engine.NoSeat {
				seen["next person"]++
			}
			m.ConfirmHandoff()
			require.Equal(t, h, m.Viewer())
			continue
		}
		if ws, open := m.Window(); open && ws.Claim == engine.NoSeat && len(ws.Humans) > 0 && ws.Kind == engine.Blocking {
			require.Equal(t, engine.NoSeat, m.Viewer(), "a window asking everyone shows a hand")
			seen["public window"]++
			// Claim, decline or let the countdown run, at random.
			switch rng.IntN(3) {
			case 0:
				if err := m.Claim(ws.Humans[rng.IntN(len(ws.Humans))]); err == nil {
					continue
				}
			case 1:
				for _, s := range ws.Humans {
					_ = m.Decline(s)
				}
				_ = m.DeclineAll()
				continue
			}
			m.Tick(true)
			continue
		}
		if seat, legal, ok := m.HumanTurn(); ok {
			require.Equal(t, seat, m.Viewer(), "a person decides in someone else's view")
			seen["person's decision"]++
			m.Drain() // what came before this decision
			require.NoError(t, m.Act(legal[rng.IntN(len(legal))]))
			ended := false
			for _, e := range m.Drain() {
				if end, ok := e.(engine.Ending); ok {
					r, mt := end.Ends()
					ended = ended || r || mt
				}
			}
			if ended {
				require.Equal(t, engine.NoSeat, m.Viewer(), "the round's count shows a hand")
				seen["round's count"]++
				continue
			}
			if _, open := m.Window(); open && m.publicWindow() {
				continue
			}
			m.Tick(false)
			if m.Viewer() == seat {
				seen["own motion"]++
			}
			if s, _, again := m.HumanTurn(); again && s == seat {
				continue
			}
			m.Tick(true)
			require.Equal(t, engine.NoSeat, m.Viewer(), "a hand left on screen after its decision")
			continue
		}
		if _, thinking := m.Thinking(); thinking {
			m.Tick(true)
			if _, open := m.Window(); !open || m.publicWindow() {
				require.Equal(t, engine.NoSeat, m.Viewer(), "a hand on screen while a bot plays")
			}
			seen["bots"]++
			continue
		}
		m.Tick(true)
	}
}

// The rule over seeded hot-seat matches of every game with secrets: two and
// three people, with and without bots.
func TestViewerRuleHotSeatGames(t *testing.T) {
	tables := [][]string{
		{"human", "human"},
		{"human", "human", "human"},
		{"human", "random", "human"},
		{"random", "human", "human", "random"},
	}
	for _, game := range []string{"dos", "cucu", "kittens"} {
		seen := moments{}
		for i, specs := range tables {
			for seed := uint64(1); seed <= 3; seed++ {
				t.Run(fmt.Sprintf("%s/%d/%d", game, i, seed), func(t *testing.T) {
					if game == "kittens" && len(specs) > 5 {
						t.Skip()
					}
					m := mustNew(t, Setup{Game: game, Seats: seats(specs...), Seed: seed}, Options{})
					checkViewer(t, m, seed, 600, seen)
				})
			}
		}
		t.Logf("%s: %v", game, seen)
		for _, k := range []string{"person's decision", "own motion", "bots", "next person"} {
			assert.Positive(t, seen[k], "%s never went through %q", game, k)
		}
		if game == "kittens" {
			assert.Positive(t, seen["public window"], "kittens never opened a window")
		} else {
			assert.Positive(t, seen["round's count"], "%s never counted a round", game)
		}
	}
}
