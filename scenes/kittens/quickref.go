package kittens

import (
	"cardtable/engine/kittens"
	"cardtable/scenes/table"
)

// quickRef is Zombie Kittens' quick reference (ZK-3 to ZK-6): the turn,
// and every kind of card on two pages: exploding and the cards of the
// turn, then the rarer cards and the four plain cats.
var quickRef = table.QuickRef{
	Turn: []string{
		"kittens.quickref.turn1", "kittens.quickref.turn2", "kittens.quickref.turn3",
		"kittens.quickref.turn4", "kittens.quickref.turn5", "kittens.quickref.turn6",
	},
	Pages: [][]table.QuickCard{
		quickCards(kittens.Exploding, kittens.Zombie, kittens.Nope, kittens.Attack, kittens.AttackDead,
			kittens.Skip, kittens.SuperSkip, kittens.SeeFuture, kittens.Shuffle, kittens.Favor),
		quickCards(kittens.Clairvoyance, kittens.DigDeeper, kittens.Clone, kittens.FeedDead, kittens.GraveRobber,
			kittens.CatA, kittens.CatB, kittens.CatC, kittens.CatD),
	},
}

// quickCards are the entries of kinds ks, each with its own name and text;
// the four cats share their effect.
func quickCards(ks ...kittens.Card) []table.QuickCard {
	var out []table.QuickCard
	for _, k := range ks {
		key := k.Key()
		effect := "kittens.quickref." + key + ".effect"
		if k >= kittens.CatA {
			effect = "kittens.quickref.cat.effect"
		}
		out = append(out, table.QuickCard{Face: idOf(k), Name: "kittens.card." + key + ".name",
			Effect: effect, Text: "kittens.card." + key + ".text"})
	}
	return out
}

func init() { table.RegisterQuickRef(kittens.Descriptor.ID, quickRef) }
