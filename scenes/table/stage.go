package table

import "cardtable/scenes/ui"

// Stage is the sprite bookkeeping every presenter shares: the cards on the
// table, the cards leaving it (drawn until they land, then dropped) and the
// effects playing over it. The table scene steps it, fast-forwards it and
// waits while it is busy; the presenter decides where each card goes.
type Stage struct {
	cards   []*Sprite
	leaving []*Sprite
	effects []Effect
	// Pulsing is set by a presenter's Draw when what it painted changes
	// with the tick (seats pulsing as targets), so the app repaints.
	Pulsing bool
}

// Effect is a short animation over the table (a celebration). It does not
// hold the table busy: the event that starts it waits for it.
type Effect interface {
	// Step advances the effect and reports whether it is still running.
	Step(dt float64) bool
	Draw(env *Env, c *ui.Canvas)
}

// New puts a new card on the table at p.
func (s *Stage) New(card int, p Pose) *Sprite {
	sp := NewSprite(card, p)
	s.cards = append(s.cards, sp)
	return sp
}

// Leave moves sp off the table: it is stepped and listed by Leaving until
// it lands, then dropped.
func (s *Stage) Leave(sp *Sprite) {
	for i, c := range s.cards {
		if c == sp {
			s.cards = append(s.cards[:i:i], s.cards[i+1:]...)
			break
		}
	}
	s.leaving = append(s.leaving, sp)
}

// Leaving lists the cards on their way off the table, oldest first.
func (s *Stage) Leaving() []*Sprite { return s.leaving }

// Play starts an effect.
func (s *Stage) Play(e Effect) { s.effects = append(s.effects, e) }

// DrawEffects paints the running effects.
func (s *Stage) DrawEffects(env *Env, c *ui.Canvas) {
	for _, e := range s.effects {
		e.Draw(env, c)
	}
}

// Step advances every tween and effect by dt ticks.
func (s *Stage) Step(dt float64) {
	for _, sp := range s.cards {
		sp.Step(dt)
	}
	live := s.leaving[:0]
	for _, sp := range s.leaving {
		sp.Step(dt)
		if sp.Busy() {
			live = append(live, sp)
		}
	}
	clear(s.leaving[len(live):])
	s.leaving = live
	running := s.effects[:0]
	for _, e := range s.effects {
		if e.Step(dt) {
			running = append(running, e)
		}
	}
	clear(s.effects[len(running):])
	s.effects = running
}

// Busy reports whether a card is still moving.
func (s *Stage) Busy() bool {
	for _, sp := range s.cards {
		if sp.Busy() {
			return true
		}
	}
	return len(s.leaving) > 0
}

// Finish ends every tween and effect at once (fast-forward).
func (s *Stage) Finish() {
	for _, sp := range s.cards {
		sp.Finish()
	}
	s.leaving, s.effects = nil, nil
}

// Reset takes every card off the table (before a rebuild from the view);
// running effects play on.
func (s *Stage) Reset() { s.cards, s.leaving = nil, nil }

// Rects lists where the cards on the table lie (the ones showing).
func (s *Stage) Rects() []ui.Rect {
	out := make([]ui.Rect, 0, len(s.cards))
	for _, sp := range s.cards {
		if q := sp.Pose; q.Alpha > 0 {
			out = append(out, ui.Rect{X: q.X, Y: q.Y, W: q.W, H: q.H})
		}
	}
	return out
}

// RectAt is the rectangle of the last placed face-up card under the
// logical point (the one on top where cards overlap), empty when none.
func (s *Stage) RectAt(x, y float64) ui.Rect {
	for i := len(s.cards) - 1; i >= 0; i-- {
		q := s.cards[i].Pose
		r := ui.Rect{X: q.X, Y: q.Y, W: q.W, H: q.H}
		if q.Alpha > 0 && q.Face >= 0.5 && r.Contains(x, y) {
			return r
		}
	}
	return ui.Rect{}
}
