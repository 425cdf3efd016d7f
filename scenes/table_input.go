package scenes

import (
	"slices"

	"cardtable/engine"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// humanInput shows the controls of the awaited human decision and applies
// the chosen action.
func (t *tableScene) humanInput(ctx *Ctx) {
	seat, legal, ok := t.turn()
	if !ok {
		t.menu.Buttons, t.controls = nil, nil
		t.turnSeat = engine.NoSeat
		return
	}
	if t.menuKey != t.m.Actions() || t.turnSeat != seat {
		t.menuKey, t.turnSeat = t.m.Actions(), seat
		t.controls = legalControls(t.pres.Controls(&ctx.Env, t.frame()), legal)
		t.menu = ui.Menu{Buttons: make([]*ui.Button, len(t.controls))}
		for i, c := range t.controls {
			t.menu.Buttons[i] = c.Button
		}
	}
	a, chosen := t.choose(ctx.In)
	if !chosen {
		return
	}
	if err := t.m.Act(a); err != nil {
		ctx.Notice = ctx.Loc.T("notice.illegal", "Error", err.Error())
	}
	t.menu.Buttons, t.controls = nil, nil
	t.viewCache = nil // a pass in a window is a decline: no action, another prompt
}

// choose maps the activated button, or a click in a control's zone on the
// table, to that control's action.
func (t *tableScene) choose(in *ui.Input) (engine.Action, bool) {
	if i := t.menu.Update(in); i >= 0 {
		return t.controls[i].Action, true
	}
	if !in.Clicked {
		return engine.Action{}, false
	}
	for _, c := range t.controls {
		if !c.Button.Disabled && c.Zone.W > 0 && c.Zone.Contains(in.X, in.Y) {
			in.Consume()
			return c.Action, true
		}
	}
	return engine.Action{}, false
}

// legalControls disables every control whose action is not among legal, so
// no click, key or zone can take an illegal action.
func legalControls(cs []table.Control, legal []engine.Action) []table.Control {
	for i := range cs {
		if !slices.Contains(legal, cs[i].Action) {
			cs[i].Button.Disabled = true
		}
	}
	return cs
}
