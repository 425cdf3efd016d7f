package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/scenes/ui"
)

// A seat is named on the on-screen keyboard by taps alone: a picked name,
// then letters, a Vietnamese letter and a tone key; Done closes the pad.
func TestLobbyNameByTaps(t *testing.T) {
	ui.SetKeyHints(true)
	app := startApp(t, Options{SystemLang: "vi", MaxSpeed: true})
	var l *lobbyScene
	do(func() {
		l = newLobby(app.ctx, "flip7")
		app.ctx.Switch(l)
	})
	frames(t, app, 3)
	tapAt := func(r ui.Rect) {
		do(func() {
			app.Inject(func(in *ui.Input) {
				in.X, in.Y, in.Clicked, in.Moved = r.X+r.W/2, r.Y+r.H/2, true, true
			})
		})
		frames(t, app, 2)
	}
	tapKey := func(kind padKind, text string) {
		var r ui.Rect
		do(func() {
			require.NotNil(t, l.pad)
			i := l.pad.keyIndex(kind, text)
			require.GreaterOrEqual(t, i, 0, "key %v %q", kind, text)
			r = l.pad.menu.Buttons[i].R
		})
		tapAt(r)
	}
	var name ui.Rect
	do(func() { name = l.menu.Buttons[indexOf(l, "name:1")].R })
	tapAt(name)
	do(func() { require.Equal(t, 1, l.editing, "tapping a name opens the pad for its seat") })
	shot(t, app, shotDir(t), "lobby-namepad-vi")

	tapKey(padName, "Thảo")
	do(func() { assert.Equal(t, "Thảo", l.seats[1].Name) })
	for range 3 {
		tapKey(padBack, "")
	}
	do(func() { assert.Equal(t, "T", l.seats[1].Name) })
	tapKey(padType, "u")
	tapKey(padType, "â")
	tapKey(padType, "n")
	tapKey(padTone, "1") // sắc, on the last vowel
	do(func() { assert.Equal(t, "Tuấn", l.seats[1].Name) })
	tapKey(padDone, "")
	do(func() {
		assert.Equal(t, -1, l.editing, "Done closes the pad")
		assert.Equal(t, "Tuấn", l.menu.Buttons[indexOf(l, "name:1")].Label)
	})

	// A tap outside the pad closes it too; Shift types one capital.
	tapAt(name)
	tapKey(padName, "An")
	tapKey(padShift, "")
	tapKey(padType, "B")
	tapKey(padType, "a")
	do(func() { assert.Equal(t, "AnBa", l.seats[1].Name) })
	tapAt(ui.Rect{X: 10, Y: 10, W: 4, H: 4})
	do(func() { assert.Equal(t, -1, l.editing) })
}

// The pad in English, for the screenshots.
func TestLobbyNamePadEnglish(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true})
	do(func() {
		l := newLobby(app.ctx, "flip7")
		app.ctx.Switch(l)
		l.editing, l.pad = 0, newNamePad(app.ctx, true)
	})
	shot(t, app, shotDir(t), "lobby-namepad-en")
}

func TestApplyTone(t *testing.T) {
	assert.Equal(t, "Dũ", applyTone("Du", 4))
	assert.Equal(t, "Tuấn", applyTone("Tuân", 1))
	assert.Equal(t, "Tuân", applyTone("Tuấn", 1), "the same tone again takes it off")
	assert.Equal(t, "Tuần", applyTone("Tuấn", 2), "another tone replaces it")
	assert.Equal(t, "Ọ", applyTone("O", 5), "case is kept")
	assert.Equal(t, "nth", applyTone("nth", 1), "no vowel, no change")
}
