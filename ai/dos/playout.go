package dosai

import (
	"cardtable/engine"
	"cardtable/engine/dos"
)

// playout is Hard's simulation policy: Normal's play, made cheap enough to
// run thousands of times a decision. Reading a position costs a View, so
// the turn's plan is made once, when the seat on turn first decides, and
// followed to its end (a draw plans again: the hand changed). Everyone
// always calls and catches, as Normal does.
type playout struct {
	planned bool
	round   int
	turn    engine.Seat
	moves   []dos.MatchOption // what is left of the turn's plan
	size    int               // hand size as the plan goes
	danger  float64           // of the seat on turn when it planned
	w       [dos.MaxSeats + 1]weights
	pl      planner
	gen     int // counts simulations, so values cached for one are not used in another
	// spent is the work done beyond a step since the search last asked
	// (ai.ISMCTS.Spent): the plans' nodes and the Views built.
	spent int
}

// Work of the policy beyond a step, in the search's units (about 0.14 µs
// each, BenchmarkHardSlice): a View costs about ten, a plan node about one.
const (
	unitsPerView = 10
	unitsPerNode = 1
)

// takeSpent returns the work done since the last call and starts again.
func (p *playout) takeSpent() int {
	n := p.spent
	p.spent = 0
	return n
}

func newPlayout(sharp bool) *playout {
	p := &playout{}
	for n := 2; n <= dos.MaxSeats; n++ {
		p.w[n] = planWeights(n)
		if sharp {
			p.w[n] = sharpWeights(n)
		}
	}
	return p
}

// Start forgets the plan of the previous simulation.
func (p *playout) Start(engine.State) { p.planned, p.gen = false, p.gen+1 }

// Choose plays for seat.
func (p *playout) Choose(est engine.State, seat engine.Seat, legal []engine.Action, _ *engine.RNG) engine.Action {
	if a, ok := quickReaction(legal); ok {
		return a
	}
	st, ok := est.(*dos.State)
	if !ok || !onTurn(legal) {
		return pass(legal)
	}
	switch st.Phase() {
	case dos.PhaseChoose:
		p.spent += unitsPerView
		return bestColour(st.View(seat).(*dos.View), legal)
	case dos.PhasePlace:
		if !p.current(st) {
			p.spent += unitsPerView
			p.danger = danger(st.View(seat).(*dos.View))
		}
		return placeBy(legal, p.danger)
	}
	if !p.current(st) {
		p.plan(st, seat)
	}
	for len(p.moves) > 0 {
		w := &p.w[st.Seats()]
		m := nextMove(plan{moves: p.moves}, p.size, w)
		a := m.Action(seat)
		p.drop(m)
		if contains(legal, a) {
			p.size -= matchSize(a)
			return a
		}
	}
	if a, ok := find(legal, dos.KindDraw); ok {
		p.planned = false // plan again with the drawn card
		return a
	}
	if a, ok := find(legal, dos.KindEnd); ok {
		return a
	}
	return legal[0]
}

// current reports whether the plan belongs to st's turn.
func (p *playout) current(st *dos.State) bool {
	return p.planned && p.round == st.Round() && p.turn == st.Turn()
}

// plan makes the turn's plan from seat's view.
func (p *playout) plan(st *dos.State, seat engine.Seat) {
	v := st.View(seat).(*dos.View)
	w := &p.w[v.Seats]
	pl := p.pl.plan(&v.HandCounts, v.Centre, w, turnOf(v))
	p.spent += unitsPerView + unitsPerNode*p.pl.nodes
	p.moves = append(p.moves[:0], pl.moves...)
	p.size = len(v.Hand)
	p.danger = danger(v)
	p.planned, p.round, p.turn = true, st.Round(), st.Turn()
}

// drop removes m from the plan.
func (p *playout) drop(m dos.MatchOption) {
	for i, x := range p.moves {
		if x == m {
			p.moves = append(p.moves[:i], p.moves[i+1:]...)
			return
		}
	}
}

// quickReaction is the call, else the first catch, of legal.
func quickReaction(legal []engine.Action) (engine.Action, bool) {
	if a, ok := find(legal, dos.KindCall); ok {
		return a, true
	}
	return find(legal, dos.KindCatch)
}

// placeBy is the placement with the highest placeScore at danger d.
func placeBy(legal []engine.Action, d float64) engine.Action {
	best, bestScore := legal[0], -1e18
	for _, a := range legal {
		if a.Kind != dos.KindPlace {
			continue
		}
		if s := placeScore(dos.Card(a.Card), d); s > bestScore {
			best, bestScore = a, s
		}
	}
	return best
}

func contains(legal []engine.Action, a engine.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}
