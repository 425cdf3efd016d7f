package scenes

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// The reaction-time row cycles 3, 5, 8, 12 s, is saved with the other
// settings and reaches the matches started afterwards.
func TestReactionSecondsSetting(t *testing.T) {
	store := match.NewMemStore()
	app := startApp(t, Options{SystemLang: "en", Store: store})
	var got []int
	do(func() {
		ctx := app.ctx
		s := newSettings(ctx)
		ctx.Push(s)
		i := slices.Index(s.roles, "react")
		// assert, not require: this runs in the game loop.
		if !assert.GreaterOrEqual(t, i, 0, "no reaction row") {
			return
		}
		assert.Equal(t, "5 s", s.menu.Buttons[i].Label)
		for range 5 {
			r := s.menu.Buttons[i].R
			ctx.In.X, ctx.In.Y, ctx.In.Clicked, ctx.In.Moved = r.CX(), r.CY(), true, true
			assert.NoError(t, s.Update(ctx))
			ctx.In.Clicked = false
			got = append(got, ctx.Settings.ReactionSeconds)
			assert.Equal(t, ctx.Settings.ReactionSeconds, matchOptions(ctx).ReactionSeconds)
		}
		ctx.In.Intents = append(ctx.In.Intents[:0], ui.IntentCancel)
		assert.NoError(t, s.Update(ctx))
		ctx.In.Intents = ctx.In.Intents[:0]
	})
	assert.Equal(t, []int{8, 12, 3, 5, 8}, got)
	saved, err := match.LoadSettings(store)
	require.NoError(t, err)
	assert.Equal(t, 8, saved.ReactionSeconds)
}
