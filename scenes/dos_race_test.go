package scenes

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// Races through the real table (issue 17, finding D1 of the playtest): a
// person who presses DOS! as soon as their hand reaches two cards is never
// caught, even by Hard bots at top speed; a person can catch a bot that
// forgot to call by pressing Catch. The situations are found headlessly
// (the match package alone, quick bots) and saved; only the decisive
// moments are played through the table, restored from the save with the
// bots asked for.

// dosRace is a situation: a save, and the person's action from it.
type dosRace struct {
	save []byte
	act  engine.Action
}

// person is the seat of the person in the race tests.
const person engine.Seat = 0

// dosRaceSetup is a first-out DOS match of a person and three bots.
func dosRaceSetup(seed uint64, level string) match.Setup {
	return match.Setup{Game: dos.Descriptor.ID, Seed: seed, Options: map[string]string{dos.OptMode: dos.ValueFirstOut},
		Seats: []match.SeatSpec{{Name: "Me", Human: true}, {Name: "An", Level: level}, {Name: "Bình", Level: level}, {Name: "Chi", Level: level}}}
}

// catchableAfter reports whether seat s, not catchable now, may be caught
// once a is played (and no wild's value is awaited).
func catchableAfter(st engine.State, a engine.Action, s engine.Seat) bool {
	if st.View(s).(*dos.View).Players[s].Catchable {
		return false
	}
	after := st.Clone()
	if _, err := after.Apply(a); err != nil {
		return false
	}
	v := after.View(s).(*dos.View)
	return v.Players[s].Catchable && v.Phase != dos.PhaseChoose
}

// findRaces plays seeded matches headlessly, the person acting at once and
// calling whenever they may, and collects up to n situations where found
// says the person's next action makes a race (the save before it).
func findRaces(t *testing.T, n int, level string, found func(m *match.Match, legal []engine.Action) (engine.Action, bool)) []dosRace {
	t.Helper()
	var out []dosRace
	for seed := uint64(1); len(out) < n && seed < 400; seed++ {
		m, err := match.New(dosRaceSetup(seed, level), match.Options{})
		require.NoError(t, err)
		saved := -1
		for tick := 0; tick < 20_000 && len(out) < n; tick++ {
			if _, over := m.Outcome(); over {
				break
			}
			var legal []engine.Action
			if _, l, ok := m.HumanTurn(); ok {
				legal = l
			} else if b := m.Beside(); len(b) > 0 {
				legal = b[0].Legal
			}
			if len(legal) > 0 {
				if a, ok := found(m, legal); ok && m.Actions() != saved {
					saved = m.Actions()
					save, err := m.Save()
					require.NoError(t, err)
					out = append(out, dosRace{save, a})
				}
				a := dosDecide(m.View().(*dos.View), legal)
				if _, _, ok := m.HumanTurn(); ok || a.Kind == dos.KindCall {
					require.NoError(t, m.Act(a))
				}
			}
			m.Tick(true)
			m.Drain()
		}
		m.Close()
	}
	require.Len(t, out, n, "situations found")
	return out
}

// withLevel is save with every bot at level: the situations are found with
// quick bots (Hard's searches on the bots' turns would make finding them
// slow) and raced against the level asked; the position is the same.
func withLevel(t *testing.T, save []byte, level string) []byte {
	var f map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(save, &f))
	var seats []match.SeatSpec
	require.NoError(t, json.Unmarshal(f["seats"], &seats))
	for i := range seats {
		if !seats[i].Human {
			seats[i].Level = level
		}
	}
	var err error
	f["seats"], err = json.Marshal(seats)
	require.NoError(t, err)
	out, err := json.Marshal(f)
	require.NoError(t, err)
	return out
}

// showRace puts the saved match on a new table, replacing the scene shown
// (call inside do).
func showRace(app *App, save []byte) (*tableScene, error) {
	m, err := match.Restore(save, matchOptions(app.ctx))
	if err != nil {
		return nil, err
	}
	if old, ok := app.ctx.Top().(*tableScene); ok {
		old.Close()
	}
	ts, err := newTableScene(app.ctx, m)
	if err != nil {
		return nil, err
	}
	app.ctx.Switch(ts)
	return ts, nil
}

// clickControl clicks the enabled control carrying a, if the table shows
// it (call inside do).
func clickControl(app *App, ts *tableScene, a engine.Action) bool {
	i := controlOf(ts, a)
	if i >= 0 {
		click(app, ts.controls[i].Button.R)
	}
	return i >= 0
}

// ready reports whether the table waits for the person (call inside do).
func ready(app *App, ts *tableScene) bool {
	return app.ctx.Top() == Scene(ts) && ts.idle() && len(ts.menu.Buttons) > 0
}

