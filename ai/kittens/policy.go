package kittensai

import (
	"cardtable/engine"
	"cardtable/engine/kittens"
)

// style tunes the one heuristic policy into the levels and the Hard bot's
// playouts.
type style struct {
	// noise is the chance of a uniformly random legal action instead.
	noise float64
	// useKnown: read the pile as the seat knows it (See the Future, Dig
	// Deeper, its placements, Clairvoyance), not only by public counting.
	useKnown bool
	// risk is the danger of the next card above which the seat plays a
	// card that avoids the draw; riskZombie the same with a Zombie Kitten
	// in hand.
	risk, riskZombie float64
	// peek is the danger above which it plays See the Future on an
	// unknown top card.
	peek float64
	// nope: it Nopes what hurts it and Nopes back a Nope on its escape.
	nope bool
	// steal: it plays cat pairs and Favor to take cards.
	steal bool
	// aim: it puts kittens back where the next seat draws them (else at
	// random).
	aim bool
}

// The levels' styles.
var (
	normalStyle  = style{useKnown: true, risk: 0.22, riskZombie: 0.6, peek: 0.12, nope: true, steal: true, aim: true}
	easyStyle    = style{noise: 0.25, risk: 0.35, riskZombie: 0.9, peek: 0.3, steal: true}
	playoutStyle = normalStyle
)

// cardValue ranks cards for giving away (lowest first) and for what hurts
// to lose: survival first, then the cards that dodge a draw.
var cardValue = [kittens.NumKinds]int{
	kittens.Exploding: 0, kittens.Zombie: 20, kittens.Attack: 9, kittens.AttackDead: 8, kittens.Nope: 10,
	kittens.SeeFuture: 5, kittens.Shuffle: 6, kittens.Skip: 8, kittens.SuperSkip: 8, kittens.Favor: 4,
	kittens.Clairvoyance: 2, kittens.DigDeeper: 5, kittens.Clone: 5, kittens.FeedDead: 2, kittens.GraveRobber: 3,
	kittens.CatA: 1, kittens.CatB: 1, kittens.CatC: 1, kittens.CatD: 1,
}

// decide is the policy: one function per phase, over the legal list.
func decide(t table, legal []engine.Action, rng *engine.RNG, st style) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	if st.noise > 0 && float64(rng.IntN(1000)) < st.noise*1000 {
		return legal[rng.IntN(len(legal))]
	}
	switch t.phase() {
	case kittens.PhaseWindow:
		return decideWindow(t, legal, st)
	case kittens.PhasePlay:
		return decidePlay(t, legal, st)
	case kittens.PhaseTarget:
		return decideTarget(t, legal)
	case kittens.PhaseName:
		return findCard(legal, kittens.KindName, kittens.Zombie, legal[0])
	case kittens.PhaseGive:
		return lowest(legal)
	case kittens.PhaseDig:
		if t.known(0) == kittens.Exploding {
			return find(legal, kittens.KindRefuse, legal[0])
		}
		return find(legal, kittens.KindKeep, legal[0])
	case kittens.PhaseExplode:
		return survive(legal)
	case kittens.PhasePlace:
		return decidePlace(t, legal, rng, st)
	}
	return legal[0]
}

// survive plays a Zombie Kitten, else a Clone of one, else dies.
func survive(legal []engine.Action) engine.Action {
	a := findCard(legal, kittens.KindPlay, kittens.Zombie, legal[0])
	if a.Kind != kittens.KindPlay {
		a = findCard(legal, kittens.KindClone, kittens.Zombie, a)
	}
	return a
}

// escapes are the turn cards that avoid the draw, best first when the top
// card is an Exploding Kitten and the seat owes one turn or several.
var (
	escapeOne  = []kittens.Card{kittens.Skip, kittens.Attack, kittens.AttackDead, kittens.SuperSkip, kittens.Shuffle, kittens.DigDeeper}
	escapeMany = []kittens.Card{kittens.Attack, kittens.AttackDead, kittens.SuperSkip, kittens.Skip, kittens.Shuffle, kittens.DigDeeper}
	// dodges are the escapes when the danger is only likely: a Shuffle
	// does not lower it.
	dodgeOne  = []kittens.Card{kittens.Skip, kittens.AttackDead, kittens.Attack, kittens.SuperSkip, kittens.DigDeeper}
	dodgeMany = []kittens.Card{kittens.Attack, kittens.AttackDead, kittens.SuperSkip, kittens.Skip, kittens.DigDeeper}
)

// decidePlay: steal with cat pairs, look when the top is unknown and risky,
// dodge the draw when it is too risky, else draw.
func decidePlay(t table, legal []engine.Action, st style) engine.Action {
	draw := legal[0]
	if st.steal {
		if a, ok := catPair(legal); ok {
			return a
		}
	}
	danger := t.danger(0, st.useKnown)
	zombie := t.hand(kittens.Zombie) > 0
	if danger >= 0.999 {
		order := escapeOne
		if t.owed() > 1 {
			order = escapeMany
		}
		if a, ok := firstPlay(legal, order); ok {
			return a
		}
		return draw // a Zombie Kitten saves it, or nothing does
	}
	if danger == 0 {
		return draw
	}
	if danger >= st.peek && t.known(0) == kittens.NoCard {
		if a, ok := firstPlay(legal, []kittens.Card{kittens.SeeFuture}); ok {
			return a
		}
	}
	risk := st.risk
	if zombie {
		risk = st.riskZombie
	}
	if danger >= risk {
		order := dodgeOne
		if t.owed() > 1 {
			order = dodgeMany
		}
		if a, ok := firstPlay(legal, order); ok {
			return a
		}
	}
	if st.steal && danger >= st.peek {
		if a, ok := firstPlay(legal, []kittens.Card{kittens.Favor}); ok {
			return a
		}
	}
	return draw
}

