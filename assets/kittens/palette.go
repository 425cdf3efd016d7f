package kittens

import (
	"image/color"

	"cardtable/assets"
)

// Keys are the card keys the faces know (ZK-1), in the engine's order
// (its Descriptor.Cards).
var Keys = []string{
	"exploding", "zombie", "attack", "attack_dead", "nope", "see_future", "shuffle",
	"skip", "super_skip", "favor", "clairvoyance", "dig_deeper", "clone",
	"feed_dead", "grave_robber", "cat_a", "cat_b", "cat_c", "cat_d",
}

// kind is what a card does at the table, which its frame shows (ZK-1's
// last column): a turn card, a NOW card, the Nope, the Zombie Kitten, the
// Exploding Kitten or a plain cat.
type kind uint8

const (
	unknown kind = iota
	turnCard
	nowCard
	nopeCard
	zombieCard
	explodingCard
	catCard
)

// kindOf is the kind of the card with key.
func kindOf(key string) kind {
	switch key {
	case "exploding":
		return explodingCard
	case "zombie":
		return zombieCard
	case "nope":
		return nopeCard
	case "shuffle", "clairvoyance", "feed_dead":
		return nowCard
	case "cat_a", "cat_b", "cat_c", "cat_d":
		return catCard
	case "attack", "attack_dead", "see_future", "skip", "super_skip", "favor", "dig_deeper", "clone", "grave_robber":
		return turnCard
	}
	return unknown
}

// frame is how a kind's frame is painted: [light top, dark bottom, the
// banner's and badge's deep shade]. The six sit apart in lightness as well
// as hue (amber lightest, then green, violet, red, blue, charcoal), and
// each kind's corner badge has its own shape too, so colour is never the
// only cue.
type frame [3]color.NRGBA

var frames = map[kind]frame{
	unknown:       {assets.Hex("#8A8F99"), assets.Hex("#5B606B"), assets.Hex("#2E3138")},
	turnCard:      {assets.Hex("#4C9BF0"), assets.Hex("#1F5FC4"), assets.Hex("#0E2F6E")},
	nowCard:       {assets.Hex("#FFD25A"), assets.Hex("#F59A14"), assets.Hex("#8A4300")},
	nopeCard:      {assets.Hex("#F0554F"), assets.Hex("#B81D2A"), assets.Hex("#5E0A14")},
	zombieCard:    {assets.Hex("#A6DB6A"), assets.Hex("#5E9E32"), assets.Hex("#234A12")},
	explodingCard: {assets.Hex("#4A4552"), assets.Hex("#1B1820"), assets.Hex("#0A080D")},
	catCard:       {assets.Hex("#C08CF2"), assets.Hex("#8E4FD6"), assets.Hex("#401A73")},
}

// Colour is the main colour of the frame of the card with key (halfway
// down its frame), for the table to tint what belongs to that kind of card.
func Colour(key string) color.NRGBA {
	f := frames[kindOf(key)]
	return color.NRGBA{
		uint8((int(f[0].R) + int(f[1].R)) / 2),
		uint8((int(f[0].G) + int(f[1].G)) / 2),
		uint8((int(f[0].B) + int(f[1].B)) / 2),
		255,
	}
}

// windows tints each card's art window, so cards of one kind still differ
// at a glance: [centre, edge].
var windows = map[string][2]color.NRGBA{
	"exploding":    {assets.Hex("#A3271C"), assets.Hex("#2E0B10")},
	"zombie":       {assets.Hex("#F1EAFF"), assets.Hex("#A796D4")},
	"attack":       {assets.Hex("#FFF2E6"), assets.Hex("#F4B08A")},
	"attack_dead":  {assets.Hex("#EEF3E0"), assets.Hex("#9DB58C")},
	"nope":         {assets.Hex("#FFF4F0"), assets.Hex("#F2B3A8")},
	"see_future":   {assets.Hex("#F3ECFF"), assets.Hex("#B9A2EE")},
	"shuffle":      {assets.Hex("#FFF8E6"), assets.Hex("#F6C978")},
	"skip":         {assets.Hex("#EAFBF4"), assets.Hex("#93D9BC")},
	"super_skip":   {assets.Hex("#E8F6FF"), assets.Hex("#86C3EE")},
	"favor":        {assets.Hex("#FFF0F6"), assets.Hex("#F2A5C6")},
	"clairvoyance": {assets.Hex("#F0EAFF"), assets.Hex("#A894E8")},
	"dig_deeper":   {assets.Hex("#FFF6E8"), assets.Hex("#D9B98C")},
	"clone":        {assets.Hex("#E9FBFB"), assets.Hex("#8ED3D3")},
	"feed_dead":    {assets.Hex("#F4FBE6"), assets.Hex("#B7D98F")},
	"grave_robber": {assets.Hex("#F1EEF6"), assets.Hex("#ADA3C2")},
	"cat_a":        {assets.Hex("#FFF3E3"), assets.Hex("#F7C48E")},
	"cat_b":        {assets.Hex("#EEE8FF"), assets.Hex("#9C8FD6")},
	"cat_c":        {assets.Hex("#ECFBF1"), assets.Hex("#97D9B0")},
	"cat_d":        {assets.Hex("#E9F5FF"), assets.Hex("#95C6EE")},
}

// Inks every emblem shares.
var (
	inkLine = assets.Hex("#2B1D2E") // the outline around every emblem part
	pink    = assets.Hex("#FF9EB5")
	white   = assets.White
)