// everyFrame calls step inside the game loop once a frame until it
// reports done or a failure, for at most 3000 ticks (10 s under test); a
// failure fails the test here, on the test's goroutine. Each situation is a
// few frames: the test's time is its number of frames.
func everyFrame(t *testing.T, app *App, what string, step func() (done bool, failure error)) {
	t.Helper()
	var start int
	do(func() { start = app.ctx.Tick })
	for {
		var ok bool
		var err error
		var tick int
		do(func() { ok, err = step(); tick = app.ctx.Tick })
		require.NoError(t, err, what)
		if ok {
			return
		}
		if tick > start+3000 {
			t.Fatalf("waited 3000 ticks for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// actionsSince are the actions applied after the first n (call inside
// do).
func actionsSince(ts *tableScene, n int) []engine.Action {
	var save struct {
		Match engine.Save `json:"match"`
	}
	data, err := ts.m.Save()
	if err != nil || json.Unmarshal(data, &save) != nil {
		return nil
	}
	return save.Match.Actions[n:]
}

// A person whose action leaves them two cards, and who presses DOS! at
// once, is never caught by Hard bots at top speed: in 100 situations,
// mid-turn and after the last placement. The action that leaves two cards
// is played on the match (the table shows its events) and the person
// presses O, DOS!'s key, in the same tick, as the playtest's person did:
// the table keeps the press until the button is there and takes it then,
// so the person's speed is the table's, not the test's.
func TestDOSCallAtOnceBeatsHardBots(t *testing.T) {
	call := engine.Action{By: person, Kind: dos.KindCall, Target: engine.NoSeat}
	races := findRaces(t, 100, "normal", func(m *match.Match, legal []engine.Action) (engine.Action, bool) {
		if _, _, ok := m.HumanTurn(); !ok {
			return engine.Action{}, false
		}
		for _, a := range legal {
			if a.Kind != dos.KindCall && a.Kind != dos.KindCatch && catchableAfter(m.State(), a, person) {
				return a, true
			}
		}
		return engine.Action{}, false
	})
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true, NoSound: true})
	slowest, midTurn := 0, 0
	for i, r := range races {
		var ts *tableScene
		var before, acted int
		save := withLevel(t, r.save, "hard")
		var err error
		do(func() {
			// The table is built from the position; the action's events
			// are then shown on it, as after any press.
			if ts, err = showRace(app, save); err != nil {
				return
			}
			before, acted = ts.m.Actions(), app.ctx.Tick
			app.Inject(func(in *ui.Input) { in.Keys = append(in.Keys, ebiten.KeyO) })
			err = ts.m.Act(r.act)
		})
		require.NoError(t, err, "situation %d", i)
		everyFrame(t, app, "the call or a catch", func() (bool, error) {
			for _, a := range actionsSince(ts, before) {
				if a.Kind == dos.KindCatch && a.Target == person {
					return false, fmt.Errorf("situation %d: the person was caught before their call went in: %v", i, actionsSince(ts, before))
				}
				if a == call {
					slowest = max(slowest, app.ctx.Tick-acted)
					if _, _, turn := ts.m.HumanTurn(); turn {
						midTurn++
					}
					return true, nil
				}
			}
			return false, nil
		})
	}
	t.Logf("%d calls in time, %d of them mid-turn; the test saw the slowest go in within %d ticks of the action (its polling included)", len(races), midTurn, slowest)
}

// A person catches a bot that forgot to call DOS!, on the table, by
// pressing its Catch button half a second after the table shows it: the
// forgetful Easy bot's late call and the next player's first action both
// wait longer.
func TestDOSPersonCatchesForgetfulEasyBot(t *testing.T) {
	races := findRaces(t, 5, "easy", func(m *match.Match, legal []engine.Action) (engine.Action, bool) {
		w, _ := m.Window()
		for _, a := range legal {
			if a.Kind == dos.KindCatch && a.Target != w.Turn {
				return a, true
			}
		}
		return engine.Action{}, false
	})
	app := startApp(t, Options{SystemLang: "vi", MaxSpeed: true, NoSound: true})
	caught := 0
	for i, r := range races {
		var ts *tableScene
		var err error
		do(func() { ts, err = showRace(app, r.save) })
		require.NoError(t, err, "situation %d", i)
		before, shown, pressed := 0, -1, false
		everyFrame(t, app, "the catch", func() (bool, error) {
			switch {
			case shown < 0:
				if ready(app, ts) {
					before, shown = ts.m.Actions(), app.ctx.Tick
				}
			case !pressed:
				if app.ctx.Tick >= shown+30 {
					if pressed = clickControl(app, ts, r.act); !pressed {
						return false, fmt.Errorf("situation %d: no Catch button %d ticks on (%v)", i, app.ctx.Tick-shown, actionsSince(ts, before))
					}
				}
			default:
				if done := actionsSince(ts, before); len(done) > 0 {
					if done[0] != r.act {
						return false, fmt.Errorf("situation %d: %v went in before the person's catch", i, done)
					}
					return true, nil
				}
			}
			return false, nil
		})
		caught++
	}
	assert.Equal(t, len(races), caught)
}
