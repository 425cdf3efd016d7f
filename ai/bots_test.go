package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"cardtable/engine"
	"cardtable/engine/flip7"
)

var levels = []string{LevelRandom, LevelEasy, LevelNormal, LevelHard, LevelBasic}

// positions plays seeded random Flip 7 matches and calls f at decisions.
func positions(t testing.TB, n int, f func(st *flip7.State, seat engine.Seat, legal []engine.Action)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(3, 4))
	for m := 0; m < n; m++ {
		st, err := flip7.NewMatch(engine.Config{Seats: 1 + m%5}, uint64(m))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 60; step++ {
			if _, over := st.Outcome(); over {
				break
			}
			seat := st.ToAct()[0]
			legal := st.Legal(seat)
			if step%7 == 3 {
				f(st, seat, legal)
			}
			if err := st.Step(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func mustBot(t testing.TB, level string) Bot {
	b, err := New("flip7", level)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func legalHas(legal []engine.Action, a engine.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}

// Every bot returns one of the legal actions, and does not depend on the
// deck order (hidden), proven by permuting it with PermuteHidden.
func TestLegalAndNoLeak(t *testing.T) {
	for _, level := range levels {
		b := mustBot(t, level)
		positions(t, 40, func(st *flip7.State, seat engine.Seat, legal []engine.Action) {
			a := Choose(context.Background(), b, st.View(seat), legal, rand.New(rand.NewPCG(9, 9)))
			if !legalHas(legal, a) {
				t.Fatalf("%s chose illegal %+v from %v", level, a, legal)
			}
			rng := engine.NewRNG(5)
			perm := st.PermuteHidden(seat, &rng)
			a2 := Choose(context.Background(), b, perm.View(seat), perm.Legal(seat), rand.New(rand.NewPCG(9, 9)))
			if a2 != a {
				t.Fatalf("%s changed its choice when the deck was permuted: %+v vs %+v", level, a, a2)
			}
		})
	}
}

// Thinking in small slices ends on the same answer as one Choose.
func TestSlicedEqualsWhole(t *testing.T) {
	b := mustBot(t, LevelHard)
	positions(t, 25, func(st *flip7.State, seat engine.Seat, legal []engine.Action) {
		whole := Choose(context.Background(), b, st.View(seat), legal, rand.New(rand.NewPCG(1, 2)))
		th := b.Begin(st.View(seat), legal, rand.New(rand.NewPCG(1, 2)))
		for i := 0; !th.Think(97); i++ {
			if i > 1_000_000 {
				t.Fatal("thinking never finished")
			}
		}
		if got := th.Best(); got != whole {
			t.Fatalf("sliced %+v, whole %+v", got, whole)
		}
	})
}

// Stopping a decision early still leaves a legal best answer.
func TestStopEarly(t *testing.T) {
	b := mustBot(t, LevelHard)
	positions(t, 10, func(st *flip7.State, seat engine.Seat, legal []engine.Action) {
		th := b.Begin(st.View(seat), legal, rand.New(rand.NewPCG(1, 2)))
		th.Think(10)
		th.Stop()
		if !legalHas(legal, th.Best()) {
			t.Fatalf("best after stop %+v is not legal", th.Best())
		}
		th.Stop()
	})
}

func TestRegistry(t *testing.T) {
	if got := Levels("flip7"); len(got) != 3 || got[0] != LevelEasy || got[2] != LevelHard {
		t.Fatalf("Levels(flip7) = %v", got)
	}
	if _, err := New("flip7", "grandmaster"); err == nil {
		t.Fatal("unknown level accepted")
	}
	if _, err := New("nosuchgame", LevelEasy); err == nil {
		t.Fatal("unknown game accepted")
	}
	if b, err := New("nosuchgame", LevelRandom); err != nil || b.Name() != LevelRandom {
		t.Fatal("random must exist for every game")
	}
}
