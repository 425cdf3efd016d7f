package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	_ "cardtable/engine/flip7" // registers a real game for the registry and save tests
)

// The RNG is a pure function of its seed, and copying it copies its future.
func TestRNGDeterminism(t *testing.T) {
	a, b := engine.NewRNG(42), engine.NewRNG(42)
	c := engine.NewRNG(43)
	same := true
	for i := 0; i < 100; i++ {
		x, y, z := a.Uint64(), b.Uint64(), c.Uint64()
		require.Equal(t, x, y, "draw %d: same seed", i)
		if x != z {
			same = false
		}
	}
	require.False(t, same, "seeds 42 and 43 give the same stream")
	fork := a // a plain value: the copy continues identically
	for i := 0; i < 10; i++ {
		require.Equal(t, a.IntN(1000), fork.IntN(1000), "a copied RNG diverges")
	}
	// Rand derives a standard generator from the RNG's state, so equal
	// RNGs give equal generators.
	g := a
	r1, r2 := a.Rand(), g.Rand()
	require.Equal(t, r1.Uint64(), r2.Uint64(), "Rand of equal RNGs")
}

// IntN stays in [0, n) and reaches every value, including n = 1 and large n.
func TestRNGIntNRange(t *testing.T) {
	r := engine.NewRNG(7)
	for _, n := range []int{1, 2, 3, 7, 94, 1000, 1 << 40} {
		seen := map[int]bool{}
		for i := 0; i < 5000; i++ {
			v := r.IntN(n)
			require.GreaterOrEqual(t, v, 0, "IntN(%d)", n)
			require.Less(t, v, n, "IntN(%d)", n)
			seen[v] = true
		}
		if n <= 94 {
			require.Len(t, seen, n, "IntN(%d) reaches every value", n)
		}
	}
	// Roughly uniform: each of 6 faces within 10% of 10,000 draws in 60,000.
	var hist [6]int
	for i := 0; i < 60000; i++ {
		hist[r.IntN(6)]++
	}
	for face, n := range hist {
		assert.InDelta(t, 10000, n, 1000, "face %d drawn %d times of 60,000", face, n)
	}
}

// Shuffle is a permutation and depends only on the seed.
func TestRNGShuffle(t *testing.T) {
	perm := func(seed uint64) []int {
		r := engine.NewRNG(seed)
		p := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
		r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
		return p
	}
	p := perm(5)
	require.Equal(t, p, perm(5), "same seed, different shuffle")
	assert.ElementsMatch(t, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, p, "a shuffle is a permutation")
}

// Lookup finds registered games and names the unknown one in its error.
func TestRegistry(t *testing.T) {
	r, err := engine.Lookup("flip7")
	require.NoError(t, err)
	require.Equal(t, "flip7", r.Describe().ID)
	_, err = engine.Lookup("no-such-game")
	require.ErrorContains(t, err, "no-such-game")
	games := engine.Games()
	var ids []string
	for _, g := range games {
		ids = append(ids, g.Describe().ID)
	}
	assert.Contains(t, ids, "flip7")
	assert.IsIncreasing(t, ids, "Games sorted by id")
	assert.Panics(t, func() { engine.Register(r) }, "registering a game twice")
}

// A save round-trips through JSON and replays to the same position; a bad
// save is an error.
func TestSaveRoundTrip(t *testing.T) {
	r, err := engine.Lookup("flip7")
	require.NoError(t, err)
	save := engine.Save{Game: "flip7", Config: engine.Config{Seats: 3}, Seed: 11}
	st, _, err := r.New(save.Config, save.Seed)
	require.NoError(t, err)
	for i := 0; i < 40; i++ {
		if _, over := st.Outcome(); over {
			break
		}
		seat := st.ToAct()[0]
		a := st.Legal(seat)[i%len(st.Legal(seat))]
		require.True(t, engine.IsLegal(st, a), "IsLegal refuses a listed action")
		_, err := st.Apply(a)
		require.NoError(t, err)
		save.Actions = append(save.Actions, a)
	}
	data, err := save.Marshal()
	require.NoError(t, err)
	back, replayed, err := engine.ParseSave(data)
	require.NoError(t, err)
	require.Equal(t, save, back, "save round-trip")
	require.Equal(t, st.Notation(), replayed.Notation(), "replayed position")
	bad := save
	bad.Actions = append(append([]engine.Action(nil), save.Actions...), engine.Action{By: 5, Kind: 9})
	_, err = bad.Replay(nil)
	require.ErrorIs(t, err, engine.ErrIllegal, "illegal action in a save")
	require.False(t, engine.IsLegal(st, engine.Action{By: 5, Kind: 9}), "IsLegal accepts an unlisted action")
	for _, junk := range []string{"", "{", `{"game":"nope","config":{"seats":2}}`, `{"game":"flip7","config":{"seats":0}}`} {
		_, _, err := engine.ParseSave([]byte(junk))
		require.Error(t, err, "junk save %q accepted", junk)
	}
}
