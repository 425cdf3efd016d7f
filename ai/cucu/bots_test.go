package cucuai

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/cucu"
)

var levels = []string{ai.LevelRandom, ai.LevelEasy, ai.LevelNormal, ai.LevelHard, ai.LevelBasic}

// quickHard is Hard on a small budget, for tests that call it often.
var quickHard = Hard{Work: 3000, Deals: 1 << 20, C: 0.3}

// Every bot returns a legal action in every phase, and its choice does not
// change when the cards hidden from it are permuted (it reads its view
// only).
func TestLegalAndNoLeak(t *testing.T) {
	bots := map[string]ai.Bot{}
	for _, l := range levels {
		bots[l] = mustBot(t, l)
	}
	bots["hard"] = quickHard
	phases := map[cucu.Phase]int{}
	positions(t, 30, func(st *cucu.State, seat engine.Seat, legal []engine.Action) {
		phases[st.Phase()]++
		for name, b := range bots {
			a := ai.Choose(context.Background(), b, st.View(seat), legal, seeded(9, 9))
			require.Contains(t, legal, a, "%s chose an illegal action", name)
			rng := engine.NewRNG(5)
			perm := st.PermuteHidden(seat, &rng)
			a2 := ai.Choose(context.Background(), b, perm.View(seat), perm.Legal(seat), seeded(9, 9))
			require.Equal(t, a, a2, "%s changed its choice when hidden cards were permuted\n%s", name, st.Notation())
		}
	})
	for _, p := range []cucu.Phase{cucu.PhaseTurn, cucu.PhaseDealer, cucu.PhaseInn, cucu.PhaseCover} {
		assert.Positive(t, phases[p], "no decision in phase %s", p.Key())
	}
}

// The registered Hard, on its full budget, does not read hidden cards
// either.
func TestHardNoLeak(t *testing.T) {
	hard := mustBot(t, ai.LevelHard)
	n := 0
	positions(t, 6, func(st *cucu.State, seat engine.Seat, legal []engine.Action) {
		if n++; n%5 != 0 {
			return
		}
		a := ai.Choose(context.Background(), hard, st.View(seat), legal, seeded(1, 1))
		rng := engine.NewRNG(7)
		perm := st.PermuteHidden(seat, &rng)
		require.Equal(t, a, ai.Choose(context.Background(), hard, perm.View(seat), perm.Legal(seat), seeded(1, 1)))
	})
}

// Basic's fixed policy on crafted positions: keep 6 or above, else ask
// (the Fool too); ask for cover at an Inn; refuse cover; the dealer swaps
// with the pack below 6.
func TestBasicPolicy(t *testing.T) {
	const head = "cucu n=3 r=1 rs=0 d=2 t=0 ph=turn inn=-1 w=-1 pack=? top=-/- swaps=- covers=- last=-"
	cases := []struct {
		name, pos, want string
	}{
		{"six kept", head + " | 3 in 6 0 - - | 3 in 2 1 - - | 3 in 9 2 - -", "0:keep"},
		{"five asked", head + " | 3 in 5 0 - - | 3 in 2 1 - - | 3 in 9 2 - -", "0:ask 1"},
		{"the Fool asked", head + " | 3 in fool 0 - - | 3 in 2 1 - - | 3 in 9 2 - -", "0:ask 1"},
		{"a power kept", head + " | 3 in inn 0 - - | 3 in 2 1 - - | 3 in 9 2 - -", "0:keep"},
		{"a known Hunter asked all the same", head + " | 3 in lion 0 - - | 3 in hunter *1 - - | 3 in 9 2 - -", "0:ask 1"},
		{"dealer keeps 6",
			"cucu n=3 r=1 rs=0 d=2 t=2 ph=dealer inn=-1 w=-1 pack=? top=-/- swaps=- covers=- last=- | 3 in 3 0 k keep | 3 in 2 1 k keep | 3 in 6 2 - -", "2:keep"},
		{"dealer swaps 5",
			"cucu n=3 r=1 rs=0 d=2 t=2 ph=dealer inn=-1 w=-1 pack=? top=-/- swaps=- covers=- last=- | 3 in 3 0 k keep | 3 in 2 1 k keep | 3 in 5 2 - -", "2:pack"},
		{"cover asked",
			"cucu n=3 r=1 rs=0 d=2 t=0 ph=inn inn=1 w=-1 pack=? top=-/- swaps=- covers=- last=- | 3 in 2 0 a ask | 3 in inn *1 - - | 3 in 9 2 - -", "0:cover 1"},
		{"cover refused",
			"cucu n=3 r=1 rs=0 d=2 t=0 ph=cover inn=1 w=-1 pack=? top=-/- swaps=- covers=- last=- | 3 in 2 0 a ask | 3 in inn *1 - - | 3 in 9 2 - -", "1:refuse 0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, cucu.ActionString(choose(t, Basic{}, craft(t, c.pos))))
		})
	}
}

