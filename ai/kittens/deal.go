package kittensai

import (
	"errors"

	"cardtable/engine"
	"cardtable/engine/kittens"
)

// aimedDeals determinizes a view as the rules do — the unseen cards dealt
// uniformly, the pile positions the seat knows in place — then weighs what
// the public record of the last placements says: a placer aims its
// kittens at the next seat, so while nobody else has drawn since, each
// kitten it put back is taken to lie where the next seat draws it (under
// the placer's own draws still owed) with probability aim. The states are
// quiet (kittens.State.SetQuiet): a search has no table to keep honest.
type aimedDeals struct{ aim float64 }

var errNotKittens = errors.New("kittensai: not a Zombie Kittens view")

func (d aimedDeals) Determinize(ev engine.View, rng *engine.RNG) (engine.State, error) {
	v, ok := ev.(*kittens.View)
	if !ok {
		return nil, errNotKittens
	}
	s, err := kittens.FromView(v, rng)
	if err != nil {
		return nil, err
	}
	s.SetQuiet(true) // playouts skip the passes of seats with nothing to answer
	if v.LastPlacer == engine.NoSeat || v.LastPlacer == v.Seat || v.DrawnSince > 0 || v.Phase == kittens.PhasePlace {
		return s, nil
	}
	base := 0
	if v.Turn == v.LastPlacer {
		base = v.Owed // the placer draws these first
	}
	for k := 0; k < v.LastPlaced; k++ {
		if float64(rng.IntN(1000)) < d.aim*1000 {
			s.PutKittenAt(v.Seat, base+k, rng)
		}
	}
	return s, nil
}
