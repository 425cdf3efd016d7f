package flip7

import (
	f7assets "cardtable/assets/flip7"
	"cardtable/assets/sound"
	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/scenes/table"
)

func init() {
	table.RegisterSounds(flip7.Descriptor.ID, soundOf)
}

// soundOf is the sound each of Flip 7's events makes.
func soundOf(ev engine.Event) sound.ID {
	switch e := ev.(type) {
	case flip7.Took:
		if e.From == flip7.FromDeal {
			return sound.Deal
		}
		return sound.Flip
	case flip7.Targeted, flip7.Discarded, flip7.SavedBySecondChance, flip7.Stayed, flip7.FrozenOut:
		return sound.Slide
	case flip7.Busted:
		return sound.Bust
	case flip7.FlippedSeven:
		return f7assets.Seven
	case flip7.Reshuffled:
		return sound.Shuffle
	case flip7.MatchEnded:
		return sound.Win
	}
	return ""
}
