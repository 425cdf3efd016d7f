package dosai

import "cardtable/engine/dos"

// A plan is the set of matches a turn makes: each Centre card at most once,
// each hand card once (DOS-3.4). Normal makes the best plan it finds; Hard
// uses it to order its search and in its playouts.

// weights value a plan's matches.
type weights struct {
	single, double   float64 // a colour bonus: a placement (and, double, a card for each opponent)
	wildNum, wildDOS float64 // playing a Wild # or a Wild DOS gives up its flexibility
	points           float64 // per point shed (what a hand costs when someone else goes out)
	// Only Hard's simulations weigh these (0 for Normal):
	landing float64 // each time the hand stops on exactly two cards, where it may be caught before it calls
	out     float64 // emptying the hand: the round is won
	draw    float64 // drawing instead, at the start of a turn, against the best plan
}

// planWeights are Normal's weights for a table of seats.
func planWeights(seats int) weights {
	return weights{single: 0.9, double: 0.9 + 0.5*float64(seats-1), wildNum: 0.45, wildDOS: 0.15, points: 0.004}
}

// sharpWeights are the weights of Hard's simulations: Normal's, plus the
// cost of stopping on two cards (every seat there catches at once, so the
// stop costs two cards unless the seat's call comes first: (seats-1)/seats
// of the time), the round won by going out, and the draw weighed against
// the best plan.
func sharpWeights(seats int) weights {
	w := planWeights(seats)
	w.landing = 2 * float64(seats-1) / float64(seats)
	w.out, w.draw = 4, -0.3
	return w
}

// turnState is what a plan needs to know of the turn beyond the cards.
type turnState struct {
	size    int  // hand size
	owed    int  // placements owed so far
	pending int  // penalty cards set aside: a hand emptied with some is not out
	start   bool // nothing done yet: the empty plan is a draw
	drewBut bool // drew and matched nothing yet: the empty plan owes a placement
}

// turnOf is v's turn as a plan sees it.
func turnOf(v *dos.View) turnState {
	return turnState{size: len(v.Hand), owed: v.Owed, pending: v.Players[v.Seat].Pending,
		start: !v.Drew && v.Matches == 0, drewBut: v.Drew && v.Matches == 0}
}

// plan is a set of matches and its value.
type plan struct {
	moves []dos.MatchOption
	value float64
}

// maxPlanNodes bounds the plan search (the Centre Row has no maximum size).
const maxPlanNodes = 4000

// optionValue is what one match is worth by w.
func optionValue(m dos.MatchOption, w *weights) float64 {
	v := 1.0
	if m.Second != dos.NoCard {
		v = 2
	}
	switch m.Bonus {
	case dos.BonusSingle:
		v += w.single
	case dos.BonusDouble:
		v += w.double
	}
	for _, c := range [2]dos.Card{m.First, m.Second} {
		switch {
		case c == dos.NoCard:
		case c.IsWildNumber():
			v -= w.wildNum
		case c.IsWildDOS():
			v -= w.wildDOS
		}
		if c != dos.NoCard {
			v += w.points * float64(c.Points())
		}
	}
	return v
}

// planner searches plans depth first, one Centre card after another, the
// most valuable first, pruning by an optimistic bound. Its buffers are kept
// from one plan to the next (simulations plan thousands of times).
type planner struct {
	kinds  []dos.Card
	opts   []scored // every match worth making, grouped by Centre card, best first
	groups []group  // most valuable first
	bound  []float64
	hand   [dos.NumKinds]uint8
	cur    []dos.MatchOption
	best   []dos.MatchOption
	bestV  float64
	nodes  int
	w      *weights
	turn   turnState
	sharp  bool // w weighs landings, going out and the draw
	ones   int  // singles, doubles and colour bonuses in cur
	twos   int
	bonus  int
}

type scored struct {
	m dos.MatchOption
	v float64
}

// group is one Centre card's matches: opts[lo:hi], the best worth best.
type group struct {
	lo, hi int
	best   float64
}

