package scenes

import (
	"cardtable/version"

	"cardtable/scenes/ui"
)

// settingsScene edits the settings; every change applies at once and is
// saved.
type settingsScene struct {
	menu  ui.Menu
	roles []string
	rows  []settingRow
}

type settingRow struct {
	label string
	value string
	x, y  float64 // the row's top left (its label's)
}

// The settings are laid out in two columns of up to six rows: twelve rows
// in one column would not fit between the title and Back at a readable
// pitch. Each column is a label (labelW) and a control (controlW).
const (
	settingsPanelX = 90.0
	settingsPanelW = 1100.0
	labelW         = 260.0
	controlW       = 230.0
	columnW        = 530.0
	rowsPerColumn  = 6
	rowPitch       = 74.0
	rowH           = 44.0
	firstRowY      = 136.0
)

var (
	languageCycle = []string{"", "vi", "en"}
	speedIDs      = []string{"settings.speed_slow", "settings.speed_normal", "settings.speed_fast", "settings.speed_instant"}
	// reactionCycle are the reaction-window lengths offered, in seconds.
	reactionCycle = []int{3, 5, 8, 12}
)

func newSettings(ctx *Ctx) *settingsScene {
	s := &settingsScene{}
	s.build(ctx)
	return s
}

// Name is "settings".
func (s *settingsScene) Name() string { return "settings" }

func onOff(ctx *Ctx, b bool) string {
	if b {
		return ctx.Loc.T("settings.on")
	}
	return ctx.Loc.T("settings.off")
}

func (s *settingsScene) build(ctx *Ctx) {
	st := ctx.Settings
	focus := s.menu.Focus
	s.menu.Buttons, s.roles, s.rows = nil, nil, nil
	n := 0 // rows placed so far; row n goes to column n / rowsPerColumn
	place := func() (x, cx, y float64) {
		x = settingsPanelX + 40 + float64(n/rowsPerColumn)*columnW
		y = firstRowY + float64(n%rowsPerColumn)*rowPitch
		n++
		return x, x + labelW, y
	}
	cycle := func(role, label, value string) {
		x, cx, y := place()
		s.rows = append(s.rows, settingRow{label: ctx.Loc.T(label), x: x, y: y})
		s.menu.Buttons = append(s.menu.Buttons, &ui.Button{Label: value, R: ui.Rect{X: cx, Y: y, W: controlW, H: rowH}, Size: 17})
		s.roles = append(s.roles, role)
	}
	percent := func(role, label string, v int) {
		x, cx, y := place()
		s.rows = append(s.rows, settingRow{label: ctx.Loc.T(label), value: ctx.Loc.Percent(float64(v)/100, 0), x: x, y: y})
		s.menu.Buttons = append(s.menu.Buttons,
			&ui.Button{Label: "−", R: ui.Rect{X: cx, Y: y, W: 60, H: rowH}, Size: 22},
			&ui.Button{Label: "+", R: ui.Rect{X: cx + controlW - 60, Y: y, W: 60, H: rowH}, Size: 22})
		s.roles = append(s.roles, role+"-", role+"+")
	}
	lang := ctx.Loc.T("settings.lang_system")
	switch st.Language {
	case "vi":
		lang = ctx.Loc.T("settings.lang_vi")
	case "en":
		lang = ctx.Loc.T("settings.lang_en")
	}
	cycle("lang", "settings.language", lang)
	// Left: how the game plays; right: how it looks and sounds.
	cycle("anim", "settings.anim_speed", ctx.Loc.T(speedIDs[st.AnimSpeed]))
	cycle("bot", "settings.bot_speed", ctx.Loc.T(speedIDs[st.BotSpeed]))
	cycle("react", "settings.reaction", ctx.Loc.T("settings.seconds", "Seconds", st.ReactionSeconds))
	cycle("odds", "settings.odds", onOff(ctx, st.ShowOdds))
	cycle("hints", "hint.setting", onOff(ctx, st.Hints))
	cycle("sound", "sound.enabled", onOff(ctx, !st.Muted))
	percent("volume", "sound.volume", st.Volume)
	percent("contrast", "settings.contrast", st.Contrast)
	percent("grain", "settings.grain", st.Grain)
	percent("temp", "settings.temperature", st.Temperature)
	if !ctx.Opt.NoQuit {
		cycle("full", "settings.fullscreen", onOff(ctx, st.Fullscreen))
	}
	s.menu.Buttons = append(s.menu.Buttons, &ui.Button{Label: ctx.Loc.T("settings.back"), Primary: true,
		R: ui.Rect{X: 540, Y: 640, W: 200, H: 50}, Size: 20})
	s.roles = append(s.roles, "back")
	if focus < 0 || focus >= len(s.menu.Buttons) {
		focus = 0
	}
	s.menu.Focus = focus
}

