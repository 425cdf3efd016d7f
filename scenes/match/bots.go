package match

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"sync"

	"cardtable/ai"
	"cardtable/engine"
)

// botJob is one bot decision in progress, for one position.
type botJob struct {
	seat  engine.Seat
	key   int // decisionKey when it started: a later change makes it stale
	legal []engine.Action
	view  engine.View // what the bot was given: a pass that changes it makes the job stale
	delay int         // idle ticks still to wait before applying

	done   bool
	action engine.Action
	// noticed: the reaction time beside another's turn was added (see
	// reactionDelay).
	noticed bool
	// waited counts the idle ticks since the job started; floor is how
	// many it must reach before the decision is applied, when it races a
	// person (see raceFloor), worked out once the decision is known
	// (floored).
	waited  int
	floor   int
	floored bool

	th     ai.Thinking        // slice mode
	result chan engine.Action // Async mode: the goroutine's answer (buffered)
	cancel context.CancelFunc // Async mode
}

// Salts separating the streams derived from the match seed besides the
// bots' own (ai.DecisionRNG): human-like delays and the order of answers
// given in the same tick.
const (
	saltDelay = 0xde1a_7000_0000_0002
	saltOrder = 0x0cde_5eed_0000_0003
)

// windowPasses is the number of passes at the end of the actions that were
// answers to the window still open since it last restarted (0 on a turn:
// the last of them closed the window). A pass that settles the play on top
// and reopens the window beneath is not an answer to the reopened one.
func (m *Match) windowPasses() int {
	if m.turn.win.Kind == engine.NoWindow {
		return 0
	}
	n := 0
	for i := len(m.actions) - 1; i >= m.win.start && i >= 0 && m.actions[i].Kind == engine.KindPass; i-- {
		n++
	}
	return n
}

// decisionKey numbers the position a bot decides in: the actions before the
// passes answering the open window. Passes change no bot's view, so a
// decision (its random source and its delay) is the same whoever passed
// before it, and a restored match derives the same one.
func (m *Match) decisionKey() int { return len(m.actions) - m.windowPasses() }

// answered reports whether seat s has passed in the open window since its
// last change: a bot answers a window once.
func (m *Match) answered(s engine.Seat) bool {
	n := m.windowPasses()
	for _, a := range m.actions[len(m.actions)-n:] {
		if a.By == s {
			return true
		}
	}
	return false
}

// Tick advances the match by one 60 Hz tick. Every bot that may act thinks
// whatever idle says; but bot actions are applied, their human-like delays
// and the reaction countdown count down, only when idle is true (the table
// has finished animating) and no hand-off is pending. Bots ready in the
// same tick are applied in an order drawn from the match seed, not seat
// order. A decision that races a person waits at least the bot's reaction
// floor (race.go). With BotDelay 0 and no person at the table, calling
// Tick(true) in a loop plays bots at top speed until the match ends.
func (m *Match) Tick(idle bool) {
	if m.ctx.Err() != nil || m.over() {
		return
	}
	m.startJobs()
	m.think()
	m.release(idle)
	if !idle {
		return
	}
	if _, pending := m.Handoff(); pending {
		return
	}
	if m.countdown() {
		return
	}
	var ready []*botJob
	for _, j := range m.jobs {
		if j == nil {
			continue
		}
		j.waited++
		if j.delay > 0 {
			j.delay--
			continue
		}
		if j.done && !j.noticed && m.besideTurn(j.seat) && j.action.Kind != engine.KindPass {
			// Acting beside another's turn (a catch) takes a person's
			// reaction time first: the humans get theirs too.
			j.noticed = true
			j.delay = m.reactionDelay(j.seat, j.key)
			continue
		}
		if j.done && m.raceReady(j) {
			ready = append(ready, j)
		}
	}
	if len(ready) > 1 {
		rng := engine.Derive(m.setup.Seed, saltOrder, uint64(len(m.actions)))
		rng.Shuffle(len(ready), func(i, k int) { ready[i], ready[k] = ready[k], ready[i] })
	}
	for _, j := range ready {
		// An earlier answer of this tick may have made j stale.
		if m.jobs[j.seat] == j && !m.over() {
			m.applyBot(j)
		}
	}
}

// think advances every unfinished decision: in slice mode the tick's work
// is shared between them, so several bots in a window cost one slice.
func (m *Match) think() {
	var slicing []*botJob
	for _, j := range m.jobs {
		if j == nil || j.done {
			continue
		}
		if j.result != nil {
			select {
			case a := <-j.result:
				j.action, j.done = a, true
			default:
			}
			continue
		}
		slicing = append(slicing, j)
	}
	if len(slicing) == 0 {
		return
	}
	work := max(1, m.opt.SliceWork/len(slicing))
	for _, j := range slicing {
		if j.th.Think(work) {
			j.action, j.done = j.th.Best(), true
		}
	}
}

// startJobs begins a decision for every bot that may act and has none.
func (m *Match) startJobs() {
	for _, p := range m.turn.bots {
		if m.jobs[p.Seat] == nil && !m.answered(p.Seat) {
			m.startJob(p.Seat, p.Legal)
		}
	}
}

