package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// quickRefScene is a game's quick reference, opened from the pause menu:
// the turn in numbered steps on the left, each kind of card on the right
// (its face, name and one-line effect), a page at a time. A card chosen
// (tap, click, Enter) is shown large with its full text; Esc or Back
// returns to the page, then to the pause menu.
type quickRefScene struct {
	game  string
	ref   table.QuickRef
	page  int
	large int // the entry shown large, -1 for none
	menu  ui.Menu
	lang  string
}

// The layout (logical units): the sheet, the turn's column, the cards'
// grid of two columns, the large card.
var (
	qrSheet    = ui.Rect{X: 20, Y: 14, W: 1240, H: 692}
	qrTurn     = ui.Rect{X: 48, Y: 128, W: 352, H: 496}
	qrGrid     = ui.Rect{X: 424, Y: 128, W: 812, H: 496}
	qrLargeImg = ui.Rect{X: 110, Y: 112, W: 340, H: 476}
	qrLargeTxt = ui.Rect{X: 500, Y: 180, W: 690, H: 420}
)

const (
	qrCols     = 2
	qrMinRows  = 3
	qrCellGap  = 8.0
	qrMaxCellH = 150.0
)

// Sizes of the texts.
const (
	qrStepSize, qrStepLine = 16.0, 21.0
	qrNameSize             = 17.0
	qrEffSize, qrEffLine   = 14.0, 18.0
	qrFullSize, qrFullLine = 19.0, 27.0
)

// newQuickRef is the quick reference of game; ok is false when the game
// has none.
func newQuickRef(ctx *Ctx, game string) (*quickRefScene, bool) {
	ref, ok := table.QuickRefOf(game)
	if !ok || len(ref.Pages) == 0 {
		return nil, false
	}
	q := &quickRefScene{game: game, ref: ref, large: -1}
	q.build(ctx)
	return q, true
}

// Name is "quickref".
func (q *quickRefScene) Name() string { return "quickref" }

// qrCell is where entry i of a page of n lies: a page of few cards gets
// taller rows (up to qrMaxCellH), so their faces are drawn larger.
func qrCell(i, n int) ui.Rect {
	rows := max(qrMinRows, (n+qrCols-1)/qrCols)
	w := (qrGrid.W - qrCellGap*(qrCols-1)) / qrCols
	h := min(qrMaxCellH, (qrGrid.H-qrCellGap*float64(rows-1))/float64(rows))
	col, row := i%qrCols, i/qrCols
	return ui.Rect{X: qrGrid.X + float64(col)*(w+qrCellGap), Y: qrGrid.Y + float64(row)*(h+qrCellGap), W: w, H: h}
}

// build lays out the buttons of what is shown: the page's cards (bare:
// the scene paints them) and Previous, Back, Next; or, with a card shown
// large, Back alone.
func (q *quickRefScene) build(ctx *Ctx) {
	q.lang = ctx.Loc.Lang()
	l := ctx.Loc
	back := &ui.Button{Label: l.T("quickref.back"), Primary: true, Size: 20, KeyHint: "Esc"}
	var bs []*ui.Button
	if q.large < 0 {
		for i := range q.ref.Pages[q.page] {
			bs = append(bs, &ui.Button{Bare: true, R: qrCell(i, len(q.ref.Pages[q.page]))})
		}
	}
	bs = append(bs, back)
	back.R = ui.Rect{X: ui.LogicalW/2 - 100, Y: 640, W: 200, H: 50}
	if q.large < 0 && len(q.ref.Pages) > 1 {
		prev := &ui.Button{Label: l.T("quickref.prev"), Size: 20, Keys: []ebiten.Key{ebiten.KeyArrowLeft, ebiten.KeyPageUp},
			R: ui.Rect{X: back.R.X - 240, Y: 640, W: 220, H: 50}, Disabled: q.page == 0}
		next := &ui.Button{Label: l.T("quickref.next"), Size: 20, Keys: []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyPageDown},
			R: ui.Rect{X: back.R.X + back.R.W + 20, Y: 640, W: 220, H: 50}, Disabled: q.page == len(q.ref.Pages)-1}
		bs = append(bs, prev, next)
	}
	focus := 0
	if q.large >= 0 {
		focus = 0
	} else if q.menu.Focus >= 0 && q.menu.Focus < len(bs) {
		focus = q.menu.Focus
	}
	q.menu = ui.Menu{Buttons: bs, Focus: focus}
}

// cards is the number of card buttons shown (none with a card large).
func (q *quickRefScene) cards() int {
	if q.large >= 0 {
		return 0
	}
	return len(q.ref.Pages[q.page])
}

// Update turns pages, opens and closes the large card, and leaves.
func (q *quickRefScene) Update(ctx *Ctx) error {
	if q.lang != ctx.Loc.Lang() {
		q.build(ctx)
	}
	in := ctx.In
	if in.Has(ui.IntentCancel) {
		q.back(ctx)
		return nil
	}
	i := q.menu.Update(in)
	n := q.cards()
	switch {
	case i < 0:
	case i < n:
		q.large = i
		q.build(ctx)
	case i == n:
		q.back(ctx)
	case i == n+1:
		q.turn(ctx, -1)
	case i == n+2:
		q.turn(ctx, 1)
	}
	return nil
}

// back closes the large card, or the quick reference.
func (q *quickRefScene) back(ctx *Ctx) {
	if q.large >= 0 {
		focus := q.large
		q.large = -1
		q.build(ctx)
		q.menu.Focus = focus
		return
	}
	ctx.Pop()
}

