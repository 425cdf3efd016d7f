package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// Every reaction window of Zombie Kittens reaches every person (Z1 of the
// play test): for every kind of play that opens a window, in hot seat with
// two people and a bot and with three people, the player and the Nope
// holders moved around the table, the reaction bar — its countdown, each
// person's react and pass — is on screen from the window's opening until
// everyone has answered or the time is up, never a cover; a claim leads to
// the claimer's cover (the countdown paused), then to their choice.

// answerKind is how the people at the table answer a case's window.
type answerKind int

const (
	answerTimeout   answerKind = iota // nobody answers: the countdown runs out
	answerNoOne                       // every person passes, then "no one"
	answerClaimPass                   // a person claims, then passes in private
	answerClaimNope                   // a person holding a Nope claims and Nopes
	answerClaimNow                    // a person claims and plays a NOW card (windowCase.now)
)

func (k answerKind) String() string {
	return [...]string{"timeout", "no-one", "claim-pass", "claim-nope", "claim-now"}[k]
}

// windowCase is one play opening a window and who sits where.
type windowCase struct {
	name    string
	pos     string
	plan    []engine.Action // the play, then its target and its name
	humans  []engine.Seat
	claimer engine.Seat // who claims (NoSeat: nobody)
	// then claims once claimer has answered, and answers with a Clone of
	// the Nope on the discard pile (the player on turn; NoSeat: nobody).
	then   engine.Seat
	answer answerKind
	now    kittens.Card // the NOW card of answerClaimNow
	keys   bool         // keyboard alone, else the mouse alone
}

// windowCases builds the cases: every kind of play the engine offers on a
// turn, each once, rotating from one to the next the seats of the people
// and the bots, the player's seat, the set of Nope holders (a different one
// each time), the answers and the device.
func windowCases(t *testing.T) []windowCase {
	t.Helper()
	// The people; the bots sit in the gaps.
	seatings := [][]engine.Seat{{0, 1, 2}, {1, 3}, {1, 2, 3}, {0, 2}, {0, 2, 3}, {0, 1}, {0, 1, 3}, {2, 3}}
	var out []windowCase
	for n, kind := range playKinds(t) {
		humans := seatings[n%len(seatings)]
		p := engine.Seat((n + n/4) % 4)
		nopes := uint8(n*7) % 16 // every set of seats in turn
		dead := -1
		if needsDead(kind) {
			dead = int(p+2) % 4
		}
		var hands [4]string
		for s := range hands {
			var cards []string
			if engine.Seat(s) == p {
				cards = playCards(kind)
			} else {
				cards = []string{"cb"} // something to take or give
			}
			if nopes&(1<<s) != 0 {
				cards = append(cards, "no")
			}
			hands[s] = strings.Join(cards, ".")
		}
		c := windowCase{pos: position(p, hands, dead, false), humans: humans, answer: answerKind(n % 4),
			keys: n%3 == 0, claimer: engine.NoSeat, then: engine.NoSeat}
		c.plan = planFor(t, c.pos, p, playKey(kind))
		// Who claims: a person holding a Nope, not the player, to
		// Nope; else any person, in turn.
		if c.answer == answerClaimNope {
			for _, h := range humans {
				if h != p && nopes&(1<<h) != 0 {
					c.claimer = h
				}
			}
			if c.claimer == engine.NoSeat {
				c.answer = answerClaimPass
			}
		}
		if c.answer == answerClaimPass {
			c.claimer = humans[n%len(humans)]
		}
		c.name = fmt.Sprintf("%s/player%d/people%v/nopes%04b/%v", playKey(kind), p, humans, nopes, c.answer)
		out = append(out, c)
	}
	return append(out, answerCases(t)...)
}

// answerCases are the windows opened by answers: a NOW card played in
// another play's window (it opens its own, which a Nope may answer), and
// the Zombie Kitten's window, where only NOW cards answer (Clairvoyance
// here), after the player drew an Exploding Kitten.
func answerCases(t *testing.T) []windowCase {
	t.Helper()
	sf := engine.Action{By: 2, Kind: kittens.KindPlay, Target: engine.NoSeat, Card: int16(kittens.SeeFuture)}
	now := windowCase{name: "sh-answering-sf/player2/people[0_1_2]/claim-now", humans: []engine.Seat{0, 1, 2},
		pos:     position(2, [4]string{"sh.cb", "no.cb", "sf.no", "cb"}, -1, false),
		plan:    []engine.Action{sf},
		claimer: 0, then: engine.NoSeat, answer: answerClaimNow, now: kittens.Shuffle, keys: true}
	draw := engine.Action{By: 1, Kind: kittens.KindDraw, Target: engine.NoSeat}
	zk := engine.Action{By: 1, Kind: kittens.KindPlay, Target: engine.NoSeat, Card: int16(kittens.Zombie)}
	zombie := windowCase{name: "zk/player1/people[1_3]/claim-now", humans: []engine.Seat{1, 3},
		pos:     position(1, [4]string{"no", "zk", "cb", "cv.no"}, -1, true),
		plan:    []engine.Action{draw, zk},
		claimer: 3, then: engine.NoSeat, answer: answerClaimNow, now: kittens.Clairvoyance}
	// The player Nopes back with a Clone: a Clone copying the Nope on
	// the discard pile, in the window of the Nope against their play.
	fa := engine.Action{By: 0, Kind: kittens.KindPlay, Target: engine.NoSeat, Card: int16(kittens.Favor)}
	clone := windowCase{name: "cl-as-nope/player0/people[0_1]/claim-nope-then-clone", humans: []engine.Seat{0, 1},
		pos:     position(0, [4]string{"fa.cl", "no.cb", "cb", "cb"}, -1, false),
		plan:    []engine.Action{fa, {By: 0, Kind: kittens.KindTarget, Target: 1}},
		claimer: 1, then: 0, answer: answerClaimNope}
	for _, c := range []windowCase{now, zombie, clone} {
		st, err := kittens.Parse(c.pos, 1)
		require.NoError(t, err, c.name)
		for _, a := range c.plan {
			_, err := st.Apply(a)
			require.NoError(t, err, c.name)
		}
		require.Equal(t, kittens.PhaseWindow, st.Phase(), c.name)
	}
	return []windowCase{now, zombie, clone}
}

