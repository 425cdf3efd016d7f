package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// tableScene runs a match on screen, the same for every game: it drains the
// match's events into a queue the presenter animates one at a time, keeps
// the log, the prompt bar and the autosave, and turns the presenter's
// controls into the human's actions. The presenter sees a Frame, never the
// match. Screens over the table (results, pause) are scenes pushed on top;
// the hand-off cover (table_cover.go) replaces the whole table while it is
// up, and the reaction bar (table_bar.go) takes the input before the
// presenter's controls.
type tableScene struct {
	m      *match.Match
	pres   table.Presenter
	game   string
	names  []string
	queue  table.Queue // events still to show
	synced bool
	saved  int // actions count at the last autosave

	log     []logEntry
	logLang string
	logView ui.Scroll
	follow  bool // the log follows new lines until the player scrolls up

	menu     ui.Menu
	controls []table.Control // the menu's buttons with their actions
	turnSeat engine.Seat
	menuKey  int
	presses  pressBuffer // presses made before the decision was shown
	pauseBtn ui.Button
	afterEnd int  // ticks since the match ended (then results)
	autoNext bool // no humans: results screens continue by themselves

	// The view and human turn are cached per action: building them every
	// frame would allocate for nothing.
	cacheKey int
	// cacheViewer is whose view is cached: a claimer's pass hands the
	// screen back to nobody without an action.
	cacheViewer engine.Seat
	viewCache   engine.View
	turnCache   table.Turn
	beside      []table.Turn // the other humans acting beside the turn
	frameBuf    table.Frame  // the frame handed to the presenter, reused
	saver       *saver
	bg          *ebiten.Image
	bgScale     float64
	thinkKey    int
	chime       turnChime // "your turn" sounded

	logLines   []string // the log wrapped to the panel, rebuilt when it changes
	logWrapped int

	// drainedAt is the action count at the last Drain (-1: the opening is
	// still in the match): the events not drained yet are those of the
	// actions from there on.
	drainedAt int
	coverAge  int // ticks the hand-off cover has been on screen
	coverBtn  ui.Button
	bar       reactionBar
	hint      hint    // the Hint of the human decision shown (table_hint.go)
	refusal   refusal // why a greyed control cannot be taken (table_refusal.go)
	// confirmed: someone has been at the screen since the table opened.
	confirmed bool
	builtFor  engine.Seat // whose view the log and the presenter were built for

	// coverDrawn: the cover up now has been drawn; coverHeld: a button or
	// finger went down before that and is not lifted yet (table_cover.go).
	coverDrawn, coverHeld bool
}

// screenView is where the table takes every view it shows: the view the
// match's rule of who may look allows (match.Viewer). It is a variable only
// so the frame-level secrets check can plant a leak and prove it is caught.
var screenView = func(m *match.Match) engine.View { return m.View() }

// sync rebuilds the presenter's table from v (see table.Presenter.Sync).
func (t *tableScene) sync(v engine.View, opening bool) {
	t.pres.Sync(v, opening)
	t.synced = true
}

// refresh rebuilds the cached view after an action.
func (t *tableScene) refresh() {
	if t.viewCache != nil && t.cacheKey == t.m.Actions() && t.cacheViewer == t.m.Viewer() {
		return
	}
	t.cacheKey, t.cacheViewer = t.m.Actions(), t.m.Viewer()
	t.viewCache = screenView(t.m)
	s, l, ok := t.m.HumanTurn()
	t.turnCache = table.Turn{Seat: s, Legal: l, OK: ok}
	t.beside = t.beside[:0]
	for _, p := range t.m.Beside() {
		t.beside = append(t.beside, table.Turn{Seat: p.Seat, Legal: p.Legal, OK: true})
	}
}

// view is the viewer's view of the match now.
func (t *tableScene) view() engine.View {
	t.refresh()
	return t.viewCache
}

// turn is the human decision awaited, if any.
func (t *tableScene) turn() (engine.Seat, []engine.Action, bool) {
	t.refresh()
	return t.turnCache.Seat, t.turnCache.Legal, t.turnCache.OK
}

