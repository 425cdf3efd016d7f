package scenes

import (
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/records"
	"cardtable/records/stats"
	"cardtable/scenes/ui"
)

// historyScene lists every finished match kept, newest first, filterable
// by game and by player. Thousands of matches stay quick: filtering makes
// a list of indices once per change, and only the rows in view are laid
// out and drawn (their texts cached by match). A click on a row replays
// the match; Export writes the whole history as one file, and a file
// dropped on the window while the screen is open is imported.
type historyScene struct {
	all     []records.Entry // newest first
	shown   []int           // indices into all that pass the filters
	games   []string        // "" then each game in the history
	people  []stats.Person  // everyone in the history, by name
	game    int             // index in games
	person  int             // 0: everyone, else people[person-1]
	view    ui.Scroll
	rows    map[int]historyRow // texts of the rows laid out, by index in all
	images  rowImages          // the rows painted, by index in all
	rowLang string
	hover   int // index in shown under the pointer, -1 for none
	note    string
	noteBad bool

	menu                                    ui.Menu
	gameBtn, personBtn, statsBtn, exportBtn *ui.Button
	backBtn                                 *ui.Button
}

// historyRow is one match's texts as its row shows them.
type historyRow struct {
	date, game, seats, winners string
	seatSize                   float64 // the seats' text size, one of historySeatSizes
}

// historySeatSizes are the sizes a row's seats may take to fit: a few
// fixed ones, so scrolling never makes a font size of its own (each new
// size rasterizes its glyphs afresh, a frame's worth of time).
var historySeatSizes = []float64{15, 13, 11}

// The list's place and its rows' height.
var historyList = ui.Rect{X: 40, Y: 170, W: 1200, H: 470}

const historyRowH = 44.0

func newHistory(ctx *Ctx) *historyScene {
	h := &historyScene{hover: -1}
	h.load(ctx)
	h.build(ctx)
	return h
}

// load reads the history and lists its games and people.
func (h *historyScene) load(ctx *Ctx) {
	all := historyEntries(ctx)
	h.all = all
	seen := map[string]bool{}
	keys := map[string]int{}
	h.games, h.people = []string{""}, nil
	for _, m := range all { // newest first: a player goes by their latest name
		if !seen[m.Game] {
			seen[m.Game] = true
			h.games = append(h.games, m.Game)
		}
		for _, s := range m.Seats {
			if p, ok := stats.PersonOf(s); ok {
				if _, ok := keys[p.Key()]; !ok {
					keys[p.Key()] = len(h.people)
					h.people = append(h.people, p)
				}
			}
		}
	}
	slices.Sort(h.games[1:])
	slices.SortFunc(h.people, func(a, b stats.Person) int {
		return strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name))
	})
	h.game, h.person = min(h.game, len(h.games)-1), min(h.person, len(h.people))
	h.filter()
}

// filter lists the matches that pass the filters and scrolls to the top.
func (h *historyScene) filter() {
	h.shown = h.shown[:0]
	game := h.games[h.game]
	key := ""
	if h.person > 0 {
		key = h.people[h.person-1].Key()
	}
	for i := range h.all {
		m := &h.all[i]
		if game != "" && m.Game != game {
			continue
		}
		if key != "" && !slices.ContainsFunc(m.Seats, func(s records.Seat) bool {
			p, ok := stats.PersonOf(s)
			return ok && p.Key() == key
		}) {
			continue
		}
		h.shown = append(h.shown, i)
	}
	h.view = ui.Scroll{Content: float64(len(h.shown)) * historyRowH}
}

