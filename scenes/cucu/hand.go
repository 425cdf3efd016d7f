package cucu

import (
	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/scenes/table"
)

func init() { table.RegisterHand(cucu.Descriptor.ID, hand) }

// hand is the card seat s holds, as its own view knows it (a replay's "All
// hands"); none for a seat out of the round.
func hand(st engine.State, s engine.Seat) []int {
	v, ok := st.View(s).(*cucu.View)
	if !ok {
		return nil
	}
	if c := v.Own(); c != cucu.NoCard {
		return []int{int(c)}
	}
	return nil
}
