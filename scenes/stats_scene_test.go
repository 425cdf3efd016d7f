package scenes

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cardtable/records/stats"
)

// TestStatsScreen: the statistics screen counts the shared history in
// slices (as in the browser), and the page it shows for each person and
// game equals the page of statistics computed apart (stats.Compute).
func TestStatsScreen(t *testing.T) {
	app := historyApp(t, "en")
	_, ms := historyBook(t)
	want := stats.Compute(ms)
	require.Empty(t, want.Skipped)
	var s *statsScene
	do(func() {
		s = newStatsScene(app.ctx, historyEntries(app.ctx))
		app.ctx.Switch(s)
	})
	t0 := time.Now()
	waitFor(t, "the count", 3*time.Minute, func() bool { return s.st != nil })
	t.Logf("counted %d matches in slices in %v (Update p99 %.1f ms)", len(ms), time.Since(t0), app.UpdateP99())
	require.Len(t, s.st.People, len(want.People))
	shots := os.Getenv("CARDTABLE_SCREENSHOTS") != ""
	for pi, p := range want.People {
		for gi, g := range p.Games {
			var shown statsPage
			do(func() {
				s.person, s.game = pi, gi
				s.build(app.ctx)
				app.dirty = true
			})
			frames(t, app, 2)
			do(func() { shown = s.page })
			require.Equal(t, pageOf(app.ctx, p.Person.Name, g), shown, "%s %s", p.Person.Name, g.Game)
			if shots && pi == 0 {
				shot(t, app, shotDir(t), "en-stats-"+g.Game)
				do(func() { app.ctx.setLanguage("vi"); s.build(app.ctx) })
				shot(t, app, shotDir(t), "vi-stats-"+g.Game)
				do(func() { app.ctx.setLanguage("en"); s.build(app.ctx) })
			}
		}
	}
}
