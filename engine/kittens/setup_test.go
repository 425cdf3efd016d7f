package kittens

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// ZK-1: 61 cards, 4 Exploding Kittens set aside, 57 others = 24 with the
// paw print + 33 without; the counts of the table.
func TestComposition(t *testing.T) {
	total, pawTotal := 0, 0
	for k := range Composition {
		total += int(Composition[k])
		pawTotal += int(paw[k])
		assert.LessOrEqual(t, paw[k], Composition[k], "%s", Card(k))
	}
	assert.Equal(t, DeckSize, total)
	assert.Equal(t, 24, pawTotal)
	assert.Equal(t, 33, total-4-pawTotal)
	want := map[Card][3]uint8{ // total, paw, no paw
		Exploding: {4, 0, 0}, Zombie: {5, 2, 3}, Attack: {2, 2, 0}, AttackDead: {3, 0, 3}, Nope: {5, 2, 3},
		SeeFuture: {4, 2, 2}, Shuffle: {2, 1, 1}, Skip: {3, 1, 2}, SuperSkip: {2, 1, 1}, Favor: {3, 1, 2},
		Clairvoyance: {2, 1, 1}, DigDeeper: {4, 2, 2}, Clone: {3, 1, 2}, FeedDead: {2, 0, 2}, GraveRobber: {1, 0, 1},
		CatA: {4, 2, 2}, CatB: {4, 2, 2}, CatC: {4, 2, 2}, CatD: {4, 2, 2},
	}
	for k, w := range want {
		nopaw := Composition[k] - paw[k]
		if k == Exploding {
			nopaw = 0
		}
		assert.Equal(t, w, [3]uint8{Composition[k], paw[k], nopaw}, "%s", k)
	}
	// ZK-2.2: the decks by seat count, with seats − 1 Exploding Kittens.
	sum := func(c [NumKinds]uint8) (n int) {
		for _, x := range c {
			n += int(x)
		}
		return n
	}
	assert.Equal(t, 24+1, sum(InPlay(2)))
	assert.Equal(t, 33+2, sum(InPlay(3)))
	assert.Equal(t, 57+3, sum(InPlay(4)))
	assert.Equal(t, 57+4, sum(InPlay(5)))
	assert.Zero(t, InPlay(2)[AttackDead], "no paw on Attack of the Dead")
	assert.Zero(t, InPlay(3)[Attack], "every Attack has the paw")
}

// ZK-2: each seat holds 7 cards and one Zombie Kitten (8), the spare Zombie
// Kitten (one, with 4 seats) is shuffled back in, seats − 1 Exploding
// Kittens go into the pile: 9, 11, 28 and 21 cards.
func TestSetup(t *testing.T) {
	piles := map[int]int{2: 9, 3: 11, 4: 28, 5: 21}
	for seats, want := range piles {
		firsts := map[engine.Seat]bool{}
		for seed := uint64(0); seed < 40; seed++ {
			st, evs, err := Rules{}.New(engine.Config{Seats: seats}, seed)
			require.NoError(t, err)
			s := st.(*State)
			require.NoError(t, s.Check())
			assert.Equal(t, want, int(s.npile), "ZK-2: pile of %d seats", seats)
			assert.Equal(t, seats-1, s.pileKittens())
			kittens, zombies := 0, 0
			for i := 0; i < int(s.npile); i++ {
				switch s.pile.at(i) {
				case Exploding:
					kittens++
				case Zombie:
					zombies++
				}
			}
			assert.Equal(t, seats-1, kittens, "ZK-2.5")
			for i := 0; i < seats; i++ {
				h := s.seats[i].hand
				assert.Equal(t, HandSize+1, int(s.seats[i].size), "ZK-2.4")
				assert.GreaterOrEqual(t, h.get(Zombie), 1, "ZK-2.3: a Zombie Kitten each")
				zombies += h.get(Zombie)
			}
			assert.Equal(t, int(InPlay(seats)[Zombie]), zombies, "ZK-2.3: the spare goes back in")
			firsts[s.turn] = true
			assert.Equal(t, PhasePlay, s.phase)
			assert.Equal(t, 1, int(s.owed))
			// The opening events: each deal, then the start and the first turn.
			require.Len(t, evs, seats+2)
			for i := 0; i < seats; i++ {
				d := evs[i].(Dealt)
				assert.Equal(t, handList(s.seats[i].hand), d.Cards)
				other := engine.Seat((i + 1) % seats)
				assert.Equal(t, hidden(HandSize+1), d.For(other).(Dealt).Cards, "the deal is secret")
			}
			assert.Equal(t, Started{Seats: seats, Pile: want, Kittens: seats - 1, First: s.turn}, evs[seats])
			assert.Equal(t, TurnStarted{Seat: s.turn, Owed: 1}, evs[seats+1])
		}
		assert.Len(t, firsts, seats, "ZK-2.6: the first player is drawn at random")
	}
	// With 4 seats the spare is in the pile or a hand: 5 Zombie Kittens in all.
	assert.Equal(t, uint8(5), InPlay(4)[Zombie])
	_, _, err := Rules{}.New(engine.Config{Seats: 6}, 1)
	assert.Error(t, err)
	_, _, err = Rules{}.New(engine.Config{Seats: 1}, 1)
	assert.Error(t, err)
}

// The same seed deals the same game.
func TestSetupSeeded(t *testing.T) {
	a, err := NewGame(engine.Config{Seats: 4}, 7)
	require.NoError(t, err)
	b, err := NewGame(engine.Config{Seats: 4}, 7)
	require.NoError(t, err)
	assert.Equal(t, a.Notation(), b.Notation())
	c, err := NewGame(engine.Config{Seats: 4}, 8)
	require.NoError(t, err)
	assert.NotEqual(t, a.Notation(), c.Notation())
}

// The descriptor: 2–5 seats, secret hands, reactions, the card keys in the
// order others write faces and texts against.
func TestDescriptor(t *testing.T) {
	r, err := engine.Lookup("kittens")
	require.NoError(t, err)
	d := r.Describe()
	assert.Equal(t, "kittens", d.ID)
	assert.Equal(t, 2, d.MinSeats)
	assert.Equal(t, 5, d.MaxSeats)
	assert.True(t, d.SecretHands)
	assert.True(t, d.Reactions)
	assert.Equal(t, []string{"exploding", "zombie", "attack", "attack_dead", "nope", "see_future",
		"shuffle", "skip", "super_skip", "favor", "clairvoyance", "dig_deeper", "clone", "feed_dead",
		"grave_robber", "cat_a", "cat_b", "cat_c", "cat_d"}, d.Cards)
	for k := Card(0); k < NumKinds; k++ {
		assert.Equal(t, d.Cards[k], k.Key())
		back, ok := ParseCard(k.String())
		assert.True(t, ok)
		assert.Equal(t, k, back)
	}
	assert.Equal(t, "none", NoCard.Key())
	_, ok := ParseCard("xx")
	assert.False(t, ok)
}
