package kittensai

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/kittens"
)

var levels = []string{ai.LevelRandom, ai.LevelEasy, ai.LevelNormal, ai.LevelHard, ai.LevelBasic}

func mustBot(t testing.TB, level string) ai.Bot {
	t.Helper()
	b, err := ai.New(kittens.Descriptor.ID, level)
	require.NoError(t, err)
	return b
}

// positions plays seeded random games of 2–5 seats and calls f at every
// n-th decision with a choice, of every seat that may act (a window asks
// several), in every phase.
func positions(t testing.TB, games, n int, f func(st *kittens.State, seat engine.Seat, legal []engine.Action)) map[kittens.Phase]int {
	t.Helper()
	seen := map[kittens.Phase]int{}
	rng := seeded(3, 4)
	k := 0
	for m := 0; m < games; m++ {
		st, err := kittens.NewGame(engine.Config{Seats: 2 + m%4}, uint64(m))
		require.NoError(t, err)
		for !st.Over() {
			to := st.ToAct()
			for _, seat := range to {
				if legal := st.Legal(seat); len(legal) > 1 {
					if k++; k%n == 0 {
						seen[st.Phase()]++
						f(st, seat, legal)
					}
				}
			}
			legal := st.Legal(to[rng.IntN(len(to))])
			require.NoError(t, st.Step(legal[rng.IntN(len(legal))]))
		}
	}
	return seen
}

// Every bot answers one of the legal actions in every phase and window,
// and its answer does not depend on what its seat cannot see (the other
// hands, the unknown pile positions), proven by PermuteHidden.
func TestLegalAndNoLeak(t *testing.T) {
	for _, level := range levels {
		b := mustBot(t, level)
		games, every := 30, 3
		if level == ai.LevelHard {
			b = Hard{Work: 3000, WindowWork: 1500, Deals: 8}
			games, every = 12, 5
		}
		seen := positions(t, games, every, func(st *kittens.State, seat engine.Seat, legal []engine.Action) {
			a := ai.Choose(context.Background(), b, st.View(seat), legal, seeded(9, 9))
			require.Contains(t, legal, a, "%s chose an illegal action", level)
			rng := engine.NewRNG(5)
			perm := st.PermuteHidden(seat, &rng)
			a2 := ai.Choose(context.Background(), b, perm.View(seat), perm.Legal(seat), seeded(9, 9))
			require.Equal(t, a, a2, "%s changed its choice when hidden cards were permuted", level)
		})
		for _, ph := range []kittens.Phase{kittens.PhasePlay, kittens.PhaseTarget, kittens.PhaseWindow,
			kittens.PhaseGive, kittens.PhaseDig, kittens.PhaseExplode, kittens.PhasePlace} {
			assert.Positive(t, seen[ph], "%s never met phase %s", level, ph.Key())
		}
	}
}

// posView builds a position and the view and legal actions of seat.
func posView(t *testing.T, text string, seat engine.Seat) (*kittens.View, []engine.Action) {
	t.Helper()
	s, err := kittens.Parse(text, 1)
	require.NoError(t, err)
	return s.View(seat).(*kittens.View), s.Legal(seat)
}

func choose(t *testing.T, b ai.Bot, v *kittens.View, legal []engine.Action) string {
	t.Helper()
	return kittens.ActionString(ai.Choose(context.Background(), b, v, legal, seeded(1, 1)))
}

// rest2 is the draw pile of a 2-seat game (the 24 paw cards and one
// Exploding Kitten) whose hands hold zk.ca and zk.no and the kitten is held.
const rest2 = "at.at.no.sf.sf.sh.sk.ss.fa.cv.dd.dd.cl.ca.cb.cb.cc.cc.cd.cd"

