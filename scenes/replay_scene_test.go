package scenes

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/records"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// replayShot is what the replay shows at a step: the position, the state's
// notation, the log's texts and the bar's labels.
func replayShot(rs *replayScene) string {
	var b strings.Builder
	b.WriteString(rs.r.State().Notation())
	for _, e := range rs.log {
		b.WriteString("\n" + e.text)
	}
	for _, btn := range rs.menu.Buttons {
		b.WriteString("\n" + btn.Label)
	}
	return b.String()
}

// press sends key to the app for one tick.
func press(app *App, k ebiten.Key) {
	do(func() {
		app.Inject(func(in *ui.Input) { in.Keys = append(in.Keys, k) })
		_ = app.Update()
	})
}

// replayMatch is a match of game from the shared history with at least
// seats seats and two rounds' worth of actions.
func replayMatch(t *testing.T, game string, seats int) records.Match {
	_, ms := historyBook(t)
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		if m.Save.Game == game && len(m.Seats) >= seats && len(m.Save.Actions) > 40 {
			return m
		}
	}
	t.Fatalf("no %s match with %d seats", game, seats)
	return records.Match{}
}

// TestReplaySteps: in every game, 12 actions forward then 12 back show
// the same states and texts at every step; rounds forward reach the end,
// which is the recorded result, and rounds back the start.
func TestReplaySteps(t *testing.T) {
	app := historyApp(t, "en")
	for _, game := range Games() {
		m := replayMatch(t, game, 2)
		names := make([]string, len(m.Seats))
		for i, s := range m.Seats {
			names[i] = s.Name
		}
		var rs *replayScene
		do(func() {
			var err error
			rs, err = newReplay(app.ctx, m.Save, names, func(ctx *Ctx) Scene { return newTitle(ctx) })
			require.NoError(t, err)
			app.ctx.Switch(rs)
		})
		var fwd []string
		do(func() { fwd = append(fwd, replayShot(rs)) })
		for range 12 {
			press(app, ebiten.KeyArrowRight)
			do(func() { fwd = append(fwd, replayShot(rs)) })
		}
		require.Equal(t, 12, rs.r.Pos(), game)
		for i := 11; i >= 0; i-- {
			press(app, ebiten.KeyArrowLeft)
			var got string
			do(func() { got = replayShot(rs) })
			require.Equal(t, fwd[i], got, "%s: step %d back", game, i)
		}
		// Rounds forward, each stop a round's end, up to the recorded result.
		var stops []int
		for range 1000 {
			press(app, ebiten.KeyPageDown)
			if len(stops) > 0 && stops[len(stops)-1] == rs.r.Pos() {
				break
			}
			stops = append(stops, rs.r.Pos())
		}
		require.Equal(t, rs.r.Len(), rs.r.Pos(), game)
		for _, k := range stops[:len(stops)-1] {
			require.True(t, slices.Contains(rs.r.Rounds(), k), "%s: stop %d is a round's end", game, k)
		}
		o, over := rs.r.State().Outcome()
		require.True(t, over, game)
		var winners []int
		for _, w := range o.Winners {
			winners = append(winners, int(w))
		}
		require.ElementsMatch(t, m.Winners, winners, "%s: the end is the recorded result", game)
		for range 1000 {
			press(app, ebiten.KeyPageUp)
			if rs.r.Pos() == 0 {
				break
			}
		}
		require.Equal(t, 0, rs.r.Pos(), game)
		// Play runs by itself to the end and stops there (from 30 actions
		// before it: the whole match would only cost time).
		do(func() { rs.r.Seek(rs.r.Len() - 30); rs.rebuild(app.ctx) })
		press(app, ebiten.KeySpace)
		waitFor(t, game+" played to the end", 60e9, func() bool { return !rs.playing })
		require.Equal(t, rs.r.Len(), rs.r.Pos(), game)
		// Every seat's view in turn, then every hand again.
		for range len(names) + 1 {
			press(app, ebiten.KeyV)
		}
		require.True(t, rs.all, game)
		if _, ok := table.HandOf(game); ok {
			require.NotEmpty(t, handsShown(rs), game)
		}
	}
	if dir := os.Getenv("CARDTABLE_SCREENSHOTS"); dir != "" {
		for _, lang := range []string{"en", "vi"} {
			for _, game := range []string{"dos", "kittens"} {
				m := replayMatch(t, game, 4)
				names := make([]string, len(m.Seats))
				for i, s := range m.Seats {
					names[i] = s.Name
				}
				do(func() {
					app.ctx.setLanguage(lang)
					rs, err := newReplay(app.ctx, m.Save, names, func(ctx *Ctx) Scene { return newTitle(ctx) })
					require.NoError(t, err)
					rs.r.Seek(rs.r.Len() / 2)
					rs.rebuild(app.ctx)
					app.ctx.Switch(rs)
				})
				shot(t, app, shotDir(t), lang+"-replay-"+game)
			}
		}
	}
}

// handsShown are the cards the All hands panel shows now.
func handsShown(rs *replayScene) []int {
	read, _ := table.HandOf(rs.game)
	var out []int
	for s := range rs.names {
		out = append(out, read(rs.r.State(), engine.Seat(s))...)
	}
	return out
}
