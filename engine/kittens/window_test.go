package kittens

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// The reaction stack (ZK-6).
func TestWindows(t *testing.T) {
	runRules(t, []ruleCase{
		// ZK-6.1, ZK-6.2: every play opens a window in which every seat,
		// alive or dead, the player too, is asked; passes show nothing.
		{name: "every seat is asked",
			pos:    play4 + "pile=*.ca disc=- stack=- | a sk k=- | a - k=- | d - k=- | a - k=-",
			acts:   []string{"0:play sk"},
			events: []string{"0 plays sk", "window opens on 0's sk (depth 1, nopes 0)"},
			legal:  seatLegal{0: {"0:pass"}, 1: {"1:pass"}, 2: {"2:pass"}, 3: {"3:pass"}},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, []engine.Seat{0, 1, 2, 3}, s.ToAct())
				w := s.Window()
				assert.Equal(t, engine.Blocking, w.Kind)
				assert.Empty(t, do(t, s, "2:pass"), "ZK-6.6: a pass is never told")
				assert.Equal(t, []engine.Seat{0, 1, 3}, s.ToAct())
				assert.Empty(t, legalOf(s, 2), "a seat that passed is not asked again")
				assert.Equal(t, w, s.Window(), "a pass changes nothing of the window")
				do(t, s, "0:pass")
				do(t, s, "3:pass")
				assert.Equal(t, []string{"window closes on 0's sk cancelled=false", "0's sk resolves",
					"turn 1 owes 1 attacked=false"}, do(t, s, "1:pass"))
			}},
		// ZK-6.2: nobody Nopes their own play or their own Nope; a seat may
		// always Nope a Nope on its own play (ZK-8).
		{name: "no nope of one's own play",
			pos:   play4 + "pile=*.ca disc=- stack=- | a no.sk k=- | a no k=- | a - k=- | a - k=-",
			acts:  []string{"0:play sk"},
			legal: seatLegal{0: {"0:pass"}, 1: {"1:pass", "1:play no"}},
			then: func(t *testing.T, s *State) {
				do(t, s, "1:play no")
				assert.Equal(t, []string{"0:pass", "0:play no"}, legalOf(s, 0), "ZK-8: a Nope on one's play")
				assert.Equal(t, []string{"1:pass"}, legalOf(s, 1), "no Nope of one's own Nope")
			}},
		// ZK-6.3: a Nope flips the cancelled state and reopens the window for
		// everyone; odd → cancelled, even → it takes effect. A chain of three.
		{name: "a chain of three nopes",
			pos:  play4 + "pile=*.ca disc=- stack=- | a at k=- | a no k=- | a no k=- | d no k=-",
			acts: []string{"0:play at", "1:play no", "0:pass", "2:play no"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, []engine.Seat{0, 1, 2, 3}, s.ToAct(), "a Nope clears every pass")
				assert.Equal(t, 3, s.Window().Change, "each Nope is a change")
				evs := do(t, s, "3:play no")
				assert.Equal(t, []string{"3 nopes 2 with no on 0's at: nopes 3 cancelled=true"}, evs, "the dead Nope too")
				assert.Equal(t, "0:at^1.2.3", header(s, "stack"))
				evs = passAll(t, s)
				assert.Equal(t, []string{"window closes on 0's at cancelled=true"}, evs)
				assert.Equal(t, "0", header(s, "t"), "the cancelled attack did nothing")
				assert.Equal(t, "at.no.no.no", header(s, "disc"), "cancelled cards stay discarded")
			}},
		{name: "two nopes: it takes effect",
			pos:    play4 + "pile=*.ca disc=- stack=- | a at k=- | a no k=- | a no k=- | a - k=-",
			acts:   []string{"0:play at", "1:play no", "2:play no", "passall"},
			header: []string{"t=1", "owe=2"}},
		// ZK-6.4: a NOW card in a window goes on top with its own window;
		// when it settles, the window beneath reopens for everyone; a play
		// lower down is Noped only after.
		{name: "a NOW card on top of the stack",
			pos:  play4 + "pile=*.ca disc=- stack=- | a at k=- | a sh k=- | a no k=- | a - k=-",
			acts: []string{"0:play at", "3:pass", "1:play sh"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, "0:at,1:sh", header(s, "stack"))
				assert.Equal(t, []engine.Seat{0, 1, 2, 3}, s.ToAct())
				assert.Equal(t, []string{"2:pass", "2:play no"}, legalOf(s, 2), "the Nope answers the top: the Shuffle")
				evs := passAll(t, s)
				assert.Equal(t, []string{"window closes on 1's sh cancelled=false", "1's sh resolves",
					"1 shuffles the pile of 57", "window reopens on 0's at (depth 1, nopes 0)"}, evs)
				assert.Equal(t, []engine.Seat{0, 1, 2, 3}, s.ToAct(), "the window beneath reopens for everyone")
				do(t, s, "2:play no")
				passAll(t, s)
				assert.Equal(t, "0", header(s, "t"), "the attack was noped after the Shuffle settled")
			}},
		{name: "a noped NOW card, then the play beneath",
			pos:  play4 + "pile=*.ca disc=- stack=- | a sk k=- | a sh k=- | a no k=- | a - k=-",
			acts: []string{"0:play sk", "1:play sh", "2:play no", "passall"},
			events: []string{"window closes on 1's sh cancelled=true",
				"window reopens on 0's sk (depth 1, nopes 0)"},
			then: func(t *testing.T, s *State) {
				passAll(t, s)
				assert.Equal(t, "1", header(s, "t"))
			}},
		// The seat whose play is on top may answer with a NOW card.
		{name: "the player answers its own play with a NOW card",
			pos:   play4 + "pile=*.ca disc=- stack=- | a sh.sk k=- | a - k=- | a - k=- | a - k=-",
			acts:  []string{"0:play sk"},
			legal: seatLegal{0: {"0:pass", "0:play sh"}}},
		// ZK-6.7: drawing opens no window.
		{name: "no window before or after a draw",
			pos:    play4 + "pile=*.ca disc=- stack=- | a - k=- | a no k=- | a - k=- | a - k=-",
			acts:   []string{"0:draw"},
			header: []string{"ph=play", "t=1"}},
	})
}