func (h *historyScene) build(ctx *Ctx) {
	l := ctx.Loc
	mk := func(label string, x, w float64) *ui.Button {
		return &ui.Button{Label: label, R: ui.Rect{X: x, Y: 84, W: w, H: 44}, Size: 17}
	}
	gameName := l.T("history.all_games")
	if g := h.games[h.game]; g != "" {
		gameName = l.T(g + ".name")
	}
	personName := l.T("history.all_players")
	if h.person > 0 {
		personName = h.people[h.person-1].Name
	}
	h.gameBtn = mk(l.T("history.filter_game", "Game", gameName), 40, 280)
	h.personBtn = mk(l.T("history.filter_player", "Name", personName), 336, 320)
	h.statsBtn = mk(l.T("history.stats"), 760, 150)
	h.exportBtn = mk(l.T("history.export"), 922, 150)
	h.backBtn = mk(l.T("history.back"), 1084, 156)
	h.backBtn.KeyHint = "Esc"
	focus := h.menu.Focus
	h.menu = ui.Menu{Buttons: []*ui.Button{h.gameBtn, h.personBtn, h.statsBtn, h.exportBtn, h.backBtn}, Focus: focus}
}

// Name is "history".
func (h *historyScene) Name() string { return "history" }

// Update takes the filters, the scrolling, a click on a row and a file
// dropped on the window.
func (h *historyScene) Update(ctx *Ctx) error {
	in := ctx.In
	if in.Has(ui.IntentCancel) {
		ctx.Switch(newTitle(ctx))
		return nil
	}
	h.importDropped(ctx)
	open := h.listKeys(in)
	switch h.menu.Update(in) {
	case 0:
		h.game = (h.game + 1) % len(h.games)
		h.filter()
		h.build(ctx)
	case 1:
		h.person = (h.person + 1) % (len(h.people) + 1)
		h.filter()
		h.build(ctx)
	case 2:
		ctx.Switch(newStatsScene(ctx, h.all))
		return nil
	case 3:
		h.export(ctx)
	case 4:
		ctx.Switch(newTitle(ctx))
		return nil
	}
	h.view.Update(in, historyList, true)
	under := -1
	if historyList.Contains(in.X, in.Y) {
		if i := int((in.Y - historyList.Y + h.view.Offset) / historyRowH); i >= 0 && i < len(h.shown) {
			under = i
		}
	}
	if in.Moved || in.Wheel != 0 || in.DragDY != 0 {
		h.hover = under
	}
	if under >= 0 && in.Clicked {
		in.Consume()
		h.replay(ctx, h.all[h.shown[under]])
	} else if open && h.hover >= 0 && h.hover < len(h.shown) {
		h.replay(ctx, h.all[h.shown[h.hover]])
	}
	return nil
}

// listKeys takes the list's keys before the buttons see them: Up and Down
// move the row chosen, the list scrolling to keep it in view (not the
// buttons' focus), and Enter on a chosen row opens it (reported).
func (h *historyScene) listKeys(in *ui.Input) (open bool) {
	move := 0
	for _, k := range in.Keys {
		switch k {
		case ebiten.KeyArrowDown:
			move++
		case ebiten.KeyArrowUp:
			move--
		}
	}
	if move != 0 && len(h.shown) > 0 {
		in.Keys = slices.DeleteFunc(in.Keys, func(k ebiten.Key) bool { return k == ebiten.KeyArrowDown || k == ebiten.KeyArrowUp })
		in.Intents = slices.DeleteFunc(in.Intents, func(i ui.Intent) bool { return i == ui.IntentNext || i == ui.IntentPrev })
		if h.hover < 0 { // the first key chooses the first row in full view
			h.hover, move = int(h.view.Offset/historyRowH+0.999), 0
		}
		h.hover = max(0, min(len(h.shown)-1, h.hover+move))
		top := float64(h.hover) * historyRowH
		h.view.Offset = max(min(h.view.Offset, top), top+historyRowH-historyList.H)
		h.view.Clamp(historyList.H)
		h.menu.Focus = -1 // Enter opens the row now, not a button
	}
	if h.hover >= 0 && h.menu.Focus < 0 && in.Has(ui.IntentConfirm) {
		in.Intents = slices.DeleteFunc(in.Intents, func(i ui.Intent) bool { return i == ui.IntentConfirm })
		return true
	}
	return false
}

