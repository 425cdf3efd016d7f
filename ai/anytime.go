package ai

import (
	"iter"

	"cardtable/engine"
)

// Search runs a search written as plain recursive code as a coroutine
// (iter.Pull): the search calls Spend as it works and is suspended whenever
// the current slice is used up. Coroutines switch without threads, so this
// also works in the single-threaded browser build. A *Search is a Thinking.
type Search struct {
	best    engine.Action
	budget  int
	yield   func(struct{}) bool
	next    func() (struct{}, bool)
	stop    func()
	done    bool
	stopped bool
}

// StartSearch prepares (but does not run) search; it runs inside Think.
// initial is Best until the search proposes something better.
func StartSearch(initial engine.Action, search func(s *Search)) *Search {
	s := &Search{best: initial}
	s.next, s.stop = iter.Pull(func(yield func(struct{}) bool) {
		s.yield = yield
		search(s)
	})
	return s
}

// Spend charges n units of work, pausing the search when the slice is used
// up. It reports false once the decision has been stopped: the search must
// then return promptly and must not trust what it was computing.
func (s *Search) Spend(n int) bool {
	if s.stopped {
		return false
	}
	s.budget -= n
	if s.budget > 0 {
		return true
	}
	if !s.yield(struct{}{}) {
		s.stopped = true
		return false
	}
	return true
}

// Propose makes a the answer so far (the search calls it after each
// finished step).
func (s *Search) Propose(a engine.Action) { s.best = a }

// Think resumes the search for about work units.
func (s *Search) Think(work int) bool {
	if s.done {
		return true
	}
	s.budget = work
	if _, ok := s.next(); !ok {
		s.done = true
	}
	return s.done
}

// Best is the answer of the last finished search step.
func (s *Search) Best() engine.Action { return s.best }

// Stop ends the coroutine; Best keeps the last answer.
func (s *Search) Stop() {
	if !s.done {
		s.done = true
		s.stop()
	}
}
