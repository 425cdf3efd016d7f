package scenes

import (
	"maps"
	"slices"
	"strings"

	"cardtable/engine"
	"cardtable/locales"
	"cardtable/scenes/ui"
)

// rulesScene is the scrollable rules reader of one game: "# " lines are
// headings, "- " lines bullets, other lines paragraphs.
type rulesScene struct {
	game   string
	opts   map[string]string // the match's options the text states (a target score)
	scroll ui.Scroll
	menu   ui.Menu
	lang   string
	lines  []ruleLine
}

type ruleLine struct {
	text   string
	size   float64
	bold   bool
	indent float64
	gap    float64 // space before
}

var rulesView = ui.Rect{X: 180, Y: 110, W: 920, H: 520}

// newRules is the reader of game's rules with the game's default options
// (from the title).
func newRules(ctx *Ctx, game string) *rulesScene { return newRulesFor(ctx, game, nil) }

// newRulesFor is the reader of game's rules for a match set up with opts
// (the lobby's choices, or the match's on the table).
func newRulesFor(ctx *Ctx, game string, opts map[string]string) *rulesScene {
	r := &rulesScene{game: game, opts: opts}
	r.menu = ui.Menu{Buttons: []*ui.Button{{Primary: true, R: ui.Rect{X: 540, Y: 648, W: 200, H: 50}, Size: 20}}}
	return r
}

// Name is "rules".
func (r *rulesScene) Name() string { return "rules" }

// layout wraps the rules text for the current language.
func (r *rulesScene) layout(ctx *Ctx) {
	r.lang = ctx.Loc.Lang()
	r.menu.Buttons[0].Label = ctx.Loc.T("rules.back")
	k := ctx.Kit
	r.lines = nil
	width := rulesView.W - 40
	for _, raw := range strings.Split(rulesText(ctx.Loc, r.game, r.opts), "\n") {
		raw = strings.TrimSpace(raw)
		switch {
		case raw == "":
			continue
		case strings.HasPrefix(raw, "# "):
			for i, l := range k.Fonts.Wrap(raw[2:], 24, width, true) {
				gap := 0.0
				if i == 0 {
					gap = 18
				}
				r.lines = append(r.lines, ruleLine{text: l, size: 24, bold: true, gap: gap})
			}
		case strings.HasPrefix(raw, "- "):
			for i, l := range k.Fonts.Wrap(raw[2:], 18, width-30, false) {
				if i == 0 {
					l = "•  " + l
				}
				r.lines = append(r.lines, ruleLine{text: l, size: 18, indent: 14 + 18*boolF(i > 0), gap: 4 * boolF(i == 0)})
			}
		default:
			for i, l := range k.Fonts.Wrap(raw, 18, width, false) {
				r.lines = append(r.lines, ruleLine{text: l, size: 18, gap: 8 * boolF(i == 0)})
			}
		}
	}
	h := 0.0
	for _, l := range r.lines {
		h += l.gap + l.size*1.45
	}
	r.scroll.Content = h + 20
}

// rulesText is game's rules in l's language for a match with options opts:
// each option is a template field named after its key, capitalized ("target"
// is {{.Target}}), so a rule that depends on an option states the chosen
// value; an option not given takes its default.
func rulesText(l *locales.Localizer, game string, opts map[string]string) string {
	var kv []any
	if r, err := engine.Lookup(game); err == nil {
		all := r.Describe().Defaults(opts)
		for _, k := range slices.Sorted(maps.Keys(all)) {
			if k != "" {
				kv = append(kv, strings.ToUpper(k[:1])+k[1:], all[k])
			}
		}
	}
	return l.T(game+".rules", kv...)
}

func boolF(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// Update scrolls (wheel, drag, arrows, Page Up/Down, Home/End) and closes.
func (r *rulesScene) Update(ctx *Ctx) error {
	if r.lang != ctx.Loc.Lang() {
		r.layout(ctx)
	}
	in := ctx.In
	if in.Has(ui.IntentCancel) || r.menu.Update(in) == 0 {
		ctx.Pop()
		return nil
	}
	r.scroll.Update(in, rulesView, true)
	return nil
}

// Draw paints the visible part of the text and a scroll bar.
func (r *rulesScene) Draw(ctx *Ctx, c *ui.Canvas) {
	if r.lang != ctx.Loc.Lang() {
		r.layout(ctx)
	}
	k := ctx.Kit
	c.Panel(k.Shapes, ui.Rect{X: 150, Y: 20, W: 980, H: 690}, 18, ui.RGBA(0xf6, 0xf0, 0xe2, 0xff))
	c.TextIn(k.Fonts, ctx.Loc.T("rules.title", "Game", ctx.Loc.T(r.game+".name")), ui.Rect{X: 150, Y: 34, W: 980, H: 56},
		ui.Style{Size: 34, Bold: true, Color: ui.RGBA(0x7a, 0x3b, 0x0c, 0xff), Align: ui.Center})
	y := rulesView.Y - r.scroll.Offset
	for _, l := range r.lines {
		y += l.gap
		h := l.size * 1.45
		if y >= rulesView.Y-2 && y+h <= rulesView.Y+rulesView.H+2 {
			col := ui.ColTextDark
			if l.bold {
				col = ui.RGBA(0x7a, 0x3b, 0x0c, 0xff)
			}
			c.Text(k.Fonts, l.text, rulesView.X+20+l.indent, y, ui.Style{Size: l.size, Bold: l.bold, Color: col})
		}
		y += h
	}
	if r.scroll.Content > rulesView.H {
		track := ui.Rect{X: rulesView.X + rulesView.W + 6, Y: rulesView.Y, W: 8, H: rulesView.H}
		c.Panel(k.Shapes, track, 4, ui.RGBA(0, 0, 0, 0x20))
		frac := rulesView.H / r.scroll.Content
		thumb := track
		thumb.H = track.H * frac
		thumb.Y += (track.H - thumb.H) * r.scroll.Offset / (r.scroll.Content - rulesView.H)
		c.Panel(k.Shapes, thumb, 4, ui.RGBA(0x7a, 0x3b, 0x0c, 0xc0))
	}
	r.menu.Draw(c, k)
}
