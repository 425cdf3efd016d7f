package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// hintBtnRect is the Hint button's place, at the right end of the top bar
// (every game has one there, whatever its controls look like).
var hintBtnRect = ui.Rect{X: 956, Y: 10, W: 124, H: 32}

// hint is the Hint of one human decision: what the game's Hard bot would
// do from that seat's view, searched in slices inside Update (as the match
// runs its bots), with the bot's one-line reason. It belongs to one
// position and is dropped as soon as the position changes.
type hint struct {
	key     int         // the match's action count the hint belongs to
	seat    engine.Seat // the seat deciding
	offered bool        // the button is shown this tick
	btn     ui.Button

	bot    ai.Bot
	view   engine.View
	th     ai.Thinking // the search in progress; nil when none was asked for
	done   bool
	action engine.Action
	reason ai.Reason
	drawn  bool // the finished hint has been painted once
}

// reset stops any search and forgets the hint.
func (h *hint) reset() {
	if h.th != nil {
		h.th.Stop()
	}
	*h = hint{key: -1, seat: engine.NoSeat}
}

// updateHint offers the button while a human decides at an idle table,
// starts the search when the button or "?" is pressed and advances it by
// one slice per tick, so no frame waits for it.
func (t *tableScene) updateHint(ctx *Ctx, ready bool) {
	h := &t.hint
	seat, legal, human := t.turn()
	if h.key != t.m.Actions() || h.seat != seat {
		h.reset()
		h.key, h.seat = t.m.Actions(), seat
	}
	// A game without a Hard bot offers no hint: a random one would mislead.
	h.offered = ctx.Settings.Hints && ready && human && ctx.Top() == Scene(t) &&
		t.view() != nil && t.view().Viewer() == seat && slices.Contains(ai.Levels(t.game), ai.LevelHard)
	if !h.offered {
		return
	}
	in := ctx.In
	asked := (in.Clicked && hintBtnRect.Contains(in.X, in.Y)) || in.Key(ebiten.KeySlash) ||
		containsRune(in.Chars, '?')
	if asked && h.th == nil {
		in.Consume()
		h.start(t, seat, legal)
	}
	if h.th != nil && !h.done && h.th.Think(ai.SliceWork) {
		h.done, h.action = true, h.th.Best()
		h.reason = ai.Explain(h.bot, h.view, h.action)
	}
}

// start begins Hard's decision from the seat's view (never the state) with
// the random source the match's own bot of that seat would get, so the hint
// is reproducible.
func (h *hint) start(t *tableScene, seat engine.Seat, legal []engine.Action) {
	bot, err := ai.New(t.game, ai.LevelHard)
	if err != nil {
		return // not offered then (see updateHint)
	}
	h.bot, h.view = bot, hintView(t, seat)
	rng := ai.DecisionRNG(t.m.Setup().Seed, seat, t.m.Actions())
	h.th = bot.Begin(h.view, append([]engine.Action(nil), legal...), rng)
}

// hintView is the view a hint is searched from: the view on screen, which
// is the deciding seat's (updateHint offers a hint only then). A variable
// only so the frame-level secrets check can plant a leak.
var hintView = func(t *tableScene, _ engine.Seat) engine.View { return t.view() }

// animating reports whether a hint search runs or a finished hint has not
// been painted yet: the table must keep repainting.
func (h *hint) animating() bool {
	return h.th != nil && (!h.done || !h.drawn)
}

// hintText is the finished hint's reason in the player's language ("" when
// there is none to show).
func (t *tableScene) hintText(ctx *Ctx) string {
	h := &t.hint
	if !h.offered || !h.done || h.reason.ID == "" {
		return ""
	}
	kv := make([]any, 0, 2*len(h.reason.Args))
	for _, a := range h.reason.Args {
		var s string
		switch a.Kind {
		case ai.ArgPercent:
			s = ctx.Loc.Percent(a.Value, 0)
		case ai.ArgSigned:
			s = ctx.Loc.Signed(a.Value, 1)
		case ai.ArgSeat:
			s = table.SeatName(t.names, engine.Seat(a.Value))
		default:
			s = ctx.Loc.Number(a.Value, 0)
		}
		kv = append(kv, a.Key, s)
	}
	return ctx.Loc.T(h.reason.ID, kv...)
}

// drawHint paints the button and, once the hint is found, a glow around the
// control (and its zone on the table) that takes the hinted action.
func (t *tableScene) drawHint(ctx *Ctx, c *ui.Canvas) {
	h := &t.hint
	if !h.offered {
		return
	}
	h.btn.R, h.btn.Size = hintBtnRect, 15
	h.btn.Label, h.btn.KeyHint = ctx.Loc.T("hint.button"), "?"
	if h.th != nil && !h.done {
		h.btn.Label, h.btn.KeyHint = ctx.Loc.T("hint.thinking"), ""
	}
	h.btn.Draw(c, ctx.Kit, false)
	if !h.done {
		return
	}
	h.drawn = true
	for _, ctl := range t.controls {
		if ctl.Action != h.action || ctl.Button.Disabled {
			continue
		}
		c.Outline(ctx.Kit.Shapes, ctl.Button.R.Inset(-9), 16, ui.ColGood)
		c.Outline(ctx.Kit.Shapes, ctl.Button.R.Inset(-12), 18, ui.ColGood)
		if ctl.Zone.W > 0 {
			c.Outline(ctx.Kit.Shapes, ctl.Zone.Inset(4), 12, ui.ColGood)
			c.Outline(ctx.Kit.Shapes, ctl.Zone.Inset(6), 10, ui.ColGood)
		}
	}
	// An action made of picks on the table: the cards to pick.
	if hz, ok := t.pres.(table.Hinter); ok {
		for _, r := range hz.HintZones(&ctx.Env, t.frame(), h.action) {
			c.Outline(ctx.Kit.Shapes, r.Inset(-4), 10, ui.ColGood)
			c.Outline(ctx.Kit.Shapes, r.Inset(-7), 12, ui.ColGood)
		}
	}
}

func containsRune(rs []rune, r rune) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}