// planFor is the player's play of kind key at pos, then the target and the
// name it asks for: the next seat when it may be named, and Nope.
func planFor(t *testing.T, pos string, p engine.Seat, key string) []engine.Action {
	t.Helper()
	st, err := kittens.Parse(pos, 1)
	require.NoError(t, err)
	var plan []engine.Action
	for _, a := range st.Legal(p) {
		if a.Kind != kittens.KindDraw && playKey(a) == key {
			plan = append(plan, a)
			break
		}
	}
	require.Len(t, plan, 1, "no %s at %s", key, pos)
	for {
		_, err := st.Apply(plan[len(plan)-1])
		require.NoError(t, err)
		if st.Phase() == kittens.PhaseWindow {
			return plan
		}
		legal := st.Legal(p)
		require.NotEmpty(t, legal, "after %v at %s", plan, pos)
		next := legal[0]
		for _, a := range legal {
			if a.Target == (p+1)%4 || (a.Kind == kittens.KindName && a.Card == int16(kittens.Nope)) {
				next = a
			}
		}
		plan = append(plan, next)
	}
}

// TestKittensEveryWindowReachesEveryone plays each case on one app.
func TestKittensEveryWindowReachesEveryone(t *testing.T) {
	useKittensAt(t)
	registerScript()
	// Silent: an audio device's mixer costs most of the test's time.
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true, NoSound: true})
	do(func() { app.ctx.Settings.Hints = false })
	t.Cleanup(func() { do(func() { drv.afterUpdate = nil }) })
	for _, c := range windowCases(t) {
		t.Run(c.name, func(t *testing.T) { runWindowCase(t, app, c) })
	}
}

// caseSnap is what the driver of a case reads of the table in one tick.
type caseSnap struct {
	armed    bool // a cover is up and takes a press
	open     bool
	ws       match.WindowState
	bar      bool
	turn     engine.Seat
	legal    []engine.Action
	controls bool
}

