package kittens

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Exploding, death and revival (ZK-4).
func TestExploding(t *testing.T) {
	runRules(t, []ruleCase{
		// ZK-4.1: the Exploding Kitten is shown at once; only the drawer
		// acts: a Zombie Kitten (optional, even when held) or die; no window.
		{name: "drawing an exploding kitten",
			pos:    play4 + "pile=*.ek disc=- stack=- | a zk k=- | a no k=- | a - k=- | a - k=-",
			acts:   []string{"0:draw"},
			events: []string{"0 draws ek", "0 explodes"},
			legal:  seatLegal{0: {"0:die", "0:play zk"}, 1: nil},
			header: []string{"ph=explode", "held=1"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, []engine.Seat{0}, s.ToAct())
				assert.Equal(t, engine.NoWindow, s.Window().Kind)
				assert.Equal(t, Drew{Seat: 0, Card: Exploding}, Drew{Seat: 0, Card: Exploding}.For(2), "shown to everyone")
			}},
		// ZK-4.2: the dead keep their hand, lose the turns they owed; play
		// passes to the next living seat.
		{name: "dying keeps the hand and loses the owed turns",
			pos:    "kittens n=4 ph=play t=1 owe=3 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ek disc=- stack=- | a - k=- | a sk.ca k=- | d - k=- | a - k=-",
			acts:   []string{"1:draw", "1:die"},
			events: []string{"1 dies, loses 2 turns", "turn 3 owes 1 attacked=false"},
			header: []string{"t=3", "owe=1", "att=0", "ph=play", "held=0"},
			seats:  map[int]string{1: "d sk.ca k=-"}},
		// ZK-4.6: the game ends the moment one seat is left alive.
		{name: "the last seat alive wins",
			pos:    "kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ek disc=- stack=- | a zk k=- | a - k=-",
			acts:   []string{"0:draw", "0:die"},
			events: []string{"0 dies, loses 0 turns", "game over: 1 wins"},
			header: []string{"ph=over", "won=1"},
			then: func(t *testing.T, s *State) {
				o, over := s.Outcome()
				require.True(t, over)
				assert.Equal(t, []engine.Seat{1}, o.Winners)
				assert.Equal(t, []int{0, 1}, o.Scores)
				assert.Empty(t, s.ToAct())
				assert.Empty(t, s.Legal(1))
				r, m := GameOver{}.Ends()
				assert.True(t, r && m)
			}},
		// ZK-4.4, ZK-6.1: with nobody dead, the Zombie Kitten opens a window
		// in which only NOW cards may be played (ZK-4.5: no Nope), then the
		// kitten goes back anywhere: 0 (top) … m (bottom).
		{name: "a zombie kitten with nobody dead",
			pos:    play4 + "pile=*.ca.ek disc=- stack=- | a zk k=- | a no.sh.cv k=- | a - k=- | a - k=-",
			acts:   []string{"0:draw", "0:play zk"},
			events: []string{"0 plays zk", "window opens on 0's zk (depth 1, nopes 0)"},
			legal:  seatLegal{0: {"0:pass"}, 1: {"1:pass", "1:play sh", "1:play cv"}, 2: {"2:pass"}},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, engine.Blocking, s.Window().Kind)
				evs := passAll(t, s)
				assert.Equal(t, []string{"window closes on 0's zk cancelled=false", "0's zk resolves"}, evs)
				m := int(s.npile)
				legal := legalOf(s, 0)
				require.Len(t, legal, m+1)
				assert.Equal(t, "0:place 0", legal[0])
				assert.Equal(t, ActionString(act(0, KindPlace, int16(m))), legal[m])
				assert.Equal(t, []string{"0 places a kitten at 2: pile 56, 0 left", "turn 1 owes 1 attacked=false"}, do(t, s, "0:place 2"))
				assert.Equal(t, "a - k=2", seatNote(s, 0), "ZK-7: the placer knows where")
				assert.Equal(t, Exploding, s.pile.at(int(s.npile)-3))
			}},
		// ZK-4.4: anyone dead: the Zombie Kitten must name one of them.
		{name: "a zombie kitten must revive one of the dead",
			pos:    play4 + "pile=*.ek disc=- stack=- | a zk k=- | a - k=- | d no k=- | d ca k=-",
			acts:   []string{"0:draw", "0:play zk"},
			events: []string{"0 plays zk"},
			legal:  seatLegal{0: {"0:target 2", "0:target 3"}},
			header: []string{"ph=target"}},
		// The revived seat is alive with its hand; both kittens go back, the
		// second anywhere in the pile now one longer; the Zombie Kitten ends
		// one owed turn.
		{name: "revival puts both kittens back and ends one turn",
			pos:  "kittens n=4 ph=play t=0 owe=2 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ek disc=- stack=- | a zk k=- | a - k=- | d no k=- | d ca k=-",
			acts: []string{"0:draw", "0:play zk", "0:target 3", "passall"},
			has:  []string{"0 revives 3"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, "a ca k=-", seatNote(s, 3))
				assert.Equal(t, "2", header(s, "held"))
				m := int(s.npile)
				require.Len(t, legalOf(s, 0), m+1)
				assert.Equal(t, []string{"0 places a kitten at 0: pile 55, 1 left"}, do(t, s, "0:place 0"))
				require.Len(t, legalOf(s, 0), m+2, "the second goes anywhere in the longer pile")
				evs := do(t, s, ActionString(act(0, KindPlace, int16(m+1))))
				assert.Equal(t, []string{"0 places a kitten at 55: pile 56, 0 left", "turn 0 owes 1 attacked=true"}, evs)
				assert.Equal(t, "a - k=0.55", seatNote(s, 0))
				assert.Equal(t, 2, s.pileKittens())
			}},
		// ZK-4.4: the revived seat owes nothing until play reaches it, then
		// takes a normal turn — here the very next seat.
		{name: "the revived seat plays next",
			pos:    play4 + "pile=*.ek disc=- stack=- | a zk k=- | d - k=- | a - k=- | a - k=-",
			acts:   []string{"0:draw", "0:play zk", "0:target 1", "passall", "0:place 0", "0:place 0"},
			header: []string{"t=1", "owe=1", "att=0", "ph=play"},
			seats:  map[int]string{1: "a - k=-"}},
		// ZK-5 Clone: a Clone acts as a Zombie Kitten when the top discard is
		// one; it counts as one (revival compulsory).
		{name: "a clone of a zombie kitten",
			pos:   play4 + "pile=*.ek disc=zk stack=- | a cl k=- | a - k=- | d - k=- | a - k=-",
			acts:  []string{"0:draw"},
			legal: seatLegal{0: {"0:die", "0:clone zk"}},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, []string{"0 plays cl/zk"}, do(t, s, "0:clone zk"))
				assert.Equal(t, []string{"0:target 2"}, legalOf(s, 0))
				do(t, s, "0:target 2")
				assert.Equal(t, "0:cl/zk>2", header(s, "stack"))
			}},
		{name: "no clone of a zombie kitten without one on top",
			pos:   play4 + "pile=*.ek disc=zk.ca stack=- | a cl k=- | a - k=- | a - k=- | a - k=-",
			acts:  []string{"0:draw"},
			legal: seatLegal{0: {"0:die"}}},
		// ZK-5 Clairvoyance: played in another seat's Zombie Kitten window;
		// the seat sees where the kittens go (ZK-7).
		{name: "clairvoyance sees the placements",
			pos:  play4 + "pile=*.ca.ek disc=- stack=- | a zk k=- | a cv k=- | a no k=- | a - k=-",
			acts: []string{"0:draw", "0:play zk", "1:play cv"},
			legal: seatLegal{0: {"0:pass"}, 1: {"1:pass"}, 2: {"2:pass", "2:play no"},
				3: {"3:pass"}},
			then: func(t *testing.T, s *State) {
				evs := passAll(t, s)
				assert.Equal(t, []string{"window closes on 1's cv cancelled=false", "1's cv resolves", "1 watches 0 place",
					"window reopens on 0's zk (depth 1, nopes 0)"}, evs)
				assert.Equal(t, "1", header(s, "watch"))
				passAll(t, s)
				a := act(0, KindPlace, 1)
				raw, err := s.Apply(a)
				require.NoError(t, err)
				p := raw[0].(Placed)
				assert.Equal(t, 1, p.For(0).(Placed).Pos)
				assert.Equal(t, 1, p.For(1).(Placed).Pos, "the watcher sees")
				assert.Equal(t, -1, p.For(2).(Placed).Pos, "the others do not")
				assert.Equal(t, -1, p.For(engine.NoSeat).(Placed).Pos)
				assert.Equal(t, "a - k=1", seatNote(s, 1))
				assert.Equal(t, "-", header(s, "watch"), "the watch ends with the placements")
			}},
		// A noped Clairvoyance sees nothing.
		{name: "a noped clairvoyance",
			pos:  play4 + "pile=*.ca.ek disc=- stack=- | a zk k=- | a cv k=- | a no k=- | a - k=-",
			acts: []string{"0:draw", "0:play zk", "1:play cv", "2:play no", "passall", "passall", "0:place 0"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, "a - k=-", seatNote(s, 1))
			}},
		// ZK-4.3: the dead answer windows with Nope and NOW cards only.
		{name: "the dead answer windows",
			pos:    play4 + "pile=*.ca disc=- stack=- | a sf k=- | d no.sh.sk.ca*2 k=- | a - k=- | a - k=-",
			acts:   []string{"0:play sf"},
			legal:  seatLegal{1: {"1:pass", "1:play no", "1:play sh"}},
			header: []string{"ph=window"}},
	})
}

