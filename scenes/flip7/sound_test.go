package flip7

import (
	"testing"

	"github.com/stretchr/testify/assert"

	f7assets "cardtable/assets/flip7"
	"cardtable/assets/sound"
	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/scenes/table"
)

// Each of Flip 7's events makes its sound, and every sound named has a
// recipe.
func TestSounds(t *testing.T) {
	for _, c := range []struct {
		ev   engine.Event
		want sound.ID
	}{
		{flip7.Took{Card: 3, From: flip7.FromDeal}, sound.Deal},
		{flip7.Took{Card: 3, From: flip7.FromHit}, sound.Flip},
		{flip7.Took{Card: 3, From: flip7.FromFlipThree}, sound.Flip},
		{flip7.Targeted{Card: flip7.Freeze}, sound.Slide},
		{flip7.Discarded{}, sound.Slide},
		{flip7.Stayed{}, sound.Slide},
		{flip7.Busted{}, sound.Bust},
		{flip7.FlippedSeven{}, f7assets.Seven},
		{flip7.Reshuffled{Cards: 40}, sound.Shuffle},
		{flip7.MatchEnded{}, sound.Win},
		{flip7.RoundStarted{}, ""},
	} {
		got := table.SoundOf(flip7.Descriptor.ID, c.ev)
		assert.Equal(t, c.want, got, "%T", c.ev)
		if got != "" {
			_, ok := sound.Lookup(got)
			assert.True(t, ok, "%q has no recipe", got)
		}
	}
}
