package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// titleScene shows the games as large cards, Continue when an autosave
// exists, and the ways to Settings, Rules and Quit.
type titleScene struct {
	menu     ui.Menu
	games    []string
	cont     int // button indices (-1 when absent)
	settings int
	rules    int
	history  int
	stats    int
	quit     int
	dismiss  *ui.Button
}

func newTitle(ctx *Ctx) *titleScene {
	t := &titleScene{cont: -1, quit: -1, games: Games()}
	t.build(ctx)
	return t
}

func (t *titleScene) build(ctx *Ctx) {
	var bs []*ui.Button
	// Up to three cards stand apart; four close up to fit the screen.
	n := float64(len(t.games))
	gap := 30.0
	if n > 3 {
		gap = 16
	}
	cardW, cardH := min(300, (ui.LogicalW-32-gap*(n-1))/n), titleCardH
	x0 := ui.LogicalW/2 - (n*(cardW+gap)-gap)/2
	for i := range t.games {
		bs = append(bs, &ui.Button{R: ui.Rect{X: x0 + float64(i)*(cardW+gap), Y: 142, W: cardW, H: cardH}})
	}
	var row []*ui.Button
	add := func(id string) int {
		b := &ui.Button{Label: ctx.Loc.T(id), Size: 19}
		bs = append(bs, b)
		row = append(row, b)
		return len(bs) - 1
	}
	if match.HasAutosave(ctx.Store) {
		t.cont = add("title.continue")
		bs[t.cont].Primary = true
		bs[t.cont].Label = continueLabel(ctx, continueW-16, 19)
	}
	t.history = add("history.button")
	t.stats = add("stats.button")
	t.settings = add("title.settings")
	t.rules = add("title.rules")
	if !ctx.Opt.NoQuit {
		t.quit = add("title.quit")
	}
	// Continue is wider: it names the game and the players; the other
	// buttons share what is left of the row.
	contW, others := 0.0, float64(len(row))
	if t.cont >= 0 {
		contW, others = continueW, others-1
	}
	w := min(200, (ui.LogicalW-64-16*float64(len(row)-1)-contW)/others)
	width := func(b *ui.Button) float64 {
		if t.cont >= 0 && b == bs[t.cont] {
			return continueW
		}
		return w
	}
	total := -16.0
	for _, b := range row {
		total += width(b) + 16
	}
	x := ui.LogicalW/2 - total/2
	for _, b := range row {
		b.R = ui.Rect{X: x, Y: 580, W: width(b), H: 52}
		x += width(b) + 16
	}
	focus := 0
	if t.cont >= 0 {
		focus = t.cont
	}
	t.menu = ui.Menu{Buttons: bs, Focus: focus}
	t.dismiss = &ui.Button{Label: ctx.Loc.T("notice.ok"), R: ui.Rect{X: 1010, Y: 664, W: 120, H: 38}, Size: 16}
}

// continueW is the width of the Continue button.
const continueW = 440.0

// continueLabel is Continue naming the game and the players it resumes
// ("Continue DOS · Alice, Ben, 2 bots"), falling back to a count ("· 2
// people, 2 bots"), then to the game alone, then to Continue, as the width
// w at size allows.
func continueLabel(ctx *Ctx, w, size float64) string {
	plain := ctx.Loc.T("title.continue")
	sum, ok := match.PeekAutosave(ctx.Store)
	if !ok || !ctx.Loc.Has(sum.Game+".name") {
		return plain
	}
	game := ctx.Loc.T(sum.Game + ".name")
	var names []string
	bots := 0
	for _, s := range sum.Seats {
		if s.Human {
			names = append(names, s.Name)
		} else {
			bots++
		}
	}
	var named, counted []string
	named = append(named, names...)
	if len(names) > 0 {
		counted = append(counted, ctx.Loc.T("players.people", "Count", len(names)))
	}
	if bots > 0 {
		b := ctx.Loc.T("players.bots", "Count", bots)
		named, counted = append(named, b), append(counted, b)
	}
	sep := ctx.Loc.T("players.sep")
	for _, label := range []string{
		ctx.Loc.T("players.continue_with", "Game", game, "Who", strings.Join(named, sep)),
		ctx.Loc.T("players.continue_with", "Game", game, "Who", strings.Join(counted, sep)),
		ctx.Loc.T("players.continue_game", "Game", game),
	} {
		if ctx.Kit.Fonts.Measure(label, size, true) <= w {
			return label
		}
	}
	return plain
}

// Name is "title".
func (t *titleScene) Name() string { return "title" }

// Update handles the game cards and buttons.
func (t *titleScene) Update(ctx *Ctx) error {
	if ctx.Notice != "" && (t.dismiss.R.Contains(ctx.In.X, ctx.In.Y) && ctx.In.Clicked) {
		ctx.In.Consume()
		ctx.Notice = ""
	}
	i := t.menu.Update(ctx.In)
	switch {
	case i < 0:
		if ctx.In.Has(ui.IntentCancel) && !ctx.Opt.NoQuit {
			return ebiten.Termination
		}
	case i < len(t.games):
		ctx.Switch(newLobby(ctx, t.games[i]))
	case i == t.cont:
		m, err := match.LoadAutosave(ctx.Store, matchOptions(ctx))
		if err != nil || m == nil {
			ctx.Notice = ctx.Loc.T("notice.autosave_corrupt")
			t.build(ctx)
			return nil
		}
		ts, err := newTableScene(ctx, m)
		if err != nil {
			ctx.Notice = ctx.Loc.Problem("notice.start_failed", err)
			t.build(ctx)
			return nil
		}
		ctx.Switch(ts)
	case i == t.history:
		ctx.Switch(newHistory(ctx))
	case i == t.stats:
		ctx.Switch(newStatsScene(ctx, historyEntries(ctx)))
	case i == t.settings:
		ctx.Push(newSettings(ctx))
	case i == t.rules:
		g := currentGame(ctx)
		if t.menu.Focus < len(t.games) {
			g = t.games[t.menu.Focus]
		}
		if g != "" {
			ctx.Push(newRules(ctx, g))
		}
	case i == t.quit:
		return ebiten.Termination
	}
	return nil
}