// catPair is a pair of plain cats (useless alone), if one is legal.
func catPair(legal []engine.Action) (engine.Action, bool) {
	for _, a := range legal {
		if a.Kind != kittens.KindCombo {
			continue
		}
		if title, size, withClone := kittens.ComboOf(a.Card); title.IsCat() && size == 2 && !withClone {
			return a, true
		}
	}
	return engine.Action{}, false
}

// firstPlay is the first card of order playable as a card or a Clone.
func firstPlay(legal []engine.Action, order []kittens.Card) (engine.Action, bool) {
	for _, k := range order {
		for _, a := range legal {
			if (a.Kind == kittens.KindPlay || a.Kind == kittens.KindClone) && kittens.Card(a.Card) == k {
				return a, true
			}
		}
	}
	return engine.Action{}, false
}

// decideWindow Nopes what hurts the seat, Nopes back a Nope on its own
// escape, watches a Zombie Kitten with Clairvoyance, feeds itself when
// dead; else passes.
func decideWindow(t table, legal []engine.Action, st style) engine.Action {
	pass := legal[0]
	top, ok := t.topPlay()
	if !ok {
		return pass
	}
	me := t.me()
	nope, canNope := firstPlay(legal, []kittens.Card{kittens.Nope})
	if st.nope && canNope {
		if top.Seat != me && !top.Cancelled && hurts(t, top, st) {
			return nope
		}
		if top.Seat == me && top.Cancelled && worthSaving(t, top, st) {
			return nope
		}
	}
	if a, ok := firstPlay(legal, []kittens.Card{kittens.Clairvoyance}); ok && st.useKnown {
		return a
	}
	if t.dead(me) {
		if a, ok := firstPlay(legal, []kittens.Card{kittens.FeedDead}); ok && st.steal {
			return a
		}
	}
	return pass
}

// hurts reports whether another seat's play, taking effect, hurts the
// seat: an attack on it, a steal from it, a dodge that hands it a known
// Exploding Kitten.
func hurts(t table, top kittens.StackItem, st style) bool {
	me := t.me()
	if t.dead(me) {
		return false
	}
	switch {
	case top.Size > 1 || top.As == kittens.Favor:
		return top.Target == me && t.handSize(me) > 0 && (top.Size != 3 || t.hand(top.Name) > 0)
	case top.As == kittens.Attack || top.As == kittens.AttackDead:
		return t.nextAlive(top.Seat) == me
	case top.As == kittens.Skip || top.As == kittens.SuperSkip:
		return t.nextAlive(top.Seat) == me && t.owed() == 1 && t.danger(0, st.useKnown) >= 0.5
	}
	return false
}

// worthSaving reports whether the seat's own Noped play is worth a Nope
// back: an escape while the draw is risky, or a steal.
func worthSaving(t table, top kittens.StackItem, st style) bool {
	switch top.As {
	case kittens.Attack, kittens.AttackDead, kittens.Skip, kittens.SuperSkip:
		return t.danger(0, st.useKnown) >= st.risk
	}
	return false
}

// decideTarget: revive the dead seat holding least, feed itself when dead,
// take from the living seat holding most.
func decideTarget(t table, legal []engine.Action) engine.Action {
	top, _ := t.topPlay()
	me := t.me()
	if top.As == kittens.FeedDead && t.dead(me) {
		for _, a := range legal {
			if a.Target == me {
				return a
			}
		}
	}
	best, bestSize := legal[0], -1
	for _, a := range legal {
		size := t.handSize(a.Target)
		if top.As == kittens.Zombie {
			size = 100 - size // the weakest comes back
		}
		if size > bestSize {
			best, bestSize = a, size
		}
	}
	return best
}

// decidePlace puts the kitten where the next seat draws it: under the cards
// the seat itself still has to draw; a revived seat's kitten one deeper.
func decidePlace(t table, legal []engine.Action, rng *engine.RNG, st style) engine.Action {
	if !st.aim {
		return legal[rng.IntN(len(legal))]
	}
	pos := min(max(t.owed()-1, 0), len(legal)-1) // the draws of its own turns still owed
	for pos < len(legal)-1 && t.known(pos) == kittens.Exploding {
		pos++ // a revived seat's kitten goes under the first
	}
	return legal[pos]
}

// lowest is the legal action whose card is worth least.
func lowest(legal []engine.Action) engine.Action {
	best := legal[0]
	for _, a := range legal[1:] {
		if cardValue[kittens.Card(a.Card)] < cardValue[kittens.Card(best.Card)] {
			best = a
		}
	}
	return best
}

// find is the first legal action of kind, or else.
func find(legal []engine.Action, kind uint8, or engine.Action) engine.Action {
	for _, a := range legal {
		if a.Kind == kind {
			return a
		}
	}
	return or
}

// findCard is the first legal action of kind with card c, or else.
func findCard(legal []engine.Action, kind uint8, c kittens.Card, or engine.Action) engine.Action {
	for _, a := range legal {
		if a.Kind == kind && kittens.Card(a.Card) == c {
			return a
		}
	}
	return or
}
