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
}

// planWeights are Normal's weights for a table of seats.
func planWeights(seats int) weights {
	return weights{single: 0.9, double: 0.9 + 0.5*float64(seats-1), wildNum: 0.45, wildDOS: 0.15, points: 0.004}
}

// plan is a set of matches and its value.
type plan struct {
	moves []dos.MatchOption
	value float64
	shed  int // hand cards played
	owed  int // bonus placements earned
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
// cards are skipped: the turn has used them).
func bestPlan(hand *[dos.NumKinds]uint8, centre []dos.Pile, w *weights) plan {
	var pl planner
	return pl.plan(hand, centre, w)
}

// plan is bestPlan with pl's buffers; the moves are valid until the next
// call.
func (pl *planner) plan(hand *[dos.NumKinds]uint8, centre []dos.Pile, w *weights) plan {
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
	pl.search(0, 0)
	return plan{moves: pl.best, value: pl.bestV}
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
	if value > pl.bestV {
		pl.best, pl.bestV = append(pl.best[:0], pl.cur...), value
	}
	if g == len(pl.groups) || value+pl.bound[g] <= pl.bestV || pl.nodes > maxPlanNodes {
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
		pl.search(g+1, value+s.v)
		pl.cur = pl.cur[:len(pl.cur)-1]
		pl.hand[a]++
		if b != dos.NoCard {
			pl.hand[b]++
		}
	}
	pl.search(g+1, value)
}

// finish fills in what the plan sheds and earns.
func (p *plan) finish() {
	p.shed, p.owed = 0, 0
	for _, m := range p.moves {
		p.shed++
		if m.Second != dos.NoCard {
			p.shed++
		}
		if m.Bonus != dos.BonusNone {
			p.owed++
		}
	}
}

// nextMove is the match of p to make first from a hand of size cards: the
// one that keeps the hand off exactly two cards (where it can be caught
// before it calls) as often as the plan allows, and that leaves the hand
// empty only as the last move (an empty hand ends the round at once). Among
// equals it takes the most valuable match.
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
		if left == 0 && o+t > 0 {
			cost += 100 // cannot happen: the plan fits the hand
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
