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
	// as an even share. It is asked once per seat an iteration credits.
	Eval func(st engine.State, seat engine.Seat) float64

	// The fields below make the search stronger where a game needs it; left
	// zero, the search is the plain one above.

	// NewPlayout, when set, makes the policy that plays the simulations'
	// actions (one per decision) instead of uniformly random ones.
	NewPlayout func() Playout
	// PlayoutUnits is the work charged for each policy decision on top of
	// the step, so a unit keeps costing about the same time.
	PlayoutUnits int
	// Cutoff, when set, ends a simulation early (at the end of a round,
	// say); Eval then values the position.
	Cutoff func(st engine.State) bool
	// Prior, when set, scores the actions of a node for the seat to act in
	// [0, 1] (out has one entry per action): untried actions are expanded
	// best first, and PriorWeight * prior / (visits + 1) is added to a
	// child's UCB score (progressive bias). It is asked only when a node
	// expands.
	Prior       func(st engine.State, seat engine.Seat, acts []engine.Action, out []float64)
	PriorWeight float64
	// Filter, when set, narrows the actions the tree considers below the
	// root (a dominant answer alone, say); it may reorder or shorten acts
	// in place and returns the actions kept, never none.
	Filter func(st engine.State, seat engine.Seat, acts []engine.Action) []engine.Action
	// Decisive, when set, ends the search early once the most visited root
	// action leads by more visits than the rest of the budget can buy at
	// the average cost of an iteration so far: the answer would not change
	// (up to that estimate), and easy decisions cost less.
	Decisive bool
	// Spent, when set, is asked after the hooks above run (a playout
	// decision, Filter, Prior, Eval) for the work they did beyond what
	// the search charges, in units, since it was last asked. A policy
	// whose cost varies — a plan searched once a turn, a View built —
	// is charged what it cost, so every slice of a decision lasts about
	// the same and none stalls a frame.
	Spent func() int
}

// PlayoutFunc is a Playout that keeps nothing between decisions: each
// playout action is f's choice.
type PlayoutFunc func(st engine.State, seat engine.Seat, legal []engine.Action, rng *engine.RNG) engine.Action

// Start does nothing: the policy keeps no state.
func (f PlayoutFunc) Start(engine.State) {}

// Choose is f's choice.
func (f PlayoutFunc) Choose(st engine.State, seat engine.Seat, legal []engine.Action, rng *engine.RNG) engine.Action {
	return f(st, seat, legal, rng)
}

// Playout is a simulation policy (ISMCTS.NewPlayout). Start is called when
// an iteration begins, before the descent of the tree (a Filter may use the
// policy there too), so the policy may keep what it learns for the rest of
// it; Choose picks one of legal for seat.
type Playout interface {
	Start(st engine.State)
	Choose(st engine.State, seat engine.Seat, legal []engine.Action, rng *engine.RNG) engine.Action
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
	prior  float64 // ISMCTS.Prior's score when the node was added
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
	prior  []float64
	pol    Playout
	vals   [maxValued]float64
	valued [maxValued]bool
}

// maxValued bounds the seats whose value an iteration keeps; a seat beyond
// it is valued again at each node (no game has that many).
const maxValued = 16

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
	if t.b.NewPlayout != nil {
		t.pol = t.b.NewPlayout()
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
		if b.Decisive && i%16 == 15 && t.decided(b.Work-used, float64(used)/float64(i+1)) {
			return
		}
	}
}

