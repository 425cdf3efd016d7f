package dos

import (
	"cardtable/engine/dos"
	"cardtable/scenes/table"
)

// quickRef is DOS's quick reference (DOS-3 to DOS-6): the turn, and the
// numbers and the two wilds.
var quickRef = table.QuickRef{
	Turn: []string{
		"dos.quickref.turn1", "dos.quickref.turn2", "dos.quickref.turn3",
		"dos.quickref.turn4", "dos.quickref.turn5", "dos.quickref.turn6",
	},
	Pages: [][]table.QuickCard{{
		{Face: int(dos.NumberCard(dos.Blue, 7)), Name: "dos.quickref.numbers", Effect: "dos.quickref.numbers.effect", Text: "dos.card.number.text"},
		{Face: int(dos.WildNumber(dos.Red)), Name: "dos.quickref.wildnumber", Effect: "dos.quickref.wildnumber.effect", Text: "dos.card.wildnumber.text"},
		{Face: int(dos.WildDOS), Name: "dos.card.wilddos.name", Effect: "dos.quickref.wilddos.effect", Text: "dos.card.wilddos.text"},
	}},
}

func init() { table.RegisterQuickRef(dos.Descriptor.ID, quickRef) }
