package cucu

import (
	"cardtable/engine/cucu"
	"cardtable/scenes/table"
)

// quickRef is Cucù's quick reference (CU-3 to CU-5): the round, and every
// kind of card, the specials first, the numbers I to X as one.
var quickRef = table.QuickRef{
	Turn: []string{
		"cucu.quickref.turn1", "cucu.quickref.turn2", "cucu.quickref.turn3",
		"cucu.quickref.turn4", "cucu.quickref.turn5", "cucu.quickref.turn6",
	},
	Pages: [][]table.QuickCard{{
		quickCard(cucu.Cuckoo), quickCard(cucu.Hunter), quickCard(cucu.Horse),
		quickCard(cucu.Cat), quickCard(cucu.Inn), quickCard(cucu.Fool),
		quickCard(cucu.Nothing), quickCard(cucu.Bucket), quickCard(cucu.Mask),
		quickCard(cucu.Lion),
		{Face: int(cucu.Seven), Name: "cucu.quickref.numbers", Effect: "cucu.quickref.numbers.effect", Text: "cucu.quickref.numbers.text"},
	}},
}

// quickCard is the entry of a card with its own name and text.
func quickCard(c cucu.Card) table.QuickCard {
	k := c.Key()
	return table.QuickCard{Face: int(c), Name: "cucu.card." + k + ".name",
		Effect: "cucu.quickref." + k + ".effect", Text: "cucu.card." + k + ".text"}
}

func init() { table.RegisterQuickRef(cucu.Descriptor.ID, quickRef) }
