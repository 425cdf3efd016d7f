package match

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"cardtable/engine"
	"cardtable/engine/flip7"
)

// maxTicks bounds every driven match so a scheduling bug fails instead of
// hanging. Async matches spin on Tick while a goroutine thinks, so the bound
// counts loop turns, not time.
const maxTicks = 5_000_000

// stayAt20 is the humans' policy in tests: Stay at 20 points or more, Hit
// otherwise, first legal target.
func stayAt20(m *Match, seat engine.Seat, legal []engine.Action) engine.Action {
	v, ok := m.View().(*flip7.View)
	if !ok || v.Phase != flip7.PhaseTurn {
		return legal[0]
	}
	stay := v.Players[seat].RoundScore >= 20
	for _, a := range legal {
		if (a.Kind == flip7.KindStay) == stay {
			return a
		}
	}
	return legal[0]
}

type policy func(m *Match, seat engine.Seat, legal []engine.Action) engine.Action

// drive plays m to its end (or stopAt actions, if positive) through the
// public API only, the way the table scene does, and returns the transcript
// of drained events.
// yieldTick lets an Async bot's goroutine run. It thinks in real time, so
// the driver waits for it rather than spending the tick budget spinning.
func yieldTick(m *Match, i int) {
	if _, thinking := m.Thinking(); thinking && m.opt.Async {
		time.Sleep(50 * time.Microsecond)
	} else if i%64 == 63 {
		runtime.Gosched()
	}
}

func drive(t *testing.T, m *Match, p policy, stopAt int) []string {
	t.Helper()
	var log []string
	for i := 0; i < maxTicks; i++ {
		if _, over := m.Outcome(); over {
			return log
		}
		if stopAt > 0 && m.Actions() >= stopAt {
			return log
		}
		if _, ok := m.Handoff(); ok {
			m.ConfirmHandoff()
		}
		if seat, legal, ok := m.HumanTurn(); ok {
			if err := m.Act(p(m, seat, legal)); err != nil {
				t.Fatalf("act: %v", err)
			}
		} else {
			m.Tick(true)
		}
		for _, e := range m.Drain() {
			log = append(log, e.String())
		}
		yieldTick(m, i)
	}
	t.Fatalf("match not finished after %d ticks (%d actions)", maxTicks, m.Actions())
	return nil
}

func seats(specs ...string) []SeatSpec {
	out := make([]SeatSpec, len(specs))
	for i, s := range specs {
		if s == "human" {
			out[i] = SeatSpec{Name: fmt.Sprintf("P%d", i+1), Human: true}
		} else {
			out[i] = SeatSpec{Name: fmt.Sprintf("Bot%d", i+1), Level: s}
		}
	}
	return out
}

func mustNew(t *testing.T, s Setup, o Options) *Match {
	t.Helper()
	m, err := New(s, o)
	if err != nil {
		t.Fatalf("new: %v", err)
	}
	t.Cleanup(m.Close)
	return m
}

func TestHotSeatFlip7ThreeHumans(t *testing.T) {
	m := mustNew(t, Setup{Game: "flip7", Seats: seats("human", "human", "human"), Seed: 7}, Options{})
	log := drive(t, m, stayAt20, 0)
	o, over := m.Outcome()
	if !over {
		t.Fatal("no outcome")
	}
	if len(o.Winners) != 1 || o.Scores[o.Winners[0]] < 200 {
		t.Fatalf("outcome %+v", o)
	}
	if _, ok := m.Handoff(); ok {
		t.Fatal("flip7 needs no hand-off")
	}
	if len(log) == 0 || !strings.Contains(strings.Join(log, "\n"), "stay") {
		t.Logf("transcript head: %v", log[:min(5, len(log))])
	}
	t.Logf("3 humans: %d actions, %d events, %d rounds, scores %v", m.Actions(), len(log), o.Rounds, o.Scores)
}