func runWindowCase(t *testing.T, app *App, c windowCase) {
	scriptPlan.Store(&c.plan)
	var seats []match.SeatSpec
	for s := 0; s < 4; s++ {
		spec := match.SeatSpec{Name: []string{"An", "Bình", "Chi", "Dũng"}[s], Level: scriptLevel}
		if slices.Contains(c.humans, engine.Seat(s)) {
			spec = match.SeatSpec{Name: spec.Name, Human: true}
		}
		seats = append(seats, spec)
	}
	setup := match.Setup{Game: kittens.Descriptor.ID, Seats: seats, Seed: 7, Options: map[string]string{optAt: c.pos}}
	chk := &windowCheck{humans: c.humans, covers: map[engine.Seat]bool{}, pausedAt: -1}
	var ts *tableScene
	do(func() {
		// Long enough for every press of a claim on a loaded machine;
		// the timeout cases wait for the shortest.
		app.ctx.Settings.ReactionSeconds = match.MaxReactionSeconds
		if c.answer == answerTimeout {
			app.ctx.Settings.ReactionSeconds = match.MinReactionSeconds
		}
		m, err := match.New(setup, matchOptions(app.ctx))
		if err != nil {
			t.Error(err)
			return
		}
		if old, ok := app.ctx.Top().(*tableScene); ok {
			old.Close()
		}
		if ts, err = newTableScene(app.ctx, m); err != nil {
			t.Error(err)
			return
		}
		app.ctx.Switch(ts)
		drv.afterUpdate = func() { chk.tick(app, ts) }
	})
	if ts == nil {
		t.FailNow()
	}
	press := func(menu func() *ui.Menu, i int) {
		if c.keys {
			tabAndEnter(app, menu, i)
			return
		}
		var r ui.Rect
		do(func() { r = menu().Buttons[i].R })
		do(func() { click(app, r) })
	}
	// The case polls tick by tick: frames would sleep between its polls.
	nextTick := func() { do(func() {}) }
	barMenu := func() *ui.Menu { return &ts.bar.menu }
	tableMenu := func() *ui.Menu { return &ts.menu }
	st := &caseState{chose: map[engine.Seat]bool{}, answered: map[engine.Seat]engine.Action{}}
	deadline := time.Now().Add(20 * time.Second)
	for {
		require.True(t, time.Now().Before(deadline), "the case did not finish: %s", c.pos)
		var s caseSnap
		var seen bool
		var stamp string
		do(func() {
			seen, stamp = chk.seen, progress(ts)
			_, up := ts.covered()
			s.armed = up && ts.coverAge > coverGrace
			var ok bool
			s.ws, ok = ts.m.Window()
			s.open = ok && s.ws.Kind == engine.Blocking
			s.bar = ts.idle() && !up && len(ts.bar.menu.Buttons) > 0
			s.turn, s.legal, _ = ts.m.HumanTurn()
			s.controls = ts.idle() && !up && len(ts.menu.Buttons) > 0
		})
		switch {
		case seen && !s.open:
			// The window closed: the case is over.
			require.Empty(t, chk.problems)
			assert.Positive(t, chk.barTicks, "the bar was never on screen")
			for _, h := range []engine.Seat{c.claimer, c.then} {
				if h == engine.NoSeat {
					continue
				}
				assert.True(t, chk.covers[h], "no cover for the claimer %d", h)
				assert.True(t, st.chose[h], "the claimer %d was not asked to choose", h)
			}
			if c.answer == answerClaimNope || c.answer == answerClaimNow {
				a := st.answered[c.claimer]
				assert.Equal(t, kittens.KindPlay, a.Kind, "the claimer did not play: %s", kittens.ActionString(a))
			}
			if c.then != engine.NoSeat {
				a := st.answered[c.then]
				assert.Equal(t, kittens.KindClone, a.Kind, "no Clone as a Nope: %s", kittens.ActionString(a))
			}
			return
		case s.armed:
			if c.keys {
				intent(app, ui.IntentConfirm)
			} else {
				do(func() { click(app, coverButton) })
			}
			nextTick()
		case s.bar:
			i := -1
			do(func() { i = barPress(ts, c, s.ws, st) })
			if i >= 0 {
				press(barMenu, i)
			}
			nextTick()
		case s.controls && s.turn != engine.NoSeat:
			want, ok := caseChoice(c, s, st)
			if !ok {
				nextTick()
				continue
			}
			if s.open {
				st.answered[s.turn] = want
			}
			var v *kittens.View
			do(func() { v = ts.m.View().(*kittens.View) })
			for _, step := range kittensPlan(v, want) {
				control := step
				if step < 0 {
					do(func() { control = controlOf(ts, want) })
				}
				require.GreaterOrEqual(t, control, 0, "no control for %s", kittens.ActionString(want))
				press(tableMenu, control)
				nextTick()
			}
			waitFor(t, "the choice taken", 5*time.Second, func() bool { return progress(ts) != stamp })
		default:
			nextTick()
		}
	}
}

// caseState is what a case's people have done.
type caseState struct {
	claims   int // claims made (claimer, then)
	chose    map[engine.Seat]bool
	answered map[engine.Seat]engine.Action
}

// barPress is the index of the bar's button the case presses now (-1:
// none, the countdown must run out).
func barPress(ts *tableScene, c windowCase, ws match.WindowState, st *caseState) int {
	if c.answer == answerTimeout {
		return -1
	}
	if c.claimer != engine.NoSeat && st.claims == 0 {
		st.claims++
		return barIndex(ts, barClaim, c.claimer)
	}
	if _, answered := st.answered[c.claimer]; c.then != engine.NoSeat && st.claims == 1 && answered {
		st.claims++
		return barIndex(ts, barClaim, c.then)
	}
	for _, h := range ws.Humans {
		if !slices.Contains(ws.Declined, h) {
			return barIndex(ts, barDecline, h)
		}
	}
	return barIndex(ts, barNoOne, engine.NoSeat)
}

// caseChoice is the human decision the case makes now: in a window the
// claimer's Nope or pass, else the player's next step of the plan.
func caseChoice(c windowCase, s caseSnap, st *caseState) (engine.Action, bool) {
	if s.open {
		if s.turn != c.claimer && s.turn != c.then {
			return engine.Action{}, false
		}
		st.chose[s.turn] = true
		for _, a := range s.legal {
			if s.turn == c.then && a.Kind == kittens.KindClone && a.Card == int16(kittens.Nope) {
				return a, true
			}
			if s.turn != c.claimer {
				continue
			}
			if c.answer == answerClaimNope && a.Kind == kittens.KindPlay && a.Card == int16(kittens.Nope) {
				return a, true
			}
			if c.answer == answerClaimNow && a.Kind == kittens.KindPlay && a.Card == int16(c.now) {
				return a, true
			}
		}
		for _, a := range s.legal {
			if a.Kind == engine.KindPass {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	for _, a := range c.plan {
		if slices.Contains(s.legal, a) {
			return a, true
		}
	}
	return engine.Action{}, false
}
