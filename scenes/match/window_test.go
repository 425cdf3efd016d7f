package match

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/enginetest/testgame"
)

// Deals of the test game for seats H0, H1 (humans) and B2 (a bot): in
// dealNope H1 holds a Nope, in dealBare the same hands but for that card
// (H0 holds a Nope in both, the bot none).
const (
	dealNope = "4,5,0/6,7,1/8,9,10"
	dealBare = "4,5,0/6,7,11/8,9,10"
)

const coverTicks = 5 // ticks a hand-off cover stays up before the person confirms

func windowSetup(deal string, seed uint64) Setup {
	testgame.Register()
	return Setup{Game: testgame.ID, Seed: seed,
		Seats:   []SeatSpec{{Name: "H0", Human: true}, {Name: "H1", Human: true}, {Name: "B2", Level: "random"}},
		Options: map[string]string{testgame.OptRounds: "1", testgame.OptDeal: deal}}
}

var windowOpts = Options{ReactionSeconds: 2, BotDelay: 10}

// script makes the humans' window decisions from what the screen shows
// (never from their hands): age is the ticks since the window opened or
// last changed.
type script func(t *testing.T, m *Match, ws WindowState, age int)

// runLog is what a scripted match showed.
type runLog struct {
	prompts   []string // what the screen may show, at every observation
	reactions []int    // tick counts at which a window opened or changed
	closes    []int    // tick counts at which a window closed
	events    []engine.Event
	ticks     int
}

// driver plays a match tick by tick through the public API, as the table
// does: a hand-off cover stays up coverTicks ticks, a human on turn plays
// the first legal action, window decisions come from the script. It checks
// at every tick that the viewer is never a human whose hand-off is
// unconfirmed.
type driver struct {
	t      *testing.T
	m      *Match
	s      script
	log    runLog
	cover  int
	viewer engine.Seat // the last person who confirmed a hand-off
	open   bool
	change int
	since  int // tick count of the last opening or change
}

func newDriver(t *testing.T, m *Match, s script) *driver {
	d := &driver{t: t, m: m, s: s, viewer: engine.NoSeat}
	d.observe()
	return d
}

func (d *driver) observe() {
	m := d.m
	h, pending := m.Handoff()
	if m.hotseat {
		require.True(d.t, m.Viewer() == engine.NoSeat || m.Viewer() == d.viewer,
			"viewer %d never confirmed (last confirmed %d)", m.Viewer(), d.viewer)
	}
	if pending {
		require.NotEqual(d.t, h, m.Viewer(), "viewer %d before confirming", h)
	}
	ws, open := m.Window()
	seat, _, turn := m.HumanTurn()
	d.log.prompts = append(d.log.prompts, fmt.Sprintf("%d: cover %d/%v turn %d/%v viewer %d window %v %+v",
		d.log.ticks, h, pending, seat, turn, m.Viewer(), open, ws))
	switch {
	case open && (!d.open || ws.Change != d.change):
		d.log.reactions = append(d.log.reactions, d.log.ticks)
		d.since = d.log.ticks
	case !open && d.open:
		d.log.closes = append(d.log.closes, d.log.ticks)
	}
	d.open, d.change = open, ws.Change
}

// step is one frame: inputs, then Tick.
func (d *driver) step() {
	m := d.m
	h, pending := m.Handoff()
	ws, open := m.Window()
	seat, legal, turn := m.HumanTurn()
	switch {
	case pending:
		d.cover++
		if d.cover == coverTicks {
			m.ConfirmHandoff()
			require.Equal(d.t, h, m.Viewer())
			d.viewer, d.cover = h, 0
		}
	case open:
		d.s(d.t, m, ws, d.log.ticks-d.since)
	case turn:
		require.NoError(d.t, m.Act(legal[0]), "seat %d", seat)
	}
	d.observe()
	m.Tick(true)
	d.log.ticks++
	d.log.events = append(d.log.events, m.Drain()...)
	d.observe()
}

func (d *driver) run(until func() bool) runLog {
	for i := 0; i < 20_000; i++ {
		if _, over := d.m.Outcome(); over || (until != nil && until()) {
			return d.log
		}
		d.step()
	}
	d.t.Fatalf("match not over after %d ticks", d.log.ticks)
	return d.log
}

