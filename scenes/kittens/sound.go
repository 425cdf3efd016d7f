package kittens

import (
	kittensart "cardtable/assets/kittens"
	"cardtable/assets/sound"
	"cardtable/engine"
	"cardtable/engine/kittens"
)

// soundOf is the sound each of Zombie Kittens' events makes. An effect
// with an event of its own (a shuffle, a peek) sounds there, not on its
// Resolved.
func soundOf(ev engine.Event) sound.ID {
	switch e := ev.(type) {
	case kittens.Dealt, kittens.Drew, kittens.DigTook:
		return sound.Deal
	case kittens.Started:
		return sound.Shuffle
	case kittens.Played:
		switch {
		case e.As == kittens.Zombie:
			return kittensart.Revive
		case e.As == kittens.DigDeeper && e.Size <= 1:
			return kittensart.Dig
		case e.Answer || (e.Size <= 1 && e.As.IsNow()):
			return kittensart.Now
		}
		return kittensart.Play
	case kittens.WindowOpened:
		return kittensart.Window
	case kittens.Noped:
		return kittensart.Nope
	case kittens.Resolved:
		if e.Size > 1 {
			return ""
		}
		switch e.As {
		case kittens.Attack, kittens.AttackDead:
			return kittensart.Attack
		case kittens.Skip, kittens.SuperSkip:
			return kittensart.Skip
		}
	case kittens.FutureSeen, kittens.Dug, kittens.Watching:
		return kittensart.Future
	case kittens.Gave, kittens.Stole:
		return kittensart.Give
	case kittens.Asked:
		if e.Got {
			return kittensart.Give
		}
	case kittens.Shuffled:
		return kittensart.ShuffleNow
	case kittens.Exploded:
		return kittensart.Explode
	case kittens.Died:
		return kittensart.Dead
	case kittens.Revived:
		return kittensart.Revive
	case kittens.Placed:
		return sound.Slide
	case kittens.GameOver:
		return sound.Win
	}
	return ""
}
