package dos

import (
	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/scenes/table"
)

func init() { table.RegisterHand(dos.Descriptor.ID, hand) }

// hand is seat s's hand as its own view holds it (a replay's "All hands").
func hand(st engine.State, s engine.Seat) []int {
	v, ok := st.View(s).(*dos.View)
	if !ok {
		return nil
	}
	out := make([]int, len(v.Hand))
	for i, c := range v.Hand {
		out[i] = int(c)
	}
	return out
}
