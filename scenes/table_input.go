package scenes

import (
	"slices"

	"cardtable/engine"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// humanInput shows the controls of the awaited human decision and applies
// the chosen action. ready says the table shows the position the match is
// in: idle, and no bot acted in this tick (its events are drained only in
// the next one). Until then the decision is not on screen, and a press is
// held for it rather than lost (see pressBuffer).
func (t *tableScene) humanInput(ctx *Ctx, ready bool) {
	in := ctx.In
	t.presses.see(ctx.Tick)
	if ctx.Top() != Scene(t) {
		// A screen opened over the table this tick (round results): it
		// takes the next presses.
		t.presses.clear()
		return
	}
	if !ready {
		if t.menuKey != t.m.Actions() {
			// The controls shown belong to a position that is gone.
			t.menu.Buttons, t.controls = nil, nil
			t.refusal.clear()
		}
		t.presses.hold(in, ctx.Tick)
		return
	}
	seat, legal, ok := t.turn()
	if !ok && len(t.beside) == 0 {
		// A bot decides next: presses held for a human are not for it.
		t.presses.clear()
		t.menu.Buttons, t.controls = nil, nil
		t.turnSeat = engine.NoSeat
		t.refusal.clear()
		return
	}
	if t.menuKey != t.m.Actions() || t.turnSeat != seat {
		t.menuKey, t.turnSeat = t.m.Actions(), seat
		t.buildControls(ctx, legal, 0)
		t.refusal.clear()
	}
	t.refusal.see(ctx.Tick, in, t.controls)
	// The held presses come first, in the order they were made; the first
	// that chooses an action is the only one taken (a key pressed twice
	// while the cards moved acts once).
	hold := holdTicks * max(1, t.animScale(ctx))
	for _, p := range t.presses.take(ctx.Tick, hold, in.X, in.Y) {
		if t.take(ctx, &p, legal) {
			in.Consume()
			return
		}
	}
	t.take(ctx, in, legal)
}

// buildControls asks the presenter for the controls of the human decision
// and of the humans acting beside it, and disables any that carries no
// legal action; focus is the button to focus.
func (t *tableScene) buildControls(ctx *Ctx, legal []engine.Action, focus int) {
	all := legal
	if len(t.beside) > 0 {
		all = slices.Clone(legal)
		for _, b := range t.beside {
			all = append(all, b.Legal...)
		}
	}
	t.controls = legalControls(t.pres.Controls(&ctx.Env, t.frame()), all)
	whyDisabled(ctx, t.controls)
	t.menu = ui.Menu{Buttons: make([]*ui.Button, len(t.controls)), Focus: focus}
	for i, c := range t.controls {
		t.menu.Buttons[i] = c.Button
		if c.Focus && !c.Button.Disabled {
			t.menu.Focus = i
		}
	}
}

// take applies what in chooses: a control's action, or a pick, after which
// the controls are built again with the focus where it was. A press on a
// control that cannot be taken is answered with why (table_refusal.go). It
// reports whether in chose anything.
func (t *tableScene) take(ctx *Ctx, in *ui.Input, legal []engine.Action) bool {
	i, chosen := t.choose(in)
	if !chosen {
		t.refusal.refuse(ctx, in, t.controls)
		return false
	}
	t.refusal.clear()
	if e := t.controls[i].Enter; e != nil && in.Has(ui.IntentConfirm) && !in.Clicked && t.allows(legal, *e) {
		t.act(ctx, *e)
		return true
	}
	if pick := t.controls[i].Pick; pick != nil {
		pick()
		t.buildControls(ctx, legal, t.menu.Focus)
		return true
	}
	t.act(ctx, t.controls[i].Action)
	return true
}

// allows reports whether a is among the legal actions of the decision or
// of the humans beside it.
func (t *tableScene) allows(legal []engine.Action, a engine.Action) bool {
	if slices.Contains(legal, a) {
		return true
	}
	for _, b := range t.beside {
		if slices.Contains(b.Legal, a) {
			return true
		}
	}
	return false
}

// act applies the human's action and hides the controls until the next
// decision is shown.
func (t *tableScene) act(ctx *Ctx, a engine.Action) {
	if err := t.m.Act(a); err != nil {
		ctx.Notice = ctx.Loc.Problem("notice.illegal", err)
	}
	t.menu.Buttons, t.controls = nil, nil
	t.viewCache = nil // a pass in a window is a decline: no action, another prompt
}

// choose maps the activated button, or a click in a control's zone on the
// table, to that control's index.
func (t *tableScene) choose(in *ui.Input) (int, bool) {
	if i := t.menu.Update(in); i >= 0 {
		return i, true
	}
	if !in.Clicked {
		return -1, false
	}
	for i, c := range t.controls {
		if !c.Button.Disabled && c.Zone.W > 0 && c.Zone.Contains(in.X, in.Y) {
			in.Consume()
			return i, true
		}
	}
	return -1, false
}

// legalControls disables every control whose action is not among legal, so
// no click, key or zone can take an illegal action (a pick is a step of
// the presenter's own, not an action).
func legalControls(cs []table.Control, legal []engine.Action) []table.Control {
	for i := range cs {
		if cs[i].Pick == nil && !slices.Contains(legal, cs[i].Action) {
			cs[i].Button.Disabled = true
		}
	}
	return cs
}
