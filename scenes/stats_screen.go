package scenes

import (
	"image/color"
	"math"
	"time"

	"cardtable/records"
	"cardtable/records/stats"
	"cardtable/scenes/ui"
)

// statsScene shows each person's figures in each game, with two small
// charts: the win rate over time and the game's own figure match by match.
// Counting replays every match, which must not freeze the screen: on the
// desktop a goroutine counts; in the browser (one thread) a few matches
// are counted each frame, within a budget of milliseconds.
type statsScene struct {
	all    []records.Entry
	done   int // matches counted (slices)
	b      stats.Builder
	book   *records.History
	result chan stats.Stats // the goroutine's answer
	st     *stats.Stats     // nil while counting
	person int
	game   int
	page   statsPage
	built  string // the language and selection the page was built for

	menu                        ui.Menu
	personBtn, gameBtn, backBtn *ui.Button
	historyBtn                  *ui.Button
}

// statsSliceBudget is the counting time a frame may take in slices.
const statsSliceBudget = 6 * time.Millisecond

func newStatsScene(ctx *Ctx, all []records.Entry) *statsScene {
	s := &statsScene{all: all, book: ctx.History}
	if ctx.Opt.Async && s.book != nil {
		s.result = make(chan stats.Stats, 1)
		go func() {
			var b stats.Builder
			for _, e := range all {
				s.add(&b, e)
			}
			s.result <- b.Result()
		}()
	}
	s.build(ctx)
	return s
}

// Name is "stats".
func (s *statsScene) Name() string { return "stats" }

func (s *statsScene) build(ctx *Ctx) {
	l := ctx.Loc
	mk := func(label string, x, w float64) *ui.Button {
		return &ui.Button{Label: label, R: ui.Rect{X: x, Y: 84, W: w, H: 44}, Size: 17}
	}
	person, game := "", ""
	if p, g, ok := s.selected(); ok {
		person, game = personName(ctx, p.Person), l.T(g.Game+".name")
	}
	s.personBtn = mk(l.T("stats.filter_player", "Name", person), 40, 340)
	s.gameBtn = mk(l.T("stats.filter_game", "Game", game), 396, 300)
	s.historyBtn = mk(l.T("history.title"), 922, 150)
	s.backBtn = mk(l.T("history.back"), 1084, 156)
	s.backBtn.KeyHint = "Esc"
	disabled := s.st == nil || len(s.st.People) == 0
	s.personBtn.Disabled, s.gameBtn.Disabled = disabled, disabled
	s.menu = ui.Menu{Buttons: []*ui.Button{s.personBtn, s.gameBtn, s.historyBtn, s.backBtn}, Focus: s.menu.Focus}
	s.built = ""
}

// selected is the person and game shown.
func (s *statsScene) selected() (stats.PersonStats, stats.GameStats, bool) {
	if s.st == nil || s.person >= len(s.st.People) {
		return stats.PersonStats{}, stats.GameStats{}, false
	}
	p := s.st.People[s.person]
	if s.game >= len(p.Games) {
		return stats.PersonStats{}, stats.GameStats{}, false
	}
	return p, p.Games[s.game], true
}

// Update counts on (in slices without a goroutine) and takes the buttons.
func (s *statsScene) Update(ctx *Ctx) error {
	if s.st == nil {
		s.count()
		if s.st != nil {
			s.build(ctx)
		}
	}
	if ctx.In.Has(ui.IntentCancel) {
		ctx.Switch(newTitle(ctx))
		return nil
	}
	switch s.menu.Update(ctx.In) {
	case 0:
		s.person, s.game = (s.person+1)%max(1, len(s.st.People)), 0
		s.build(ctx)
	case 1:
		if p, _, ok := s.selected(); ok {
			s.game = (s.game + 1) % len(p.Games)
		}
		s.build(ctx)
	case 2:
		ctx.Switch(newHistory(ctx))
	case 3:
		ctx.Switch(newTitle(ctx))
	}
	return nil
}

// count goes on counting: the goroutine's answer, or matches within the
// frame's budget.
func (s *statsScene) count() {
	if s.result != nil {
		select {
		case st := <-s.result:
			s.st = &st
		default:
		}
		return
	}
	start := time.Now()
	for s.done < len(s.all) && time.Since(start) < statsSliceBudget {
		s.add(&s.b, s.all[s.done])
		s.done++
	}
	if s.done == len(s.all) {
		st := s.b.Result()
		s.st = &st
	}
}

// add decodes e's match and counts it (a match that cannot be read is
// skipped, as one whose save does not replay).
func (s *statsScene) add(b *stats.Builder, e records.Entry) {
	if m, err := s.book.Match(e); err == nil {
		b.Add(m)
	}
}

// Animating while counting: the progress moves by itself.
func (s *statsScene) Animating() bool { return s.st == nil }

// Draw paints the page of the person and game chosen, or the count's
// progress.
func (s *statsScene) Draw(ctx *Ctx, c *ui.Canvas) {
	k, l := ctx.Kit, ctx.Loc
	if s.backBtn.Label != l.T("history.back") {
		s.build(ctx)
	}
	c.TextIn(k.Fonts, l.T("stats.title"), ui.Rect{X: 40, Y: 20, W: 600, H: 54},
		ui.Style{Size: 40, Bold: true, Color: ui.ColPrimary})
	s.menu.Draw(c, k)
	body := ui.Rect{X: 40, Y: 150, W: 1200, H: 540}
	c.Panel(k.Shapes, body.Inset(-6), 12, ui.ColPanel)
	switch {
	case s.st == nil:
		c.TextIn(k.Fonts, l.T("stats.counting", "Done", s.done, "Total", len(s.all)), body,
			ui.Style{Size: 22, Color: ui.ColTextDim, Align: ui.Center})
		return
	case len(s.st.People) == 0:
		c.TextIn(k.Fonts, l.T("stats.empty"), body, ui.Style{Size: 20, Color: ui.ColTextDim, Align: ui.Center})
		return
	}
	p, g, _ := s.selected()
	if key := l.Lang() + p.Person.Key() + g.Game; s.built != key {
		s.page, s.built = pageOf(ctx, personName(ctx, p.Person), g), key
	}
	s.drawPage(ctx, c, body)
}

