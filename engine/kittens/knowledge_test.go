package kittens

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// What each seat knows of the draw pile, kept and forgotten (ZK-7).
func TestKnowledge(t *testing.T) {
	runRules(t, []ruleCase{
		// Knowledge follows public moves: draws from the top.
		{name: "what was seen follows the draws",
			pos:   play4 + "pile=*.cc.cb.ca.sk disc=- stack=- | a sf k=- | a - k=- | a - k=- | a - k=-",
			acts:  []string{"0:play sf", "passall", "0:draw", "1:draw"},
			seats: map[int]string{0: "a sk k=0", 1: "a ca k=-"}},
		// An insertion at a position hidden from a seat erases all it knew.
		{name: "a hidden placement erases knowledge",
			pos:   "kittens n=4 ph=play t=1 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.cc.cb.ca.ek disc=- stack=- | a - k=0.1.2 | a zk k=2 | a - k=- | a - k=-",
			acts:  []string{"1:draw", "1:play zk", "passall", "1:place 3"},
			seats: map[int]string{0: "a - k=-", 1: "a - k=1.3"}},
		// The placer keeps its own placements through draws; another
		// seat's hidden placement erases them.
		{name: "own placements kept, then erased",
			pos:  play4 + "pile=*.cc.cb.ek.ca.ek disc=- stack=- | a zk k=- | a - k=- | a zk k=- | a - k=-",
			acts: []string{"0:draw", "0:play zk", "passall", "0:place 2"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, "a - k=2", seatNote(s, 0))
				do(t, s, "1:draw")
				assert.Equal(t, "a - k=1", seatNote(s, 0), "the draw moved it up")
				doAll(t, s, "2:draw", "2:play zk", "passall", "2:place 3")
				assert.Equal(t, "a - k=-", seatNote(s, 0), "seat 2's hidden placement erased it")
				assert.Equal(t, "a - k=3", seatNote(s, 2))
			}},
		// Clairvoyance: the watcher sees where the kitten goes and keeps
		// what it knew.
		{name: "a watcher keeps its knowledge",
			pos:   play4 + "pile=*.cc.cb.ca.ek disc=- stack=- | a zk k=- | a cv k=0.1.2.3 | a - k=- | a - k=-",
			acts:  []string{"0:draw", "0:play zk", "1:play cv", "passall", "passall", "0:place 1"},
			seats: map[int]string{0: "a - k=1", 1: "a - k=0.1.2.3"}},
		// A refused card put back on top: the others' knowledge follows (the
		// second card left the pile).
		{name: "dig deeper's refusal moves knowledge",
			pos:   play4 + "pile=*.cc.cb.ca disc=- stack=- | a dd k=- | a - k=0.1.2 | a - k=- | a - k=-",
			acts:  []string{"0:play dd", "passall", "0:refuse"},
			seats: map[int]string{0: "a cb k=0", 1: "a - k=0.1"}},
	})
}

// ZK-4.4: who placed and how many kittens went in is public; the record
// counts the cards other seats draw from the top since, and a shuffle
// ends it.
func TestPlacementRecord(t *testing.T) {
	s := pos(t, play4+"pile=*.cb.ca.ek disc=- stack=- | a zk k=- | a - k=- | a sh k=- | a - k=-")
	assert.Equal(t, "-", header(s, "lp"))
	doAll(t, s, "0:draw", "0:play zk", "passall", "0:place 2")
	assert.Equal(t, "0:1:0", header(s, "lp"))
	v := s.view(3)
	assert.Equal(t, engine.Seat(0), v.LastPlacer)
	assert.Equal(t, 1, v.LastPlaced)
	assert.Zero(t, v.DrawnSince)
	do(t, s, "1:draw")
	assert.Equal(t, "0:1:1", header(s, "lp"))
	doAll(t, s, "2:play sh", "passall")
	assert.Equal(t, "-", header(s, "lp"))
}

// PutKittenAt moves a kitten the viewer has not located to a position it
// does not know, and the state keeps the viewer's view.
func TestPutKittenAt(t *testing.T) {
	s := pos(t, play4+"pile=*.ek.cb.ca disc=- stack=- | a - k=1 | a - k=0 | a - k=- | a - k=-")
	v := s.view(0)
	rng := engine.NewRNG(3)
	assert.False(t, s.PutKittenAt(0, 1, &rng), "seat 0 knows position 1 holds a cat")
	assert.True(t, s.PutKittenAt(0, 0, &rng))
	require.NoError(t, s.Check())
	assert.Equal(t, Exploding, s.pile.at(int(s.npile)-1))
	assert.Equal(t, v, s.view(0))
	assert.Equal(t, "a - k=-", seatNote(s, 1), "seat 1's knowledge of the old pile is gone")
	assert.False(t, s.PutKittenAt(0, 99, &rng))
}