// decided reports whether the most visited root action can no longer be
// overtaken: its lead in visits exceeds the iterations that left units buy
// at cost units each (the average so far).
func (t *tree) decided(left int, cost float64) bool {
	var first, second float64
	for c := t.nodes[0].first; c >= 0; c = t.nodes[c].next {
		switch v := t.nodes[c].visits; {
		case v > first:
			first, second = v, first
		case v > second:
			second = v
		}
	}
	return first-second > float64(left)/cost
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
	if t.pol != nil {
		t.pol.Start(st)
	}
	for !t.stopped(st) {
		var acts []engine.Action
		var seat engine.Seat
		if cur == 0 {
			acts, seat = t.legal, t.me // the root decides among the given actions
		} else {
			var ok bool
			seat, ok = t.actor(st, step)
			if !ok {
				break
			}
			t.buf = step.AppendLegal(t.buf[:0], seat)
			acts = t.buf
			if t.b.Filter != nil && len(acts) > 1 {
				acts = t.b.Filter(st, seat, acts)
				if !t.charge(spend) {
					return false
				}
			}
		}
		if len(acts) == 0 {
			break
		}
		child, expanded := t.choose(cur, st, seat, acts)
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
	units := ismctsUnitsPerStep
	if t.pol != nil {
		units += t.b.PlayoutUnits
	}
	for n := 0; n < t.b.MaxSteps && !t.stopped(st); n++ {
		seat, ok := t.actor(st, step)
		if !ok {
			break
		}
		t.buf = step.AppendLegal(t.buf[:0], seat)
		if len(t.buf) == 0 {
			break
		}
		if !spend(units) {
			return false
		}
		a := t.buf[0]
		if t.pol != nil {
			a = t.pol.Choose(st, seat, t.buf, &t.rng)
			if !t.charge(spend) {
				return false
			}
		} else {
			a = t.buf[t.rng.IntN(len(t.buf))]
		}
		if step.Step(a) != nil {
			break
		}
	}
	t.update(st)
	return t.charge(spend) // the Prior of a node expanded, the values
}

// charge spends the work the hooks report (ISMCTS.Spent).
func (t *tree) charge(spend func(int) bool) bool {
	if t.b.Spent == nil {
		return true
	}
	n := t.b.Spent()
	return n <= 0 || spend(n)
}

// stopped reports whether a simulation ends at st: the match is over, or
// Cutoff says so.
func (t *tree) stopped(st engine.State) bool {
	if _, over := st.Outcome(); over {
		return true
	}
	return t.b.Cutoff != nil && t.b.Cutoff(st)
}

// choose returns the child of parent to follow among acts (those of seat
// in st): an action never tried (expanded) — the first, or with a Prior the
// best scored — or else the best by UCB (plus the prior's bias) over the
// children available now, whose availability it counts.
func (t *tree) choose(parent int32, st engine.State, seat engine.Seat, acts []engine.Action) (child int32, expanded bool) {
	best, bestScore := int32(-1), math.Inf(-1)
	untried := -1
	for i, a := range acts {
		c := t.child(parent, a)
		if c < 0 {
			if untried < 0 {
				untried = i
			}
			if t.b.Prior == nil {
				break
			}
			continue
		}
		n := &t.nodes[c]
		n.avail++
		score := n.reward/n.visits + t.b.C*math.Sqrt(math.Log(n.avail)/n.visits)
		if t.b.PriorWeight > 0 {
			score += t.b.PriorWeight * n.prior / (n.visits + 1)
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	if untried < 0 {
		return best, false
	}
	if t.b.Prior == nil {
		return t.add(parent, acts[untried], 0), true
	}
	if cap(t.prior) < len(acts) {
		t.prior = make([]float64, len(acts))
	}
	t.prior = t.prior[:len(acts)]
	clear(t.prior)
	t.b.Prior(st, seat, acts, t.prior)
	pick := -1
	for i, a := range acts {
		if t.child(parent, a) < 0 && (pick < 0 || t.prior[i] > t.prior[pick]) {
			pick = i
		}
	}
	return t.add(parent, acts[pick], t.prior[pick]), true
}

func (t *tree) child(parent int32, a engine.Action) int32 {
	for c := t.nodes[parent].first; c >= 0; c = t.nodes[c].next {
		if t.nodes[c].a == a {
			return c
		}
	}
	return -1
}

func (t *tree) add(parent int32, a engine.Action, prior float64) int32 {
	id := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{a: a, first: -1, next: t.nodes[parent].first, avail: 1, prior: prior})
	t.nodes[parent].first = id
	return id
}

// update credits every node on the path with the playout's result for the
// seat that acted there.
func (t *tree) update(st engine.State) {
	o, over := st.Outcome()
	t.valued = [maxValued]bool{}
	for _, id := range t.path[1:] {
		n := &t.nodes[id]
		n.visits++
		n.reward += t.valueOf(st, o, over, n.a.By)
	}
	t.nodes[0].visits++
}

// valueOf is value for seat, asked once per seat and iteration.
func (t *tree) valueOf(st engine.State, o engine.Outcome, over bool, seat engine.Seat) float64 {
	if seat < 0 || int(seat) >= maxValued {
		return t.value(st, o, over, seat)
	}
	if !t.valued[seat] {
		t.vals[seat], t.valued[seat] = t.value(st, o, over, seat), true
	}
	return t.vals[seat]
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