// turn goes d pages on, keeping the focus on the button that turned.
func (q *quickRefScene) turn(ctx *Ctx, d int) {
	p := q.page + d
	if p < 0 || p >= len(q.ref.Pages) {
		return
	}
	q.page = p
	q.menu.Focus = -1
	q.build(ctx)
	n := len(q.ref.Pages[p])
	q.menu.Focus = n + 2 // Next
	if d < 0 {
		q.menu.Focus = n + 1
	}
	if q.menu.Buttons[q.menu.Focus].Disabled {
		q.menu.Focus = n
	}
}

var (
	qrPaper = ui.RGBA(0xf6, 0xf0, 0xe2, 0xff)
	qrCard  = ui.RGBA(0xfd, 0xfa, 0xf2, 0xff)
	qrInk   = ui.RGBA(0x7a, 0x3b, 0x0c, 0xff)
)

// Draw paints the sheet: the page, or the card shown large.
func (q *quickRefScene) Draw(ctx *Ctx, c *ui.Canvas) {
	if q.lang != ctx.Loc.Lang() {
		q.build(ctx)
	}
	k, l := ctx.Kit, ctx.Loc
	c.Panel(k.Shapes, qrSheet, 18, qrPaper)
	title := l.T("quickref.title", "Game", l.T(q.game+".name"))
	if len(q.ref.Pages) > 1 && q.large < 0 {
		title = l.T("quickref.title_page", "Game", l.T(q.game+".name"), "Page", q.page+1, "Pages", len(q.ref.Pages))
	}
	c.TextIn(k.Fonts, title, ui.Rect{X: qrSheet.X, Y: 26, W: qrSheet.W, H: 50},
		ui.Style{Size: 32, Bold: true, Color: qrInk, Align: ui.Center})
	faces, _ := table.FacesOf(q.game)
	if q.large >= 0 {
		q.drawLarge(ctx, c, faces, q.ref.Pages[q.page][q.large])
	} else {
		q.drawTurn(ctx, c)
		q.drawCards(ctx, c, faces)
	}
	q.menu.Draw(c, k)
}

// drawTurn paints the turn's numbered steps.
func (q *quickRefScene) drawTurn(ctx *Ctx, c *ui.Canvas) {
	k, l := ctx.Kit, ctx.Loc
	c.TextIn(k.Fonts, l.T("quickref.turn"), ui.Rect{X: qrTurn.X, Y: 84, W: qrTurn.W, H: 36},
		ui.Style{Size: 22, Bold: true, Color: qrInk})
	y := qrTurn.Y
	for i, id := range q.ref.Turn {
		c.Text(k.Fonts, l.T("quickref.step", "N", i+1), qrTurn.X, y, ui.Style{Size: qrStepSize, Bold: true, Color: qrInk})
		box := ui.Rect{X: qrTurn.X + 28, Y: y, W: qrTurn.W - 28, H: qrTurn.Y + qrTurn.H - y}
		n := c.TextBox(k.Fonts, l.T(id), box, qrStepLine, ui.Style{Size: qrStepSize, Color: ui.ColTextDark})
		y += float64(n)*qrStepLine + 12
	}
}

// drawCards paints the page's cards: face, name, effect.
func (q *quickRefScene) drawCards(ctx *Ctx, c *ui.Canvas, faces table.Faces) {
	k, l := ctx.Kit, ctx.Loc
	c.TextIn(k.Fonts, l.T("quickref.cards"), ui.Rect{X: qrGrid.X, Y: 84, W: qrGrid.W, H: 36},
		ui.Style{Size: 22, Bold: true, Color: qrInk})
	cards := q.ref.Pages[q.page]
	for i, e := range cards {
		r := qrCell(i, len(cards))
		c.Panel(k.Shapes, r, 10, qrCard)
		fh := r.H - 12
		fw := fh * table.CardW / table.CardH
		face := ui.Rect{X: r.X + 8, Y: r.CY() - fh/2, W: fw, H: fh}
		if faces != nil {
			c.DrawImage(ctx.Cards.Face(faces, e.Face, l), face, nil)
		}
		tx := face.X + face.W + 12
		tw := r.X + r.W - 10 - tx
		c.TextIn(k.Fonts, l.T(e.Name), ui.Rect{X: tx, Y: r.Y + 6, W: tw, H: 24},
			ui.Style{Size: qrNameSize, Bold: true, Color: qrInk})
		c.TextBox(k.Fonts, l.T(e.Effect), ui.Rect{X: tx, Y: r.Y + 32, W: tw, H: r.H - 36}, qrEffLine,
			ui.Style{Size: qrEffSize, Color: ui.ColTextDark})
	}
}

// drawLarge paints entry e's card large, redrawn at that size, with its
// name and full text.
func (q *quickRefScene) drawLarge(ctx *Ctx, c *ui.Canvas, faces table.Faces, e table.QuickCard) {
	k, l := ctx.Kit, ctx.Loc
	if faces != nil {
		c.DrawImage(ctx.Cards.FaceAt(faces, e.Face, qrLargeImg.W, qrLargeImg.H, l), qrLargeImg, nil)
	}
	c.TextIn(k.Fonts, l.T(e.Name), ui.Rect{X: qrLargeTxt.X, Y: 112, W: qrLargeTxt.W, H: 48},
		ui.Style{Size: 30, Bold: true, Color: qrInk})
	c.TextBox(k.Fonts, l.T(e.Text), qrLargeTxt, qrFullLine, ui.Style{Size: qrFullSize, Color: ui.ColTextDark})
}
