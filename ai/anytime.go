package ai

import (
	"iter"

	"cardtable/engine"
)

// coThinking runs a search written as plain recursive code as a coroutine
// (iter.Pull): the search calls spend as it works and is suspended whenever
// the current slice is used up. Coroutines switch without threads, so this
// also works in the single-threaded browser build.
type coThinking struct {
	best    engine.Action
	budget  int
	yield   func(struct{}) bool
	next    func() (struct{}, bool)
	stop    func()
	done    bool
	stopped bool
}

// startSearch prepares (but does not run) search; it runs inside Think.
func startSearch(initial engine.Action, search func(t *coThinking)) *coThinking {
	t := &coThinking{best: initial}
	t.next, t.stop = iter.Pull(func(yield func(struct{}) bool) {
		t.yield = yield
		search(t)
	})
	return t
}

// spend charges n units of work, pausing the search when the slice is used
// up. It reports false once the decision has been stopped: the search must
// then return promptly and must not trust what it was computing.
func (t *coThinking) spend(n int) bool {
	if t.stopped {
		return false
	}
	t.budget -= n
	if t.budget > 0 {
		return true
	}
	if !t.yield(struct{}{}) {
		t.stopped = true
		return false
	}
	return true
}

// Think resumes the search for about work units.
func (t *coThinking) Think(work int) bool {
	if t.done {
		return true
	}
	t.budget = work
	if _, ok := t.next(); !ok {
		t.done = true
	}
	return t.done
}

// Best is the answer of the last finished search step.
func (t *coThinking) Best() engine.Action { return t.best }

// Stop ends the coroutine; Best keeps the last answer.
func (t *coThinking) Stop() {
	if !t.done {
		t.done = true
		t.stop()
	}
}
