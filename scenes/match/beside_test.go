package match

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/dos"
)

// Optional actions beside a turn (DOS's "DOS!" and catches) are public:
// the humans off turn are offered them through Beside, without a hand-off
// and without a prompt of their own, while the human on turn (if any) is
// the one HumanTurn serves; nothing waits for them, and the ones they take
// are applied with Act like any other.
func TestBesideOptionalWindow(t *testing.T) {
	setup := Setup{Game: dos.Descriptor.ID, Seed: 21,
		Seats:   []SeatSpec{{Name: "H0", Human: true}, {Name: "H1", Human: true}, {Name: "B2", Level: "random"}},
		Options: map[string]string{dos.OptMode: dos.ValueFirstOut}}
	m, err := New(setup, Options{BotDelay: 6})
	require.NoError(t, err)
	defer m.Close()
	seen, caught := 0, 0
	for tick := 0; tick < 200_000; tick++ {
		if _, over := m.Outcome(); over {
			break
		}
		if _, pending := m.Handoff(); pending {
			m.ConfirmHandoff()
			continue
		}
		ws, open := m.Window()
		beside := m.Beside()
		served, legal, turn := m.HumanTurn()
		if open && ws.Kind == engine.Optional {
			turnHuman := m.Human(ws.Turn)
			if turnHuman {
				require.True(t, turn, "the human on turn is served")
				assert.Equal(t, ws.Turn, served)
			} else {
				assert.False(t, turn, "no human is served while a bot is on turn")
			}
			for _, b := range beside {
				seen++
				assert.True(t, m.Human(b.Seat))
				assert.NotEqual(t, served, b.Seat, "the served human is not beside")
				for _, a := range b.Legal {
					assert.NotEqual(t, engine.KindPass, a.Kind, "passes are not offered")
					assert.True(t, engine.IsLegal(m.state, a))
				}
			}
			// Take the first catch offered beside: applied at once, with no
			// hand-off, whoever watches.
			for _, b := range beside {
				for _, a := range b.Legal {
					if a.Kind != dos.KindCatch || caught > 3 {
						continue
					}
					viewer := m.Viewer()
					require.NoError(t, m.Act(a))
					caught++
					_, pending := m.Handoff()
					assert.Equal(t, viewer, m.Viewer(), "a catch beside the turn changes no viewer")
					assert.False(t, pending && !turnHuman, "a catch beside a bot's turn needs no hand-off")
					goto next
				}
			}
		} else {
			assert.Empty(t, beside, "nothing is beside a turn without an optional window")
		}
		if turn {
			// Never call: the humans become catchable.
			a := legal[0]
			for _, l := range legal {
				if l.Kind != dos.KindCall && l.Kind != dos.KindCatch {
					a = l
					break
				}
			}
			require.NoError(t, m.Act(a))
		}
	next:
		m.Tick(true)
		m.Drain()
	}
	_, over := m.Outcome()
	require.True(t, over, "the match ends")
	t.Logf("offers beside a turn %d, catches taken %d, actions %d", seen, caught, m.Actions())
	assert.Positive(t, seen, "humans were offered actions beside a turn")
	assert.Positive(t, caught, "a human caught beside a turn")
}

// A human who may be caught, or may catch, gets a person's reaction time:
// bots act beside another's turn (a catch), or on turn while someone may be
// caught, only after at least three times the bot delay.
func TestBotsWaitAReactionTimeBesideATurn(t *testing.T) {
	const delay = 10
	shortest, windows := 1<<30, 0
	for seed := uint64(1); seed <= 8; seed++ {
		setup := Setup{Game: dos.Descriptor.ID, Seed: seed,
			Seats:   []SeatSpec{{Name: "H0", Human: true}, {Name: "B1", Level: "normal"}, {Name: "B2", Level: "easy"}},
			Options: map[string]string{dos.OptMode: dos.ValueFirstOut}}
		m, err := New(setup, Options{BotDelay: delay})
		require.NoError(t, err)
		open := -1
		for tick := 0; tick < 400_000; tick++ {
			if _, over := m.Outcome(); over {
				break
			}
			ws, isOpen := m.Window()
			// Windows beside the human's own turn close when it acts:
			// only the bots' timing is measured.
			isOpen = isOpen && ws.Turn != 0
			switch {
			case isOpen && open < 0:
				open = tick
			case !isOpen && open >= 0:
				windows++
				shortest = min(shortest, tick-open)
				open = -1
			}
			if _, legal, ok := m.HumanTurn(); ok {
				// The human never calls nor catches: the bots decide.
				for _, a := range legal {
					if a.Kind != dos.KindCall && a.Kind != dos.KindCatch {
						require.NoError(t, m.Act(a))
						break
					}
				}
			}
			m.Tick(true)
			m.Drain()
		}
		m.Close()
	}
	t.Logf("optional windows %d, the shortest open %d ticks", windows, shortest)
	require.Positive(t, windows)
	assert.GreaterOrEqual(t, shortest, 3*delay, "a window closes only after a person's reaction time")
}
