package dosai

import (
	"cardtable/engine"
	"cardtable/engine/dos"
)

// dv is the DOS view a DOS bot needs; any other view (or a spectator's)
// yields nil, and the bots then fall back to the first legal action rather
// than panic.
func dv(v engine.View) *dos.View {
	d, _ := v.(*dos.View)
	if d == nil || int(d.Seat) < 0 || int(d.Seat) >= len(d.Players) {
		return nil
	}
	return d
}

func first(legal []engine.Action) engine.Action {
	if len(legal) == 0 {
		return engine.Action{}
	}
	return legal[0]
}

// find returns the first legal action of the given kind.
func find(legal []engine.Action, kind uint8) (engine.Action, bool) {
	for _, a := range legal {
		if a.Kind == kind {
			return a, true
		}
	}
	return engine.Action{}, false
}

// onTurn reports whether legal holds a decision of the turn itself (a
// match, draw, end, wild value or placement) rather than only calls,
// catches and passes.
func onTurn(legal []engine.Action) bool {
	for _, a := range legal {
		switch a.Kind {
		case dos.KindCall, dos.KindCatch, engine.KindPass:
		default:
			return true
		}
	}
	return false
}

// catchTarget is the catch of the seat it hurts most to leave alone: the
// highest score, then the first listed. ok is false when no catch is legal.
func catchTarget(v *dos.View, legal []engine.Action) (engine.Action, bool) {
	best, ok := engine.Action{}, false
	for _, a := range legal {
		if a.Kind != dos.KindCatch {
			continue
		}
		if !ok || v.Players[a.Target].Score > v.Players[best.Target].Score {
			best, ok = a, true
		}
	}
	return best, ok
}

// reaction is the sure answer of a bot that always calls and always
// catches: the call, else a catch. ok is false when neither is legal.
func reaction(v *dos.View, legal []engine.Action) (engine.Action, bool) {
	if a, ok := find(legal, dos.KindCall); ok {
		return a, true
	}
	return catchTarget(v, legal)
}

// pass is the pass when legal (a seat off turn), else the first action.
func pass(legal []engine.Action) engine.Action {
	if a, ok := find(legal, engine.KindPass); ok {
		return a
	}
	return first(legal)
}

// bestColour is the wild value (colour or number) among legal that keeps
// the best colour bonus for the pending match; the first such in the legal
// order. For a Wild # every consistent number keeps the same bonus (its
// colour is printed), so it takes the first.
func bestColour(v *dos.View, legal []engine.Action) engine.Action {
	pile, slot, ok := v.Pending()
	best, bestBonus := first(legal), dos.Bonus(0)
	if !ok || slot < 0 {
		return best
	}
	found := false
	for _, a := range legal {
		if a.Kind != dos.KindColour && a.Kind != dos.KindNumber {
			continue
		}
		p := pile
		p.Values[slot] = uint8(a.Card)
		if b := p.BestBonus(); !found || b > bestBonus {
			best, bestBonus, found = a, b, true
		}
	}
	return best
}
