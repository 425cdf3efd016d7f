package scenes

import (
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
	y     float64
}

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
	// Eleven rows fit between the title and Back at this pitch.
	const pitch, h = 47.0, 40.0
	y := 110.0
	cycle := func(role, label, value string) {
		s.rows = append(s.rows, settingRow{label: ctx.Loc.T(label), y: y})
		s.menu.Buttons = append(s.menu.Buttons, &ui.Button{Label: value, R: ui.Rect{X: 660, Y: y, W: 300, H: h}, Size: 17})
		s.roles = append(s.roles, role)
		y += pitch
	}
	percent := func(role, label string, v int) {
		s.rows = append(s.rows, settingRow{label: ctx.Loc.T(label), value: ctx.Loc.Percent(float64(v)/100, 0), y: y})
		s.menu.Buttons = append(s.menu.Buttons,
			&ui.Button{Label: "−", R: ui.Rect{X: 660, Y: y, W: 60, H: h}, Size: 22},
			&ui.Button{Label: "+", R: ui.Rect{X: 900, Y: y, W: 60, H: h}, Size: 22})
		s.roles = append(s.roles, role+"-", role+"+")
		y += pitch
	}
	lang := ctx.Loc.T("settings.lang_system")
	switch st.Language {
	case "vi":
		lang = ctx.Loc.T("settings.lang_vi")
	case "en":
		lang = ctx.Loc.T("settings.lang_en")
	}
	cycle("lang", "settings.language", lang)
	cycle("anim", "settings.anim_speed", ctx.Loc.T(speedIDs[st.AnimSpeed]))
	cycle("bot", "settings.bot_speed", ctx.Loc.T(speedIDs[st.BotSpeed]))
	percent("contrast", "settings.contrast", st.Contrast)
	percent("grain", "settings.grain", st.Grain)
	percent("temp", "settings.temperature", st.Temperature)
	cycle("odds", "settings.odds", onOff(ctx, st.ShowOdds))
	cycle("react", "settings.reaction", ctx.Loc.T("settings.seconds", "Seconds", st.ReactionSeconds))
	cycle("sound", "sound.enabled", onOff(ctx, !st.Muted))
	percent("volume", "sound.volume", st.Volume)
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
	c.Panel(k.Shapes, ui.Rect{X: 240, Y: 30, W: 800, H: 680}, 18, ui.ColPanelHi)
	c.TextIn(k.Fonts, ctx.Loc.T("settings.title"), ui.Rect{X: 240, Y: 44, W: 800, H: 56},
		ui.Style{Size: 34, Bold: true, Color: ui.ColText, Align: ui.Center})
	for _, r := range s.rows {
		c.TextIn(k.Fonts, r.label, ui.Rect{X: 290, Y: r.y, W: 350, H: 40}, ui.Style{Size: 19, Color: ui.ColText})
		if r.value != "" {
			c.TextIn(k.Fonts, r.value, ui.Rect{X: 720, Y: r.y, W: 180, H: 40}, ui.Style{Size: 19, Bold: true, Color: ui.ColText, Align: ui.Center})
		}
	}
	s.menu.Draw(c, k)
	if s.menu.Buttons[len(s.menu.Buttons)-1].Label != ctx.Loc.T("settings.back") {
		s.build(ctx)
	}
}
