package match

import (
	"context"
	"fmt"
	"sync"

	"cardtable/ai"
	"cardtable/engine"
)

// botJob is one bot decision in progress, for one position.
type botJob struct {
	seat  engine.Seat
	gen   int // len(actions) when it started: a later action makes it stale
	legal []engine.Action
	delay int // idle ticks still to wait before applying

	done   bool
	action engine.Action

	th     ai.Thinking        // slice mode
	result chan engine.Action // Async mode: the goroutine's answer (buffered)
	cancel context.CancelFunc // Async mode
}

// saltDelay separates the human-like delays from the other streams derived
// from the match seed (ai.DecisionRNG's).
const saltDelay = 0xde1a_7000_0000_0002

// Tick advances the match by one 60 Hz tick. Bots think whatever idle says;
// but a bot's action is applied, and its human-like delay counts down, only
// when idle is true (the table has finished animating) and no hand-off is
// pending. With BotDelay 0, calling Tick(true) in a loop plays bots at top
// speed until the match ends.
func (m *Match) Tick(idle bool) {
	if m.ctx.Err() != nil || m.over() {
		return
	}
	seat := m.turn.bot
	if seat == engine.NoSeat {
		return
	}
	if m.job == nil {
		m.startJob()
	}
	j := m.job
	if !j.done {
		if j.result != nil {
			select {
			case a := <-j.result:
				j.action, j.done = a, true
			default:
			}
		} else if j.th.Think(m.opt.SliceWork) {
			j.action, j.done = j.th.Best(), true
		}
	}
	if !idle {
		return
	}
	if _, pending := m.Handoff(); pending {
		return
	}
	if j.delay > 0 {
		j.delay--
		return
	}
	if j.done {
		m.applyBot(j)
	}
}

// startJob begins the decision of the bot to act. A single legal action is
// taken without asking the bot (there is nothing to decide); the delay is
// still observed so the pace stays even.
func (m *Match) startJob() {
	seat, legal, gen := m.turn.bot, m.turn.botLegal, len(m.actions)
	j := &botJob{seat: seat, gen: gen, legal: legal}
	if d := m.opt.BotDelay; d > 0 {
		rng := engine.Derive(m.setup.Seed, saltDelay, uint64(int64(seat)), uint64(gen))
		j.delay = d + rng.IntN(d+1)
	}
	m.job = j
	if len(legal) == 1 {
		j.action, j.done = legal[0], true
		return
	}
	// The bot gets its own view and its own copy of the legal list: in Async
	// mode they are read on another goroutine while the match goes on.
	view := m.state.View(seat)
	own := append([]engine.Action(nil), legal...)
	rng := ai.DecisionRNG(m.setup.Seed, seat, gen)
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
	m.job = nil
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

// dropJob abandons the current decision (stale position, or Close).
func (m *Match) dropJob() {
	j := m.job
	if j == nil {
		return
	}
	m.job = nil
	if j.cancel != nil {
		j.cancel()
	}
	if j.th != nil && !j.done {
		j.th.Stop()
	}
}
