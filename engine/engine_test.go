package engine_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

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
		if x != y {
			t.Fatalf("draw %d: same seed gives %d and %d", i, x, y)
		}
		if x != z {
			same = false
		}
	}
	if same {
		t.Fatal("seeds 42 and 43 give the same stream")
	}
	fork := a // a plain value: the copy continues identically
	for i := 0; i < 10; i++ {
		if a.IntN(1000) != fork.IntN(1000) {
			t.Fatal("a copied RNG diverges")
		}
	}
	// Rand derives a standard generator from the RNG's state, so equal
	// RNGs give equal generators.
	g := a
	r1, r2 := a.Rand(), g.Rand()
	if r1.Uint64() != r2.Uint64() {
		t.Fatal("Rand of equal RNGs differs")
	}
}

// IntN stays in [0, n) and reaches every value, including n = 1 and large n.
func TestRNGIntNRange(t *testing.T) {
	r := engine.NewRNG(7)
	for _, n := range []int{1, 2, 3, 7, 94, 1000, 1 << 40} {
		seen := map[int]bool{}
		for i := 0; i < 5000; i++ {
			v := r.IntN(n)
			if v < 0 || v >= n {
				t.Fatalf("IntN(%d) = %d", n, v)
			}
			seen[v] = true
		}
		if n <= 94 && len(seen) != n {
			t.Fatalf("IntN(%d) reached only %d values", n, len(seen))
		}
	}
	// Roughly uniform: each of 6 faces within 10% of 10,000 draws in 60,000.
	var hist [6]int
	for i := 0; i < 60000; i++ {
		hist[r.IntN(6)]++
	}
	for face, n := range hist {
		if n < 9000 || n > 11000 {
			t.Fatalf("face %d drawn %d times of 60,000", face, n)
		}
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
	if !reflect.DeepEqual(p, perm(5)) {
		t.Fatal("same seed, different shuffle")
	}
	seen := make([]bool, len(p))
	for _, v := range p {
		seen[v] = true
	}
	for i, ok := range seen {
		if !ok {
			t.Fatalf("%d lost by the shuffle", i)
		}
	}
}

// Lookup finds registered games and names the unknown one in its error.
func TestRegistry(t *testing.T) {
	r, err := engine.Lookup("flip7")
	if err != nil || r.Describe().ID != "flip7" {
		t.Fatalf("Lookup(flip7) = %v, %v", r, err)
	}
	if _, err := engine.Lookup("no-such-game"); err == nil || !strings.Contains(err.Error(), "no-such-game") {
		t.Fatalf("unknown game: %v", err)
	}
	found := false
	games := engine.Games()
	for i, g := range games {
		if g.Describe().ID == "flip7" {
			found = true
		}
		if i > 0 && games[i-1].Describe().ID >= g.Describe().ID {
			t.Fatal("Games not sorted by id")
		}
	}
	if !found {
		t.Fatal("flip7 not listed")
	}
	defer func() {
		if recover() == nil {
			t.Fatal("registering a game twice did not panic")
		}
	}()
	engine.Register(r)
}

// A save round-trips through JSON and replays to the same position; a bad
// save is an error.
func TestSaveRoundTrip(t *testing.T) {
	r, err := engine.Lookup("flip7")
	if err != nil {
		t.Fatal(err)
	}
	save := engine.Save{Game: "flip7", Config: engine.Config{Seats: 3}, Seed: 11}
	st, _, err := r.New(save.Config, save.Seed)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 40; i++ {
		if _, over := st.Outcome(); over {
			break
		}
		seat := st.ToAct()[0]
		a := st.Legal(seat)[i%len(st.Legal(seat))]
		if !engine.IsLegal(st, a) {
			t.Fatal("IsLegal refuses a listed action")
		}
		if _, err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		save.Actions = append(save.Actions, a)
	}
	data, err := save.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, replayed, err := engine.ParseSave(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, save) || replayed.Notation() != st.Notation() {
		t.Fatal("save does not round-trip")
	}
	bad := save
	bad.Actions = append(append([]engine.Action(nil), save.Actions...), engine.Action{By: 5, Kind: 9})
	if _, err := bad.Replay(nil); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("illegal action in a save: %v", err)
	}
	if engine.IsLegal(st, engine.Action{By: 5, Kind: 9}) {
		t.Fatal("IsLegal accepts an unlisted action")
	}
	for _, junk := range []string{"", "{", `{"game":"nope","config":{"seats":2}}`, `{"game":"flip7","config":{"seats":0}}`} {
		if _, _, err := engine.ParseSave([]byte(junk)); err == nil {
			t.Fatalf("junk save %q accepted", junk)
		}
	}
}
