package kittens

import (
	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// HintZones are the places to outline for a hinted action no single
// control carries: the hand cards a play is picked from (then Play). The
// other actions are each carried by a control, which the table outlines.
func (p *presenter) HintZones(_ *table.Env, f *table.Frame, a engine.Action) []ui.Rect {
	v, ok := f.View.(*kittens.View)
	if !ok || v.Phase != kittens.PhasePlay {
		return nil
	}
	switch a.Kind {
	case kittens.KindPlay, kittens.KindClone, kittens.KindCombo:
		var out []ui.Rect
		for _, i := range p.pick.hintCards(a) {
			if i < len(p.hand) {
				out = append(out, rectOf(p.hand[i].Target()))
			}
		}
		return out
	}
	return nil
}