// Basic's fixed policy, position by position, beside Normal's answer.
func TestBasicPolicy(t *testing.T) {
	cases := []struct {
		name, pos     string
		seat          engine.Seat
		basic, normal string
	}{
		{"it draws even knowing the top explodes",
			"kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=at.at.no.sf.sf.sh.ss.fa.cv.dd.dd.cl.ca.cb.cb.cc.cc.cd.cd.ca.ek disc=- stack=- | a zk.sk k=0 | a zk.no k=-",
			0, "0:draw", "0:play sk"},
		{"a zombie kitten on an exploding kitten",
			"kittens n=2 ph=explode t=0 owe=1 att=0 ch=0 pass=- held=1 watch=- give=- lp=- won=-1 pile=" + rest2 + " disc=- stack=- | a zk.ca k=- | a zk.no k=-",
			0, "0:play zk", "0:play zk"},
		{"it passes every window",
			"kittens n=2 ph=window t=0 owe=1 att=0 ch=1 pass=- held=0 watch=- give=- lp=- won=-1 pile=at.no.sf.sf.sh.sk.ss.fa.cv.dd.dd.cl.ca.ca.cb.cb.cc.cc.cd.cd.ek disc=at stack=0:at | a zk k=- | a zk.no k=-",
			1, "1:pass", "1:play no"},
		{"it gives its lowest card",
			"kittens n=2 ph=give t=0 owe=1 att=0 ch=1 pass=- held=0 watch=- give=favor:0:0:1 lp=- won=-1 pile=at.at.sf.sf.sh.sk.ss.cv.dd.dd.cl.ca.cb.cb.cc.cc.cd.cd.ek disc=fa stack=- | a zk k=- | a zk.no*2.ca k=-",
			1, "1:give ca", "1:give ca"},
		{"it revives the first dead seat listed",
			"kittens n=4 ph=target t=0 owe=1 att=0 ch=0 pass=- held=1 watch=- give=- lp=- won=-1 pile=zk.zk.at.at.ad.ad.ad.no.no.no.no.no.sf.sf.sf.sf.sh.sh.sk.sk.sk.ss.ss.fa.fa.fa.cv.cv.dd.dd.dd.dd.cl.cl.cl.fd.fd.gr.ca.ca.ca.ca.cb.cb.cb.cb.cc.cc.cc.cc.cd.cd.cd disc=zk stack=0:zk | a - k=- | a - k=- | d zk.cd k=- | d zk k=-",
			0, "0:target 2", "0:target 3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, legal := posView(t, c.pos, c.seat)
			assert.Equal(t, c.basic, choose(t, Basic{}, v, legal))
			assert.Equal(t, c.normal, choose(t, Normal{}, v, legal))
		})
	}
	// It puts kittens back at random: over seeds, more than one position.
	v, legal := posView(t, "kittens n=2 ph=place t=0 owe=1 att=0 ch=2 pass=- held=1 watch=- give=- lp=- won=-1 pile="+rest2+" disc=zk stack=- | a ca k=- | a zk.no k=-", 0)
	got := map[engine.Action]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		a := ai.Choose(context.Background(), Basic{}, v, legal, seeded(seed))
		require.Contains(t, legal, a)
		got[a] = true
	}
	assert.Greater(t, len(got), 3, "basic places at random")
	assert.Equal(t, "0:place 0", choose(t, Normal{}, v, legal), "normal puts it on top for the next seat")
}

// Basic plays no card except to survive, over whole games: every action
// it takes is a draw, a pass, a Zombie Kitten (or a Clone of one), a
// revival, a placement, a gift, or dying without one.
func TestBasicPlaysOnlyToSurvive(t *testing.T) {
	positions(t, 40, 1, func(st *kittens.State, seat engine.Seat, legal []engine.Action) {
		a := ai.Choose(context.Background(), Basic{}, st.View(seat), legal, seeded(2))
		switch a.Kind {
		case kittens.KindDraw, engine.KindPass, kittens.KindPlace, kittens.KindGive, kittens.KindTarget,
			kittens.KindKeep, kittens.KindRefuse, kittens.KindName: // the last three: phases it never enters itself
		case kittens.KindPlay, kittens.KindClone:
			require.Equal(t, kittens.Zombie, kittens.Card(a.Card), "basic played %s", kittens.ActionString(a))
		case kittens.KindDie:
			require.Zero(t, st.HandCount(seat, kittens.Zombie), "basic died holding a Zombie Kitten")
		default:
			require.Failf(t, "basic", "unexpected %s", kittens.ActionString(a))
		}
		if a.Kind == kittens.KindGive {
			for _, l := range legal {
				require.LessOrEqual(t, cardValue[kittens.Card(a.Card)], cardValue[kittens.Card(l.Card)])
			}
		}
	})
}

// Thinking in small slices ends on the same action as one whole call.
func TestSlicedEqualsWhole(t *testing.T) {
	b := Hard{Work: 20_000, WindowWork: 10_000, Deals: 16}
	positions(t, 6, 9, func(st *kittens.State, seat engine.Seat, legal []engine.Action) {
		whole := ai.Choose(context.Background(), b, st.View(seat), legal, seeded(1, 2))
		th := b.Begin(st.View(seat), legal, seeded(1, 2))
		for i := 0; !th.Think(97); i++ {
			require.Less(t, i, 1_000_000, "thinking never finished")
		}
		require.Equal(t, whole, th.Best(), "sliced thinking differs from whole")
	})
}

// Stopping a decision early still leaves a legal best answer.
func TestStopEarly(t *testing.T) {
	b := mustBot(t, ai.LevelHard)
	positions(t, 4, 11, func(st *kittens.State, seat engine.Seat, legal []engine.Action) {
		th := b.Begin(st.View(seat), legal, seeded(1, 2))
		th.Think(10)
		th.Stop()
		require.Contains(t, legal, th.Best(), "best after stop is not legal")
		th.Stop()
	})
}

// Zombie Kittens offers easy, normal and hard in the app, basic for the
// arena.
func TestRegistered(t *testing.T) {
	assert.Equal(t, []string{ai.LevelEasy, ai.LevelNormal, ai.LevelHard}, ai.Levels(kittens.Descriptor.ID))
	for _, level := range levels {
		b, err := ai.New(kittens.Descriptor.ID, level)
		require.NoError(t, err)
		assert.Equal(t, level, b.Name())
	}
	for _, b := range []ai.Bot{Basic{}, Easy{}, Normal{}, NewHard()} {
		assert.Equal(t, engine.Action{}, b.Begin(nil, nil, seeded(1)).Best(), "no view, no action")
	}
}