// claimAndPass: in the first window H1 claims at age 10 and, once at the
// screen, declines, then "no one" closes it; later windows: H0 declines at
// age 5 from the bar, H1 lets the countdown run out. Nothing depends on
// the hands.
func claimAndPass(t *testing.T, m *Match, ws WindowState, age int) {
	first := firstTurn(m)
	switch {
	case first && age == 10 && ws.Claim == engine.NoSeat && !contains(ws.Declined, 1):
		require.NoError(t, m.Claim(1))
	case first && ws.Claim == 1:
		if seat, legal, ok := m.HumanTurn(); ok {
			require.Equal(t, engine.Seat(1), seat)
			require.Equal(t, engine.KindPass, legal[0].Kind)
			require.NoError(t, m.Act(legal[0]))
		}
	case first && ws.NoOne && age == 30:
		require.NoError(t, m.DeclineAll())
	case !first && age == 5 && contains(ws.Humans, 0) && !contains(ws.Declined, 0):
		require.NoError(t, m.Decline(0))
	}
}

// claimAndNope: H1 claims the first window at age 10 and nopes; nobody
// answers afterwards (the countdowns run out).
func claimAndNope(t *testing.T, m *Match, ws WindowState, age int) {
	if !firstTurn(m) {
		return
	}
	switch {
	case ws.Change == 0 && age == 10 && ws.Claim == engine.NoSeat:
		require.NoError(t, m.Claim(1))
	case ws.Claim == 1:
		if _, legal, ok := m.HumanTurn(); ok {
			require.Len(t, legal, 2, "H1 holds a Nope")
			require.NoError(t, m.Act(legal[1]))
		}
	}
}

func firstTurn(m *Match) bool { return m.View().(*testgame.View).Played == 0 }

func contains(s []engine.Seat, x engine.Seat) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

func TestWindowClosesAfterCountdown(t *testing.T) {
	m := mustNew(t, windowSetup(dealNope, 1), windowOpts)
	log := newDriver(t, m, claimAndNope).run(nil)
	o, over := m.Outcome()
	require.True(t, over)
	t.Logf("outcome %+v after %d ticks; reactions %v closes %v", o, log.ticks, log.reactions, log.closes)

	// Windows: H0's play (opened, then noped by H1), H1's play, B2's play.
	require.Len(t, log.closes, 3)
	require.Len(t, log.reactions, 4)
	nope, close := log.reactions[1], log.closes[0]
	assert.Equal(t, 120, close-nope, "the window closes 120 ticks after the last reaction")
	assert.Equal(t, 120, log.closes[1]-log.reactions[2], "nobody answers: full countdown")
	assert.Equal(t, 120, log.closes[2]-log.reactions[3])

	// The Nope, then H0's Pass applied when its time ran out.
	save := saveOf(t, m)
	acts := save.Match.Actions
	i := indexOf(acts, func(a engine.Action) bool { return a.Kind == testgame.KindNope })
	require.GreaterOrEqual(t, i, 0)
	assert.Equal(t, engine.Action{By: 1, Kind: testgame.KindNope, Target: engine.NoSeat, Card: 1}, acts[i])
	assert.Contains(t, acts[i+1:i+3], engine.Action{By: 0, Kind: engine.KindPass, Target: engine.NoSeat},
		"the expired human's Pass")
	checkNoPassEvents(t, save, log.events)
}

func TestWindowSameSaveForSameInputs(t *testing.T) {
	a := mustNew(t, windowSetup(dealNope, 3), windowOpts)
	la := newDriver(t, a, claimAndNope).run(nil)
	b := mustNew(t, windowSetup(dealNope, 3), windowOpts)
	lb := newDriver(t, b, claimAndNope).run(nil)
	sa, err := a.Save()
	require.NoError(t, err)
	sb, err := b.Save()
	require.NoError(t, err)
	assert.Equal(t, string(sa), string(sb))
	assert.Equal(t, la.prompts, lb.prompts)
}

// Whether H1 holds a Nope changes nothing anyone can see: the same prompts
// at the same ticks, the same closing ticks.
func TestWindowSameWhateverTheHands(t *testing.T) {
	a := mustNew(t, windowSetup(dealNope, 5), windowOpts)
	la := newDriver(t, a, claimAndPass).run(nil)
	b := mustNew(t, windowSetup(dealBare, 5), windowOpts)
	lb := newDriver(t, b, claimAndPass).run(nil)
	require.Equal(t, la.closes, lb.closes)
	require.Equal(t, la.reactions, lb.reactions)
	require.Equal(t, la.prompts, lb.prompts)
	require.Len(t, la.closes, 3)
	// The first window closed by "no one" (at age 30, the cover included:
	// the bot had answered), the others by the countdown.
	assert.Equal(t, 30, la.closes[0]-la.reactions[0])
	assert.Equal(t, 120, la.closes[1]-la.reactions[1])
	assert.Equal(t, 120, la.closes[2]-la.reactions[2])
	checkNoPassEvents(t, saveOf(t, a), la.events)
	// The bare deal really differs: H1's claim offered a Nope only in a.
	assert.NotEqual(t, a.State().Notation(), b.State().Notation())
}

