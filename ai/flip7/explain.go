package flip7ai

import (
	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/flip7"
)

// Explain gives Hard's reason for a in one short sentence: for Hit or Stay
// the chance the next card busts the seat (the number the odds panel shows),
// for a target that it did best over the simulated rounds. It reads the
// view only, like the search.
func (b Hard) Explain(ev engine.View, a engine.Action) ai.Reason {
	v := f7(ev)
	if v == nil {
		return ai.Reason{}
	}
	switch a.Kind {
	case flip7.KindStay:
		return ai.Reason{ID: "flip7.hint.stay", Args: []ai.Arg{ai.Percent("Bust", v.BustChanceFor(v.Seat))}}
	case flip7.KindHit:
		bust := v.BustChanceFor(v.Seat)
		if bust == 0 {
			return ai.Reason{ID: "flip7.hint.hit_safe"}
		}
		return ai.Reason{ID: "flip7.hint.hit", Args: []ai.Arg{ai.Percent("Bust", bust)}}
	case flip7.KindTarget:
		return ai.Reason{ID: "flip7.hint.target", Args: []ai.Arg{ai.SeatArg("Name", a.Target),
			ai.Number("Count", float64(b.Playouts))}}
	}
	return ai.Reason{}
}
