package ai

import (
	"math"

	"cardtable/engine"
)

// ISMCTS is a generic search bot for any game whose rules can determinize a
// view: single-observer information-set Monte Carlo tree search. Each
// iteration deals the cards the viewer cannot see at random (a
// determinization), walks one shared tree of actions by UCB — counting, for
// every child, how often it was available, since other seats' legal actions
// differ from deal to deal — then plays random legal actions through the
// allocation-free fast path (engine.Stepper) and credits every node with the
// result for the seat that acted there. It never sees the State.
//
// It thinks in the same work units as Flip 7's Hard (about 0.14 µs each),
// so Work is a time budget comparable across bots. The decision is the most
// visited action at the root, a function of the view and the random source
// only.
type ISMCTS struct {
	// Level is the name the bot reports (the level it is registered as).
	Level string
	// Det deals the hidden cards (the game's Rules).
	Det engine.Determinizer
	// Work caps one decision, in work units.
	Work int
	// Deals is the number of distinct determinizations; later iterations
	// replay them on a Clone, which costs a fraction of a fresh deal
	// (0: DefaultDeals).
	Deals int
	// C is the UCB exploration constant (0: 0.7, for rewards in [0, 1]).
	C float64
	// MaxSteps ends a playout that has not reached the end of the match
	// (0: 2000); Eval then values it.
	MaxSteps int
	// Eval values an unfinished playout for a seat in [0, 1]; nil values it
	// as an even share.
	Eval func(st engine.State, seat engine.Seat) float64
	// Policy, when set, picks each playout action of seat among legal
	// instead of a uniformly random one (a game's playout policy; it may
	// read the determinized state, the search's own hypothesis, and draw
	// from rng).
	Policy func(st engine.State, seat engine.Seat, legal []engine.Action, rng *engine.RNG) engine.Action
}

// DefaultDeals is the number of distinct determinizations when
// ISMCTS.Deals is zero.
const DefaultDeals = 64

// Work charged by ISMCTS, calibrated on Flip 7 (BenchmarkISMCTSSlice in ai/flip7) so a unit
// costs about the same time as in Flip 7's Hard.
const (
	ismctsUnitsPerStep  = 1 // an action applied in the tree or a playout
	ismctsUnitsPerDeal  = 8 // a fresh determinization
	ismctsUnitsPerClone = 1 // a replayed one
)

// Name is the registered level.
func (b ISMCTS) Name() string { return b.Level }

// Begin starts the search; Best is the first legal action until the first
// iteration ends.
func (b ISMCTS) Begin(v engine.View, legal []engine.Action, rng *engine.RNG) Thinking {
	if len(legal) <= 1 || b.Det == nil {
		return Done(first(legal))
	}
	seed := rng.Uint64()
	own := append([]engine.Action(nil), legal...)
	return StartSearch(own[0], func(s *Search) { b.search(s, v, own, seed) })
}

func first(legal []engine.Action) engine.Action {
	if len(legal) == 0 {
		return engine.Action{}
	}
	return legal[0]
}

// node is one action in the shared tree. Children form a linked list of
// indices into the tree's arena, so growing the tree allocates rarely.
type node struct {
	a      engine.Action
	first  int32 // first child, or -1
	next   int32 // next sibling, or -1
	visits float64
	avail  float64
	reward float64 // summed results for a.By
}

// tree is one decision's search state.
type tree struct {
	b      ISMCTS
	me     engine.Seat
	legal  []engine.Action
	nodes  []node
	path   []int32
	buf    []engine.Action
	rng    engine.RNG
	deals  []engine.State
	winner []engine.Seat
}

func (b ISMCTS) search(s *Search, v engine.View, legal []engine.Action, seed uint64) {
	t := &tree{b: b, me: v.Viewer(), legal: legal, rng: engine.NewRNG(seed),
		nodes: []node{{first: -1, next: -1}}, buf: make([]engine.Action, 0, 64)}
	if t.b.Deals <= 0 {
		t.b.Deals = DefaultDeals
	}
	if t.b.C <= 0 {
		t.b.C = 0.7
	}
	if t.b.MaxSteps <= 0 {
		t.b.MaxSteps = 2000
	}
	used := 0
	spend := func(n int) bool {
		used += n
		return used <= b.Work && s.Spend(n)
	}
	for i := 0; ; i++ {
		st, ok := t.deal(i, v, spend)
		if !ok {
			return
		}
		if !t.iterate(st, spend) {
			return
		}
		s.Propose(t.best())
	}
}

// deal returns the determinization of iteration i: a fresh one for the
// first Deals iterations, then a Clone of an earlier one. ok is false when
// the budget is spent or the game cannot deal this view (Best then stays
// as it is).
func (t *tree) deal(i int, v engine.View, spend func(int) bool) (engine.State, bool) {
	if i >= t.b.Deals {
		if !spend(ismctsUnitsPerClone) {
			return nil, false
		}
		return t.deals[i%t.b.Deals].Clone(), true
	}
	if !spend(ismctsUnitsPerDeal) {
		return nil, false
	}
	st, err := t.b.Det.Determinize(v, &t.rng)
	if err != nil {
		return nil, false
	}
	t.deals = append(t.deals, st)
	return st.Clone(), true
}

