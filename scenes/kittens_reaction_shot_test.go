package scenes

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// reactionMoment reports whether the bar asks the table about a bot's play
// aimed at a person while both people hold a Nope: the moment the reaction
// screenshots show.
func reactionMoment(ts *tableScene, seats []match.SeatSpec) bool {
	if len(ts.bar.menu.Buttons) == 0 {
		return false
	}
	st := ts.m.State()
	v := st.View(engine.NoSeat).(*kittens.View)
	top := v.Top()
	if top == nil || seats[top.Seat].Human || len(top.Nopes) > 0 {
		return false
	}
	at := engine.NoSeat
	switch {
	case top.Target != engine.NoSeat && top.As != kittens.FeedDead && top.As != kittens.Zombie:
		at = top.Target
	case top.Size <= 1 && (top.As == kittens.Attack || top.As == kittens.AttackDead):
		at = v.NextAlive(top.Seat)
	}
	if at == engine.NoSeat || !seats[at].Human {
		return false
	}
	for s, spec := range seats {
		if spec.Human && !slices.Contains(st.View(engine.Seat(s)).(*kittens.View).Hand, kittens.Nope) {
			return false
		}
	}
	return true
}

// TestKittensReactionShot photographs the reaction bar of a Zombie Kittens
// hot seat in both languages (en-reaction.png, vi-reaction.png): a bot
// plays at a person, both people hold a Nope, and the bar shows its
// countdown with a react and a pass button per person and "no one". The
// people save their Nopes on the way (they draw, and pass every window).
func TestKittensReactionShot(t *testing.T) {
	dir := shotDir(t)
	for _, lang := range []string{"en", "vi"} {
		t.Run(lang, func(t *testing.T) {
			names := []string{"An", "Bình", "Chi", "Dũng"}
			if lang == "en" {
				names = []string{"Alice", "Ben", "Chloe", "David"}
			}
			seats := []match.SeatSpec{{Name: names[0], Level: "normal"}, {Name: names[1], Human: true},
				{Name: names[2], Human: true}, {Name: names[3], Level: "easy"}}
			deadline := time.Now().Add(90 * time.Second)
			for seed := uint64(1); time.Now().Before(deadline); seed++ {
				app, ts, _, _ := kittensTable(t, lang, seats, seed, func(app *App) { app.ctx.Settings.AnimSpeed = match.SpeedInstant })
				if saveNopes(t, app, ts, seats, deadline) {
					frames(t, app, 3)
					do(func() {
						ws, ok := ts.m.Window()
						assert.True(t, ok)
						assert.Positive(t, ws.Ticks, "the countdown runs")
						assert.Len(t, ts.bar.menu.Buttons, 5, "a react and a pass button per person, and no one")
					})
					shot(t, app, dir, lang+"-reaction")
					return
				}
			}
			t.Fatal("no bot's play at a person with both people holding a Nope")
		})
	}
}

// saveNopes plays the table until reactionMoment; the people draw on
// their turn and pass every window. It reports false when the game ends
// (or the person's turn offers no draw) first.
func saveNopes(t *testing.T, app *App, ts *tableScene, seats []match.SeatSpec, deadline time.Time) bool {
	t.Helper()
	for time.Now().Before(deadline) {
		var scene string
		var found, covered bool
		barIdx := -1
		do(func() {
			scene = app.Status().Scene
			if scene != "table" {
				return
			}
			if _, up := ts.covered(); up {
				covered = ts.coverAge > coverGrace
				return
			}
			if !ts.idle() {
				return
			}
			if reactionMoment(ts, seats) {
				found = true
				return
			}
			if len(ts.bar.menu.Buttons) > 0 {
				if k, s, ok := barChoice(ts); ok && k != barClaim {
					barIdx = barIndex(ts, k, s)
				} else if ok {
					barIdx = barIndex(ts, barDecline, s)
				}
				return
			}
			_, legal, ok := ts.m.HumanTurn()
			if !ok || len(ts.menu.Buttons) == 0 {
				return
			}
			v := ts.m.View().(*kittens.View)
			a := kittensDecide(v, legal)
			switch v.Phase {
			case kittens.PhasePlay:
				for _, l := range legal {
					if l.Kind == kittens.KindDraw {
						a = l
					}
				}
			case kittens.PhaseWindow:
				for _, l := range legal {
					if l.Kind == engine.KindPass {
						a = l
					}
				}
			}
			ts.m.Act(a)
		})
		switch {
		case found:
			return true
		case scene == "results":
			return false
		case covered:
			intent(app, ui.IntentConfirm)
		case barIdx >= 0:
			kittensMouse.activate(app, func() *ui.Menu { return &ts.bar.menu }, barIdx)
		}
		frames(t, app, 2)
	}
	require.Fail(t, "the table did not reach the moment in time")
	return false
}
