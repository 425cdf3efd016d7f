package dos

import (
	dosart "cardtable/assets/dos"
	"cardtable/assets/sound"
	"cardtable/engine"
	"cardtable/engine/dos"
)

// soundOf is the sound each of DOS's events makes.
func soundOf(ev engine.Event) sound.ID {
	switch e := ev.(type) {
	case dos.CardsDrawn:
		switch e.From {
		case dos.FromBonus, dos.FromPenalty:
			return dosart.Penalty
		}
		return sound.Deal
	case dos.MatchStarted:
		return dosart.Match
	case dos.Matched:
		if e.Pile.Bonus != dos.BonusNone {
			return dosart.Bonus
		}
	case dos.Placed, dos.Refilled:
		return sound.Flip
	case dos.Ended:
		if len(e.Discarded) > 0 {
			return sound.Slide
		}
	case dos.Called:
		return dosart.Call
	case dos.Caught:
		return dosart.Catch
	case dos.Reshuffled:
		return sound.Shuffle
	case dos.RoundEnded:
		return dosart.RoundWin
	case dos.MatchEnded:
		return sound.Win
	}
	return ""
}
