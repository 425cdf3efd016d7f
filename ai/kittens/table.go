package kittensai

import (
	"cardtable/engine"
	"cardtable/engine/kittens"
)

// table is what a policy reads of a position: a seat's view, or — inside a
// search — a determinized state as that seat sees it. One policy serves
// both: the Normal bot on views, the Hard bot's playouts on states.
type table interface {
	phase() kittens.Phase
	me() engine.Seat
	seats() int
	turn() engine.Seat
	owed() int
	hand(k kittens.Card) int
	handSize(p engine.Seat) int
	dead(p engine.Seat) bool
	nextAlive(p engine.Seat) engine.Seat
	drawSize() int
	held() int
	// danger is the chance that the card i from the top explodes, as the
	// seat knows the pile (useKnown) or by public counting.
	danger(i int, useKnown bool) float64
	// known is the card i from the top if the seat knows it, else NoCard.
	known(i int) kittens.Card
	topDiscard() kittens.Card
	topPlay() (kittens.StackItem, bool)
}

// viewTable reads a seat's view.
type viewTable struct{ v *kittens.View }

func (t viewTable) phase() kittens.Phase                { return t.v.Phase }
func (t viewTable) me() engine.Seat                     { return t.v.Seat }
func (t viewTable) seats() int                          { return t.v.Seats }
func (t viewTable) turn() engine.Seat                   { return t.v.Turn }
func (t viewTable) owed() int                           { return t.v.Owed }
func (t viewTable) hand(k kittens.Card) int             { return int(t.v.HandCounts[k]) }
func (t viewTable) handSize(p engine.Seat) int          { return t.v.Players[p].HandSize }
func (t viewTable) dead(p engine.Seat) bool             { return t.v.Players[p].Dead }
func (t viewTable) nextAlive(p engine.Seat) engine.Seat { return t.v.NextAlive(p) }
func (t viewTable) drawSize() int                       { return t.v.DrawSize }
func (t viewTable) held() int                           { return t.v.Held }
func (t viewTable) topDiscard() kittens.Card            { return t.v.TopDiscard() }

func (t viewTable) danger(i int, useKnown bool) float64 {
	if !useKnown {
		if i >= t.v.DrawSize {
			return 0
		}
		return t.v.PublicExplodeChance()
	}
	return t.v.ExplodeChanceAt(i)
}

func (t viewTable) known(i int) kittens.Card {
	if i < 0 || i >= len(t.v.Known) {
		return kittens.NoCard
	}
	return t.v.Known[i]
}

func (t viewTable) topPlay() (kittens.StackItem, bool) {
	if x := t.v.Top(); x != nil {
		return *x, true
	}
	return kittens.StackItem{}, false
}

// stateTable reads a determinized state as seat p sees it.
type stateTable struct {
	s *kittens.State
	p engine.Seat
}

func (t stateTable) phase() kittens.Phase                { return t.s.Phase() }
func (t stateTable) me() engine.Seat                     { return t.p }
func (t stateTable) seats() int                          { return t.s.Seats() }
func (t stateTable) turn() engine.Seat                   { return t.s.Turn() }
func (t stateTable) owed() int                           { return t.s.Owed() }
func (t stateTable) hand(k kittens.Card) int             { return t.s.HandCount(t.p, k) }
func (t stateTable) handSize(p engine.Seat) int          { return t.s.HandSize(p) }
func (t stateTable) dead(p engine.Seat) bool             { return t.s.Dead(p) }
func (t stateTable) nextAlive(p engine.Seat) engine.Seat { return t.s.NextAlive(p) }
func (t stateTable) drawSize() int                       { return t.s.DrawSize() }
func (t stateTable) held() int                           { return t.s.Held() }
func (t stateTable) topDiscard() kittens.Card            { return t.s.TopDiscard() }
func (t stateTable) topPlay() (kittens.StackItem, bool)  { return t.s.TopPlay() }
func (t stateTable) known(i int) kittens.Card            { return t.s.KnownAt(t.p, i) }

func (t stateTable) danger(i int, useKnown bool) float64 {
	n := t.s.DrawSize()
	if i >= n || n == 0 {
		return 0
	}
	kittensLeft := t.s.PileKittens()
	if !useKnown {
		return float64(kittensLeft) / float64(n)
	}
	if c := t.s.KnownAt(t.p, i); c != kittens.NoCard {
		if c == kittens.Exploding {
			return 1
		}
		return 0
	}
	located, known := t.s.KnownKittens(t.p)
	if n == known {
		return 0
	}
	return float64(kittensLeft-located) / float64(n-known)
}
