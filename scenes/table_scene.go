package scenes

import (
	"encoding/json"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// presenter turns one game's events into motion on the table and its
// decisions into controls. The table scene around it is the same for every
// game: event queue, pacing, autosave, log, pause and results.
type presenter interface {
	// sync rebuilds every sprite from the view (called when the queue drains,
	// so drift between animation and truth cannot accumulate).
	sync(v engine.View)
	// animate starts the motion of ev and returns how many ticks to wait
	// after it (at normal speed) before the next event.
	animate(ev engine.Event) float64
	step(dt float64)
	busy() bool
	finish()
	// logLine is the log text of ev in the current language ("" for none).
	logLine(ctx *Ctx, ev engine.Event) string
	// draw paints the table for the current view; turn is the human decision
	// awaited, if any.
	draw(ctx *Ctx, c *ui.Canvas, t *tableScene)
	// controls builds the buttons of a human decision; choose maps the
	// activated button (or a click on the table) to an action.
	controls(ctx *Ctx, t *tableScene, seat engine.Seat, legal []engine.Action) []*ui.Button
	choose(ctx *Ctx, t *tableScene, seat engine.Seat, legal []engine.Action, button int) (engine.Action, bool)
	// prompt says who must decide what ("An: Hit or Stay?").
	prompt(ctx *Ctx, t *tableScene) string
	// record keeps the bookkeeping of ev (score history) without motion.
	record(ev engine.Event)
	isRoundEnd(ev engine.Event) bool
	// drawStatic paints what never changes during the match (panel
	// backgrounds) into the cached background.
	drawStatic(ctx *Ctx, c *ui.Canvas)
	// clearTable takes every card back into the deck, before the opening.
	clearTable()
	// pulsing: something on the table pulses (seats to choose from).
	pulsing(t *tableScene) bool
	isMatchEnd(ev engine.Event) bool
	// results are the rows of the round and match result screens.
	results(ctx *Ctx, t *tableScene) resultsData
}

// tableScene runs a match on screen.
type tableScene struct {
	m      *match.Match
	pres   presenter
	game   string
	names  []string
	queue  []engine.Event
	wait   float64 // ticks to wait before the next event
	synced bool
	saved  int // actions count at the last autosave

	log     []logEntry
	logLang string
	logView ui.Scroll
	follow  bool // the log follows new lines until the player scrolls up

	menu     ui.Menu
	turnSeat engine.Seat
	menuKey  int
	pauseBtn ui.Button
	afterEnd int  // ticks since the match ended (then results)
	autoNext bool // no humans: results screens continue by themselves

	// The view and human turn are cached per action: building them every
	// frame would allocate for nothing.
	cacheKey   int
	viewCache  engine.View
	turnCache  humanTurn
	saver      *saver
	bg         *ebiten.Image
	bgScale    float64
	thinkKey   int
	prompt     string // the last prompt shown, and its language
	promptLang string

	logLines   []string // the log wrapped to the panel, rebuilt when it changes
	logWrapped int
}

type humanTurn struct {
	seat  engine.Seat
	legal []engine.Action
	ok    bool
}

// refresh rebuilds the cached view after an action.
func (t *tableScene) refresh() {
	if t.viewCache != nil && t.cacheKey == t.m.Actions() {
		return
	}
	t.cacheKey = t.m.Actions()
	t.viewCache = t.m.View()
	s, l, ok := t.m.HumanTurn()
	t.turnCache = humanTurn{s, l, ok}
}

// view is the viewer's view of the match now.
func (t *tableScene) view() engine.View {
	t.refresh()
	return t.viewCache
}

// turn is the human decision awaited, if any.
func (t *tableScene) turn() (engine.Seat, []engine.Action, bool) {
	t.refresh()
	return t.turnCache.seat, t.turnCache.legal, t.turnCache.ok
}

type logEntry struct {
	ev   engine.Event
	text string
}

func newTableScene(ctx *Ctx, m *match.Match) *tableScene {
	setup := m.Setup()
	t := &tableScene{m: m, game: setup.Game, follow: true, turnSeat: engine.NoSeat, menuKey: -1,
		saver: newSaver(ctx.Store)}
	humans := 0
	for _, s := range setup.Seats {
		t.names = append(t.names, s.Name)
		if s.Human {
			humans++
		}
	}
	t.autoNext = humans == 0
	switch setup.Game {
	case "flip7":
		t.pres = newFlip7Presenter(t)
	}
	// A restored match gets its log and score history back by replaying the
	// save: nothing of the match is lost by quitting.
	for _, ev := range pastEvents(m) {
		t.addLog(ctx, ev)
		t.pres.record(ev)
	}
	t.pres.sync(t.view())
	if m.Actions() == 0 {
		// The opening (the first deal) is still queued: start from an empty
		// table so it is dealt on screen.
		t.pres.clearTable()
	}
	t.synced = true
	t.pauseBtn = ui.Button{R: ui.Rect{X: 1092, Y: 8, W: 176, H: 36}, Size: 16}
	return t
}

// Name is "table".
func (t *tableScene) Name() string { return "table" }

func (t *tableScene) seatName(s engine.Seat) string {
	if int(s) >= 0 && int(s) < len(t.names) {
		return t.names[s]
	}
	return "?"
}

// Update paces the event animations, lets bots act when the table is idle,
// autosaves after every action and takes the human's decision.
func (t *tableScene) Update(ctx *Ctx) error {
	in := ctx.In
	if in.Has(ui.IntentCancel) || (t.pauseBtn.R.Contains(in.X, in.Y) && in.Clicked) {
		in.Consume()
		ctx.Push(newPause(ctx, t))
		return nil
	}
	t.logView.Update(in, logRect, false)
	if t.logView.Offset < t.logView.Content-logRect.H-1 && in.Wheel > 0 {
		t.follow = false
	}
	if t.logView.Offset >= t.logView.Content-logRect.H-1 {
		t.follow = true
	}

	ctx.phases.mark("")
	for _, ev := range t.m.Drain() {
		t.queue = append(t.queue, ev)
		t.synced = false
	}
	t.advance(ctx)
	ctx.phases.mark("events")
	// The events of the last action were drained above, so "over" here means
	// the whole match has been shown.
	if _, over := t.m.Outcome(); over && t.idle() {
		t.afterEnd++
		if t.afterEnd > int(40*t.animScale(ctx)) {
			t.saver.Close()
			match.ClearAutosave(ctx.Store)
			ctx.Switch(newMatchResults(ctx, t))
		}
		return nil
	}
	idle := t.idle()
	if idle && !t.synced {
		t.pres.sync(t.view())
		t.synced = true
	}
	ctx.phases.mark("sync")
	t.m.Tick(idle)
	ctx.phases.mark("bots")
	if err := t.m.BotError(); err != nil {
		ctx.Notice = ctx.Loc.T("notice.bot_failed", "Error", err.Error())
	}
	t.autosave(ctx)
	ctx.phases.mark("autosave")
	if idle {
		t.humanInput(ctx)
	}
	return nil
}

func (t *tableScene) animScale(ctx *Ctx) float64 {
	return match.AnimScale(ctx.Settings.AnimSpeed)
}

// advance plays queued events one at a time; a click or Space fast-forwards
// everything queued.
func (t *tableScene) advance(ctx *Ctx) {
	scale := t.animScale(ctx)
	skip := scale == 0 || ((ctx.In.Has(ui.IntentSkip) || ctx.In.Clicked) && (len(t.queue) > 0 || t.pres.busy()))
	if skip && scale != 0 {
		ctx.In.Consume()
	}
	for {
		if skip {
			t.pres.finish()
			t.wait = 0
		} else {
			t.pres.step(1 / scale)
			if t.wait > 0 {
				t.wait -= 1 / scale
			}
		}
		if t.pres.busy() || t.wait > 0 || len(t.queue) == 0 {
			return
		}
		ev := t.queue[0]
		t.queue = t.queue[1:]
		t.addLog(ctx, ev)
		t.wait = t.pres.animate(ev)
		if t.pres.isRoundEnd(ev) && !(len(t.queue) > 0 && t.pres.isMatchEnd(t.queue[0])) {
			ctx.Push(newRoundResults(ctx, t, ev))
			return
		}
	}
}

func (t *tableScene) idle() bool {
	return len(t.queue) == 0 && !t.pres.busy() && t.wait <= 0
}

func (t *tableScene) autosave(ctx *Ctx) {
	if err := t.saver.Err(); err != nil {
		ctx.Notice = ctx.Loc.T("notice.save_failed", "Error", err.Error())
	}
	if n := t.m.Actions(); n != t.saved {
		t.saved = n
		if _, over := t.m.Outcome(); over {
			return
		}
		data, err := t.m.Save()
		if err != nil {
			ctx.Notice = ctx.Loc.T("notice.save_failed", "Error", err.Error())
			return
		}
		t.saver.Put(match.AutosaveFile, data)
	}
}

// humanInput shows the controls of the awaited human decision and applies
// the chosen action.
func (t *tableScene) humanInput(ctx *Ctx) {
	seat, legal, ok := t.turn()
	if !ok {
		t.menu.Buttons = nil
		t.turnSeat = engine.NoSeat
		return
	}
	if t.menuKey != t.m.Actions() || t.turnSeat != seat {
		t.menuKey, t.turnSeat = t.m.Actions(), seat
		t.menu = ui.Menu{Buttons: t.pres.controls(ctx, t, seat, legal)}
	}
	i := t.menu.Update(ctx.In)
	a, chosen := t.pres.choose(ctx, t, seat, legal, i)
	if !chosen {
		return
	}
	if err := t.m.Act(a); err != nil {
		ctx.Notice = ctx.Loc.T("notice.illegal", "Error", err.Error())
	}
	t.menu.Buttons = nil
}

// Draw paints the felt, the game, the log, the prompt and the controls. The
// felt and the panels that never move are painted once into bg, so a repaint
// costs one copy of it plus the cards and texts.
func (t *tableScene) Draw(ctx *Ctx, c *ui.Canvas) {
	t.drawBackground(ctx, c)
	t.drawTopBar(ctx, c)
	t.pres.draw(ctx, c, t)
	t.drawLog(ctx, c)
	if t.idle() {
		t.menu.Draw(c, ctx.Kit)
	}
	t.pauseBtn.Label = ctx.Loc.T("table.menu")
	t.pauseBtn.Draw(c, ctx.Kit, false)
}

// OwnBackdrop: the table paints the felt itself, in its cached background.
func (t *tableScene) OwnBackdrop() bool { return true }

func (t *tableScene) drawBackground(ctx *Ctx, c *ui.Canvas) {
	b := c.Dst.Bounds()
	if t.bg == nil || t.bg.Bounds().Size() != b.Size() || t.bgScale != c.Scale {
		if t.bg != nil {
			t.bg.Deallocate()
		}
		t.bg = ebiten.NewImage(b.Dx(), b.Dy())
		t.bgScale = c.Scale
		bc := *c
		bc.Dst, bc.Alpha = t.bg, 1
		drawBackdrop(ctx, &bc, b)
		k := ctx.Kit
		bc.Panel(k.Shapes, ui.Rect{X: 8, Y: 6, W: 1076, H: 40}, 10, ui.ColPanel)
		bc.Panel(k.Shapes, logRect.Inset(-4), 10, ui.ColPanel)
		t.pres.drawStatic(ctx, &bc)
	}
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(c.Opacity())
	if c.Opacity() == 1 {
		op.Blend = ebiten.BlendCopy
	}
	c.Dst.DrawImage(t.bg, op)
}

func (t *tableScene) drawTopBar(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	prompt := t.pres.prompt(ctx, t)
	c.TextIn(k.Fonts, prompt, ui.Rect{X: 190, Y: 6, W: 760, H: 40},
		ui.Style{Size: 21, Bold: true, Color: ui.ColText, Align: ui.Center})
}

var logRect = ui.Rect{X: 968, Y: 262, W: 300, H: 446}

func (t *tableScene) addLog(ctx *Ctx, ev engine.Event) {
	if line := t.pres.logLine(ctx, ev); line != "" {
		t.log = append(t.log, logEntry{ev: ev, text: line})
	}
}

// drawLog paints the scrollable log; lines are re-rendered when the language
// changes so switching is live.
func (t *tableScene) drawLog(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	const size, lh = 14.0, 19.0
	if t.logLang != ctx.Loc.Lang() {
		t.logLang = ctx.Loc.Lang()
		for i := range t.log {
			t.log[i].text = t.pres.logLine(ctx, t.log[i].ev)
		}
		t.logLines, t.logWrapped = nil, 0
	}
	for ; t.logWrapped < len(t.log); t.logWrapped++ {
		t.logLines = append(t.logLines, k.Fonts.Wrap(t.log[t.logWrapped].text, size, logRect.W-16, false)...)
	}
	lines := t.logLines
	t.logView.Content = float64(len(lines))*lh + 8
	if t.follow {
		t.logView.Offset = t.logView.Content - logRect.H
	}
	t.logView.Clamp(logRect.H)
	first := int(t.logView.Offset / lh)
	for i := max(first, 0); i < len(lines); i++ {
		y := logRect.Y + 4 + float64(i)*lh - t.logView.Offset
		if y < logRect.Y || y+lh > logRect.Y+logRect.H {
			continue
		}
		c.Text(k.Fonts, lines[i], logRect.X+8, y, ui.Style{Size: size, Color: ui.ColTextDim})
	}
}

// Animating: events still to show, a new action to draw, a bot starting
// or ending its thinking, or seats pulsing as possible targets.
func (t *tableScene) Animating() bool {
	seat, thinking := t.m.Thinking()
	key := int(seat) + 1
	if !thinking {
		key = 0
	}
	changed := key != t.thinkKey
	t.thinkKey = key
	_, _, human := t.turn()
	return !t.idle() || t.cacheKey != t.m.Actions() || changed || (human && t.pres.pulsing(t))
}

// Close stops the match's bot goroutines and finishes the last autosave.
func (t *tableScene) Close() {
	t.m.Close()
	t.saver.Close()
}

// pastEvents replays the match's save and returns what its viewer saw.
func pastEvents(m *match.Match) []engine.Event {
	if m.Actions() == 0 {
		return nil // a new match: its opening is still queued to be shown
	}
	data, err := m.Save()
	if err != nil {
		return nil
	}
	var f struct {
		Match engine.Save `json:"match"`
	}
	if json.Unmarshal(data, &f) != nil {
		return nil
	}
	var out []engine.Event
	viewer := m.Viewer()
	_, _ = f.Match.Replay(func(_ int, _ engine.Action, evs []engine.Event) {
		for _, e := range evs {
			if e = e.For(viewer); e != nil {
				out = append(out, e)
			}
		}
	})
	return out
}
