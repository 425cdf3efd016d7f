package cucuai

import (
	"context"
	"flag"
	"math"
	"sync"
	"testing"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/cucu"
)

var ceiling = flag.Bool("cucuceiling", false, "measure how far any bot can get above Normal (minutes)")

// TestHardCeiling measures why Hard does not reach 30 % against three
// Normal bots (BENCHMARKS.md): over 1,000 seeded 4-seat matches each, the
// win share against three Normal of
//
//   - Hard as registered (ai.ISMCTS over infer and sim);
//   - paired flat Monte Carlo: both actions played out on the same 1,000
//     determinizations, the better mean taken;
//   - a half cheater: the same, but it is told every card of the seats that
//     have already played this round (perfect inference from what they
//     did) — only the cards of the seats still to play and the pack stay
//     hidden;
//   - a full cheater, who plays out both actions on the true deal;
//
// and, over the decisions of 40 Normal-only matches, how often Normal's
// choice agrees with 2,000 paired simulations and what the disagreements
// are worth. Run with
// go test ./ai/cucu -run TestHardCeiling -cucuceiling -v -timeout 2h.
func TestHardCeiling(t *testing.T) {
	if !*ceiling {
		t.Skip("minutes-long measurement; run with -cucuceiling")
	}
	const n = 1000
	t.Logf("hard (registered) vs 3 normal: %.3f", share(t, mustBot(t, ai.LevelHard), Normal{}, n, 1))
	t.Logf("paired flat, 1,000 deals, vs 3 normal: %.3f", share(t, flatBot{deals: 1000}, Normal{}, n, 1))
	t.Logf("half cheater (knows every card already played on) vs 3 normal: %.3f", cheatShare(n, true))
	t.Logf("full cheater (knows the deal) vs 3 normal: %.3f", cheatShare(n, false))
	agree, disagree, close, gain := agreement(40)
	t.Logf("normal vs 2,000 paired simulations: agrees %d, disagrees %d (worth %.3f of a win in all), too close %d",
		agree, disagree, gain, close)
}

// rollout plays a determinized state on from action a with every seat on
// Normal's policy to the end of the round and values it for me.
func rollout(st *sim, a engine.Action, me engine.Seat) float64 {
	c := st.Clone().(*sim)
	if c.Step(a) != nil {
		return 0
	}
	var buf [2]engine.Action
	for {
		to := c.ToAct()
		if len(to) == 0 {
			break
		}
		if c.Step(c.AppendLegal(buf[:0], to[0])[0]) != nil {
			break
		}
	}
	if o, over := c.Outcome(); over {
		if o.Winners[0] == me {
			return 1
		}
		return 0
	}
	return simValue(c, me)
}

// paired is the mean and standard error of value(second) − value(first)
// over deals determinizations of v.
func paired(v *cucu.View, legal []engine.Action, deals int, rng *engine.RNG) (mean, se float64) {
	det := infer{seat: new(sit)}
	var sum, sum2 float64
	for i := 0; i < deals; i++ {
		st, err := det.Determinize(v, rng)
		if err != nil {
			return 0, 0
		}
		d := rollout(st.(*sim), legal[1], v.Seat) - rollout(st.(*sim), legal[0], v.Seat)
		sum, sum2 = sum+d, sum2+d*d
	}
	mean = sum / float64(deals)
	return mean, math.Sqrt(max(0, sum2/float64(deals)-mean*mean) / float64(deals))
}

// flatBot takes the better action by paired flat Monte Carlo.
type flatBot struct{ deals int }

func (flatBot) Name() string { return "flat" }

func (b flatBot) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := cv(ev)
	if v == nil || len(legal) < 2 {
		return ai.Done(first(legal))
	}
	mean, _ := paired(v, legal, b.deals, rng)
	return ai.Done(pick(legal, mean > 0))
}

// cheatShare is a cheater's share against three Normal bots: it plays out
// both actions on deals that show it the true cards — all of them, or
// (half) those of the seats that have played this round.
func cheatShare(n int, half bool) float64 {
	var mu sync.Mutex
	var wg sync.WaitGroup
	wins := 0.0
	jobs := make(chan int)
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := engine.NewRNG(5)
			for m := range jobs {
				st, _ := cucu.NewMatch(engine.Config{Seats: 4}, 1+uint64(m))
				hero := engine.Seat(m % 4)
				for step := 0; ; step++ {
					if o, over := st.Outcome(); over {
						mu.Lock()
						if o.Winners[0] == hero {
							wins++
						}
						mu.Unlock()
						break
					}
					p := st.ToAct()[0]
					legal := st.Legal(p)
					var a engine.Action
					switch {
					case p != hero:
						a = ai.Choose(context.Background(), Normal{}, st.View(p), legal, ai.DecisionRNG(uint64(m), p, step))
					case half:
						v := *st.View(p).(*cucu.View)
						v.Players = append([]cucu.SeatView(nil), v.Players...)
						for i := range v.Players {
							if v.Players[i].InRound && v.Players[i].Did != cucu.MoveNone {
								v.Players[i].Card = st.Hand(engine.Seat(i))
							}
						}
						mean, _ := paired(&v, legal, 200, &rng)
						a = pick(legal, mean > 0)
					default:
						truth := &sim{State: st, round: st.Round(), seat: new(sit)}
						a = pick(legal, rollout(truth, legal[1], p) > rollout(truth, legal[0], p))
					}
					_ = st.Step(a)
				}
			}
		}()
	}
	for m := 0; m < n; m++ {
		jobs <- m
	}
	close(jobs)
	wg.Wait()
	return wins / float64(n)
}

// agreement compares Normal's choices in Normal-only matches with 2,000
// paired simulations: decisions where both actions come out the same (the
// Inn's withdraw and cover before an accepting innkeeper) or within two
// standard errors are too close to call.
func agreement(matches int) (agree, disagree, close int, gain float64) {
	rng := engine.NewRNG(9)
	for m := 0; m < matches; m++ {
		st, _ := cucu.NewMatch(engine.Config{Seats: 4}, uint64(m))
		for step := 0; step < 60; step++ {
			if _, over := st.Outcome(); over {
				break
			}
			p := st.ToAct()[0]
			legal := st.Legal(p)
			v := st.View(p).(*cucu.View)
			a := ai.Choose(context.Background(), Normal{}, v, legal, ai.DecisionRNG(uint64(m), p, step))
			mean, se := paired(v, legal, 2000, &rng)
			switch {
			case math.Abs(mean) <= 2*se:
				close++
			case (mean > 0) == (a == legal[1]):
				agree++
			default:
				disagree++
				gain += math.Abs(mean)
			}
			_ = st.Step(a)
		}
	}
	return agree, disagree, close, gain
}