// bestPlan is the most valuable plan for hand on centre (matched Centre
// cards are skipped: the turn has used them). With sharp weights the value
// of a plan also counts its stops on two cards and going out, in the turn
// t, and the empty plan (draw or end) competes with the others.
func bestPlan(hand *[dos.NumKinds]uint8, centre []dos.Pile, w *weights, t turnState) plan {
	var pl planner
	return pl.plan(hand, centre, w, t)
}

// plan is bestPlan with pl's buffers; the moves are valid until the next
// call.
func (pl *planner) plan(hand *[dos.NumKinds]uint8, centre []dos.Pile, w *weights, t turnState) plan {
	pl.w, pl.turn = w, t
	pl.sharp = w.landing != 0 || w.out != 0 || w.draw != 0
	pl.ones, pl.twos, pl.bonus = 0, 0, 0
	pl.hand = *hand
	pl.kinds = pl.kinds[:0]
	for _, k := range dos.Kinds {
		if hand[k] > 0 {
			pl.kinds = append(pl.kinds, k)
		}
	}
	pl.opts, pl.groups = pl.opts[:0], pl.groups[:0]
	for j, c := range centre {
		if c.Matched {
			continue
		}
		lo := len(pl.opts)
		for x, a := range pl.kinds {
			if dos.CanMatch(a, dos.NoCard, c.Card) {
				pl.add(dos.MatchOption{Centre: j, First: a, Second: dos.NoCard, Bonus: bonusOf(a, dos.NoCard, c.Card)}, w)
			}
			for _, b := range pl.kinds[x:] {
				if (a != b || hand[a] >= 2) && dos.CanMatch(a, b, c.Card) {
					pl.add(dos.MatchOption{Centre: j, First: a, Second: b, Bonus: bonusOf(a, b, c.Card)}, w)
				}
			}
		}
		if len(pl.opts) > lo {
			g := pl.opts[lo:]
			sortScored(g)
			pl.groups = append(pl.groups, group{lo: lo, hi: len(pl.opts), best: g[0].v})
		}
	}
	for i := 1; i < len(pl.groups); i++ { // most valuable first, stable
		for k := i; k > 0 && pl.groups[k].best > pl.groups[k-1].best; k-- {
			pl.groups[k], pl.groups[k-1] = pl.groups[k-1], pl.groups[k]
		}
	}
	pl.bound = append(pl.bound[:0], make([]float64, len(pl.groups)+1)...)
	for g := len(pl.groups) - 1; g >= 0; g-- {
		pl.bound[g] = pl.bound[g+1] + pl.groups[g].best
	}
	pl.cur, pl.best, pl.bestV, pl.nodes = pl.cur[:0], pl.best[:0], 0, 0
	if pl.sharp {
		pl.bestV = pl.adjust(0)
	}
	pl.search(0, 0)
	return plan{moves: pl.best, value: pl.bestV}
}

// adjust is the value of the plan cur, worth value by its matches, once
// its stops on two cards and going out are counted (sharp weights only).
func (pl *planner) adjust(value float64) float64 {
	t, w := &pl.turn, pl.w
	if len(pl.cur) == 0 && t.start {
		return w.draw
	}
	left := t.size - pl.ones - 2*pl.twos
	stops := landings(t.size, pl.ones, pl.twos)
	owed := t.owed + pl.bonus
	if len(pl.cur) == 0 && t.drewBut {
		owed++
	}
	if left == 0 {
		if t.pending == 0 {
			value += w.out
		}
		return value - w.landing*float64(stops)
	}
	k := min(owed, left)
	if left >= 3 && left-k <= 2 {
		stops++
	}
	if left-k == 0 && t.pending == 0 {
		value += w.out
	}
	return value - w.landing*float64(stops)
}

// add keeps m when it is worth making.
func (pl *planner) add(m dos.MatchOption, w *weights) {
	if v := optionValue(m, w); v > 0 {
		pl.opts = append(pl.opts, scored{m, v})
	}
}

