package scenes

import (
	"fmt"
	"slices"

	"cardtable/engine"
	"cardtable/records/dealcode"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// roundResults is the overlay after each round: the points of the round, the
// totals and a table by round. With no human at the table it continues by
// itself.
type roundResults struct {
	t    *tableScene
	data table.Results
	menu ui.Menu
	age  int
	// scorer counts the round's points on screen (nil: the table only);
	// counted is how far, in ticks at normal speed.
	scorer  table.RoundScorer
	counted float64
}

func newRoundResults(ctx *Ctx, t *tableScene) *roundResults {
	r := &roundResults{t: t, data: t.results(ctx)}
	r.scorer, _ = t.pres.(table.RoundScorer)
	b := &ui.Button{Label: ctx.Loc.T("results.continue"), Primary: true, R: ui.Rect{X: 540, Y: 610, W: 200, H: 52}}
	r.menu = ui.Menu{Buttons: []*ui.Button{b}}
	return r
}

func (r *roundResults) Name() string { return "round" }

func (r *roundResults) Update(ctx *Ctx) error {
	r.age++
	r.counted = 1 << 20 // instant animations: the whole count at once
	if scale := match.AnimScale(ctx.Settings.AnimSpeed); scale > 0 {
		r.counted = float64(r.age) / scale
	}
	wait := 120.0
	if r.scorer != nil {
		wait += r.scorer.ScoringTicks() // a bots-only table shows the whole count
	}
	auto := r.t.autoNext && r.age > int(wait*match.AnimScale(ctx.Settings.AnimSpeed))
	if r.menu.Update(ctx.In) == 0 || auto || ctx.In.Has(ui.IntentCancel) {
		ctx.Pop()
	}
	return nil
}

func (r *roundResults) Draw(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	panel := ui.Rect{X: 240, Y: 70, W: 800, H: 610}
	c.Panel(k.Shapes, panel, 18, ui.ColPanelHi)
	c.TextIn(k.Fonts, ctx.Loc.T("results.round_title", "Round", r.data.Round), ui.Rect{X: panel.X, Y: panel.Y + 16, W: panel.W, H: 44},
		ui.Style{Size: 30, Bold: true, Color: ui.ColText, Align: ui.Center})
	if r.scorer == nil {
		drawScoreTable(ctx, c, r.data, ui.Rect{X: panel.X + 30, Y: panel.Y + 80, W: panel.W - 60, H: 440})
		r.menu.Draw(c, k)
		return
	}
	// The count of the round (card by card) above, the match's table below.
	r.scorer.DrawRoundScoring(&ctx.Env, c, r.t.frame(), ui.Rect{X: panel.X + 24, Y: panel.Y + 64, W: panel.W - 48, H: 262}, r.counted)
	drawScoreTable(ctx, c, r.data, ui.Rect{X: panel.X + 30, Y: panel.Y + 334, W: panel.W - 60, H: 196})
	r.menu.Draw(c, k)
}

// Animating: the round's count is still running.
func (r *roundResults) Animating() bool {
	return r.scorer != nil && r.counted <= r.scorer.ScoringTicks()+1
}

// drawScoreTable shows each seat's points by round (the latest rounds when
// there are many), the round just played and the total.
func drawScoreTable(ctx *Ctx, c *ui.Canvas, d table.Results, area ui.Rect) {
	k := ctx.Kit
	const maxCols = 12
	first := max(0, len(d.History)-maxCols)
	cols := len(d.History) - first
	total := ctx.Loc.T("results.total")
	if d.TotalLabel != "" {
		total = d.TotalLabel
	}
	nameW := 220.0
	// The total's column is as wide as its heading needs ("Players
	// outlasted"), never narrower than the numbers want.
	totalW := max(110, k.Fonts.Measure(total, 15, true)+16)
	colW := 0.0
	if cols > 0 {
		colW = (area.W - nameW - totalW) / float64(cols)
	}
	rowH := min(44.0, area.H/float64(len(d.Rows)+1))
	head := ui.Style{Size: 15, Bold: true, Color: ui.ColTextDim, Align: ui.Center}
	c.TextIn(k.Fonts, ctx.Loc.T("results.player"), ui.Rect{X: area.X, Y: area.Y, W: nameW, H: rowH},
		ui.Style{Size: 15, Bold: true, Color: ui.ColTextDim})
	for j := 0; j < cols; j++ {
		c.TextIn(k.Fonts, ctx.Loc.T("results.round_short", "Round", first+j+1),
			ui.Rect{X: area.X + nameW + float64(j)*colW, Y: area.Y, W: colW, H: rowH}, head)
	}
	c.TextIn(k.Fonts, total, ui.Rect{X: area.X + area.W - totalW, Y: area.Y, W: totalW, H: rowH}, head)
	for i, row := range d.Rows {
		y := area.Y + float64(i+1)*rowH
		if i%2 == 0 {
			c.Fill(k.Shapes, ui.Rect{X: area.X - 8, Y: y, W: area.W + 16, H: rowH}, ui.RGBA(0x12, 0x12, 0x12, 0x12))
		}
		c.TextIn(k.Fonts, row.Name, ui.Rect{X: area.X + 8, Y: y, W: nameW - 16, H: rowH},
			ui.Style{Size: 18, Bold: true, Color: ui.SeatColor(int(row.Seat))})
		for j := 0; j < cols; j++ {
			pts := d.History[first+j][i]
			col := ui.ColText
			if pts == 0 {
				col = ui.ColTextDim
			}
			style := ui.Style{Size: 17, Color: col, Align: ui.Center}
			if j == cols-1 {
				style.Bold = true
			}
			c.TextIn(k.Fonts, ctx.Loc.Number(float64(pts), 0), ui.Rect{X: area.X + nameW + float64(j)*colW, Y: y, W: colW, H: rowH}, style)
		}
		c.TextIn(k.Fonts, ctx.Loc.Number(float64(row.Total), 0), ui.Rect{X: area.X + area.W - totalW, Y: y, W: totalW, H: rowH},
			ui.Style{Size: 19, Bold: true, Color: ui.ColPrimary, Align: ui.Center})
	}
}

// results are the presenter's rows with the match's outcome.
func (t *tableScene) results(ctx *Ctx) table.Results {
	d := t.pres.Results(&ctx.Env, t.frame())
	if o, over := t.m.Outcome(); over {
		d.Winners, d.Over = o.Winners, true
	}
	return d
}

// matchResults names the winner, shows the standings and offers a rematch.
type matchResults struct {
	t    *tableScene
	data table.Results
	menu ui.Menu
	code string // the deal code of the match ("" when it has none)
}

func newMatchResults(ctx *Ctx, t *tableScene) *matchResults {
	r := &matchResults{t: t, data: t.results(ctx)}
	setup := t.m.Setup()
	r.code = dealcode.Encode(setup.Game, engine.Config{Seats: len(setup.Seats), Options: setup.Options}, setup.Seed)
	rematch := &ui.Button{Label: ctx.Loc.T("results.rematch"), Primary: true}
	title := &ui.Button{Label: ctx.Loc.T("results.to_title")}
	rematch.R = ui.Rect{X: 420, Y: 630, W: 210, H: 52}
	title.R = ui.Rect{X: 650, Y: 630, W: 210, H: 52}
	r.menu = ui.Menu{Buttons: []*ui.Button{rematch, title}}
	return r
}

func (r *matchResults) Name() string { return "results" }

func (r *matchResults) Update(ctx *Ctx) error {
	switch r.menu.Update(ctx.In) {
	case 0:
		r.t.Close()
		m, err := r.t.m.Rematch(r.t.m.Setup().Seed + 1)
		if err != nil {
			ctx.Notice = ctx.Loc.Problem("notice.start_failed", err)
			ctx.Switch(newTitle(ctx))
			return nil
		}
		ts, err := newTableScene(ctx, m)
		if err != nil {
			ctx.Notice = ctx.Loc.Problem("notice.start_failed", err)
			ctx.Switch(newTitle(ctx))
			return nil
		}
		ctx.Switch(ts)
	case 1:
		r.t.Close()
		ctx.Switch(newTitle(ctx))
	}
	if ctx.In.Has(ui.IntentCancel) {
		r.t.Close()
		ctx.Switch(newTitle(ctx))
	}
	return nil
}

func (r *matchResults) Draw(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	d := r.data
	panel := ui.Rect{X: 200, Y: 40, W: 880, H: 660}
	c.Panel(k.Shapes, panel, 18, ui.ColPanelHi)
	var title, sub string
	switch {
	case d.Headline != "":
		title, sub = d.Headline, d.Subline
	case len(d.Winners) == 1:
		w := d.Rows[d.Winners[0]]
		title = ctx.Loc.T("results.winner", "Name", w.Name)
		sub = ctx.Loc.T("results.winner_sub", "Points", w.Total, "Rounds", d.Round)
	default:
		title = ctx.Loc.T("results.over")
	}
	c.TextIn(k.Fonts, title, ui.Rect{X: panel.X, Y: panel.Y + 18, W: panel.W, H: 56},
		ui.Style{Size: 38, Bold: true, Color: ui.ColPrimary, Align: ui.Center})
	c.TextIn(k.Fonts, sub, ui.Rect{X: panel.X, Y: panel.Y + 78, W: panel.W, H: 30},
		ui.Style{Size: 20, Color: ui.ColText, Align: ui.Center})
	rows := standings(d)
	y := panel.Y + 124
	// A big table (up to eight seats) packs its standings closer, so the
	// score table below keeps readable rows.
	step, size := 36.0, 20.0
	if len(rows) > 6 {
		step, size = 28, 17
	}
	for i, row := range rows {
		r := ui.Rect{X: panel.X + 200, Y: y, W: panel.W - 400, H: step - 2}
		c.TextIn(k.Fonts, fmt.Sprintf("%d.", standing(rows, i)), ui.Rect{X: r.X, Y: y, W: 40, H: r.H}, ui.Style{Size: size, Bold: true, Color: ui.ColTextDim})
		c.TextIn(k.Fonts, row.Name, ui.Rect{X: r.X + 44, Y: y, W: 260, H: r.H}, ui.Style{Size: size, Bold: true, Color: ui.SeatColor(int(row.Seat))})
		c.TextIn(k.Fonts, ctx.Loc.Number(float64(row.Total), 0), ui.Rect{X: r.X + r.W - 100, Y: y, W: 100, H: r.H}, ui.Style{Size: size, Bold: true, Color: ui.ColText, Align: ui.Right})
		y += step
	}
	// The deal's code under the table: friends elsewhere can play the
	// same cards.
	bottom := panel.Y + panel.H - 90
	if r.code != "" {
		bottom -= 28
		c.TextIn(k.Fonts, ctx.Loc.T("dealcode.results", "Code", r.code), ui.Rect{X: panel.X + 30, Y: bottom + 4, W: panel.W - 60, H: 26},
			ui.Style{Size: 16, Color: ui.ColTextDim, Align: ui.Center})
	}
	drawScoreTable(ctx, c, d, ui.Rect{X: panel.X + 30, Y: y + 16, W: panel.W - 60, H: bottom - y - 16})
	r.menu.Draw(c, k)
}

// standings are the results' rows best first: the higher total (the lower
// with LowWins), then the higher tiebreak.
func standings(d table.Results) []table.ResultRow {
	rows := slices.Clone(d.Rows)
	slices.SortStableFunc(rows, func(a, b table.ResultRow) int {
		switch {
		case a.Total != b.Total && d.LowWins:
			return a.Total - b.Total
		case a.Total != b.Total:
			return b.Total - a.Total
		}
		return b.Tiebreak - a.Tiebreak
	})
	return rows
}

// standing is the place of rows[i] in standings sorted best first: one
// more than the rows ahead of it with a better total or tiebreak, so
// rows equal in both share it.
func standing(rows []table.ResultRow, i int) int {
	for i > 0 && rows[i-1].Total == rows[i].Total && rows[i-1].Tiebreak == rows[i].Tiebreak {
		i--
	}
	return i + 1
}
