package scenes

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// G6 of the playtest: with a match's hand cards picked, Enter performs the
// match on the focused Centre card; it never un-picks the card. The
// keyboard alone, and a click then Enter with the pointer still resting
// (and twitching) on the card clicked.

// singleMatchTurn opens a match of a person and a bot and waits for the
// person's turn with a single match on offer; it returns the match.
func singleMatchTurn(t *testing.T, seed uint64) (*App, *tableScene, engine.Action) {
	t.Helper()
	seats := []match.SeatSpec{{Name: "Me", Human: true}, {Name: "Robo", Level: "random"}}
	app, ts := openTable(t, "en", match.Setup{Game: "dos", Seats: seats, Seed: seed}, nil)
	var single engine.Action
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		found := false
		do(func() {
			if app.ctx.Top() != Scene(ts) || !ts.idle() || len(ts.menu.Buttons) == 0 {
				return
			}
			_, legal, ok := ts.m.HumanTurn()
			if !ok {
				return
			}
			v := ts.m.View().(*dos.View)
			if v.Phase == dos.PhaseTurn && v.Matches == 0 {
				for _, a := range legal {
					if _, second := dos.MatchCards(a.Card); a.Kind == dos.KindMatch && second == dos.NoCard {
						single, found = a, true
						return
					}
				}
			}
			ts.m.Act(dosDecide(v, legal))
		})
		if found {
			return app, ts, single
		}
		frames(t, app, 1)
	}
	t.Fatal("no single match on offer")
	return nil, nil, engine.Action{}
}

// enterMatches presses Enter and checks a match was played, not an unpick.
func enterMatches(t *testing.T, app *App, ts *tableScene) {
	t.Helper()
	var before int
	var focused string
	do(func() {
		before = ts.m.Actions()
		if f := ts.menu.Focus; f >= 0 && f < len(ts.controls) {
			c := ts.controls[f]
			focused = "a hand card"
			if c.Pick == nil {
				focused = dos.ActionString(c.Action)
			}
		}
	})
	intent(app, ui.IntentConfirm)
	waitFor(t, "Enter to play the match (focus on "+focused+")", 5*time.Second, func() bool { return ts.m.Actions() != before })
	var last []engine.Action
	do(func() { last = actionsSince(ts, before) })
	require.NotEmpty(t, last)
	require.Equal(t, dos.KindMatch, last[0].Kind, "Enter played %s", dos.ActionString(last[0]))
}

func TestDOSEnterAfterPickingMatches(t *testing.T) {
	app, ts, single := singleMatchTurn(t, 3)
	var v *dos.View
	do(func() { v = ts.m.View().(*dos.View) })
	card := dosPlan(v, single)[0]
	tabAndEnter(app, func() *ui.Menu { return &ts.menu }, card)
	frames(t, app, 2)
	enterMatches(t, app, ts)
}

func TestDOSEnterAfterClickingMatches(t *testing.T) {
	app, ts, single := singleMatchTurn(t, 3)
	var v *dos.View
	var r ui.Rect
	do(func() {
		v = ts.m.View().(*dos.View)
		r = ts.controls[dosPlan(v, single)[0]].Button.R
	})
	do(func() { click(app, r) })
	frames(t, app, 2)
	// The pointer rests on the card, and moves a little.
	do(func() { app.Inject(func(in *ui.Input) { in.X, in.Y, in.Moved = r.CX()+1, r.CY()-1, true }) })
	frames(t, app, 2)
	enterMatches(t, app, ts)
}