// replay opens e's match on the table; Close comes back here.
func (h *historyScene) replay(ctx *Ctx, e records.Entry) {
	m, err := ctx.History.Match(e)
	if err != nil {
		h.note, h.noteBad = ctx.Loc.Problem("history.replay_failed", err), true
		return
	}
	names := make([]string, len(m.Seats))
	for i, s := range m.Seats {
		names[i] = s.Name
	}
	rs, err := newReplay(ctx, m.Save, names, func(ctx *Ctx) Scene { return h })
	if err != nil {
		h.note, h.noteBad = ctx.Loc.Problem("history.replay_failed", err), true
		return
	}
	ctx.Switch(rs)
}

// Draw paints the filters, the rows in view and the line of the last
// export or import.
func (h *historyScene) Draw(ctx *Ctx, c *ui.Canvas) {
	k, l := ctx.Kit, ctx.Loc
	if h.backBtn.Label != l.T("history.back") {
		h.build(ctx) // the language changed
	}
	c.TextIn(k.Fonts, l.T("history.title"), ui.Rect{X: 40, Y: 20, W: 600, H: 54},
		ui.Style{Size: 40, Bold: true, Color: ui.ColPrimary})
	c.TextIn(k.Fonts, l.T("history.count", "Shown", l.Number(float64(len(h.shown)), 0), "Total", l.Number(float64(len(h.all)), 0)),
		ui.Rect{X: 640, Y: 30, W: 600, H: 40}, ui.Style{Size: 18, Color: ui.ColTextDim, Align: ui.Right})
	h.menu.Draw(c, k)
	c.Panel(k.Shapes, historyList.Inset(-6), 12, ui.ColPanel)
	head := ui.Style{Size: 15, Bold: true, Color: ui.ColTextDim}
	cols := historyCols()
	for i, id := range []string{"history.col_date", "history.col_game", "history.col_seats", "history.col_winners"} {
		c.TextIn(k.Fonts, l.T(id), ui.Rect{X: cols[i].X, Y: historyList.Y - 26, W: cols[i].W, H: 20}, head)
	}
	if len(h.shown) == 0 {
		msg := l.T("history.empty")
		if len(h.all) > 0 {
			msg = l.T("history.none_match")
		}
		c.TextIn(k.Fonts, msg, historyList, ui.Style{Size: 20, Color: ui.ColTextDim, Align: ui.Center})
	}
	h.drawRows(ctx, c)
	note, col := h.note, color.Color(ui.ColTextDim)
	if note == "" {
		note = l.T("history.import_hint")
	} else if h.noteBad {
		col = ui.ColDanger
	} else {
		col = ui.ColGood
	}
	c.TextIn(k.Fonts, note, ui.Rect{X: 40, Y: 656, W: 1200, H: 40}, ui.Style{Size: 17, Bold: true, Color: col})
}

// historyCols are the columns' places: date, game, seats, winners.
func historyCols() [4]ui.Rect {
	x, w := historyList.X+12, historyList.W-24
	return [4]ui.Rect{{X: x, W: 150}, {X: x + 158, W: 176}, {X: x + 344, W: w - 344 - 250}, {X: x + w - 240, W: 240}}
}

// drawRows lays out and paints only the rows in view, each from its
// image (history_rows.go).
func (h *historyScene) drawRows(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	if h.rowLang != ctx.Loc.Lang() || h.rows == nil {
		h.rows, h.rowLang = map[int]historyRow{}, ctx.Loc.Lang()
		h.images.reset()
	}
	first := int(h.view.Offset / historyRowH)
	last := min(len(h.shown), int((h.view.Offset+historyList.H)/historyRowH)+1)
	h.images.begin(c.Scale)
	for i := max(first, 0); i < last; i++ {
		y := historyList.Y + float64(i)*historyRowH - h.view.Offset
		if y < historyList.Y-0.5 || y+historyRowH > historyList.Y+historyList.H+0.5 {
			continue // a row cut by the list's edge is not drawn
		}
		idx := h.shown[i]
		r := ui.Rect{X: historyList.X, Y: y + 2, W: historyList.W, H: historyRowH - 4}
		if i == h.hover {
			c.Panel(k.Shapes, r, 8, ui.ColPanelHi)
			c.Outline(k.Shapes, r, 8, ui.ColFocus)
		} else if i%2 == 1 {
			c.Panel(k.Shapes, r, 8, ui.RGBA(0x0c, 0x0c, 0x0c, 0x0c))
		}
		c.DrawImage(h.images.get(idx, func(rc *ui.Canvas, r ui.Rect) { h.paintRow(ctx, rc, idx, r) }), r, nil)
	}
	h.images.end()
}

