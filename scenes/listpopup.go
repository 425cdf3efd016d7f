package scenes

import (
	"image/color"

	"cardtable/scenes/ui"
)

// listPopup is a list of choices opened from a button (the kind of a
// seat, a player's colour): every choice in sight at once, one tap to
// pick, instead of a button cycling through them. Arrows and Tab move the
// focus, Enter picks, Esc or a tap outside closes it without a choice.
type listPopup struct {
	items []listItem
	menu  ui.Menu
	area  ui.Rect // every column of items, for taps outside
}

// listItem is one choice: its label, a colour chip before it (nil: none),
// and whether it may not be picked now (greyed).
type listItem struct {
	Label    string
	Chip     color.Color
	Disabled bool
}

// Layout of a popup's items.
const (
	popupItemH   = 40.0
	popupGap     = 4.0
	popupPerCol  = 13
	popupTop     = 24.0
	popupBottom  = ui.LogicalH - 24.0
	popupPadding = 8.0
)

// newListPopup lays items out under anchor (above when they do not fit
// below), in columns of up to popupPerCol, with the focus on selected.
func newListPopup(anchor ui.Rect, w float64, items []listItem, selected int) *listPopup {
	p := &listPopup{items: items}
	rows := min(len(items), popupPerCol)
	cols := (len(items) + popupPerCol - 1) / popupPerCol
	h := float64(rows)*(popupItemH+popupGap) - popupGap
	y := anchor.Y + anchor.H + 6
	if y+h > popupBottom {
		y = max(popupTop, anchor.Y-6-h)
	}
	if y+h > popupBottom {
		y = popupBottom - h
	}
	x := anchor.X
	if total := float64(cols)*(w+popupGap) - popupGap; x+total > ui.LogicalW-16 {
		x = ui.LogicalW - 16 - total
	}
	for i, it := range items {
		r := ui.Rect{X: x + float64(i/popupPerCol)*(w+popupGap), Y: y + float64(i%popupPerCol)*(popupItemH+popupGap), W: w, H: popupItemH}
		p.menu.Buttons = append(p.menu.Buttons, &ui.Button{Label: it.Label, R: r, Size: 17, Disabled: it.Disabled})
	}
	p.area = ui.Rect{X: x, Y: y, W: float64(cols)*(w+popupGap) - popupGap, H: h}.Inset(-popupPadding)
	p.menu.Focus = selected
	if selected < 0 || selected >= len(items) || items[selected].Disabled {
		p.menu.Focus = -1
		p.menu.Update(&ui.Input{Intents: []ui.Intent{ui.IntentNext}})
	}
	return p
}

// Update takes this tick's input: the index picked, or -1; closed when
// the popup is done (picked or dismissed). It takes every input while
// open, so nothing under it reacts.
func (p *listPopup) Update(in *ui.Input) (picked int, closed bool) {
	if in.Has(ui.IntentCancel) {
		in.Intents = in.Intents[:0]
		return -1, true
	}
	if in.Clicked && !p.area.Contains(in.X, in.Y) {
		in.Consume()
		return -1, true
	}
	if i := p.menu.Update(in); i >= 0 {
		in.Intents = in.Intents[:0]
		return i, true
	}
	in.Intents = in.Intents[:0]
	return -1, false
}

// Draw dims what is under the popup and paints its items, each chip at the
// left of its item.
func (p *listPopup) Draw(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	c.Panel(k.Shapes, ui.Rect{X: 0, Y: 0, W: ui.LogicalW, H: ui.LogicalH}, 0, color.RGBA{0, 0, 0, 0x70})
	c.Panel(k.Shapes, ui.Rect{X: p.area.X + 4, Y: p.area.Y + 6, W: p.area.W, H: p.area.H}, 14, color.RGBA{0, 0, 0, 0x60})
	c.Panel(k.Shapes, p.area, 14, padColor)
	p.menu.Draw(c, k)
	for i, it := range p.items {
		if it.Chip == nil {
			continue
		}
		r := p.menu.Buttons[i].R
		c.Panel(k.Shapes, ui.Rect{X: r.X + 10, Y: r.Y + 10, W: 20, H: 20}, 10, it.Chip)
	}
}