// iterate runs one descent, playout and update on st. It reports false once
// the budget is spent (the iteration is then discarded).
func (t *tree) iterate(st engine.State, spend func(int) bool) bool {
	step := stepperOf(st)
	t.path = append(t.path[:0], 0)
	cur := int32(0)
	for {
		if _, over := st.Outcome(); over {
			break
		}
		var acts []engine.Action
		if cur == 0 {
			acts = t.legal // the root decides among the given actions
		} else {
			seat, ok := t.actor(st, step)
			if !ok {
				break
			}
			t.buf = step.AppendLegal(t.buf[:0], seat)
			acts = t.buf
		}
		if len(acts) == 0 {
			break
		}
		child, expanded := t.choose(cur, acts)
		if !spend(ismctsUnitsPerStep) {
			return false
		}
		if step.Step(t.nodes[child].a) != nil {
			break // the deal disagrees with the tree: value what we have
		}
		t.path = append(t.path, child)
		cur = child
		if expanded {
			break
		}
	}
	for n := 0; n < t.b.MaxSteps; n++ {
		if _, over := st.Outcome(); over {
			break
		}
		seat, ok := t.actor(st, step)
		if !ok {
			break
		}
		t.buf = step.AppendLegal(t.buf[:0], seat)
		if len(t.buf) == 0 {
			break
		}
		if !spend(ismctsUnitsPerStep) {
			return false
		}
		if step.Step(t.playout(st, seat)) != nil {
			break
		}
	}
	t.update(st)
	return true
}

// playout is the playout action of seat among t.buf: the game's policy,
// or a uniformly random one.
func (t *tree) playout(st engine.State, seat engine.Seat) engine.Action {
	if t.b.Policy != nil {
		return t.b.Policy(st, seat, t.buf, &t.rng)
	}
	return t.buf[t.rng.IntN(len(t.buf))]
}

// choose returns the child of parent to follow among acts: the first one
// never tried (expanded) or else the best by UCB over the children
// available now, whose availability it counts.
func (t *tree) choose(parent int32, acts []engine.Action) (child int32, expanded bool) {
	best, bestScore := int32(-1), math.Inf(-1)
	for _, a := range acts {
		c := t.child(parent, a)
		if c < 0 {
			return t.add(parent, a), true
		}
		n := &t.nodes[c]
		n.avail++
		score := n.reward/n.visits + t.b.C*math.Sqrt(math.Log(n.avail)/n.visits)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best, false
}

func (t *tree) child(parent int32, a engine.Action) int32 {
	for c := t.nodes[parent].first; c >= 0; c = t.nodes[c].next {
		if t.nodes[c].a == a {
			return c
		}
	}
	return -1
}

func (t *tree) add(parent int32, a engine.Action) int32 {
	id := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{a: a, first: -1, next: t.nodes[parent].first, avail: 1})
	t.nodes[parent].first = id
	return id
}

// update credits every node on the path with the playout's result for the
// seat that acted there.
func (t *tree) update(st engine.State) {
	o, over := st.Outcome()
	for _, id := range t.path[1:] {
		n := &t.nodes[id]
		n.visits++
		n.reward += t.value(st, o, over, n.a.By)
	}
	t.nodes[0].visits++
}

// value is the result of a finished match (a share of the win) or Eval's
// estimate of an unfinished one.
func (t *tree) value(st engine.State, o engine.Outcome, over bool, seat engine.Seat) float64 {
	if over {
		for _, w := range o.Winners {
			if w == seat {
				return 1 / float64(len(o.Winners))
			}
		}
		return 0
	}
	if t.b.Eval != nil {
		return t.b.Eval(st, seat)
	}
	return 0.5
}

// actor picks who acts next in a simulation. One seat on turn acts. In a
// blocking window any seat in it may answer first, so the order is drawn
// (every pass brings the window closer to closing). Beside a turn (an
// optional window) another seat acts only when drawn and it has something
// other than a pass to play; otherwise the turn goes on, so a simulation
// never stalls on seats that have nothing to say.
func (t *tree) actor(st engine.State, step engine.Stepper) (engine.Seat, bool) {
	to := st.ToAct()
	switch {
	case len(to) == 0:
		return engine.NoSeat, false
	case len(to) == 1:
		return to[0], true
	}
	s := to[t.rng.IntN(len(to))]
	w := engine.WindowOf(st)
	if w.Kind != engine.Optional || s == w.Turn || w.Turn == engine.NoSeat {
		return s, true
	}
	t.buf = step.AppendLegal(t.buf[:0], s)
	for _, a := range t.buf {
		if a.Kind != engine.KindPass {
			return s, true
		}
	}
	return w.Turn, true
}

// best is the most visited root action (ties: the better mean, then the
// order of the legal list).
func (t *tree) best() engine.Action {
	best, bv, bm := t.legal[0], -1.0, -1.0
	for _, a := range t.legal {
		c := t.child(0, a)
		if c < 0 {
			continue
		}
		n := &t.nodes[c]
		m := n.reward / n.visits
		if n.visits > bv || (n.visits == bv && m > bm) {
			best, bv, bm = a, n.visits, m
		}
	}
	return best
}

// stepperOf returns the fast path of st, or an adapter over Legal and
// Apply for a game without one.
func stepperOf(st engine.State) engine.Stepper {
	if s, ok := st.(engine.Stepper); ok {
		return s
	}
	return slowStepper{st}
}

type slowStepper struct{ st engine.State }

func (s slowStepper) AppendLegal(dst []engine.Action, seat engine.Seat) []engine.Action {
	return append(dst, s.st.Legal(seat)...)
}

func (s slowStepper) Step(a engine.Action) error {
	_, err := s.st.Apply(a)
	return err
}