// paintRow paints the texts of the match all[idx] in r.
func (h *historyScene) paintRow(ctx *Ctx, c *ui.Canvas, idx int, r ui.Rect) {
	k := ctx.Kit
	cols := historyCols()
	row, ok := h.rows[idx]
	if !ok {
		row = historyRowOf(ctx, &h.all[idx])
		row.seats, row.seatSize = fitSeats(ctx, row.seats, cols[2].W)
		h.rows[idx] = row
	}
	st := ui.Style{Size: 16, Color: ui.ColText}
	c.TextIn(k.Fonts, row.date, ui.Rect{X: cols[0].X, Y: r.Y, W: cols[0].W, H: r.H}, st)
	c.TextIn(k.Fonts, row.game, ui.Rect{X: cols[1].X, Y: r.Y, W: cols[1].W, H: r.H}, ui.Style{Size: 16, Bold: true, Color: ui.ColText})
	c.TextIn(k.Fonts, row.seats, ui.Rect{X: cols[2].X, Y: r.Y, W: cols[2].W, H: r.H}, ui.Style{Size: row.seatSize, Color: ui.ColTextDim})
	c.TextIn(k.Fonts, row.winners, ui.Rect{X: cols[3].X, Y: r.Y, W: cols[3].W, H: r.H}, ui.Style{Size: 16, Bold: true, Color: ui.ColPrimary})
}

// historyRowOf is m's row: the date it ended, the game, each seat (a bot
// with its level) and the winners.
func historyRowOf(ctx *Ctx, m *records.Entry) historyRow {
	l := ctx.Loc
	t := m.Ended.Local()
	row := historyRow{date: l.T("history.date", "Date", t.Format("2006-01-02"), "Time", t.Format("15:04")),
		game: l.T(m.Game + ".name")}
	seats := make([]string, len(m.Seats))
	for i, s := range m.Seats {
		seats[i] = seatLabel(ctx, s)
	}
	row.seats = strings.Join(seats, ", ")
	var won []string
	for _, w := range m.Winners {
		if w >= 0 && w < len(m.Seats) {
			won = append(won, m.Seats[w].Name)
		}
	}
	row.winners = strings.Join(won, ", ")
	if row.winners == "" {
		row.winners = l.T("history.no_winner")
	}
	return row
}

// fitSeats is the seats' text at the largest of historySeatSizes that fits
// w, cut short with an ellipsis when even the smallest does not.
func fitSeats(ctx *Ctx, s string, w float64) (string, float64) {
	f := ctx.Kit.Fonts
	for _, size := range historySeatSizes {
		if f.Measure(s, size, false) <= w {
			return s, size
		}
	}
	size := historySeatSizes[len(historySeatSizes)-1]
	rs := []rune(s)
	for len(rs) > 1 && f.Measure(string(rs)+"…", size, false) > w {
		rs = rs[:len(rs)-1]
	}
	return string(rs) + "…", size
}

// seatLabel is a seat's name, with its level for a bot.
func seatLabel(ctx *Ctx, s records.Seat) string {
	if s.Bot == "" {
		return s.Name
	}
	return ctx.Loc.T("history.bot", "Name", s.Name, "Level", levelName(ctx, s.Bot))
}

// levelName is a bot level's name in the player's language.
func levelName(ctx *Ctx, level string) string {
	if id := "history.level_" + level; ctx.Loc.Has(id) {
		return ctx.Loc.T(id)
	}
	return level
}

// Animating is false: the screen changes only with input.
func (h *historyScene) Animating() bool { return false }