// Normal acts on what it has seen: it never asks into a Hunter, a Cat or
// a Cuckoo it knows of, asks past a known Horse into a known Inn with a
// low card, asks away a low card and the Fool, keeps a power, accepts
// cover, and asks for cover with anything below the Inn.
func TestNormalPolicy(t *testing.T) {
	const head = "cucu n=4 r=1 rs=0 d=3 t=0 ph=turn inn=-1 w=-1 pack=? top=-/- swaps=- covers=- last=-"
	cases := []struct {
		name, pos, want string
	}{
		{"lion kept before a known Hunter", head + " | 3 in lion 0 - - | 3 in hunter *1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:keep"},
		{"lion kept before a known Cat", head + " | 3 in lion 0 - - | 3 in cat *1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:keep"},
		{"lion kept before a known Cuckoo", head + " | 3 in lion 0 - - | 3 in cuckoo *1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:keep"},
		{"a Hunter past a known Horse", head + " | 3 in lion 0 - - | 3 in horse *1 - - | 3 in hunter *2 - - | 3 in 8 3 - -", "0:keep"},
		{"an Inn past a known Horse", head + " | 3 in lion 0 - - | 3 in horse *1 - - | 3 in inn *2 - - | 3 in 8 3 - -", "0:ask 1"},
		{"lion asked away", head + " | 3 in lion 0 - - | 3 in 2 1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:ask 1"},
		{"the Fool asked away", head + " | 3 in fool 0 - - | 3 in 2 1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:ask 1"},
		{"ten kept", head + " | 3 in 10 0 - - | 3 in 2 1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:keep"},
		{"a power kept", head + " | 3 in horse 0 - - | 3 in 2 1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:keep"},
		{"cover asked",
			"cucu n=3 r=1 rs=0 d=2 t=0 ph=inn inn=1 w=-1 pack=? top=-/- swaps=- covers=- last=- | 3 in 4 0 a ask | 3 in inn *1 - - | 3 in 9 2 - -", "0:cover 1"},
		{"cover accepted",
			"cucu n=3 r=1 rs=0 d=2 t=0 ph=cover inn=1 w=-1 pack=? top=-/- swaps=- covers=- last=- | 3 in 2 0 a ask | 3 in inn *1 - - | 3 in 9 2 - -", "1:accept 0"},
		{"dealer swaps the lion",
			"cucu n=3 r=1 rs=0 d=2 t=2 ph=dealer inn=-1 w=-1 pack=? top=-/- swaps=- covers=- last=- | 3 in 3 0 k keep | 3 in 7 1 k keep | 3 in lion 2 - -", "2:pack"},
		{"dealer keeps the cuckoo",
			"cucu n=3 r=1 rs=0 d=2 t=2 ph=dealer inn=-1 w=-1 pack=? top=-/- swaps=- covers=- last=- | 3 in 3 0 k keep | 3 in 7 1 k keep | 3 in cuckoo 2 - -", "2:keep"},
		{"dealer keeps above every known card",
			"cucu n=3 r=1 rs=0 d=2 t=2 ph=dealer inn=-1 w=-1 pack=? top=-/- swaps=- covers=- last=- | 3 in 1 *0 k keep | 3 in 2 *1 k keep | 3 in 3 2 - -", "2:keep"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, cucu.ActionString(choose(t, Normal{}, craft(t, c.pos))))
		})
	}
}

// Hard in a position with one sensible answer finds it.
func TestHardObvious(t *testing.T) {
	const head = "cucu n=4 r=1 rs=0 d=3 t=0 ph=turn inn=-1 w=-1 pack=? top=-/- swaps=- covers=- last=-"
	hard := mustBot(t, ai.LevelHard)
	for _, c := range []struct{ pos, want string }{
		{head + " | 3 in lion 0 - - | 3 in hunter *1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:keep"},
		{head + " | 3 in cuckoo 0 - - | 3 in 2 1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:keep"},
		{head + " | 3 in fool 0 - - | 3 in 2 1 - - | 3 in 9 2 - - | 3 in 8 3 - -", "0:ask 1"},
	} {
		assert.Equal(t, c.want, cucu.ActionString(choose(t, hard, craft(t, c.pos))), c.pos)
	}
}

// Thinking in small slices ends on the same action as one whole call.
func TestSlicedEqualsWhole(t *testing.T) {
	n := 0
	positions(t, 8, func(st *cucu.State, seat engine.Seat, legal []engine.Action) {
		if n++; n%3 != 0 {
			return
		}
		whole := ai.Choose(context.Background(), quickHard, st.View(seat), legal, seeded(1, 2))
		th := quickHard.Begin(st.View(seat), legal, seeded(1, 2))
		for i := 0; !th.Think(97); i++ {
			require.Less(t, i, 1_000_000, "thinking never finished")
		}
		require.Equal(t, whole, th.Best(), "sliced thinking differs from whole")
	})
}

// Stopping a decision early still leaves a legal best answer.
func TestStopEarly(t *testing.T) {
	hard := mustBot(t, ai.LevelHard)
	positions(t, 4, func(st *cucu.State, seat engine.Seat, legal []engine.Action) {
		th := hard.Begin(st.View(seat), legal, seeded(1, 2))
		th.Think(10)
		th.Stop()
		require.Contains(t, legal, th.Best(), "best after stop is not legal")
		th.Stop()
	})
}

// Cucù offers easy, normal and hard in the app, and basic for the arena.
func TestRegistered(t *testing.T) {
	assert.Equal(t, []string{ai.LevelEasy, ai.LevelNormal, ai.LevelHard}, ai.Levels(cucu.Descriptor.ID))
	for _, level := range levels {
		b, err := ai.New(cucu.Descriptor.ID, level)
		require.NoError(t, err)
		assert.Equal(t, level, b.Name())
	}
	_, err := ai.New(cucu.Descriptor.ID, "grandmaster")
	assert.Error(t, err)
}

// A bot handed another game's view falls back to the first legal action.
func TestForeignView(t *testing.T) {
	legal := []engine.Action{{By: 0, Kind: 1}, {By: 0, Kind: 2}}
	for _, level := range levels[1:] {
		a := ai.Choose(context.Background(), mustBot(t, level), nil, legal, seeded(1))
		assert.Equal(t, legal[0], a, level)
	}
}