// sortScored sorts by value, best first, keeping the order of equals.
func sortScored(s []scored) {
	for i := 1; i < len(s); i++ {
		for k := i; k > 0 && s[k].v > s[k-1].v; k-- {
			s[k], s[k-1] = s[k-1], s[k]
		}
	}
}

// bonusOf is the best colour bonus some choice of the wilds' values gives
// a match of first (and second) on centre (DOS-3.5, DOS-4.3): every card
// that is not a Wild DOS must share one colour.
func bonusOf(first, second, centre dos.Card) dos.Bonus {
	col := dos.NoColour
	for _, c := range [3]dos.Card{first, second, centre} {
		if c == dos.NoCard || c.IsWildDOS() {
			continue
		}
		if col != dos.NoColour && c.Colour() != col {
			return dos.BonusNone
		}
		col = c.Colour()
	}
	if second == dos.NoCard {
		return dos.BonusSingle
	}
	return dos.BonusDouble
}

func (pl *planner) search(g int, value float64) {
	pl.nodes++
	v := value
	if pl.sharp {
		v = pl.adjust(value)
	}
	if v > pl.bestV {
		pl.best, pl.bestV = append(pl.best[:0], pl.cur...), v
	}
	// The bound is the unadjusted value plus the rest at its best; going
	// out may still add w.out.
	if g == len(pl.groups) || value+pl.bound[g]+pl.w.out <= pl.bestV || pl.nodes > maxPlanNodes {
		return
	}
	gr := pl.groups[g]
	for _, s := range pl.opts[gr.lo:gr.hi] {
		a, b := s.m.First, s.m.Second
		if pl.hand[a] == 0 || b != dos.NoCard && (pl.hand[b] == 0 || a == b && pl.hand[a] < 2) {
			continue
		}
		pl.hand[a]--
		if b != dos.NoCard {
			pl.hand[b]--
		}
		pl.cur = append(pl.cur, s.m)
		pl.count(s.m, 1)
		pl.search(g+1, value+s.v)
		pl.count(s.m, -1)
		pl.cur = pl.cur[:len(pl.cur)-1]
		pl.hand[a]++
		if b != dos.NoCard {
			pl.hand[b]++
		}
	}
	pl.search(g+1, value)
}

// count adds d times m to the plan's tallies.
func (pl *planner) count(m dos.MatchOption, d int) {
	if m.Second == dos.NoCard {
		pl.ones += d
	} else {
		pl.twos += d
	}
	if m.Bonus != dos.BonusNone {
		pl.bonus += d
	}
}

// nextMove is the match of p to make first from a hand of size cards: the
// one that keeps the hand off exactly two cards (where it can be caught
// before it calls) as often as the plan allows; among equals the most
// valuable. The plan fits the hand, so it empties the hand only with its
// last match.
func nextMove(p plan, size int, w *weights) dos.MatchOption {
	ones, twos := 0, 0
	for _, m := range p.moves {
		if m.Second == dos.NoCard {
			ones++
		} else {
			twos++
		}
	}
	best, bestCost, bestVal := p.moves[0], 1<<30, 0.0
	for _, m := range p.moves {
		n, o, t := 1, ones-1, twos
		if m.Second != dos.NoCard {
			n, o, t = 2, ones, twos-1
		}
		left := size - n
		cost := landings(left, o, t)
		if left == 2 {
			cost++
		}
		v := optionValue(m, w)
		if cost < bestCost || cost == bestCost && v > bestVal {
			best, bestCost, bestVal = m, cost, v
		}
	}
	return best
}

// landings is the fewest times a hand of size cards lands on exactly two
// while playing ones singles and twos doubles in the best order.
func landings(size, ones, twos int) int {
	if ones == 0 && twos == 0 {
		return 0
	}
	best := 1 << 30
	if ones > 0 {
		c := landings(size-1, ones-1, twos)
		if size-1 == 2 {
			c++
		}
		best = min(best, c)
	}
	if twos > 0 {
		c := landings(size-2, ones, twos-1)
		if size-2 == 2 {
			c++
		}
		best = min(best, c)
	}
	return best
}