// Update applies a change per activated control.
func (s *settingsScene) Update(ctx *Ctx) error {
	if ctx.In.Has(ui.IntentCancel) {
		ctx.Pop()
		return nil
	}
	i := s.menu.Update(ctx.In)
	if i < 0 {
		return nil
	}
	st := &ctx.Settings
	step := func(v *int, d int) { *v = max(0, min(100, *v+d)) }
	switch s.roles[i] {
	case "lang":
		st.Language = next(languageCycle, st.Language)
	case "anim":
		st.AnimSpeed = (st.AnimSpeed + 1) % len(speedIDs)
	case "bot":
		st.BotSpeed = (st.BotSpeed + 1) % len(speedIDs)
	case "contrast-":
		step(&st.Contrast, -10)
	case "contrast+":
		step(&st.Contrast, 10)
	case "grain-":
		step(&st.Grain, -10)
	case "grain+":
		step(&st.Grain, 10)
	case "temp-":
		step(&st.Temperature, -10)
	case "temp+":
		step(&st.Temperature, 10)
	case "odds":
		st.ShowOdds = !st.ShowOdds
	case "hints":
		st.Hints = !st.Hints
	case "react":
		st.ReactionSeconds = nextSeconds(st.ReactionSeconds)
	case "sound":
		st.Muted = !st.Muted
	case "volume-":
		step(&st.Volume, -10)
	case "volume+":
		step(&st.Volume, 10)
	case "full":
		st.Fullscreen = !st.Fullscreen
	case "back":
		ctx.Pop()
		return nil
	}
	ctx.SaveSettings()
	s.build(ctx)
	return nil
}

func next(cycle []string, cur string) string {
	for i, v := range cycle {
		if v == cur {
			return cycle[(i+1)%len(cycle)]
		}
	}
	return cycle[0]
}

// nextSeconds is the reaction length after cur in reactionCycle (a length
// not in the cycle, from a hand-edited file, goes to the next longer one).
func nextSeconds(cur int) int {
	for _, v := range reactionCycle {
		if v > cur {
			return v
		}
	}
	return reactionCycle[0]
}

// Draw paints the labels and controls.
func (s *settingsScene) Draw(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	c.Panel(k.Shapes, ui.Rect{X: settingsPanelX, Y: 30, W: settingsPanelW, H: 680}, 18, ui.ColPanelHi)
	c.TextIn(k.Fonts, ctx.Loc.T("settings.title"), ui.Rect{X: settingsPanelX, Y: 44, W: settingsPanelW, H: 56},
		ui.Style{Size: 34, Bold: true, Color: ui.ColText, Align: ui.Center})
	for _, r := range s.rows {
		c.TextIn(k.Fonts, r.label, ui.Rect{X: r.x, Y: r.y, W: labelW - 16, H: rowH}, ui.Style{Size: 19, Color: ui.ColText})
		if r.value != "" {
			c.TextIn(k.Fonts, r.value, ui.Rect{X: r.x + labelW + 60, Y: r.y, W: controlW - 120, H: rowH},
				ui.Style{Size: 19, Bold: true, Color: ui.ColText, Align: ui.Center})
		}
	}
	c.TextIn(k.Fonts, ctx.Loc.T("settings.version", "Version", version.String()),
		ui.Rect{X: settingsPanelX, Y: 676, W: settingsPanelW - 24, H: 26},
		ui.Style{Size: 14, Color: ui.ColTextDim, Align: ui.Right})
	s.menu.Draw(c, k)
	if s.menu.Buttons[len(s.menu.Buttons)-1].Label != ctx.Loc.T("settings.back") {
		s.build(ctx)
	}
}
