package scenes

import (
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// pauseScene is the in-game menu: resume, rules, the game's quick
// reference, settings, back to title (the match stays in the autosave and
// Continue resumes it).
type pauseScene struct {
	t    *tableScene
	menu ui.Menu
}

func newPause(ctx *Ctx, t *tableScene) *pauseScene {
	p := &pauseScene{t: t}
	p.build(ctx)
	return p
}

func (p *pauseScene) build(ctx *Ctx) {
	ids := []string{"pause.resume", "pause.rules", "pause.quickref", "pause.settings", "pause.to_title"}
	var bs []*ui.Button
	for _, id := range ids {
		bs = append(bs, &ui.Button{Label: ctx.Loc.T(id), Size: 20})
	}
	bs[0].Primary = true
	if _, ok := table.QuickRefOf(p.t.game); !ok {
		bs[2].Disabled = true
	}
	ui.Column(ui.LogicalW/2, 216, 320, 54, 16, bs...)
	p.menu = ui.Menu{Buttons: bs, Focus: p.menu.Focus}
}

// Name is "pause".
func (p *pauseScene) Name() string { return "pause" }

// Update handles the menu; Esc resumes.
func (p *pauseScene) Update(ctx *Ctx) error {
	if ctx.In.Has(ui.IntentCancel) {
		ctx.Pop()
		return nil
	}
	switch p.menu.Update(ctx.In) {
	case 0:
		ctx.Pop()
	case 1:
		ctx.Push(newRulesFor(ctx, p.t.game, p.t.m.Setup().Options))
	case 2:
		if q, ok := newQuickRef(ctx, p.t.game); ok {
			ctx.Push(q)
		}
	case 3:
		ctx.Push(newSettings(ctx))
	case 4:
		p.t.Close()
		ctx.Switch(newTitle(ctx))
	}
	return nil
}

// Draw paints the menu over the dimmed table.
func (p *pauseScene) Draw(ctx *Ctx, c *ui.Canvas) {
	if p.menu.Buttons[0].Label != ctx.Loc.T("pause.resume") {
		p.build(ctx)
	}
	k := ctx.Kit
	c.Panel(k.Shapes, ui.Rect{X: 440, Y: 120, W: 400, H: 470}, 18, ui.ColPanelHi)
	c.TextIn(k.Fonts, ctx.Loc.T("pause.title"), ui.Rect{X: 440, Y: 140, W: 400, H: 50},
		ui.Style{Size: 32, Bold: true, Color: ui.ColText, Align: ui.Center})
	p.menu.Draw(c, k)
}
