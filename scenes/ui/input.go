package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Intent is what the player asked for this tick, whatever the device.
type Intent int

// Intents mapped from keyboard, mouse and touch.
const (
	IntentNone    Intent = iota
	IntentConfirm        // Enter
	IntentCancel         // Esc
	IntentNext           // Tab, Right, Down
	IntentPrev           // Shift+Tab, Left, Up
	IntentSkip           // Space: fast-forward animations
	IntentRules          // F1
)

// Input is one tick's input, in logical units.
type Input struct {
	X, Y    float64 // pointer position
	Clicked bool    // a click or tap was released this tick at (X, Y)
	Pressed bool    // mouse held or a finger down
	Moved   bool    // the pointer moved since last tick (hover changes focus)
	Wheel   float64 // scroll, positive = content moves up
	DragDY  float64 // vertical finger drag this tick, for scrolling
	Intents []Intent
	Keys    []ebiten.Key // keys pressed this tick (letters, digits)
	Chars   []rune       // text typed this tick
	// LongPress is true while a finger has rested in place long enough
	// to show a tooltip; its lift is then no tap.
	LongPress bool
	// Rest is how many ticks the pointer has stayed where it is (Settle).
	Rest     int
	restX    float64
	restY    float64
	lastX    float64
	lastY    float64
	touches  map[ebiten.TouchID]*fingerTrack
	touchBuf []ebiten.TouchID
	down     []Touch
	up       []Touch
}

// Has reports whether intent i happened this tick.
func (in *Input) Has(i Intent) bool {
	for _, x := range in.Intents {
		if x == i {
			return true
		}
	}
	return false
}

// Key reports whether k was pressed this tick.
func (in *Input) Key(k ebiten.Key) bool {
	for _, x := range in.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// HoverTicks is how long the pointer rests on a card (at 60 ticks a
// second) before its tooltip shows: one that shows at once covers the
// table while the pointer only passes over it.
const HoverTicks = 30

// Settle counts how long the pointer has rested: called once a tick, when
// the tick's input is final (after a script's edits).
func (in *Input) Settle() {
	if in.X != in.restX || in.Y != in.restY {
		in.Rest, in.restX, in.restY = 0, in.X, in.Y
		return
	}
	in.Rest++
}

// Hovering reports whether the pointer has rested long enough for a
// tooltip, or a finger is held in a long press (which shows it at once).
func (in *Input) Hovering() bool { return in.Rest >= HoverTicks || in.LongPress }

// Consume clears the click so one widget handles it.
func (in *Input) Consume() { in.Clicked = false }

// Read polls the devices for this tick, converting positions with c.
func (in *Input) Read(c *Canvas) {
	in.Intents = in.Intents[:0]
	in.Keys = inpututil.AppendJustPressedKeys(in.Keys[:0])
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	in.Clicked, in.Wheel, in.DragDY = false, 0, 0

	mx, my := ebiten.CursorPosition()
	x, y := c.ToLogical(mx, my)
	in.Pressed = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		in.Clicked = true
	}
	_, wy := ebiten.Wheel()
	in.Wheel = wy

	in.X, in.Y = x, y

	in.touchBuf = ebiten.AppendTouchIDs(in.touchBuf[:0])
	in.down = in.down[:0]
	for _, id := range in.touchBuf {
		tx, ty := ebiten.TouchPosition(id)
		lx, ly := c.ToLogical(tx, ty)
		in.down = append(in.down, Touch{ID: id, X: lx, Y: ly})
	}
	in.touchBuf = inpututil.AppendJustReleasedTouchIDs(in.touchBuf[:0])
	in.up = in.up[:0]
	for _, id := range in.touchBuf {
		tx, ty := inpututil.TouchPositionInPreviousTick(id)
		lx, ly := c.ToLogical(tx, ty)
		in.up = append(in.up, Touch{ID: id, X: lx, Y: ly})
	}
	in.Touches(in.down, in.up)
	in.Moved = in.X != in.lastX || in.Y != in.lastY
	in.lastX, in.lastY = in.X, in.Y

	in.noteKeyboard()
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	for _, k := range in.Keys {
		switch k {
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			in.Intents = append(in.Intents, IntentConfirm)
		case ebiten.KeyEscape:
			in.Intents = append(in.Intents, IntentCancel)
		case ebiten.KeyTab:
			if shift {
				in.Intents = append(in.Intents, IntentPrev)
			} else {
				in.Intents = append(in.Intents, IntentNext)
			}
		case ebiten.KeyArrowRight, ebiten.KeyArrowDown:
			in.Intents = append(in.Intents, IntentNext)
		case ebiten.KeyArrowLeft, ebiten.KeyArrowUp:
			in.Intents = append(in.Intents, IntentPrev)
		case ebiten.KeySpace:
			in.Intents = append(in.Intents, IntentSkip)
		case ebiten.KeyF1:
			in.Intents = append(in.Intents, IntentRules)
		}
	}
}
