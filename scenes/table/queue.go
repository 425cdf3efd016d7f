package table

import "cardtable/engine"

// Queue holds the events waiting to be shown and the pause after the last
// one shown: the table shows one event at a time, each starting its motion
// on the presenter and then waiting the ticks the presenter asks for.
type Queue struct {
	events []engine.Event
	wait   float64 // ticks to wait before the next event
}

// Push queues ev to be shown.
func (q *Queue) Push(ev engine.Event) { q.events = append(q.events, ev) }

// Len is the number of events queued.
func (q *Queue) Len() int { return len(q.events) }

// Wait is the pause left before the next event, in ticks.
func (q *Queue) Wait() float64 { return q.wait }

// Next is the next event queued, if any.
func (q *Queue) Next() (engine.Event, bool) {
	if len(q.events) == 0 {
		return nil, false
	}
	return q.events[0], true
}

// Idle reports whether nothing is queued, moving on s or paused.
func (q *Queue) Idle(s *Stage) bool { return len(q.events) == 0 && !s.Busy() && q.wait <= 0 }

// Advance moves the table on by dt ticks (to the end of everything queued
// when skip), starting each event's motion on p once the previous one is
// done. shown is told each event started; returning false stops the
// advance there (a results screen opens over the table).
func (q *Queue) Advance(p Presenter, dt float64, skip bool, shown func(ev engine.Event) bool) {
	stage := p.Stage()
	for {
		if skip {
			stage.Finish()
			q.wait = 0
		} else {
			stage.Step(dt)
			if q.wait > 0 {
				q.wait -= dt
			}
		}
		if stage.Busy() || q.wait > 0 || len(q.events) == 0 {
			return
		}
		ev := q.events[0]
		q.events = q.events[1:]
		q.wait = p.Animate(ev)
		if !shown(ev) {
			return
		}
	}
}
