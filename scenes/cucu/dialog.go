package cucu

import (
	"cardtable/engine/cucu"
	"cardtable/locales"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// drawDialog paints the Inn's dialog (CU-4.7) over the middle of the
// table: the Inn's face and what each choice does, for whoever decides —
// the asker at the Inn (withdraw or ask for cover) or the innkeeper asked
// for cover (accept or refuse), answering without seeing the asker's card.
// The other seats see the question being decided, without buttons.
func (p *presenter) drawDialog(env *table.Env, c *ui.Canvas, f *table.Frame, v *cucu.View) {
	k := env.Kit
	l := env.Loc
	r := p.dialogRect()
	asker, keeper := f.Name(v.Turn), f.Name(v.Innkeeper)
	deciding := f.Turn.OK && f.Turn.Seat == v.ToAct && v.ToAct == v.Seat
	title, body := dialogTexts(l, v.Phase, deciding, asker, keeper)
	inn := cardColour(cucu.Inn)
	c.Panel(k.Shapes, ui.Rect{X: r.X + 3, Y: r.Y + 6, W: r.W, H: r.H}, 16, ui.RGBA(0, 0, 0, 0x70))
	c.Panel(k.Shapes, r, 16, ui.ColPanelHi)
	c.Outline(k.Shapes, r, 16, inn)
	face := p.dialogFace()
	c.DrawImage(env.Cards.Face(faces{}, int(cucu.Inn), l), face, nil)
	x := face.X + face.W + 16
	w := r.X + r.W - 16 - x
	y := r.Y + 14
	for _, s := range k.Fonts.Wrap(title, 18, w, true) {
		c.Text(k.Fonts, s, x, y, ui.Style{Size: 18, Bold: true, Color: ui.ColText})
		y += 24
	}
	y += 4
	bottom := r.Y + r.H - 8
	if deciding {
		bottom = p.dialogButton(0).Y - 6
	}
	for _, para := range body {
		for _, s := range k.Fonts.Wrap(para, 14, w, false) {
			if y+18 > bottom {
				return
			}
			c.Text(k.Fonts, s, x, y, ui.Style{Size: 14, Color: ui.ColTextDim})
			y += 18
		}
		y += 4
	}
}

// dialogTexts are the dialog's title and paragraphs in phase: the
// decider's own question, or, for everyone else, what is being decided.
func dialogTexts(l *locales.Localizer, phase cucu.Phase, deciding bool, asker, keeper string) (string, []string) {
	names := []any{"Asker", asker, "Innkeeper", keeper}
	switch {
	case phase == cucu.PhaseInn && deciding:
		return l.T("cucu.ui.inn.asker_title", names...),
			[]string{l.T("cucu.ui.inn.asker_withdraw", names...), l.T("cucu.ui.inn.asker_cover", names...)}
	case phase == cucu.PhaseInn:
		return l.T("cucu.ui.inn.watch_inn", names...),
			[]string{l.T("cucu.ui.inn.watch_inn_text", names...)}
	case deciding:
		return l.T("cucu.ui.inn.keeper_title", names...),
			[]string{l.T("cucu.ui.inn.keeper_accept", names...), l.T("cucu.ui.inn.keeper_refuse", names...)}
	}
	return l.T("cucu.ui.inn.watch_cover", names...), []string{l.T("cucu.ui.inn.watch_cover_text", names...)}
}
