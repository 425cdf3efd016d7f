package scenes

import (
	"math"

	"cardtable/records/stats"
)

// statsLine is one line of the statistics page: a label and its value.
type statsLine struct{ Label, Value string }

// statsPage is what the statistics screen shows of one person and game:
// its lines and its two charts' points (win rate, and the game's charted
// figure, match by match; NaN where a match has none).
type statsPage struct {
	Title       string
	Lines       []statsLine
	Rates       []float64
	Figure      []float64
	FigureLabel string
}

// pageOf lays out g, a person's figures in a game, in the player's
// language; it reads nothing else, so a page computed apart is equal.
func pageOf(ctx *Ctx, name string, g stats.GameStats) statsPage {
	l := ctx.Loc
	p := statsPage{Title: l.T("stats.page_title", "Name", name, "Game", l.T(g.Game+".name"))}
	add := func(label, value string) { p.Lines = append(p.Lines, statsLine{label, value}) }
	add(l.T("stats.played"), l.Number(float64(g.Played), 0))
	add(l.T("stats.won"), l.Number(float64(g.Won), 0))
	add(l.T("stats.rate"), l.Percent(g.Rate(), 0))
	add(l.T("stats.current_streak"), l.Number(float64(g.Current), 0))
	add(l.T("stats.best_streak"), l.Number(float64(g.Best), 0))
	for _, lv := range g.Levels {
		add(l.T("stats.vs_level", "Level", levelName(ctx, lv.Level)),
			l.T("stats.record", "Won", lv.Won, "Played", lv.Played, "Rate", l.Percent(lv.Rate(), 0)))
	}
	def, ok := stats.Lookup(g.Game)
	if ok {
		for i, f := range def.Figures {
			add(l.T(g.Game+".stats_"+f.ID), figureText(ctx, f, g.Figures[i]))
		}
		p.FigureLabel = l.T(g.Game + ".stats_chart_" + def.Figures[def.Chart].ID)
	}
	for _, pt := range g.Series {
		p.Rates = append(p.Rates, pt.Rate)
		p.Figure = append(p.Figure, pt.Figure)
	}
	return p
}

// figureText is a figure's value: whole counts without decimals, averages
// with one (two when small), a dash when no match gave one.
func figureText(ctx *Ctx, f stats.Figure, v float64) string {
	switch {
	case math.IsNaN(v):
		return ctx.Loc.T("stats.none")
	case f.Agg == stats.Sum || f.Agg == stats.Least:
		return ctx.Loc.Number(v, 0)
	case math.Abs(v) < 10:
		return ctx.Loc.Number(v, 2)
	}
	return ctx.Loc.Number(v, 1)
}
