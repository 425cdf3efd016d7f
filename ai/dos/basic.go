package dosai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
)

// Basic is the arena's fixed reference: make the match that sheds the most
// cards (a double before a single; among equals, the first in the legal
// order), else draw, else end; place its highest card (by points: Wild #,
// Wild DOS, then the highest number; among equals the first listed); the
// first value offered for a wild; always call DOS; never catch (off turn it
// passes).
type Basic struct{}

// Name is "basic".
func (Basic) Name() string { return ai.LevelBasic }

// Begin decides at once.
func (Basic) Begin(ev engine.View, legal []engine.Action, _ *engine.RNG) ai.Thinking {
	if len(legal) == 0 {
		return ai.Done(engine.Action{})
	}
	if a, ok := find(legal, dos.KindCall); ok {
		return ai.Done(a)
	}
	if !onTurn(legal) {
		return ai.Done(pass(legal))
	}
	if dv(ev) == nil {
		return ai.Done(first(legal))
	}
	return ai.Done(basicTurn(legal))
}

// basicTurn is Basic's answer on turn.
func basicTurn(legal []engine.Action) engine.Action {
	var best engine.Action
	bestShed, bestPoints := 0, -1
	for _, a := range legal {
		switch a.Kind {
		case dos.KindMatch:
			if n := matchSize(a); n > bestShed {
				best, bestShed = a, n
			}
		case dos.KindPlace:
			if p := dos.Card(a.Card).Points(); p > bestPoints {
				best, bestPoints = a, p
			}
		}
	}
	if bestShed > 0 || bestPoints >= 0 {
		return best
	}
	if a, ok := find(legal, dos.KindDraw); ok {
		return a
	}
	if a, ok := find(legal, dos.KindEnd); ok {
		return a
	}
	return first(legal) // a wild's value: the first offered
}

// matchSize is the number of hand cards a match action plays.
func matchSize(a engine.Action) int {
	if _, second := dos.MatchCards(a.Card); second != dos.NoCard {
		return 2
	}
	return 1
}
