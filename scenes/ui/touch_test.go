package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gesture plays one finger through the points (one a tick) and lifts it at
// the last, against a menu of one button at (100,100)-(300,160); it returns
// whether the button was pressed and whether a long press showed on the way.
func gesture(points ...[2]float64) (pressed, long bool) {
	m := Menu{Buttons: []*Button{{R: Rect{X: 100, Y: 100, W: 200, H: 60}}}, Focus: -1}
	var in Input
	for _, p := range points {
		in.Clicked, in.DragDY = false, 0
		in.Touches([]Touch{{ID: 1, X: p[0], Y: p[1]}}, nil)
		long = long || in.LongPress
		if m.Update(&in) == 0 {
			pressed = true
		}
	}
	last := points[len(points)-1]
	in.Clicked = false
	in.Touches(nil, []Touch{{ID: 1, X: last[0], Y: last[1]}})
	if m.Update(&in) == 0 {
		pressed = true
	}
	return pressed, long
}

func TestTapPressesButton(t *testing.T) {
	pressed, long := gesture([2]float64{150, 130}, [2]float64{152, 131}, [2]float64{155, 134})
	assert.True(t, pressed, "a tap within the slop presses")
	assert.False(t, long)
}

func TestSwipeEndingOnButtonDoesNotPress(t *testing.T) {
	var pts [][2]float64
	for y := 400.0; y >= 130; y -= 30 {
		pts = append(pts, [2]float64{150, y})
	}
	pressed, _ := gesture(pts...)
	assert.False(t, pressed, "a swipe that ends on the button must not press it")
}

func TestSwipeOutAndBackDoesNotPress(t *testing.T) {
	// Beyond the slop once is a swipe, even back where it started.
	pressed, _ := gesture([2]float64{150, 130}, [2]float64{150, 180}, [2]float64{150, 130})
	assert.False(t, pressed)
}

func TestLongPressShowsTooltipAndDoesNotPress(t *testing.T) {
	var pts [][2]float64
	for i := 0; i < LongPressTicks+10; i++ {
		pts = append(pts, [2]float64{150, 130})
	}
	pressed, long := gesture(pts...)
	assert.True(t, long, "resting the finger is a long press (the tooltip shows)")
	assert.False(t, pressed, "the lift after a long press is no tap")
}

func TestSwipeScrolls(t *testing.T) {
	var in Input
	in.Touches([]Touch{{ID: 1, X: 10, Y: 300}}, nil)
	in.DragDY = 0
	in.Touches([]Touch{{ID: 1, X: 10, Y: 260}}, nil)
	require.InDelta(t, -40, in.DragDY, 1e-9)
	assert.True(t, in.Pressed)
}

func TestKeyHintsHiddenUntilKeyboardSeen(t *testing.T) {
	was := KeyHints()
	defer SetKeyHints(was)
	b := &Button{Label: "Hit", KeyHint: "H"}
	SetKeyHints(false)
	assert.Equal(t, "Hit", b.Text(), "no key hint on a device without a keyboard")
	(&Input{}).noteKeyboard()
	assert.Equal(t, "Hit", b.Text(), "a tick without keys changes nothing")
	(&Input{Keys: []ebiten.Key{ebiten.KeyA}}).noteKeyboard()
	assert.Equal(t, "Hit  (H)", b.Text())
	assert.Equal(t, "Back", (&Button{Label: "Back"}).Text())
}
