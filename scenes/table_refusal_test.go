package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/locales"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// A press on a greyed button (a click or its key), on a dimmed card or on
// a disabled control's zone is answered with the control's reason, beside
// what was pressed; a greyed control without a reason of its own gets the
// general one, in both languages; a press on an enabled control is taken,
// not refused.
func TestRefusalSaysWhy(t *testing.T) {
	for _, lang := range locales.Supported() {
		ctx := &Ctx{Env: table.Env{Loc: locales.New(lang), Tick: 100}}
		legal := []engine.Action{{By: 0, Kind: 1}}
		play := &ui.Button{R: ui.Rect{X: 500, Y: 600, W: 200, H: 80}, Hotkey: ebiten.KeyP}
		card := &ui.Button{Bare: true, R: ui.Rect{X: 100, Y: 450, W: 60, H: 120}, Disabled: true}
		draw := &ui.Button{R: ui.Rect{X: 800, Y: 600, W: 200, H: 80}, Hotkey: ebiten.KeyD}
		cs := legalControls([]table.Control{
			{Button: play, Action: engine.Action{By: 0, Kind: 2}, Why: "play: pick first"},
			{Button: card, Pick: func() {}, Why: "card: needs someone dead"},
			{Button: draw, Action: legal[0], Why: "never shown"},
			{Button: &ui.Button{R: ui.Rect{X: 1000, Y: 10, W: 10, H: 10}}, Action: engine.Action{By: 0, Kind: 3},
				Zone: ui.Rect{X: 300, Y: 100, W: 200, H: 100}},
		}, legal)
		whyDisabled(ctx, cs)
		general := ctx.Loc.T("table.why.not_now")
		require.NotEqual(t, "table.why.not_now", general, "%s: the message id shows", lang)
		assert.Equal(t, general, cs[3].Why, "%s: a greyed control without a reason gets the general one", lang)
		assert.Equal(t, "never shown", cs[2].Why, "an enabled control keeps its own")

		ts := &tableScene{controls: cs, menu: ui.Menu{Focus: -1}}
		for _, c := range cs {
			ts.menu.Buttons = append(ts.menu.Buttons, c.Button)
		}
		press := func(in *ui.Input) (bool, string, ui.Rect) {
			ts.refusal.clear()
			took := ts.take(ctx, in, legal)
			return took, ts.refusal.text, ts.refusal.at
		}
		took, why, at := press(&ui.Input{X: 600, Y: 640, Clicked: true})
		assert.False(t, took)
		assert.Equal(t, "play: pick first", why, "a click on the greyed Play")
		assert.Equal(t, play.R, at, "shown by the button")
		_, why, _ = press(&ui.Input{Keys: []ebiten.Key{ebiten.KeyP}})
		assert.Equal(t, "play: pick first", why, "the greyed Play's key")
		_, why, at = press(&ui.Input{X: 130, Y: 500, Clicked: true})
		assert.Equal(t, "card: needs someone dead", why, "a click on a dimmed card")
		assert.Equal(t, card.R, at)
		_, why, at = press(&ui.Input{X: 350, Y: 150, Clicked: true})
		assert.Equal(t, general, why, "a click on a disabled control's zone")
		assert.Equal(t, cs[3].Zone, at, "shown by the zone")
		_, why, _ = press(&ui.Input{X: 20, Y: 20, Clicked: true})
		assert.Empty(t, why, "a click on nothing")
		assert.True(t, ts.refusal.until > ctx.Tick, "the note stays up a while")

		ts.refusal.see(ctx.Tick, &ui.Input{X: 600, Y: 640}, cs)
		assert.Equal(t, 1, ts.refusal.hovered, "the pointer rests on the greyed Play")
		ts.refusal.see(ctx.Tick, &ui.Input{X: 130, Y: 500}, cs)
		assert.Zero(t, ts.refusal.hovered, "a dimmed card's reason is in the presenter's tooltip")
	}
}