// frame is what the presenter reads of the match now; it stays valid until
// the next call.
func (t *tableScene) frame() *table.Frame {
	t.refresh()
	_, over := t.m.Outcome()
	thinking := engine.NoSeat
	if s, ok := t.m.Thinking(); ok {
		thinking = s
	}
	t.frameBuf = table.Frame{View: t.viewCache, Turn: t.turnCache, Beside: t.beside, Idle: t.idle(), Over: over,
		Thinking: thinking, Names: t.names}
	return &t.frameBuf
}

// newTableScene puts m on screen with its game's presenter; a game without
// one cannot be started (the lobby and title offer only playable games).
func newTableScene(ctx *Ctx, m *match.Match) (*tableScene, error) {
	setup := m.Setup()
	t := &tableScene{m: m, game: setup.Game, follow: true, turnSeat: engine.NoSeat, menuKey: -1, builtFor: m.Viewer(),
		saver: newSaver(ctx.Store), drainedAt: m.Actions()}
	if m.Actions() == 0 {
		t.drainedAt = -1
	}
	humans := 0
	for _, s := range setup.Seats {
		t.names = append(t.names, s.Name)
		if s.Human {
			humans++
		}
	}
	t.autoNext = humans == 0
	pres, err := table.New(setup.Game, t.names)
	if err != nil {
		m.Close()
		return nil, fmt.Errorf("scenes: %w", err)
	}
	t.pres = pres
	// A restored match gets its log and score history back by replaying the
	// save: nothing of the match is lost by quitting.
	for _, ev := range pastEvents(m) {
		t.addLog(ctx, ev)
		t.pres.Record(ev)
	}
	// A new match's opening (the first deal) is still queued: it starts
	// from an empty table so it is dealt on screen.
	t.sync(t.view(), m.Actions() == 0)
	t.pauseBtn = ui.Button{R: ui.Rect{X: 1092, Y: 8, W: 176, H: 36}, Size: 16, KeyHint: "Esc"}
	return t, nil
}

// Name is "table".
func (t *tableScene) Name() string { return "table" }

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
	t.followViewer(ctx)
	// The person at the screen sees the events of their own move, redacted
	// for them, before the cover asks them to pass the device (the cover
	// comes once the table is idle); the next person gets the log and the
	// table rebuilt for them when they confirm. Before anyone has
	// confirmed, the events wait for the first person; after a window that
	// showed nobody's hand, its outcome is shown to everyone as public.
	if _, handoff := t.m.Handoff(); !handoff || t.m.Viewer() != engine.NoSeat || t.confirmed {
		for _, ev := range t.m.Drain() {
			t.queue.Push(ev)
			t.synced = false
		}
		t.drainedAt = t.m.Actions()
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
		t.sync(t.view(), false)
	}
	ctx.phases.mark("sync")
	acted := t.m.Actions()
	t.m.Tick(idle)
	ctx.phases.mark("bots")
	t.followViewer(ctx) // Tick may have taken the person's view away
	if err := t.m.BotError(); err != nil {
		ctx.Notice = ctx.Loc.Problem("notice.bot_failed", err)
	}
	t.autosave(ctx)
	ctx.phases.mark("autosave")
	if _, up := t.covered(); up {
		t.hint.offered = false
		t.updateCover(ctx)
		return nil
	}
	t.coverDown()
	if idle && t.updateBar(ctx) {
		t.hint.offered = false
		t.menu.Buttons, t.controls, t.turnSeat = nil, nil, engine.NoSeat
		return nil
	}
	// A bot that acted in Tick left events to show: the decision after it
	// is not on screen yet.
	ready := idle && t.m.Actions() == acted
	if ready {
		t.chimeTurn(ctx)
	}
	t.updateHint(ctx, ready)
	t.humanInput(ctx, ready)
	return nil
}

// hiddenNote says why a hot-seat table shows nobody's hand ("" when a
// person's view is shown, or while the cards move).
func (t *tableScene) hiddenNote(ctx *Ctx) string {
	left, why := t.m.Hidden()
	if why == match.NotHidden || !t.idle() {
		return ""
	}
	key := map[match.Hide]string{match.HideBots: "table.hidden_bots", match.HideWindow: "table.hidden_window",
		match.HideNext: "table.hidden_next"}[why]
	if left == engine.NoSeat {
		return ctx.Loc.T(key + "_all")
	}
	return ctx.Loc.T(key, "Name", table.SeatName(t.names, left))
}

