package kittens

import (
	"image/color"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	kittensart "cardtable/assets/kittens"
	"cardtable/engine/kittens"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// The pickers' panels (the table draws their buttons over them), the dug
// card, the discard pile's popup and the emblems.

// drawPicker paints a picker's panel with its title.
func (p *presenter) drawPicker(env *table.Env, c *ui.Canvas, title string) {
	k := env.Kit
	c.Panel(k.Shapes, ui.Rect{X: pickerRect.X + 4, Y: pickerRect.Y + 6, W: pickerRect.W, H: pickerRect.H}, 16, ui.RGBA(0, 0, 0, 0x70))
	c.Panel(k.Shapes, pickerRect, 16, ui.ColPanelHi)
	c.TextIn(k.Fonts, sentence(title), ui.Rect{X: pickerRect.X + 16, Y: pickerRect.Y + 8, W: pickerRect.W - 32, H: 30},
		ui.Style{Size: 19, Bold: true, Color: ui.ColText, Align: ui.Center})
}

// sentence starts s with a capital: a title may open with a play's name
// written to stand inside a sentence ("một đôi: …").
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// targetTitle is the target picker's title, by what the play does.
func (p *presenter) targetTitle(env *table.Env, v *kittens.View) string {
	l := env.Loc
	top := v.Top()
	if top == nil {
		return ""
	}
	play := itemName(l, *top)
	switch {
	case top.Size == 2:
		return l.T("kittens.pick.target_pair", "Card", play)
	case top.Size >= 3:
		return l.T("kittens.pick.target_three", "Card", play)
	case top.As == kittens.FeedDead:
		return l.T("kittens.pick.target_feed")
	case top.As == kittens.Zombie:
		return l.T("kittens.pick.target_revive")
	}
	return l.T("kittens.pick.target_favor")
}

// drawNamePicker paints the titles a three of a kind may ask for: each a
// small face, outlined when hot.
func (p *presenter) drawNamePicker(env *table.Env, c *ui.Canvas) {
	p.drawPicker(env, c, env.Loc.T("kittens.pick.name"))
	k := env.Kit
	for _, ch := range p.choices {
		r := ch.btn.R
		if ch.btn.Hot() {
			r = r.Inset(-3)
		}
		c.DrawImage(env.Cards.Face(faces{}, idOf(ch.card), env.Loc), r, nil)
		if ch.btn.Hot() {
			c.Outline(k.Shapes, r.Inset(-2), 8, ui.ColPrimary)
		}
	}
}

// drawPlacePicker paints the placement picker: its title, what the viewer
// knows under each slot (a small face), and who draws the top card next.
func (p *presenter) drawPlacePicker(env *table.Env, c *ui.Canvas, f *table.Frame, v *kittens.View) {
	l := env.Loc
	k := env.Kit
	title := l.T("kittens.pick.place")
	if v.Held > 1 {
		title = l.T("kittens.pick.place_more", "Count", v.Held)
	}
	p.drawPicker(env, c, title)
	n := v.DrawSize + 1
	for i := 0; i < n && i < len(p.known); i++ {
		if p.known[i] == kittens.NoCard {
			continue
		}
		// The card known at position i lies between slots i and i+1.
		a, b := slotRect(i, n), slotRect(i+1, n)
		cx := (a.X + a.W + b.X) / 2
		if b.Y != a.Y {
			cx = a.X + a.W + 2
		}
		r := ui.Rect{X: cx - 8, Y: a.Y + a.H + 2, W: 16, H: 22}
		c.DrawImage(env.Cards.Face(faces{}, idOf(p.known[i]), env.Loc), r, nil)
	}
	next := v.Turn
	if v.Owed <= 1 {
		next = v.NextAlive(v.Turn)
	}
	note := l.T("kittens.pick.place_note", "Name", f.Name(next), "Count", v.DrawSize)
	c.TextIn(k.Fonts, note, ui.Rect{X: pickerRect.X + 16, Y: pickerRect.Y + 34, W: pickerRect.W - 32, H: 20},
		ui.Style{Size: 14, Color: ui.ColTextDim, Align: ui.Center})
}

// drawDig shows the digger the top card it is looking at.
func (p *presenter) drawDig(env *table.Env, c *ui.Canvas) {
	if len(p.known) == 0 || p.known[0] == kittens.NoCard {
		return
	}
	k := env.Kit
	q := centrePose(0)
	r := rectOf(q)
	c.Panel(k.Shapes, r.Inset(-12), 14, ui.ColPanelHi)
	c.DrawImage(env.Cards.Face(faces{}, idOf(p.known[0]), env.Loc), r, nil)
	c.TextIn(k.Fonts, env.Loc.T("kittens.ui.dug"), ui.Rect{X: r.X - 80, Y: r.Y + r.H + 14, W: r.W + 160, H: 20},
		ui.Style{Size: 14, Bold: true, Color: ui.ColText, Align: ui.Center})
}

// browseRect is the discard pile's popup: over the seats and the middle
// band, so nothing peeks out beside it.
var browseRect = ui.Rect{X: 12, Y: 50, W: 944, H: 436}

// closeRect is the popup's close button.
func (p *presenter) closeRect() ui.Rect {
	return ui.Rect{X: browseRect.X + browseRect.W - 170, Y: browseRect.Y + 10, W: 156, H: 36}
}

// browseCell is where discarded card i of n lies in the popup, oldest
// first, in rows.
func browseCell(i, n int) ui.Rect {
	const perRow, gap = 17, 4.0
	w := (browseRect.W - 32 - gap*(perRow-1)) / perRow
	h := w * 1.4
	row, col := i/perRow, i%perRow
	return ui.Rect{X: browseRect.X + 16 + float64(col)*(w+gap), Y: browseRect.Y + 58 + float64(row)*(h+6), W: w, H: h}
}

// drawBrowse paints every card of the discard pile, oldest first, those
// still on the reaction stack included (outlined).
func (p *presenter) drawBrowse(env *table.Env, c *ui.Canvas) {
	k := env.Kit
	c.Panel(k.Shapes, ui.Rect{X: browseRect.X + 4, Y: browseRect.Y + 6, W: browseRect.W, H: browseRect.H}, 16, ui.RGBA(0, 0, 0, 0x80))
	c.Panel(k.Shapes, browseRect, 16, ui.ColPanelHi)
	c.TextIn(k.Fonts, env.Loc.T("kittens.ui.browse_title", "Count", len(p.discard)),
		ui.Rect{X: browseRect.X + 16, Y: browseRect.Y + 12, W: browseRect.W - 200, H: 30},
		ui.Style{Size: 19, Bold: true, Color: ui.ColText})
	for i, kc := range p.discard {
		r := browseCell(i, len(p.discard))
		c.DrawImage(env.Cards.Face(faces{}, idOf(kc), env.Loc), r, nil)
		if i < len(p.onStack) && p.onStack[i] {
			c.Outline(k.Shapes, r.Inset(-2), 6, ui.ColPrimary)
		}
	}
}

// emblem is the emblem of card key as an image, made once.
func (p *presenter) emblem(key string, size int) *ebiten.Image {
	if img, ok := p.emblems[key]; ok {
		return img
	}
	if p.emblems == nil {
		p.emblems = map[string]*ebiten.Image{}
	}
	img := ebiten.NewImageFromImage(kittensart.Emblem(key, size))
	p.emblems[key] = img
	return img
}

// cardAt is the face-up card under the logical point, topmost first: the
// popup's cards, the titles to name, the hand, the stack, the kittens held
// and the dead's, the pile as the viewer knows it, the top discard.
func (p *presenter) cardAt(x, y float64, mine bool) (kittens.Card, bool) {
	in := func(q table.Pose) bool {
		return q.Face >= 0.5 && x >= q.X && x < q.X+q.W && y >= q.Y && y < q.Y+q.H
	}
	if p.browse && mine {
		for i := len(p.discard) - 1; i >= 0; i-- {
			if browseCell(i, len(p.discard)).Contains(x, y) {
				return p.discard[i], true
			}
		}
		if browseRect.Contains(x, y) {
			return kittens.NoCard, false
		}
	}
	if mine {
		for _, ch := range p.choices {
			if ch.btn.R.Contains(x, y) {
				return ch.card, true
			}
		}
	}
	for i := len(p.hand) - 1; i >= 0; i-- {
		if in(p.hand[i].Pose) {
			return kindOf(p.hand[i].Card), true
		}
	}
	for _, sp := range p.held {
		if in(sp.Pose) {
			return kittens.Exploding, true
		}
	}
	for i := len(p.stack) - 1; i >= 0; i-- {
		sh := &p.stack[i]
		for j := len(sh.nopes) - 1; j >= 0; j-- {
			if in(sh.nopes[j].Pose) {
				return kindOf(sh.nopes[j].Card), true
			}
		}
		for j := len(sh.cards) - 1; j >= 0; j-- {
			if in(sh.cards[j].Pose) {
				return kindOf(sh.cards[j].Card), true
			}
		}
	}
	for _, st := range p.seats {
		if st.kitten != nil && in(st.kitten.Pose) {
			return kittens.Exploding, true
		}
	}
	for i := 0; i < 3 && i < len(p.known); i++ {
		if p.known[i] != kittens.NoCard && in(knownPose(i)) {
			return p.known[i], true
		}
	}
	if top, n := p.visibleTop(); n > 0 && discRect.Contains(x, y) {
		return top, true
	}
	return kittens.NoCard, false
}

// handAt is the index of the hand card under the logical point, topmost
// first (-1 for none), as cardAt finds it.
func (p *presenter) handAt(x, y float64) int {
	for i := len(p.hand) - 1; i >= 0; i-- {
		q := p.hand[i].Pose
		if q.Face >= 0.5 && x >= q.X && x < q.X+q.W && y >= q.Y && y < q.Y+q.H {
			return i
		}
	}
	return -1
}

// drawTooltip shows the name and text of the card under the pointer (or
// under a finger held on it); for a hand card the viewer cannot use now,
// why not (the reason a press on it gives).
func (p *presenter) drawTooltip(env *table.Env, c *ui.Canvas, f *table.Frame, v *kittens.View, mine bool) {
	in := env.In
	card, ok := p.cardAt(in.X, in.Y, mine)
	if p.picking(v, mine) && pickerRect.Contains(in.X, in.Y) {
		// The cards under a picker are not drawn: only its own faces tell.
		ok = ok && slices.ContainsFunc(p.choices, func(ch choice) bool { return ch.btn.R.Contains(in.X, in.Y) })
	}
	if !ok {
		return
	}
	tip := table.CardTip{Name: cardName(env.Loc, card), Text: cardText(env.Loc, card), W: 330,
		NameColour: color.RGBA{0x3a, 0x1e, 0x4e, 0xff}, Edge: kittensart.Colour(card.Key())}
	if mine {
		if i := p.handAt(in.X, in.Y); i >= 0 && kindOf(p.hand[i].Card) == card {
			tip.Why = p.tipWhy(env.Loc, f, v, i)
		}
	}
	table.DrawCardTip(c, env, &p.stage, tip)
}