// ZK-4.7: Exploding Kittens in the pile + face up in front of the dead (+
// held) = seats − 1, so the pile never runs dry while two are alive; Check
// refuses a position that breaks it.
func TestKittenCount(t *testing.T) {
	_, err := Parse(play4+"pile=ek.ek.ca disc=- stack=- | a - k=- | a - k=- | a - k=- | a - k=-", 1)
	assert.Error(t, err)
	for seed := uint64(0); seed < 200; seed++ {
		s, err := NewGame(engine.Config{Seats: 2 + int(seed%4)}, seed)
		require.NoError(t, err)
		rng := engine.NewRNG(seed)
		for !s.Over() {
			to := s.ToAct()
			legal := s.Legal(to[rng.IntN(len(to))])
			require.NoError(t, s.Step(legal[rng.IntN(len(legal))]))
			inPile := 0
			for i := 0; i < int(s.npile); i++ {
				inPile += btoi(s.pile.at(i) == Exploding)
			}
			require.Equal(t, int(s.n)-1, inPile+s.dead()+int(s.held))
			if s.alive >= 2 {
				// The pile holds a kitten for every living seat but one, or
				// the seat on turn holds it.
				require.GreaterOrEqual(t, inPile+int(s.held), int(s.alive)-1)
			}
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