// dropStaleJobs abandons the decisions made for a position that is gone:
// after a change, or when a pass changed the bot's view or choices.
func (m *Match) dropStaleJobs() {
	key := m.decisionKey()
	for s, j := range m.jobs {
		if j == nil {
			continue
		}
		legal, ok := m.turn.legalOf(j.seat)
		if j.key != key || !ok || !slices.Equal(legal, j.legal) ||
			!reflect.DeepEqual(m.state.View(j.seat), j.view) {
			m.dropJob(engine.Seat(s))
		}
	}
}

// startJob begins the decision of a bot. A single legal action is taken
// without asking the bot (there is nothing to decide); the delay is still
// observed so the pace stays even, and is drawn the same way whatever the
// bot holds.
func (m *Match) startJob(seat engine.Seat, legal []engine.Action) {
	key := m.decisionKey()
	// The bot gets its own view and its own copy of the legal list: in Async
	// mode they are read on another goroutine while the match goes on.
	view := m.state.View(seat)
	j := &botJob{seat: seat, key: key, legal: legal, view: view}
	if d := m.opt.BotDelay; d > 0 {
		j.delay = d + delayRNG(m.setup.Seed, seat, key).IntN(d+1)
	}
	if w := m.turn.win; w.Kind == engine.Optional && w.Turn == seat {
		// The seat on turn beside an optional window (someone may be
		// caught) waits a person's reaction time, so the humans can react.
		j.delay += m.reactionDelay(seat, key)
	}
	m.jobs[seat] = j
	if len(legal) == 1 {
		j.action, j.done = legal[0], true
		return
	}
	own := append([]engine.Action(nil), legal...)
	rng := ai.DecisionRNG(m.setup.Seed, seat, key)
	bot := m.bots[seat]
	if !m.opt.Async {
		j.th = bot.Begin(view, own, rng)
		return
	}
	ctx, cancel := context.WithCancel(m.ctx)
	j.cancel = cancel
	j.result = make(chan engine.Action, 1)
	go think(ctx, &m.seatMu[seat], bot, view, own, rng, m.opt.SliceWork, j.result)
}

// think runs a whole decision on its own goroutine, in the same Think(work)
// slices as slice mode so both modes reach the same decision.
func think(ctx context.Context, mu sync.Locker, bot ai.Bot, v engine.View,
	legal []engine.Action, rng *engine.RNG, work int, out chan<- engine.Action) {
	mu.Lock()
	defer mu.Unlock()
	if ctx.Err() != nil {
		return
	}
	th := bot.Begin(v, legal, rng)
	for !th.Think(work) {
		if ctx.Err() != nil {
			th.Stop()
			return
		}
	}
	out <- th.Best() // buffered: never blocks, even if nobody reads it
}

// applyBot plays the bot's decision. An action the engine rejects is a bot
// bug: it is recorded and the first legal action is played instead, so a
// bad bot cannot stall the table.
func (m *Match) applyBot(j *botJob) {
	m.jobs[j.seat] = nil
	if err := m.apply(j.action); err != nil {
		m.botErr = fmt.Errorf("match: bot at seat %d: %w", j.seat, err)
		if err := m.apply(j.legal[0]); err != nil {
			// The engine's own legal list was rejected: nothing sensible is
			// left to do but report it and stop scheduling this position.
			m.botErr = fmt.Errorf("match: seat %d: first legal action rejected: %w", j.seat, err)
			m.Close()
		}
	}
}

// dropJob abandons the decision of seat s (stale position, or Close).
func (m *Match) dropJob(s engine.Seat) {
	j := m.jobs[s]
	if j == nil {
		return
	}
	m.jobs[s] = nil
	if j.cancel != nil {
		j.cancel()
	}
	if j.th != nil && !j.done {
		j.th.Stop()
	}
}

// besideTurn reports whether seat s acts beside another seat's turn (an
// optional window's call or catch).
func (m *Match) besideTurn(s engine.Seat) bool {
	w := m.turn.win
	return w.Kind == engine.Optional && w.Turn != s
}

// reactionDelay is the pace of a reaction beside another's turn, in
// ticks: two to four times the bot delay (1–2 s at normal speed), drawn
// from the seed, the seat and the position only; none at top speed. A
// decision that races a person also waits the bot's floor, which no speed
// lowers (raceFloor).
func (m *Match) reactionDelay(seat engine.Seat, key int) int {
	d := m.opt.BotDelay
	if d <= 0 {
		return 0
	}
	return 2*d + delayRNG(m.setup.Seed, seat, key+1<<20).IntN(2*d+1)
}

// delayRNG is the source of one decision's human-like delay: like the
// decision's own, it depends on the seed, the seat and the position only,
// never on what the seat holds.
func delayRNG(seed uint64, seat engine.Seat, decision int) *engine.RNG {
	r := engine.Derive(seed, saltDelay, uint64(int64(seat)), uint64(decision))
	return &r
}