func TestWindowCoverPausesCountdown(t *testing.T) {
	m := mustNew(t, windowSetup(dealNope, 1), windowOpts)
	d := newDriver(t, m, func(t *testing.T, m *Match, ws WindowState, age int) {
		if age == 10 && ws.Claim == engine.NoSeat && ws.Change == 0 {
			require.NoError(t, m.Claim(1))
		}
	})
	// The claim's hand-off: the bar had shown nobody's view.
	d.run(func() bool {
		h, ok := m.Handoff()
		_, open := m.Window()
		return ok && open && h == 1 && m.Viewer() == engine.NoSeat
	})
	ws, ok := m.Window()
	require.True(t, ok)
	require.True(t, ws.Paused)
	left := ws.TicksLeft
	for i := 0; i < 50; i++ {
		m.Tick(true)
	}
	ws, _ = m.Window()
	assert.Equal(t, left, ws.TicksLeft, "paused under the cover")
	_, _, ok = m.HumanTurn()
	assert.False(t, ok)
	m.ConfirmHandoff()
	assert.Equal(t, engine.Seat(1), m.Viewer())
	seat, legal, ok := m.HumanTurn()
	require.True(t, ok)
	assert.Equal(t, engine.Seat(1), seat)
	assert.Len(t, legal, 2)
	m.Tick(true)
	ws, _ = m.Window()
	assert.Equal(t, left-1, ws.TicksLeft)
	// "No one" only once every human declined.
	assert.False(t, ws.NoOne)
	require.ErrorIs(t, m.DeclineAll(), ErrNoWindow)
	require.NoError(t, m.Act(legal[0])) // H1 passes: a decline
	ws, _ = m.Window()
	assert.True(t, ws.NoOne)
	assert.Equal(t, []engine.Seat{1}, ws.Declined)
	assert.Equal(t, engine.NoSeat, ws.Claim)
	require.ErrorIs(t, m.Claim(0), ErrNoWindow, "H0 played the card: not asked")
}

func TestWindowRestoreMidWindow(t *testing.T) {
	m := mustNew(t, windowSetup(dealNope, 7), windowOpts)
	d := newDriver(t, m, claimAndNope)
	d.run(func() bool { ws, ok := m.Window(); return ok && ws.Change == 1 })
	st := NewMemStore()
	require.NoError(t, SaveAutosave(st, m))
	r, err := LoadAutosave(st, windowOpts)
	require.NoError(t, err)
	t.Cleanup(r.Close)
	assert.Equal(t, m.State().Notation(), r.State().Notation())
	ws, ok := r.Window()
	require.True(t, ok)
	assert.Equal(t, 1, ws.Change)
	assert.Equal(t, 120, ws.TicksLeft)
	assert.Equal(t, []engine.Seat{0}, ws.Humans)
	// The window asks everyone at the screen: no hand-off, nobody's view.
	_, pending := r.Handoff()
	assert.False(t, pending, "the bar needs no hand-off")
	assert.Equal(t, engine.NoSeat, r.Viewer())

	d.run(nil)
	newDriver(t, r, claimAndNope).run(nil)
	assert.Equal(t, string(mustSave(t, m)), string(mustSave(t, r)), "the restored match plays on the same")
}

