package cucu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/locales"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Controls are the two choices of the seat deciding, each a button with
// its key: Keep (K) or Ask the next player (A), whose seat a click also
// asks; the dealer's Keep or Swap with the pack (P), the pack also taking
// a click; at an Inn, Withdraw (W) or Ask for cover (C) in the Inn's
// dialog; the innkeeper's Accept (A) or Refuse (R) there. A click on a seat
// that cannot be asked says why.
func (p *presenter) Controls(env *table.Env, f *table.Frame) []table.Control {
	t := f.Turn
	if !t.OK {
		return nil
	}
	l := env.Loc
	var cs []table.Control
	for _, a := range t.Legal {
		var c table.Control
		switch a.Kind {
		case cucu.KindKeep:
			c.Button = &ui.Button{Label: l.T("cucu.ui.keep"), KeyHint: "K", Keys: []ebiten.Key{ebiten.KeyK}, R: keepBtn}
		case cucu.KindAsk:
			c.Button = &ui.Button{Label: l.T("cucu.ui.ask_to", "Name", f.Name(a.Target)), KeyHint: "A", Keys: []ebiten.Key{ebiten.KeyA}, R: askBtn}
			if p.valid(a.Target) {
				c.Zone = p.spotRect(a.Target)
			}
		case cucu.KindPack:
			c.Button = &ui.Button{Label: l.T("cucu.ui.pack_swap"), KeyHint: "P", Keys: []ebiten.Key{ebiten.KeyP}, R: askBtn}
			c.Zone = packRect
		case cucu.KindWithdraw:
			c.Button = &ui.Button{Label: l.T("cucu.ui.withdraw"), KeyHint: "W", Keys: []ebiten.Key{ebiten.KeyW}, R: p.dialogButton(0)}
		case cucu.KindCover:
			c.Button = &ui.Button{Label: l.T("cucu.ui.ask_cover"), KeyHint: "C", Keys: []ebiten.Key{ebiten.KeyC}, R: p.dialogButton(1)}
		case cucu.KindAccept:
			c.Button = &ui.Button{Label: l.T("cucu.ui.accept_cover"), KeyHint: "A", Keys: []ebiten.Key{ebiten.KeyA}, R: p.dialogButton(0)}
		case cucu.KindRefuse:
			c.Button = &ui.Button{Label: l.T("cucu.ui.refuse_cover"), KeyHint: "R", Keys: []ebiten.Key{ebiten.KeyR}, R: p.dialogButton(1)}
		default:
			continue
		}
		c.Button.Size = 19
		c.Action = a
		cs = append(cs, c)
	}
	return append(cs, p.otherSpots(l, f)...)
}

// otherSpots answer a click on a seat the decider cannot ask (CU-4.1): on
// a turn, anyone but the next player in play order; for the dealer, who
// asks no one but the pack, everyone.
func (p *presenter) otherSpots(l *locales.Localizer, f *table.Frame) []table.Control {
	var asked engine.Seat
	var why string
	for _, a := range f.Turn.Legal {
		switch a.Kind {
		case cucu.KindAsk:
			asked, why = a.Target, l.T("cucu.why.ask_next", "Name", f.Name(a.Target))
		case cucu.KindPack:
			asked, why = engine.NoSeat, l.T("cucu.why.dealer_pack")
		}
	}
	if why == "" {
		return nil
	}
	var cs []table.Control
	for s := engine.Seat(0); int(s) < p.n; s++ {
		if s != asked && s != f.Turn.Seat {
			cs = append(cs, table.Control{Button: &ui.Button{Bare: true, Disabled: true}, Zone: p.spotRect(s), Why: why})
		}
	}
	return cs
}

// dialogOpen reports whether the Inn's dialog is up in view v: the asker
// chooses at the Inn, or the innkeeper answers.
func dialogOpen(v *cucu.View) bool {
	return (v.Phase == cucu.PhaseInn || v.Phase == cucu.PhaseCover) && v.Innkeeper != engine.NoSeat
}
