package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets"
	"cardtable/scenes/ui"
)

var tipBounds = ui.Rect{X: 8, Y: 8, W: ui.LogicalW - 16, H: ui.LogicalH - 16}

func inside(r, b ui.Rect) bool {
	return r.X >= b.X && r.Y >= b.Y && r.X+r.W <= b.X+b.W && r.Y+r.H <= b.Y+b.H
}

// A card alone in the middle: the tip goes above it, centred, clear of it.
func TestTipPlaceAboveByDefault(t *testing.T) {
	aim := ui.Rect{X: 600, Y: 400, W: 80, H: 120}
	r := tipPlace(300, 120, aim, nil, tipBounds)
	assert.Zero(t, overlap(r, aim))
	assert.Equal(t, ui.Rect{X: 490, Y: 272, W: 300, H: 120}, r)
}

// A hand card at the foot with the buttons above the hand: the tip avoids
// the buttons and the other cards and lies beside the card, never on it.
func TestTipPlaceAvoidsButtonsAndCards(t *testing.T) {
	aim := ui.Rect{X: 400, Y: 560, W: 90, H: 130}
	hand := []ui.Rect{{X: 300, Y: 560, W: 90, H: 130}, aim, {X: 500, Y: 560, W: 90, H: 130}}
	buttons := []ui.Rect{{X: 300, Y: 440, W: 400, H: 50}}
	r := tipPlace(300, 140, aim, append(hand, buttons...), tipBounds)
	assert.Zero(t, overlap(r, aim), "the tip covers the card aimed at")
	for _, o := range append(hand, buttons...) {
		assert.Zero(t, overlap(r, o), "the tip %v covers %v", r, o)
	}
	assert.True(t, inside(r, tipBounds))
}

// Where every place beside the card covers something, the one over the
// fewest cards and buttons wins, then the least area of them.
func TestTipPlaceFewestCovered(t *testing.T) {
	aim := ui.Rect{X: 600, Y: 300, W: 80, H: 120}
	avoid := []ui.Rect{
		{X: 500, Y: 100, W: 280, H: 190},                                 // above, two things
		{X: 520, Y: 200, W: 60, H: 60},                                   // above too
		{X: 690, Y: 300, W: 40, H: 40},                                   // right: one small thing
		{X: 300, Y: 290, W: 290, H: 140}, {X: 250, Y: 300, W: 40, H: 40}, // left: two
		{X: 500, Y: 430, W: 300, H: 200}, {X: 560, Y: 440, W: 100, H: 100}, // below: two
	}
	r := tipPlace(200, 100, aim, avoid, tipBounds)
	assert.Equal(t, aim.X+aim.W+tipMargin, r.X, "right of the card, over one thing: %v", r)
	assert.Zero(t, overlap(r, aim))
}

// At the screen's edge the tip is kept inside it and still off the card.
func TestTipPlaceAtTheEdges(t *testing.T) {
	for _, aim := range []ui.Rect{
		{X: 0, Y: 0, W: 90, H: 130}, {X: 1190, Y: 0, W: 90, H: 130},
		{X: 0, Y: 590, W: 90, H: 130}, {X: 1190, Y: 590, W: 90, H: 130},
	} {
		r := tipPlace(320, 160, aim, nil, tipBounds)
		assert.True(t, inside(r, tipBounds), "%v for %v", r, aim)
		assert.Zero(t, overlap(r, aim), "%v for %v", r, aim)
	}
}

// The tip waits for the pointer to rest, then is drawn at the end of the
// layer: after a button drawn later by the scene.
func TestCardTipWaitsAndDrawsLast(t *testing.T) {
	fonts, err := ui.NewFonts(assets.SansRegular, assets.SansBold)
	require.NoError(t, err)
	in := &ui.Input{X: 640, Y: 600}
	env := &Env{Kit: &ui.Kit{Fonts: fonts, Shapes: ui.NewShapes()}, In: in}
	var st Stage
	st.New(1, Pose{X: 600, Y: 560, W: 90, H: 130, Face: 1, Alpha: 1})
	btn := &ui.Button{Label: "End turn", R: ui.Rect{X: 560, Y: 500, W: 200, H: 50}}
	frame := func() []string {
		rec := ui.NewRecorder()
		c := &ui.Canvas{Scale: 1, Rec: rec}
		c.Layered(func() {
			DrawCardTip(c, env, &st, CardTip{Name: "Wild DOS", Text: "Any number.", W: 320})
			btn.Draw(c, env.Kit, false)
		})
		return rec.Take().Texts()
	}
	in.Settle()
	for i := 0; i < ui.HoverTicks-1; i++ {
		in.Settle()
		assert.Equal(t, []string{"End turn"}, frame(), "tick %d: the tip shows before the pointer rests", i)
	}
	in.Settle()
	assert.Equal(t, []string{"End turn", "Wild DOS", "Any number."}, frame())
	in.X++
	in.Settle()
	assert.Equal(t, []string{"End turn"}, frame(), "moving hides the tip")
	in.LongPress = true
	assert.Equal(t, []string{"End turn", "Wild DOS", "Any number."}, frame(), "a long press shows it at once")
}
