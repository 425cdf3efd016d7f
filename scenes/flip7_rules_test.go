package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine/flip7"
	"cardtable/locales"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// flip7Targets are the lobby's choices of target score (F7-6.5).
var flip7Targets = []string{"100", "150", "200", "300"}

// F7-6.5: the rules reader states the target the match was set up with,
// in both languages: the chosen number is there, and 200 (the default) is
// not when another target was chosen; nothing is left unrendered. Without
// options (the title) it states the default.
func TestFlip7RulesTakeTarget(t *testing.T) {
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		for _, target := range flip7Targets {
			text := rulesText(l, "flip7", map[string]string{flip7.OptTarget: target})
			assert.Contains(t, text, target+" ", "%s: target %s", lang, target)
			if target != "200" {
				assert.NotContains(t, text, "200", "%s: target %s", lang, target)
			}
			assert.NotContains(t, text, "<no value>", lang)
			assert.NotContains(t, text, "{{", lang)
		}
		assert.Contains(t, rulesText(l, "flip7", nil), "200 ", "%s: the title's reader states the default", lang)
		assert.NotContains(t, l.T("flip7.pitch"), "200", "%s: the pitch names no number", lang)
	}
}

// rulesShown is the text the open rules reader lays out.
func rulesShown(app *App) (string, bool) {
	r, ok := app.ctx.Top().(*rulesScene)
	if !ok {
		return "", false
	}
	var b strings.Builder
	for _, l := range r.lines {
		b.WriteString(l.text + "\n")
	}
	return b.String(), true
}

// The reader opened from the lobby (its Rules button), from the table's
// pause menu and with F1 on the table shows the target chosen in the lobby,
// in both languages; the lobby's reader is photographed at 100 and 300.
func TestFlip7RulesReaderTarget(t *testing.T) {
	dir := shotDir(t)
	for _, lang := range []string{"en", "vi"} {
		app := startApp(t, Options{SystemLang: lang, MaxSpeed: true})
		for _, target := range []string{"100", "300", "150"} {
			check := func(from string) {
				t.Helper()
				waitFor(t, "the rules reader from "+from, 10*time.Second, func() bool {
					text, ok := rulesShown(app)
					return ok && text != ""
				})
				do(func() {
					text, _ := rulesShown(app)
					assert.Contains(t, text, target, "%s %s: from %s", lang, target, from)
					assert.NotContains(t, text, "200", "%s %s: from %s", lang, target, from)
				})
			}
			var l *lobbyScene
			do(func() {
				l = newLobby(app.ctx, "flip7")
				app.ctx.Switch(l)
				for l.opts[flip7.OptTarget] != target {
					l.cycleOption(flip7.OptTarget)
				}
				l.build(app.ctx)
				l.menu.Focus = indexOf(l, "rules")
				app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
			})
			check("the lobby")
			if target != "150" {
				shot(t, app, dir, lang+"-rules-target-"+target)
			}

			// The table of a match set up with that target: the pause
			// menu's Rules, then F1.
			var opts map[string]string
			do(func() { opts = l.chosen() })
			require.Equal(t, target, opts[flip7.OptTarget])
			seats := []match.SeatSpec{{Name: "An", Human: true}, {Name: "Bình", Level: "easy"}}
			ts := reopenTable(t, app, match.Setup{Game: "flip7", Seats: seats, Seed: 7, Options: opts}, nil)
			do(func() {
				p := newPause(app.ctx, ts)
				app.ctx.Push(p)
				p.menu.Focus = 1
				app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
			})
			check("the pause menu")
			do(func() {
				app.ctx.Pop() // the reader
				app.ctx.Pop() // the pause menu
			})
			frames(t, app, 2)
			do(func() {
				require.Equal(t, "table", app.ctx.Top().Name())
				app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentRules) })
			})
			check("F1 on the table")
			do(func() { ts.Close() })
		}
	}
}