func TestViewerFollowsHumanToAct(t *testing.T) {
	m := mustNew(t, Setup{Game: "flip7", Seats: seats("human", "human"), Seed: 3}, Options{})
	for i := 0; i < 20; i++ {
		if _, over := m.Outcome(); over {
			break
		}
		seat, legal, ok := m.HumanTurn()
		if !ok {
			t.Fatal("no human turn in an all-human match")
		}
		if m.Viewer() != seat || m.View().Viewer() != seat {
			t.Fatalf("viewer %d, human to act %d", m.Viewer(), seat)
		}
		if err := m.Act(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
}

func botsOnly(seed uint64) Setup {
	return Setup{Game: "flip7", Seats: seats("easy", "normal", "hard"), Seed: seed}
}

func TestBotsOnlyDeterministicSliceAndAsync(t *testing.T) {
	for _, seed := range []uint64{1, 42} {
		a := mustNew(t, botsOnly(seed), Options{})
		logA := drive(t, a, nil, 0)
		b := mustNew(t, botsOnly(seed), Options{})
		logB := drive(t, b, nil, 0)
		c := mustNew(t, botsOnly(seed), Options{Async: true})
		logC := drive(t, c, nil, 0)
		oa, _ := a.Outcome()
		ob, _ := b.Outcome()
		oc, over := c.Outcome()
		if !over {
			t.Fatal("async match did not finish")
		}
		if !slices.Equal(logA, logB) || fmt.Sprint(oa) != fmt.Sprint(ob) {
			t.Fatalf("seed %d: two slice runs differ", seed)
		}
		if !slices.Equal(logA, logC) || fmt.Sprint(oa) != fmt.Sprint(oc) {
			t.Fatalf("seed %d: slice and async differ:\n%v\n%v", seed, oa, oc)
		}
		if a.State().Notation() != c.State().Notation() {
			t.Fatalf("seed %d: final notation differs", seed)
		}
		if err := a.BotError(); err != nil {
			t.Fatal(err)
		}
		t.Logf("seed %d: %d actions, %d events, outcome %+v", seed, a.Actions(), len(logA), oa)
	}
	// A different seed plays a different match.
	x := mustNew(t, botsOnly(1), Options{})
	y := mustNew(t, botsOnly(2), Options{})
	if slices.Equal(drive(t, x, nil, 0), drive(t, y, nil, 0)) {
		t.Fatal("seeds 1 and 2 played the same match")
	}
}

func TestTickNotIdleNeverApplies(t *testing.T) {
	for _, async := range []bool{false, true} {
		m := mustNew(t, botsOnly(5), Options{Async: async})
		if len(m.Drain()) == 0 {
			t.Fatal("no events of the first deal")
		}
		before := m.State().Notation()
		for i := 0; i < 2000; i++ {
			m.Tick(false)
			if i%64 == 0 {
				runtime.Gosched()
			}
		}
		if m.Actions() != 0 || m.State().Notation() != before || m.Drain() != nil {
			t.Fatalf("async=%v: Tick(false) applied an action", async)
		}
		if _, ok := m.Thinking(); !ok {
			t.Fatalf("async=%v: a bot should be thinking", async)
		}
		// Once idle, the decision (already made) is applied at once.
		for i := 0; i < maxTicks && m.Actions() == 0; i++ {
			m.Tick(true)
			runtime.Gosched()
		}
		if m.Actions() != 1 {
			t.Fatalf("async=%v: %d actions after idle", async, m.Actions())
		}
	}
}

func TestBotDelay(t *testing.T) {
	const d = 4
	m := mustNew(t, Setup{Game: "flip7", Seats: seats("easy", "easy"), Seed: 9}, Options{BotDelay: d})
	seen := map[int]bool{}
	for n := 0; n < 30; n++ {
		start := m.Actions()
		ticks := 0
		for m.Actions() == start {
			if _, over := m.Outcome(); over {
				t.Fatal("match ended early")
			}
			m.Tick(true)
			ticks++
			if ticks > 2*d+1 {
				t.Fatalf("action %d took %d ticks, want at most %d", n, ticks, 2*d+1)
			}
		}
		if ticks < d+1 {
			t.Fatalf("action %d took %d ticks, want at least %d", n, ticks, d+1)
		}
		seen[ticks] = true
	}
	if len(seen) < 2 {
		t.Fatalf("delays not varied: %v", seen)
	}
	if BotDelayFor(SpeedInstant) != 0 || BotDelayFor(SpeedSlow) <= BotDelayFor(SpeedFast) {
		t.Fatal("BotDelayFor")
	}
	if AnimScale(SpeedInstant) != 0 || AnimScale(SpeedNormal) != 1 || AnimScale(SpeedSlow) <= 1 {
		t.Fatal("AnimScale")
	}
}

func TestActIllegalChangesNothing(t *testing.T) {
	m := mustNew(t, Setup{Game: "flip7", Seats: seats("human", "human", "easy"), Seed: 11}, Options{})
	// Let the bot play until a human must decide.
	for i := 0; i < 1000; i++ {
		if _, _, ok := m.HumanTurn(); ok {
			break
		}
		m.Tick(true)
	}
	seat, legal, ok := m.HumanTurn()
	if !ok {
		t.Fatal("no human turn")
	}
	m.Drain()
	before, n := m.State().Notation(), m.Actions()
	other := engine.Seat(1 - int(seat))
	bad := []engine.Action{
		{By: seat, Kind: 99, Target: engine.NoSeat},
		{By: other, Kind: legal[0].Kind, Target: legal[0].Target, Card: legal[0].Card},
		{By: 2, Kind: flip7.KindHit, Target: engine.NoSeat}, // the bot's seat
		{By: 7, Kind: flip7.KindHit, Target: engine.NoSeat},
		{By: -1, Kind: flip7.KindHit, Target: engine.NoSeat},
	}
	for _, a := range bad {
		err := m.Act(a)
		if err == nil {
			t.Fatalf("%+v accepted", a)
		}
		if !errors.Is(err, engine.ErrIllegal) {
			t.Fatalf("%+v: error %v does not wrap ErrIllegal", a, err)
		}
		if m.State().Notation() != before || m.Actions() != n || m.Drain() != nil {
			t.Fatalf("%+v changed the match", a)
		}
		if s2, l2, ok := m.HumanTurn(); !ok || s2 != seat || !slices.Equal(l2, legal) {
			t.Fatalf("%+v changed the turn", a)
		}
	}
	// HumanTurn hands out copies: scribbling on one changes nothing.
	legal[0].Kind = 99
	if _, l2, _ := m.HumanTurn(); l2[0].Kind == 99 {
		t.Fatal("HumanTurn returned the match's own slice")
	}
}

func TestActAfterEnd(t *testing.T) {
	m := mustNew(t, Setup{Game: "flip7", Seats: seats("human", "human"), Seed: 2, Options: map[string]string{"target": "20"}}, Options{})
	drive(t, m, stayAt20, 0)
	if err := m.Act(engine.Action{By: 0, Kind: flip7.KindHit}); !errors.Is(err, ErrOver) {
		t.Fatalf("act after end: %v", err)
	}
	if _, _, ok := m.HumanTurn(); ok {
		t.Fatal("human turn after end")
	}
	m.Tick(true) // harmless
}

func TestNewRejectsBadSetups(t *testing.T) {
	bad := []Setup{
		{Game: "nosuchgame", Seats: seats("human", "easy")},
		{Game: "flip7"},
		{Game: "flip7", Seats: seats("human", "easy", "easy", "easy", "easy", "easy", "easy", "easy", "easy")},
		{Game: "flip7", Seats: seats("human", "grandmaster")},
		{Game: "flip7", Seats: seats("human", "easy"), Options: map[string]string{"target": "-5"}},
	}
	for i, s := range bad {
		if m, err := New(s, Options{}); err == nil {
			m.Close()
			t.Errorf("setup %d accepted", i)
		}
	}
	m := mustNew(t, Setup{Game: "flip7", Seats: []SeatSpec{{Name: "A", Human: true}, {Name: "B"}}}, Options{})
	if m.Setup().Seats[1].Level != "normal" {
		t.Fatalf("default level %q", m.Setup().Seats[1].Level)
	}
}

func TestRematch(t *testing.T) {
	m := mustNew(t, botsOnly(3), Options{})
	drive(t, m, nil, 0)
	r, err := m.Rematch(4)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if r.Actions() != 0 || r.Setup().Seed != 4 || !slices.Equal(r.Setup().Seats, m.Setup().Seats) {
		t.Fatalf("rematch setup %+v", r.Setup())
	}
	if _, over := r.Outcome(); over {
		t.Fatal("rematch already over")
	}
}

func TestHandoffSecretGame(t *testing.T) {
	m := mustNew(t, Setup{Game: secretGame, Seats: []SeatSpec{
		{Name: "A", Human: true}, {Name: "B", Human: true}, {Name: "C", Level: "random"},
	}, Seed: 1}, Options{})

	// At the start nobody has claimed the screen.
	h, ok := m.Handoff()
	if !ok || h != 0 {
		t.Fatalf("start: hand-off %d %v, want seat 0", h, ok)
	}
	if _, _, ok := m.HumanTurn(); ok {
		t.Fatal("human turn before the hand-off is confirmed")
	}
	if err := m.Act(engine.Action{By: 0, Kind: kindDraw, Target: engine.NoSeat}); !errors.Is(err, ErrHandoffPending) {
		t.Fatalf("act before hand-off: %v", err)
	}
	m.ConfirmHandoff()
	if _, ok := m.Handoff(); ok || m.Viewer() != 0 {
		t.Fatal("confirmed hand-off still pending")
	}
	seat, _, ok := m.HumanTurn()
	if !ok || seat != 0 {
		t.Fatalf("turn %d %v", seat, ok)
	}
	if err := m.Act(engine.Action{By: 0, Kind: kindDraw, Target: engine.NoSeat}); err != nil {
		t.Fatal(err)
	}
	// A drew: A is still the viewer and sees the card.
	ev := m.Drain()
	if len(ev) != 1 || ev[0].(drew).Card < 0 {
		t.Fatalf("A's own draw: %v", ev)
	}
	// B must decide: hand-off to B; A's view is what the covered screen holds.
	h, ok = m.Handoff()
	if !ok || h != 1 || m.Viewer() != 0 {
		t.Fatalf("hand-off to B: %d %v viewer %d", h, ok, m.Viewer())
	}
	if _, _, ok := m.HumanTurn(); ok {
		t.Fatal("B's turn shown before the hand-off")
	}
	m.ConfirmHandoff()
	if m.Viewer() != 1 || m.View().Viewer() != 1 {
		t.Fatalf("viewer %d after confirming B", m.Viewer())
	}
	if err := m.Act(engine.Action{By: 1, Kind: kindPass, Target: engine.NoSeat}); err != nil {
		t.Fatal(err)
	}
	// The bot plays with no hand-off; B remains the viewer and the bot's
	// draw is redacted for B.
	if _, ok := m.Handoff(); ok {
		t.Fatal("hand-off for a bot's turn")
	}
	for i := 0; i < 100 && m.Actions() < 3; i++ {
		m.Tick(true)
	}
	if m.Actions() != 3 {
		t.Fatal("bot did not play")
	}
	for _, e := range m.Drain() {
		if d, ok := e.(drew); ok && d.Card >= 0 {
			t.Fatalf("B saw the bot's card: %v", d)
		}
	}
	// Back to A: hand-off again.
	if h, ok := m.Handoff(); !ok || h != 0 {
		t.Fatalf("hand-off back to A: %d %v", h, ok)
	}
	drive(t, m, func(_ *Match, _ engine.Seat, l []engine.Action) engine.Action { return l[0] }, 0)
	if _, over := m.Outcome(); !over {
		t.Fatal("not over")
	}
}

func TestHandoffBlocksBotsAtStart(t *testing.T) {
	// Seat 0 is a bot, so the first decision is the bot's; with two humans
	// at the screen nothing is played until someone has confirmed.
	m := mustNew(t, Setup{Game: secretGame, Seats: []SeatSpec{
		{Name: "C", Level: "random"}, {Name: "A", Human: true}, {Name: "B", Human: true},
	}, Seed: 1}, Options{})
	if h, ok := m.Handoff(); !ok || h != 1 {
		t.Fatalf("hand-off %d %v", h, ok)
	}
	for i := 0; i < 10; i++ {
		m.Tick(true)
	}
	if m.Actions() != 0 {
		t.Fatal("bot played behind the hand-off screen")
	}
	m.ConfirmHandoff()
	m.Tick(true)
	if m.Actions() != 1 {
		t.Fatal("bot did not play after the hand-off")
	}
}

func TestNoHandoffSingleHumanOrFlip7(t *testing.T) {
	m := mustNew(t, Setup{Game: secretGame, Seats: []SeatSpec{{Name: "A", Human: true}, {Name: "C", Level: "random"}}}, Options{})
	if _, ok := m.Handoff(); ok {
		t.Fatal("hand-off with a single human")
	}
	f := mustNew(t, Setup{Game: "flip7", Seats: seats("human", "human")}, Options{})
	if _, ok := f.Handoff(); ok {
		t.Fatal("hand-off in flip7")
	}
}

func TestCloseStopsBots(t *testing.T) {
	m, err := New(botsOnly(8), Options{Async: true})
	if err != nil {
		t.Fatal(err)
	}
	m.Tick(true)
	m.Close()
	n := m.Actions()
	for i := 0; i < 100; i++ {
		m.Tick(true)
	}
	if m.Actions() != n {
		t.Fatal("Tick after Close played")
	}
	if _, ok := m.Thinking(); ok {
		t.Fatal("thinking after Close")
	}
}
