package dosai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
)

// Normal is a solid fixed policy: it makes the most valuable set of
// matches it can find for the turn (cards shed, colour bonuses, wilds kept
// for later), in an order that keeps its hand off exactly two cards where
// it can; draws when it has no match; chooses wilds' values for the bonus;
// places the card that gives the next players least while shedding points
// when an opponent is close to going out; catches every uncalled DOS and
// calls its own, though now and then (normalCall) it forgets, as people
// do, so a person gets a chance to catch it too.
type Normal struct{}

// normalCall is the chance that Normal calls DOS when it may, per decision.
const normalCall = 0.85

// Name is "normal".
func (Normal) Name() string { return ai.LevelNormal }

// Begin decides at once.
func (Normal) Begin(ev engine.View, legal []engine.Action, rng *engine.RNG) ai.Thinking {
	v := dv(ev)
	if v == nil || len(legal) == 0 {
		return ai.Done(first(legal))
	}
	// Without a random source (a caller that wants the sure policy) it
	// never forgets.
	if a, ok := find(legal, dos.KindCall); ok && (rng == nil || chance(rng, normalCall)) {
		return ai.Done(a)
	}
	if a, ok := catchTarget(v, legal); ok {
		return ai.Done(a)
	}
	if !onTurn(legal) {
		return ai.Done(pass(legal))
	}
	return ai.Done(normalTurn(v, legal))
}

// normalTurn is Normal's decision of the turn itself.
func normalTurn(v *dos.View, legal []engine.Action) engine.Action {
	w := planWeights(v.Seats)
	return planTurn(v, legal, &w)
}

// planTurn is the decision of the turn itself by the plan weighed with w.
func planTurn(v *dos.View, legal []engine.Action, w *weights) engine.Action {
	var pl planner
	return pl.decide(v, legal, w)
}

// decide is planTurn with pl's buffers (pl.nodes then says what it cost).
func (pl *planner) decide(v *dos.View, legal []engine.Action, w *weights) engine.Action {
	pl.nodes = 0
	switch v.Phase {
	case dos.PhaseChoose:
		return bestColour(v, legal)
	case dos.PhasePlace:
		return bestPlace(v, legal)
	}
	p := pl.plan(&v.HandCounts, v.Centre, w, turnOf(v))
	if len(p.moves) > 0 {
		return nextMove(p, len(v.Hand), w).Action(v.Seat)
	}
	if a, ok := find(legal, dos.KindDraw); ok {
		return a
	}
	if a, ok := find(legal, dos.KindEnd); ok {
		return a
	}
	return first(legal)
}
