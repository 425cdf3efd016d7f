package flip7

import (
	"cardtable/engine/flip7"
	"cardtable/scenes/table"
)

// quickRef is Flip 7's quick reference (F7-4 to F7-6): the turn, and the
// numbers, the modifiers and the three actions.
var quickRef = table.QuickRef{
	Turn: []string{
		"flip7.quickref.turn1", "flip7.quickref.turn2", "flip7.quickref.turn3",
		"flip7.quickref.turn4", "flip7.quickref.turn5", "flip7.quickref.turn6",
	},
	Pages: [][]table.QuickCard{{
		{Face: 7, Name: "flip7.quickref.numbers", Effect: "flip7.quickref.numbers.effect", Text: "flip7.card.number.text"},
		{Face: int(flip7.Plus4), Name: "flip7.quickref.plus", Effect: "flip7.quickref.plus.effect", Text: "flip7.card.plus.text"},
		quickCard(flip7.Times2),
		quickCard(flip7.Freeze),
		quickCard(flip7.FlipThree),
		quickCard(flip7.SecondChance),
	}},
}

// quickCard is the entry of a card with its own name and text.
func quickCard(c flip7.Card) table.QuickCard {
	k := c.Key()
	return table.QuickCard{Face: int(c), Name: "flip7.card." + k + ".name",
		Effect: "flip7.quickref." + k + ".effect", Text: "flip7.card." + k + ".text"}
}

func init() { table.RegisterQuickRef(flip7.Descriptor.ID, quickRef) }