// followViewer rebuilds the table for nobody when the match takes a
// person's view away (their decision and its motion are done, a window
// asks everyone, a round ended): nobody's hand, nobody's log lines. A
// person's view comes only through the cover (confirmHandoff).
func (t *tableScene) followViewer(ctx *Ctx) {
	if t.m.Viewer() != engine.NoSeat {
		t.confirmed = true
	} else if t.builtFor != engine.NoSeat {
		t.rebuildFor(ctx)
	}
}

func (t *tableScene) animScale(ctx *Ctx) float64 {
	return match.AnimScale(ctx.Settings.AnimSpeed)
}

// advance plays queued events one at a time; a click or Space fast-forwards
// everything queued.
func (t *tableScene) advance(ctx *Ctx) {
	scale := t.animScale(ctx)
	skip := scale == 0 || ((ctx.In.Has(ui.IntentSkip) || ctx.In.Clicked) && (t.queue.Len() > 0 || t.pres.Stage().Busy()))
	if skip && scale != 0 {
		ctx.In.Consume()
	}
	t.queue.Advance(t.pres, 1/scale, skip, func(ev engine.Event) bool {
		t.addLog(ctx, ev)
		ctx.Sound.Play(table.SoundOf(t.game, ev))
		next, ok := t.queue.Next()
		if showsRoundResults(ev, next, ok) {
			ctx.Push(newRoundResults(ctx, t))
			return false
		}
		return true
	})
}

func (t *tableScene) idle() bool {
	return t.queue.Idle(t.pres.Stage())
}

// showsRoundResults reports whether the round results show after ev (next,
// when ok, is the event queued after it): after a round, unless the match
// results follow at once — the match ends with it (a one-round game such
// as Zombie Kittens), or with the next event.
func showsRoundResults(ev, next engine.Event, ok bool) bool {
	return endsRound(ev) && !endsMatch(ev) && !(ok && endsMatch(next))
}

// endsRound and endsMatch read the facts the engine's events report.
func endsRound(ev engine.Event) bool {
	e, ok := ev.(engine.Ending)
	if !ok {
		return false
	}
	round, _ := e.Ends()
	return round
}

func endsMatch(ev engine.Event) bool {
	e, ok := ev.(engine.Ending)
	if !ok {
		return false
	}
	_, match := e.Ends()
	return match
}

func (t *tableScene) autosave(ctx *Ctx) {
	if err := t.saver.Err(); err != nil {
		ctx.Notice = ctx.Loc.Problem("notice.save_failed", err)
	}
	if n := t.m.Actions(); n != t.saved {
		t.saved = n
		if _, over := t.m.Outcome(); over {
			return
		}
		data, err := t.m.Save()
		if err != nil {
			ctx.Notice = ctx.Loc.Problem("notice.save_failed", err)
			return
		}
		t.saver.Put(match.AutosaveFile, data)
	}
}

// Draw paints the felt, the game, the log, the prompt and the controls. The
// felt and the panels that never move are painted once into bg, so a repaint
// costs one copy of it plus the cards and texts.
func (t *tableScene) Draw(ctx *Ctx, c *ui.Canvas) {
	if seat, up := t.covered(); up {
		t.drawCover(ctx, c, seat)
		return
	}
	t.drawBackground(ctx, c)
	t.drawTopBar(ctx, c)
	f := t.frame()
	f.Hidden = t.hiddenNote(ctx)
	t.pres.Draw(&ctx.Env, c, f)
	t.drawLog(ctx, c)
	if t.idle() {
		t.menu.Draw(c, ctx.Kit)
		t.drawHint(ctx, c)
		t.drawRefusal(ctx, c)
		t.drawBar(ctx, c)
	}
	t.pauseBtn.Label = ctx.Loc.T("table.menu")
	t.pauseBtn.Draw(c, ctx.Kit, false)
}

// Retained: the table's draws may be recorded and only what changed
// repainted (ui.Recorder), except under the hand-off cover, which paints the
// screen directly.
func (t *tableScene) Retained() bool {
	_, up := t.covered()
	return !up
}

