package flip7

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Controls are Hit and Stay (Stay disabled with no card in front, saying
// so), or one button per possible target, which a click on the seat's
// panel or its digit key also takes; a click on another seat's panel says
// why it cannot be chosen.
func (p *presenter) Controls(env *table.Env, f *table.Frame) []table.Control {
	legal := f.Turn.Legal
	if len(legal) == 0 {
		return nil
	}
	if legal[0].Kind == flip7.KindTarget {
		var cs []table.Control
		for i, a := range legal {
			b := &ui.Button{Label: fmt.Sprintf("%d · %s", a.Target+1, f.Name(a.Target)), Size: 17,
				Hotkey: ebiten.Key1 + ebiten.Key(a.Target)}
			b.R = ui.Rect{X: 250 + float64(i%4)*176, Y: 596 + float64(i/4)*52, W: 168, H: 44}
			cs = append(cs, table.Control{Button: b, Action: a, Zone: p.panel(int(a.Target))})
		}
		return append(cs, p.otherPanels(env, f)...)
	}
	hit := table.Control{Button: &ui.Button{Label: env.Loc.T("flip7.button.hit"), KeyHint: "H", Primary: true,
		Hotkey: ebiten.KeyH, Size: 24, R: ui.Rect{X: 300, Y: 604, W: 220, H: 64}}}
	// Stay needs a card in front of the seat (F7-4.2): greyed, it says so.
	stay := table.Control{Button: &ui.Button{Label: env.Loc.T("flip7.button.stay"), KeyHint: "S", Hotkey: ebiten.KeyS,
		Size: 24, Disabled: true, R: ui.Rect{X: 540, Y: 604, W: 220, H: 64}}, Why: env.Loc.T("flip7.why.stay_empty")}
	for _, a := range legal {
		switch a.Kind {
		case flip7.KindHit:
			hit.Action = a
		case flip7.KindStay:
			stay.Action, stay.Button.Disabled = a, false
		}
	}
	return []table.Control{hit, stay}
}

// Results are each seat's points of the last round and its total; a solo
// practice reports the rounds it took to reach the target.
func (p *presenter) Results(env *table.Env, f *table.Frame) table.Results {
	d := table.Results{Round: len(p.history), History: p.history}
	if p.n == 1 {
		d.Headline = env.Loc.T("results.solo_title")
		d.Subline = env.Loc.T("flip7.solo.result", "Target", p.target, "Count", d.Round)
	}
	for i := 0; i < p.n; i++ {
		last := 0
		if len(p.history) > 0 {
			last = p.history[len(p.history)-1][i]
		}
		d.Rows = append(d.Rows, table.ResultRow{Seat: engine.Seat(i), Name: f.Name(engine.Seat(i)), Round: last, Total: p.totals[i]})
	}
	return d
}

// otherPanels answer a click on the panel of a seat the action card cannot
// go to (F7-5): out of the round (stayed, frozen, bust), or, for a Second
// Chance, holding one already.
func (p *presenter) otherPanels(env *table.Env, f *table.Frame) []table.Control {
	v, ok := f.View.(*flip7.View)
	if !ok {
		return nil
	}
	l := env.Loc
	var cs []table.Control
	for i, pl := range v.Players {
		s := engine.Seat(i)
		if slices.ContainsFunc(f.Turn.Legal, func(a engine.Action) bool { return a.Target == s }) {
			continue
		}
		name := f.Name(s)
		var why string
		switch {
		case pl.Status == flip7.StatusStayed:
			why = l.T("flip7.why.target_stayed", "Name", name)
		case pl.Status == flip7.StatusFrozen:
			why = l.T("flip7.why.target_frozen", "Name", name)
		case pl.Status == flip7.StatusBust:
			why = l.T("flip7.why.target_bust", "Name", name)
		case s == f.Turn.Seat && v.Pending == flip7.SecondChance:
			why = l.T("flip7.why.target_self_second")
		case pl.SecondChance && v.Pending == flip7.SecondChance:
			why = l.T("flip7.why.target_second", "Name", name)
		}
		cs = append(cs, table.Control{Button: &ui.Button{Bare: true, Disabled: true}, Zone: p.panel(i), Why: why})
	}
	return cs
}
