package scenes

import (
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// refusalTicks is how long the reason for a refused press stays up: long
// enough to read a line twice.
const refusalTicks = 150

// hoverTicks is how long the pointer rests on a greyed button before its
// reason shows: a pointer passing over it shows nothing.
const hoverTicks = 30

// refusal answers a press on a control that cannot be taken now (a click
// or tap on a greyed button or a dimmed card, or the key of a greyed
// button) with the control's one-line reason (table.Control.Why), shown
// beside the control for a couple of seconds, and shows the reason of a
// greyed button the pointer rests on. Every game's controls get it the
// same way: the presenter says why, the table shows it.
type refusal struct {
	text  string
	at    ui.Rect // the place pressed: the button, or its zone on the table
	until int     // the tick the note goes
	now   int     // the last tick the table took input

	hovered    int // 1 + the index of the greyed button under the pointer, 0 none
	hoverSince int
}

// whyDisabled gives every disabled control without a reason of its own
// the general one, so nothing greyed is left unexplained.
func whyDisabled(ctx *Ctx, cs []table.Control) {
	for i := range cs {
		if cs[i].Button.Disabled && cs[i].Why == "" {
			cs[i].Why = ctx.Loc.T("table.why.not_now")
		}
	}
}

// refuse shows the reason of the disabled control in pressed, if any, and
// reports whether it did (the press is then spent on it). A click lands on
// the topmost control drawn, the last listed.
func (r *refusal) refuse(ctx *Ctx, in *ui.Input, cs []table.Control) bool {
	for i := len(cs) - 1; i >= 0; i-- {
		c := cs[i]
		if !c.Button.Disabled || c.Why == "" {
			continue
		}
		at, hit := c.Button.R, false
		switch {
		case in.Clicked && c.Button.R.Contains(in.X, in.Y):
			hit = true
		case in.Clicked && c.Zone.W > 0 && c.Zone.Contains(in.X, in.Y):
			at, hit = c.Zone, true
		case c.Button.KeyPressed(in):
			hit = true
		}
		if hit {
			in.Consume()
			r.show(ctx.Tick, c.Why, at)
			return true
		}
	}
	return false
}

// show puts text up beside at from tick on.
func (r *refusal) show(tick int, text string, at ui.Rect) {
	r.text, r.at, r.until = text, at, tick+refusalTicks
}

// clear takes the note down (the decision changed, or a press was taken).
func (r *refusal) clear() { r.text, r.hovered = "", 0 }

// see follows the pointer over the greyed buttons of cs at tick: the one it
// rests on, since when. A card's reason is in the presenter's own tooltip.
func (r *refusal) see(tick int, in *ui.Input, cs []table.Control) {
	r.now = tick
	over := 0
	for i, c := range cs {
		if c.Button.Disabled && !c.Button.Bare && c.Why != "" && c.Button.R.Contains(in.X, in.Y) {
			over = i + 1
		}
	}
	if over != r.hovered {
		r.hovered, r.hoverSince = over, tick
	}
}

// animating reports whether the note is up or a hover is about to show
// one: the table must repaint to put it up and take it down.
func (r *refusal) animating() bool {
	return (r.text != "" && r.now <= r.until) || (r.hovered > 0 && r.now <= r.hoverSince+hoverTicks)
}

// drawRefusal paints the note of the last refused press while it lasts,
// else the reason of the greyed button the pointer rests on.
func (t *tableScene) drawRefusal(ctx *Ctx, c *ui.Canvas) {
	r := &t.refusal
	if r.text != "" && ctx.Tick <= r.until {
		table.DrawWhy(c, ctx.Kit, r.text, r.at)
		return
	}
	if r.hovered > 0 && r.hovered <= len(t.controls) && ctx.Tick >= r.hoverSince+hoverTicks {
		ctl := t.controls[r.hovered-1]
		table.DrawWhy(c, ctx.Kit, ctl.Why, ctl.Button.R)
	}
}
