package scenes

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// The quick reference opened from the pause menu of a real table, for
// every game in both languages: on every page each step of the turn and
// each card's face, name and effect are drawn, and fit; a card chosen by
// Enter or a click is shown large, redrawn at that size, with its name and
// full text, which fit too (every card of every game is shown large);
// Zombie Kittens' second page is turned with → and ←; Esc returns from the
// large card to the page, then to the pause menu.
func TestQuickRefFromPause(t *testing.T) {
	start := time.Now()
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true})
	frames(t, app, 2)
	dir := os.Getenv("CARDTABLE_SCREENSHOTS")
	if dir == "" {
		// Nothing to photograph: the app paints nothing (each screen is
		// checked recorded, by recordFrame).
		do(func() { drv.draw = func(*ebiten.Image) bool { return true } })
		t.Cleanup(func() { do(func() { drv.draw = nil; app.rec.Invalidate() }) })
	} else {
		dir = shotDir(t)
	}
	press := func(f func(in *ui.Input)) { do(func() { app.Inject(f) }) }
	top := func() Scene {
		var s Scene
		do(func() { s = app.ctx.Top() })
		return s
	}
	waitScene := func(name string) {
		t.Helper()
		waitFor(t, "the "+name+" scene", 10*time.Second, func() bool { return app.ctx.Top().Name() == name })
	}
	for _, lang := range []string{"en", "vi"} {
		do(func() { app.ctx.setLanguage(lang) })
		for _, g := range Games() {
			ref, ok := table.QuickRefOf(g)
			require.True(t, ok, "%s has no quick reference", g)
			seats := []match.SeatSpec{{Name: "An", Human: true}, {Name: "Bình", Level: "easy"}}
			ts := reopenTable(t, app, match.Setup{Game: g, Seats: seats, Seed: 1}, nil)
			do(func() {
				p := newPause(app.ctx, ts)
				app.ctx.Push(p)
				p.menu.Focus = 2
				require.Equal(t, app.ctx.Loc.T("pause.quickref"), p.menu.Buttons[2].Label)
				app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
			})
			waitScene("quickref")
			q := top().(*quickRefScene)
			name := fmt.Sprintf("%s-quickref-%s", lang, g)
			for page := range ref.Pages {
				if page > 0 {
					press(func(in *ui.Input) { in.Keys = append(in.Keys, ebiten.KeyArrowRight) })
					waitFor(t, "the next page", 10*time.Second, func() bool { return q.page == page })
				}
				shotName := name
				if page > 0 {
					shotName = fmt.Sprintf("%s-%d", name, page+1)
				}
				checkQuickPage(t, app, q, ref, page, shotName)
				if dir != "" {
					shot(t, app, dir, shotName)
				}
			}
			if len(ref.Pages) > 1 {
				press(func(in *ui.Input) { in.Keys = append(in.Keys, ebiten.KeyArrowLeft) })
				waitFor(t, "the first page again", 10*time.Second, func() bool { return q.page == 0 })
			}
			// Enter on the focused card, then a click on the last one.
			do(func() { q.menu.Focus = 0 })
			press(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
			waitFor(t, "the first card large", 10*time.Second, func() bool { return q.large == 0 })
			if g == "cucu" && dir != "" {
				shot(t, app, dir, lang+"-quickref-card") // the Cuckoo, with its full text
			}
			press(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentCancel) })
			waitFor(t, "the page again", 10*time.Second, func() bool { return q.large < 0 })
			last := len(ref.Pages[0]) - 1
			cell := qrCell(last, len(ref.Pages[0]))
			press(func(in *ui.Input) { in.X, in.Y, in.Clicked = cell.CX(), cell.CY(), true })
			waitFor(t, "the last card large", 10*time.Second, func() bool { return q.large == last })
			press(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentCancel) })
			waitFor(t, "the page again", 10*time.Second, func() bool { return q.large < 0 })
			// Every card large.
			for page, cards := range ref.Pages {
				for i := range cards {
					do(func() { q.page, q.large = page, i; q.build(app.ctx) })
					checkQuickLarge(t, app, q, cards[i], fmt.Sprintf("%s card %d.%d", name, page+1, i+1))
				}
			}
			do(func() { q.page, q.large = 0, -1; q.build(app.ctx) })
			press(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentCancel) })
			waitScene("pause")
			do(func() {
				app.ctx.Pop()
				ts.Close()
			})
		}
	}
	t.Logf("all quick references in %v", time.Since(start).Round(time.Millisecond))
}

// checkQuickPage checks page of ref as q draws it: each step of the turn
// and each card's name, effect and face, all fitting.
func checkQuickPage(t *testing.T, app *App, q *quickRefScene, ref table.QuickRef, page int, name string) {
	t.Helper()
	do(func() {
		draws, reports := recordFrame(app, len(app.stack)-1)
		checkFit(t, name, reports)
		texts := draws.Texts()
		joined := strings.Join(texts, " ")
		l := app.ctx.Loc
		for _, id := range ref.Turn {
			require.True(t, l.Has(id), "%s: no text %s", name, id)
			assert.Contains(t, joined, l.T(id), "%s: step %s", name, id)
		}
		faces, ok := table.FacesOf(q.game)
		require.True(t, ok, "%s: no faces", name)
		for _, e := range ref.Pages[page] {
			for _, id := range []string{e.Name, e.Effect, e.Text} {
				require.True(t, l.Has(id), "%s: no text %s", name, id)
			}
			assert.Contains(t, texts, l.T(e.Name), "%s: the name %s", name, e.Name)
			assert.Contains(t, joined, l.T(e.Effect), "%s: the effect %s", name, e.Effect)
			assert.True(t, draws.Draws(app.ctx.Cards.Face(faces, e.Face, l)), "%s: the face of %s", name, e.Name)
		}
	})
}

// checkQuickLarge checks the card e shown large: its face redrawn at that
// size, its name and full text, all fitting.
func checkQuickLarge(t *testing.T, app *App, q *quickRefScene, e table.QuickCard, name string) {
	t.Helper()
	do(func() {
		draws, reports := recordFrame(app, len(app.stack)-1)
		checkFit(t, name, reports)
		texts := draws.Texts()
		l := app.ctx.Loc
		faces, _ := table.FacesOf(q.game)
		assert.True(t, draws.Draws(app.ctx.Cards.FaceAt(faces, e.Face, qrLargeImg.W, qrLargeImg.H, l)), "%s: the large face", name)
		assert.Contains(t, texts, l.T(e.Name), "%s: the name", name)
		assert.Contains(t, strings.Join(texts, " "), l.T(e.Text), "%s: the full text", name)
	})
}
