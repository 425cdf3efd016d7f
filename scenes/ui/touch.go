package ui

import "github.com/hajimehoshi/ebiten/v2"

// TapSlop is how far, in logical pixels, a finger may move between touching
// down and lifting for the lift to count as a tap. Farther is a swipe: it
// scrolls, and the button it ends on is not pressed.
const TapSlop = 12.0

// LongPressTicks is how long a finger rests (at 60 ticks a second) before
// the press shows a tooltip instead of tapping.
const LongPressTicks = 30

// Touch is one finger's position this tick, in logical units.
type Touch struct {
	ID   ebiten.TouchID
	X, Y float64
}

// fingerTrack is what a finger did since it touched down.
type fingerTrack struct {
	x0, y0 float64 // where it went down
	lastY  float64
	ticks  int
	swiped bool // moved beyond TapSlop at some point
}

// Touches applies one tick of touch input: down are the fingers on the
// screen, up those lifted this tick (at their last position). The pointer
// follows the finger; a vertical drag scrolls; a lift is a click only when
// the finger stayed within TapSlop of where it went down and was not held
// into a long press. Read calls it; tests call it to play gestures.
func (in *Input) Touches(down, up []Touch) {
	if in.touches == nil {
		in.touches = map[ebiten.TouchID]*fingerTrack{}
	}
	in.LongPress = false
	for _, t := range down {
		in.X, in.Y, in.Pressed = t.X, t.Y, true
		f, ok := in.touches[t.ID]
		if !ok {
			f = &fingerTrack{x0: t.X, y0: t.Y, lastY: t.Y}
			in.touches[t.ID] = f
		}
		in.DragDY += t.Y - f.lastY
		f.lastY = t.Y
		f.ticks++
		if dist2(t.X-f.x0, t.Y-f.y0) > TapSlop*TapSlop {
			f.swiped = true
		}
		if !f.swiped && f.ticks >= LongPressTicks {
			in.LongPress = true
		}
	}
	for _, t := range up {
		in.X, in.Y = t.X, t.Y
		f, ok := in.touches[t.ID]
		delete(in.touches, t.ID)
		if !ok {
			// A finger seen only as it lifts (a tap within one tick).
			in.Clicked = true
			continue
		}
		if dist2(t.X-f.x0, t.Y-f.y0) > TapSlop*TapSlop {
			f.swiped = true
		}
		if !f.swiped && f.ticks < LongPressTicks {
			in.Clicked = true
		}
	}
}

func dist2(dx, dy float64) float64 { return dx*dx + dy*dy }