// The view shows the pile as the viewer knows it, top first, and the odds
// the table shows (public counting) and the bots use (with knowledge).
func TestViewKnown(t *testing.T) {
	s := pos(t, play4+"pile=*.ek.cb.ek.ca disc=at stack=- | a sf.cl k=0.1 | a - k=- | d - k=- | a - k=-")
	v := s.view(0)
	require.Len(t, v.Known, int(s.npile))
	assert.Equal(t, []Card{CatA, Exploding, NoCard}, v.Known[:3])
	assert.Equal(t, 2, v.PileKittens)
	assert.InDelta(t, 2.0/float64(s.npile), v.PublicExplodeChance(), 1e-9)
	assert.Zero(t, v.ExplodeChance(), "the top is a cat")
	assert.Equal(t, 1.0, v.ExplodeChanceAt(1))
	assert.InDelta(t, 1.0/float64(s.npile-2), v.ExplodeChanceAt(2), 1e-9)
	assert.Equal(t, Attack, v.TopDiscard())
	assert.Equal(t, 3, v.Alive())
	assert.Equal(t, engine.Seat(3), v.NextAlive(1))
	u := v.Unseen()
	assert.Equal(t, uint8(1), u[Exploding], "one kitten it has not located")
	assert.Equal(t, InPlay(4)[CatA]-1, u[CatA])
	assert.Equal(t, InPlay(4)[Attack]-1, u[Attack])
	assert.Equal(t, InPlay(4)[Clone]-1, u[Clone])
	other := s.view(1)
	for _, c := range other.Known {
		assert.Equal(t, NoCard, c)
	}
	assert.Equal(t, v.PublicExplodeChance(), other.ExplodeChance(), "knowing nothing, the odds are public")
	assert.Nil(t, s.view(engine.NoSeat).Hand, "a spectator sees no hand")
}

// PermuteHidden moves only what the viewer cannot see: the other hands and
// the pile positions it does not know, kittens among those positions only.
func TestPermuteHidden(t *testing.T) {
	s := pos(t, play4+"pile=*.ek.cb.ek.ca disc=at stack=- | a sf.cl k=0.1 | a no.ca k=2 | d sk k=- | a - k=-")
	v := s.view(0)
	moved := false
	for seed := uint64(0); seed < 30; seed++ {
		rng := engine.NewRNG(seed)
		alt := s.PermuteHidden(0, &rng).(*State)
		require.NoError(t, alt.Check())
		assert.Equal(t, v, alt.view(0))
		top := int(alt.npile) - 1
		assert.Equal(t, CatA, alt.pile.at(top))
		assert.Equal(t, Exploding, alt.pile.at(top-1))
		moved = moved || alt.Notation() != s.Notation()
		// Seat 1's knowledge stays true (it is a position of the pile).
		assert.Equal(t, s.seats[1].known, alt.seats[1].known)
	}
	assert.True(t, moved, "nothing was ever permuted")
}

// Determinize deals a state with the view it was built from: the known
// positions in place, kittens only in the pile.
func TestDeterminize(t *testing.T) {
	s := pos(t, "kittens n=4 ph=window t=0 owe=1 att=0 ch=2 pass=1 held=0 watch=- give=- lp=- won=-1 pile=*.ek.cb.ek.ca disc=at.sk.no stack=0:sk^1 | a sf.cl k=0.1 | a no.ca k=2 | d sk k=- | a - k=-")
	for _, viewer := range []engine.Seat{0, 1, 2, 3, engine.NoSeat} {
		v := s.view(viewer)
		for seed := uint64(0); seed < 10; seed++ {
			rng := engine.NewRNG(seed)
			d, err := Rules{}.Determinize(v, &rng)
			require.NoError(t, err)
			require.NoError(t, d.Check())
			assert.Equal(t, v, d.View(viewer))
			ds := d.(*State)
			for i := 0; i < int(ds.n); i++ {
				assert.Zero(t, ds.seats[i].hand.get(Exploding))
			}
		}
	}
	_, err := Rules{}.Determinize(nil, nil)
	assert.Error(t, err)
	bad := s.view(0)
	bad.Players[1].HandSize = 40
	rng := engine.NewRNG(1)
	_, err = FromView(bad, &rng)
	assert.Error(t, err, "more cards than the game holds")
}