// OwnBackdrop: the table paints the felt itself, in its cached background.
func (t *tableScene) OwnBackdrop() bool { return true }

// drawStatic paints what never moves over the felt: the top bar's and the
// log's panels, and the presenter's static parts.
func (t *tableScene) drawStatic(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	c.Panel(k.Shapes, ui.Rect{X: 8, Y: 6, W: 1076, H: 40}, 10, ui.ColPanel)
	c.Panel(k.Shapes, logRect.Inset(-4), 10, ui.ColPanel)
	t.pres.DrawStatic(&ctx.Env, c)
}

func (t *tableScene) drawBackground(ctx *Ctx, c *ui.Canvas) {
	b := c.Dst.Bounds()
	if t.bg == nil || t.bg.Bounds().Size() != b.Size() || t.bgScale != c.Scale {
		if t.bg != nil {
			t.bg.Deallocate()
		}
		t.bg = ebiten.NewImage(b.Dx(), b.Dy())
		t.bgScale = c.Scale
		bc := *c
		bc.Dst, bc.Alpha, bc.Rec = t.bg, 1, nil // painted into the cache, never recorded
		drawBackdrop(ctx, &bc, b)
		t.drawStatic(ctx, &bc)
	} else if c.Fit != nil {
		// The fit check sees the texts of the cached felt on every frame
		// it checks, recorded and thrown away.
		bc := *c
		bc.Rec = ui.NewRecorder()
		t.drawStatic(ctx, &bc)
	}
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(c.Opacity())
	if c.Opacity() == 1 {
		op.Blend = ebiten.BlendCopy
	}
	c.DrawRaw(t.bg, op)
}

func (t *tableScene) drawTopBar(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	prompt := t.prompt(ctx)
	r := ui.Rect{X: 190, Y: 6, W: 760, H: 40}
	// A long question or hint (Vietnamese runs longer) shrinks to fit
	// between the buttons, then takes two lines.
	size := 21.0
	for size > 15 && k.Fonts.Measure(prompt, size, true) > r.W-24 {
		size--
	}
	lines := []string{prompt}
	if k.Fonts.Measure(prompt, size, true) > r.W-24 {
		size = 15
		lines = k.Fonts.Wrap(prompt, size, r.W-24, true)
		if len(lines) > 2 {
			lines = lines[:2]
		}
	}
	h := r.H / float64(len(lines))
	for i, line := range lines {
		c.TextIn(k.Fonts, line, ui.Rect{X: r.X, Y: r.Y + float64(i)*h, W: r.W, H: h},
			ui.Style{Size: size, Bold: true, Color: ui.ColText, Align: ui.Center})
	}
}

// prompt says who must decide what: nothing while the cards move (nobody
// decides then), who is thinking, the presenter's question, and that the
// match is over.
func (t *tableScene) prompt(ctx *Ctx) string {
	f := t.frame()
	switch {
	case f.Over && f.Idle:
		return ctx.Loc.T("results.over")
	case !f.Idle:
		return ""
	case f.Thinking != engine.NoSeat:
		return ctx.Loc.T("table.thinking", "Name", f.Name(f.Thinking))
	case len(t.bar.menu.Buttons) > 0:
		return ctx.Loc.T("table.react_title")
	}
	if r := t.hintText(ctx); r != "" {
		return r // the answer to the presenter's question
	}
	return t.pres.Prompt(&ctx.Env, f)
}

// Animating: events still to show, a new action to draw, a bot starting
// or ending its thinking, or seats pulsing as possible targets.
func (t *tableScene) Animating() bool {
	seat, thinking := t.m.Thinking()
	key := int(seat) + 1
	if !thinking {
		key = 0
	}
	if s, up := t.covered(); up {
		key = 100 + int(s)
	}
	changed := key != t.thinkKey
	t.thinkKey = key
	_, _, human := t.turn()
	return !t.idle() || t.cacheKey != t.m.Actions() || changed || (human && t.pres.Stage().Pulsing) ||
		t.bar.open || t.viewCache == nil || t.hint.animating() || t.refusal.animating()
}

// Close stops the match's bot goroutines and finishes the last autosave.
func (t *tableScene) Close() {
	t.hint.reset()
	t.m.Close()
	t.saver.Close()
}