// Window.Change moves with every reaction and every window opened or
// reopened, never with a pass, so a table restarts its countdown exactly
// when something happened.
func TestWindowChange(t *testing.T) {
	s := pos(t, play4+"pile=*.ca disc=- stack=- | a at k=- | a no k=- | a sh k=- | a - k=-")
	assert.Equal(t, engine.NoWindow, s.Window().Kind)
	do(t, s, "0:play at")
	c := s.Window().Change
	do(t, s, "3:pass")
	assert.Equal(t, c, s.Window().Change)
	do(t, s, "1:play no")
	assert.Equal(t, c+1, s.Window().Change)
	do(t, s, "2:play sh")
	assert.Equal(t, c+2, s.Window().Change)
	passAll(t, s)
	assert.Equal(t, c+3, s.Window().Change, "the reopened window is a change")
	require.Equal(t, PhaseWindow, s.phase)
}

// In the quiet mode of searches (SetQuiet), a window asks only the seats
// with something to answer and settles when they have passed; games stay
// whole and end.
func TestQuiet(t *testing.T) {
	s := pos(t, play4+"pile=*.ca disc=- stack=- | a at k=- | a no k=- | a - k=- | d sh k=-")
	s.SetQuiet(true)
	do(t, s, "0:play at")
	assert.Equal(t, []engine.Seat{1, 3}, s.ToAct(), "seats 0 and 2 have nothing to answer")
	do(t, s, "1:play no")
	assert.Equal(t, []engine.Seat{3}, s.ToAct(), "seat 1 may not Nope its own Nope; seat 0 holds nothing")
	do(t, s, "3:pass")
	assert.Equal(t, "play", header(s, "ph"), "the noped attack settled with nobody else to ask")
	for seed := uint64(0); seed < 300; seed++ {
		g, err := NewGame(engine.Config{Seats: 2 + int(seed%4)}, seed)
		require.NoError(t, err)
		g.SetQuiet(true)
		rng := engine.NewRNG(seed)
		for steps := 0; !g.Over(); steps++ {
			require.Less(t, steps, 5000)
			to := g.ToAct()
			if g.phase == PhaseWindow {
				for _, p := range to {
					require.True(t, g.hasAnswer(p), "seat %d asked with nothing to answer\n%s", p, g.Notation())
				}
			}
			legal := g.Legal(to[rng.IntN(len(to))])
			require.NoError(t, g.Step(legal[rng.IntN(len(legal))]))
			require.NoError(t, g.Check())
		}
	}
}