// With a single human, a window where they may only pass closes as soon as
// the bots have answered; with a Nope in hand they are asked directly.
func TestWindowSingleHuman(t *testing.T) {
	testgame.Register()
	setup := func(deal string) Setup {
		return Setup{Game: testgame.ID, Seed: 2, Options: map[string]string{testgame.OptRounds: "1", testgame.OptDeal: deal},
			Seats: []SeatSpec{{Name: "H", Human: true}, {Name: "B1", Level: "random"}, {Name: "B2", Level: "random"}}}
	}
	m := mustNew(t, setup("4,5,6/7,8,9/10,11,3"), Options{ReactionSeconds: 2})
	require.NoError(t, m.Act(engine.Action{By: 0, Kind: testgame.KindPlay, Target: engine.NoSeat, Card: 4}))
	for i := 0; i < 1000 && m.View().(*testgame.View).Played == 0; i++ {
		m.Tick(true)
	}
	// B1's play: H holds no Nope, its Pass is applied at once.
	for i := 0; i < 1000 && m.View().(*testgame.View).Played == 1; i++ {
		_, legal, ok := m.HumanTurn()
		require.False(t, ok, "H only passes: not asked (%v)", legal)
		m.Tick(true)
	}
	_, over := m.Outcome()
	assert.True(t, m.View().(*testgame.View).Played >= 2 || over)

	n := mustNew(t, setup("4,5,0/7,8,9/10,11,3"), Options{ReactionSeconds: 2})
	require.NoError(t, n.Act(engine.Action{By: 0, Kind: testgame.KindPlay, Target: engine.NoSeat, Card: 4}))
	for i := 0; i < 1000 && n.View().(*testgame.View).Played == 0; i++ {
		n.Tick(true)
	}
	var seat engine.Seat
	var legal []engine.Action
	ok := false
	for i := 0; i < 1000 && !ok; i++ {
		n.Tick(true)
		seat, legal, ok = n.HumanTurn()
	}
	require.True(t, ok)
	assert.Equal(t, engine.Seat(0), seat)
	assert.Len(t, legal, 2, "Pass and Nope")
	assert.Equal(t, engine.Seat(0), n.Viewer())
	before := n.Actions()
	require.NoError(t, n.Act(legal[0])) // the only human passes: applied at once
	assert.Greater(t, n.Actions(), before)
}

// Bots answering in the same tick are applied in an order drawn from the
// match seed, not seat order.
func TestWindowBotOrderSeeded(t *testing.T) {
	testgame.Register()
	orders := map[string]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		m := mustNew(t, Setup{Game: testgame.ID, Seed: seed,
			Options: map[string]string{testgame.OptRounds: "1", testgame.OptDeal: "0,1,2,3,4/5,6/7,8/9,10"},
			Seats: []SeatSpec{{Name: "H", Human: true}, {Name: "B1", Level: "random"}, {Name: "B2", Level: "random"},
				{Name: "B3", Level: "random"}}}, Options{})
		require.NoError(t, m.Act(engine.Action{By: 0, Kind: testgame.KindPlay, Target: engine.NoSeat, Card: 4}))
		m.Tick(true)
		acts := saveOf(t, m).Match.Actions
		require.Len(t, acts, 4, "all three bots answered in one tick")
		orders[fmt.Sprint(acts[1].By, acts[2].By, acts[3].By)] = true
	}
	assert.Greater(t, len(orders), 1, "orders %v", orders)
}

func saveOf(t *testing.T, m *Match) saveFile {
	var f saveFile
	require.NoError(t, jsonUnmarshal(mustSave(t, m), &f))
	return f
}

func mustSave(t *testing.T, m *Match) []byte {
	data, err := m.Save()
	require.NoError(t, err)
	return data
}

func indexOf(acts []engine.Action, f func(engine.Action) bool) int {
	for i, a := range acts {
		if f(a) {
			return i
		}
	}
	return -1
}

// checkNoPassEvents: a pass makes no event of its own (only the window's
// resolution may follow it), and what was drained is exactly the events of
// the match redacted for the viewer of the moment, in the same number.
func checkNoPassEvents(t *testing.T, f saveFile, drained []engine.Event) {
	total := 0
	_, err := f.Match.Replay(func(_ int, a engine.Action, evs []engine.Event) {
		total += len(evs)
		if a.Kind != engine.KindPass {
			return
		}
		for _, e := range evs {
			switch e.(type) {
			case testgame.Resolved, testgame.Over:
			default:
				t.Errorf("pass %+v made event %v", a, e)
			}
		}
	})
	require.NoError(t, err)
	assert.Equal(t, total, len(drained))
}

func jsonUnmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }

// firstBot always takes its first legal action (Pass in a window).
type firstBot struct{}

func (firstBot) Name() string { return "first" }
func (firstBot) Begin(_ engine.View, legal []engine.Action, _ *engine.RNG) ai.Thinking {
	return ai.Done(legal[0])
}

// A bot's answer comes after the same delay whether or not it holds a Nope
// (and so has a choice to make).
func TestWindowBotDelaySameWhateverItHolds(t *testing.T) {
	run := func(deal string) runLog {
		m := mustNew(t, windowSetup(deal, 9), windowOpts)
		m.bots[2] = firstBot{}
		return newDriver(t, m, claimAndPass).run(nil)
	}
	la := run("4,5,0/6,7,1/8,9,10")
	lb := run("4,5,0/6,7,10/8,9,1") // now the bot holds a Nope, H1 none
	require.Equal(t, la.prompts, lb.prompts)
	require.Equal(t, la.closes, lb.closes)
}

