package cucu

import (
	cucuart "cardtable/assets/cucu"
	"cardtable/assets/sound"
	"cardtable/engine"
	"cardtable/engine/cucu"
)

// soundOf is the sound each of Cucù's events makes.
func soundOf(ev engine.Event) sound.ID {
	switch e := ev.(type) {
	case cucu.RoundStarted:
		return sound.Shuffle
	case cucu.Dealt, cucu.PackSwapped:
		return sound.Deal
	case cucu.Kept, cucu.Withdrew:
		return cucuart.Keep
	case cucu.Asked, cucu.CoverAsked:
		return cucuart.Ask
	case cucu.Revealed:
		switch e.Card {
		case cucu.Cuckoo:
			return cucuart.Cuckoo
		case cucu.Hunter:
			return cucuart.Hunter
		case cucu.Horse:
			return cucuart.Horse
		case cucu.Cat:
			return cucuart.Cat
		case cucu.Inn:
			return cucuart.Inn
		}
	case cucu.Swapped:
		return cucuart.Swap
	case cucu.CoverAnswered:
		if e.Accepted {
			return cucuart.Cover
		}
	case cucu.LifeLost:
		return cucuart.Life
	case cucu.KnockedOut:
		return cucuart.Out
	case cucu.Undone:
		return cucuart.Undo
	case cucu.Showdown:
		return cucuart.Reveal
	case cucu.TableRestored:
		return sound.Shuffle
	case cucu.MatchEnded:
		return sound.Win
	}
	return ""
}
