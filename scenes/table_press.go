package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/scenes/ui"
)

// holdTicks is how long a press made while the table cannot take it is kept
// for the decision that follows, at normal animation speed: about the end of
// one animation. An older press was made before the player could know what
// it would answer.
const holdTicks = 60

// maxHeld bounds the presses kept: a burst of keys while the cards move.
const maxHeld = 8

// heldPress is the decision part of one tick's input (keys, Enter, Tab and
// arrows, a click and where it landed) kept for a decision not shown yet.
type heldPress struct {
	tick    int
	keys    []ebiten.Key
	intents []ui.Intent
	click   bool
	x, y    float64
}

// pressBuffer keeps the presses a player makes while the last moves are
// still being shown, so the decision that follows takes them instead of
// losing them: the match knows the human's decision before the table has
// finished drawing what led to it, and a player who presses during the last
// card's flight means that press. A press that skipped the animation (Space,
// or a click the skip consumed) is the skip's alone and is never kept.
type pressBuffer struct {
	held []heldPress
	seen int // the tick the table last looked at the input
}

// see is called once per table tick; it forgets every held press when the
// table missed ticks (a screen was over it: what was pressed before it was
// not meant for what comes after).
func (b *pressBuffer) see(tick int) {
	if b.seen != 0 && tick != b.seen+1 {
		b.clear()
	}
	b.seen = tick
}

// hold keeps the decision part of in, made at tick, unless in skipped the
// animation or holds no decision press.
func (b *pressBuffer) hold(in *ui.Input, tick int) {
	if in.Has(ui.IntentSkip) {
		return
	}
	p := heldPress{tick: tick, click: in.Clicked, x: in.X, y: in.Y}
	if len(in.Keys) > 0 {
		p.keys = slices.Clone(in.Keys)
	}
	for _, i := range in.Intents {
		switch i {
		case ui.IntentConfirm, ui.IntentNext, ui.IntentPrev:
			p.intents = append(p.intents, i)
		}
	}
	if !p.click && len(p.keys) == 0 && len(p.intents) == 0 {
		return
	}
	if len(b.held) == maxHeld {
		b.held = slices.Delete(b.held, 0, 1)
	}
	b.held = append(b.held, p)
}

// take empties the buffer and returns, oldest first, the presses made at
// most hold ticks before tick, as inputs at the pointer position (px, py)
// unless they were clicks.
func (b *pressBuffer) take(tick int, hold float64, px, py float64) []ui.Input {
	var out []ui.Input
	for _, p := range b.held {
		if float64(tick-p.tick) > hold {
			continue
		}
		in := ui.Input{X: px, Y: py, Keys: p.keys, Intents: p.intents}
		if p.click {
			in.X, in.Y, in.Clicked = p.x, p.y, true
		}
		out = append(out, in)
	}
	b.clear()
	return out
}

// clear forgets every held press.
func (b *pressBuffer) clear() { b.held = b.held[:0] }