// In a hot-seat window a reaction needs a claim (and its hand-off) first; a
// decline does not.
func TestWindowReactionNeedsClaim(t *testing.T) {
	m := mustNew(t, windowSetup(dealNope, 1), windowOpts)
	m.ConfirmHandoff()
	_, legal, ok := m.HumanTurn()
	require.True(t, ok)
	require.NoError(t, m.Act(legal[0]))
	nope := engine.Action{By: 1, Kind: testgame.KindNope, Target: engine.NoSeat, Card: 1}
	require.ErrorIs(t, m.Act(nope), engine.ErrIllegal)
	require.NoError(t, m.Claim(1))
	require.ErrorIs(t, m.Act(nope), ErrHandoffPending)
	m.ConfirmHandoff()
	require.NoError(t, m.Act(nope))
	ws, ok := m.Window()
	require.True(t, ok)
	assert.Equal(t, 1, ws.Change)
	// The Nope restarted the window: it asks everyone again, so the
	// screen shows nobody's hand.
	assert.Equal(t, engine.NoSeat, m.Viewer())
	require.NoError(t, m.Decline(0), "declining reveals nothing: no hand-off")
	_, pending := m.Handoff()
	assert.False(t, pending)
	assert.Equal(t, engine.NoSeat, m.Viewer())
}

// A bot's decision is kept across the other seats' passes: each bot of a
// window answers its own seeded delay after the window opened, not after
// the last pass.
func TestWindowBotJobsKeptAcrossPasses(t *testing.T) {
	testgame.Register()
	const delay = 30
	m := mustNew(t, Setup{Game: testgame.ID, Seed: 4,
		Options: map[string]string{testgame.OptRounds: "1", testgame.OptDeal: "0,1,2,3,4/5,6/7,8/9,10"},
		Seats: []SeatSpec{{Name: "H", Human: true}, {Name: "B1", Level: "random"}, {Name: "B2", Level: "random"},
			{Name: "B3", Level: "random"}}}, Options{BotDelay: delay})
	require.NoError(t, m.Act(engine.Action{By: 0, Kind: testgame.KindPlay, Target: engine.NoSeat, Card: 4}))
	want := map[engine.Seat]int{}
	for s := engine.Seat(1); s <= 3; s++ {
		want[s] = delay + delayRNG(4, s, 1).IntN(delay+1) + 1
	}
	got := map[engine.Seat]int{}
	for tick := 1; tick <= 2*delay+1 && len(got) < 3; tick++ {
		n := m.Actions()
		m.Tick(true)
		for _, a := range saveOf(t, m).Match.Actions[n:] {
			got[a.By] = tick
		}
	}
	assert.Equal(t, want, got)
	distinct := map[int]bool{}
	for _, v := range want {
		distinct[v] = true
	}
	assert.Greater(t, len(distinct), 1, "the bots answer at different ticks: %v", want)
}

// A hot-seat window asking everyone shows nobody's hand (everyone at the
// table is looking at the bar); whoever decides next gets the screen back
// through their hand-off, even the person who played.
func TestWindowShowsNobodysHand(t *testing.T) {
	m := mustNew(t, windowSetup(dealNope, 1), windowOpts)
	m.ConfirmHandoff()
	_, legal, ok := m.HumanTurn()
	require.True(t, ok)
	require.NoError(t, m.Act(legal[0]))
	ws, open := m.Window()
	require.True(t, open)
	require.NotEmpty(t, ws.Humans)
	assert.Equal(t, engine.NoSeat, m.Viewer())
	assert.Equal(t, engine.NoSeat, m.View().Viewer())
	_, pending := m.Handoff()
	assert.False(t, pending, "the bar needs no hand-off")
	for _, h := range ws.Humans {
		require.NoError(t, m.Decline(h))
	}
	require.NoError(t, m.DeclineAll())
	for i := 0; i < 1000 && open; i++ {
		m.Tick(true)
		_, open = m.Window()
	}
	require.False(t, open)
	h, pending := m.Handoff()
	require.True(t, pending, "the next private view comes through a hand-off")
	assert.NotEqual(t, engine.NoSeat, h)
	assert.Equal(t, engine.NoSeat, m.Viewer())
}