// Draw paints the logo, the game cards and the buttons.
func (t *titleScene) Draw(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	if t.menu.Buttons[len(t.menu.Buttons)-1].Label != ctx.Loc.T(t.lastID()) {
		t.build(ctx) // the language changed
	}
	c.TextIn(k.Fonts, ctx.Loc.T("app.title"), ui.Rect{X: 0, Y: 30, W: ui.LogicalW, H: 70},
		ui.Style{Size: 58, Bold: true, Color: ui.ColPrimary, Align: ui.Center})
	c.TextIn(k.Fonts, ctx.Loc.T("title.tagline"), ui.Rect{X: 0, Y: 98, W: ui.LogicalW, H: 32},
		ui.Style{Size: 19, Color: ui.ColTextDim, Align: ui.Center})
	for i, g := range t.games {
		t.drawGameCard(ctx, c, g, t.menu.Buttons[i], t.menu.Focus == i)
	}
	for i, b := range t.menu.Buttons[len(t.games):] {
		b.Draw(c, k, t.menu.Focus == i+len(t.games))
	}
	if ctx.Notice != "" {
		r := ui.Rect{X: 140, Y: 654, W: 1000, H: 58}
		c.Panel(k.Shapes, r, 12, ui.ColDanger)
		// Two lines for a notice with its technical detail (a path runs
		// long), centred in the panel.
		st := ui.Style{Size: 16, Bold: true, Color: ui.ColText}
		box := ui.Rect{X: r.X + 16, Y: r.Y + 6, W: r.W - 160, H: r.H - 12}
		const lineH = 21.0
		if n := len(k.Fonts.Wrap(ctx.Notice, st.Size, box.W, st.Bold)); n == 1 {
			box.Y, box.H = r.CY()-st.Size*0.62, st.Size*1.2
		}
		c.TextBox(k.Fonts, ctx.Notice, box, lineH, st)
		t.dismiss.Draw(c, k, false)
	}
}

func (t *titleScene) lastID() string {
	if t.quit >= 0 {
		return "title.quit"
	}
	return "title.rules"
}

func (t *titleScene) drawGameCard(ctx *Ctx, c *ui.Canvas, game string, b *ui.Button, focused bool) {
	k := ctx.Kit
	r := b.R
	if focused {
		r.Y -= 6
	}
	c.Panel(k.Shapes, ui.Rect{X: r.X + 4, Y: r.Y + 8, W: r.W, H: r.H}, 18, ui.RGBA(0, 0, 0, 0x60))
	c.Panel(k.Shapes, r, 18, ui.ColButton)
	art := ui.Rect{X: r.X + 12, Y: r.Y + 12, W: r.W - 24, H: 204}
	if img := ctx.Cards.Art(game, art.W, art.H); img != nil { // nil while rendering
		c.DrawImage(img, art, nil)
	}
	// The name keeps a margin from the card's edges (the longest,
	// "Mèo Nổ Xác Sống", would otherwise touch both).
	text := ui.Rect{X: r.X + titleCardPad, Y: r.Y, W: r.W - 2*titleCardPad}
	c.TextIn(k.Fonts, ctx.Loc.T(game+".name"), ui.Rect{X: text.X, Y: r.Y + 222, W: text.W, H: 40},
		ui.Style{Size: 28, Bold: true, Color: ui.ColTextDark, Align: ui.Center})
	c.TextIn(k.Fonts, players(ctx, game), ui.Rect{X: text.X, Y: r.Y + 262, W: text.W, H: 22},
		ui.Style{Size: 16, Bold: true, Color: ui.RGBA(0x8a, 0x5a, 0x10, 0xff), Align: ui.Center})
	// The pitch has room for four lines, whichever card is focused.
	c.TextBox(k.Fonts, ctx.Loc.T(game+".pitch"), ui.Rect{X: text.X, Y: r.Y + 292, W: text.W, H: titleCardH - 292 - 12},
		titlePitchLineH, ui.Style{Size: 16, Color: ui.ColTextDark, Align: ui.Center})
	if focused {
		c.Outline(k.Shapes, r.Inset(-6), 22, ui.ColFocus)
	}
}

// A game card on the title: its art, name, seat range, and a pitch of up
// to four lines.
const (
	titleCardH      = 392.0
	titleCardPad    = 16.0
	titlePitchLineH = 21.0
)

// players is "1–8 players": the widest seat range the game's descriptor
// allows with any choice of its options.
func players(ctx *Ctx, game string) string {
	r, err := engine.Lookup(game)
	if err != nil {
		return ""
	}
	d := r.Describe()
	lo, hi, err := d.SeatRange(nil)
	if err != nil {
		return ""
	}
	for _, o := range d.Options {
		for _, c := range o.Choices {
			if l, h, err := d.SeatRange(map[string]string{o.Key: c.Value}); err == nil {
				lo, hi = min(lo, l), max(hi, h)
			}
		}
	}
	return ctx.Loc.T("title.players", "Min", lo, "Max", hi)
}