func (s *statsScene) drawPage(ctx *Ctx, c *ui.Canvas, body ui.Rect) {
	k, l := ctx.Kit, ctx.Loc
	pg := s.page
	c.TextIn(k.Fonts, pg.Title, ui.Rect{X: body.X + 16, Y: body.Y + 8, W: 560, H: 36},
		ui.Style{Size: 22, Bold: true, Color: ui.ColText})
	y := body.Y + 54
	for _, line := range pg.Lines {
		c.TextIn(k.Fonts, line.Label, ui.Rect{X: body.X + 16, Y: y, W: 380, H: 30}, ui.Style{Size: 17, Color: ui.ColTextDim})
		c.TextIn(k.Fonts, line.Value, ui.Rect{X: body.X + 400, Y: y, W: 180, H: 30},
			ui.Style{Size: 17, Bold: true, Color: ui.ColText, Align: ui.Right})
		y += 32
	}
	chartW := body.W - 640
	drawChart(ctx, c, ui.Rect{X: body.X + 620, Y: body.Y + 14, W: chartW, H: 240}, l.T("stats.chart_rate"),
		pg.Rates, 0, 1, func(v float64) string { return l.Percent(v, 0) }, ui.ColGood)
	lo, hi := bounds(pg.Figure)
	drawChart(ctx, c, ui.Rect{X: body.X + 620, Y: body.Y + 280, W: chartW, H: 240}, pg.FigureLabel,
		pg.Figure, lo, hi, func(v float64) string { return l.Number(v, 1) }, ui.ColPrimary)
}

// bounds are the range a chart of vs shows: from 0 (or below) to its
// largest value.
func bounds(vs []float64) (lo, hi float64) {
	hi = 1
	for _, v := range vs {
		if !math.IsNaN(v) {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	return lo, hi
}

// drawChart paints a small line chart of vs (one point per match, NaN
// skipped) between lo and hi, its title above and its range beside.
func drawChart(ctx *Ctx, c *ui.Canvas, r ui.Rect, title string, vs []float64, lo, hi float64,
	label func(float64) string, col color.Color) {
	k := ctx.Kit
	c.Panel(k.Shapes, r, 10, ui.ColPanelHi)
	c.TextIn(k.Fonts, title, ui.Rect{X: r.X + 12, Y: r.Y + 4, W: r.W - 24, H: 28}, ui.Style{Size: 16, Bold: true, Color: ui.ColText})
	plot := ui.Rect{X: r.X + 60, Y: r.Y + 40, W: r.W - 76, H: r.H - 56}
	dim := ui.Style{Size: 12, Color: ui.ColTextDim, Align: ui.Right}
	c.TextIn(k.Fonts, label(hi), ui.Rect{X: r.X + 4, Y: plot.Y - 8, W: 50, H: 16}, dim)
	c.TextIn(k.Fonts, label(lo), ui.Rect{X: r.X + 4, Y: plot.Y + plot.H - 8, W: 50, H: 16}, dim)
	grid := ui.RGBA(0x30, 0x30, 0x30, 0x30) // premultiplied white
	c.Fill(k.Shapes, ui.Rect{X: plot.X, Y: plot.Y + plot.H, W: plot.W, H: 1}, grid)
	c.Fill(k.Shapes, ui.Rect{X: plot.X, Y: plot.Y, W: plot.W, H: 1}, grid)
	c.Fill(k.Shapes, ui.Rect{X: plot.X, Y: plot.Y, W: 1, H: plot.H}, grid)
	pts := chartPoints(vs, plot, lo, hi)
	if len(pts) == 1 {
		c.Dot(k.Shapes, pts[0], 6, col)
	}
	c.Polyline(k.Shapes, pts, 2.5, col)
}

// chartPoints places vs in plot; at most one point per four logical units
// of width (hundreds of matches average into the width they have, so the
// line stays readable).
func chartPoints(vs []float64, plot ui.Rect, lo, hi float64) []ui.Point {
	n := len(vs)
	if n == 0 || hi <= lo {
		return nil
	}
	buckets := max(1, min(n, int(plot.W/4)))
	var pts []ui.Point
	for b := range buckets {
		from, to := b*n/buckets, (b+1)*n/buckets
		sum, cnt := 0.0, 0
		for _, v := range vs[from:to] {
			if !math.IsNaN(v) {
				sum, cnt = sum+v, cnt+1
			}
		}
		if cnt == 0 {
			continue
		}
		x := plot.X
		if buckets > 1 {
			x += plot.W * float64(b) / float64(buckets-1)
		}
		v := sum / float64(cnt)
		pts = append(pts, ui.Point{X: x, Y: plot.Y + plot.H - plot.H*(v-lo)/(hi-lo)})
	}
	return pts
}

// personName is a person's name as the Players screen has it now (a saved
// player renamed since their last match), else the name they last played
// under.
func personName(ctx *Ctx, p stats.Person) string {
	if ctx.Players != nil && p.Player != "" {
		if pl, ok := ctx.Players.Get(p.Player); ok {
			return pl.Name
		}
	}
	return p.Name
}
