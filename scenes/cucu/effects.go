package cucu

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// The table's effects (table.Effect): they play over the cards and never
// hold the table busy, so the event that starts one returns long enough a
// wait for it to be seen.

// arrow is a request on its way: a dotted curve from the asker's card to
// the card asked, growing, held a moment, then fading. A Horse's jump is
// the same arrow bowed outward, hopping over the Horse's seat.
type arrow struct {
	from, to   ui.Rect // the cards it joins (the dots stay off them)
	ctrl       [2]float64
	col        color.RGBA
	t          float64
	grow, hold float64
}

// Ticks of an arrow: how long it grows, how long it stays whole, how long
// it takes to fade.
const (
	arrowGrow = 16.0
	arrowHold = 56.0
	arrowFade = 16.0
)

// newArrow joins the cards from and to; bow pulls the curve's middle
// towards the table's centre (positive) or away from it (negative), as a
// fraction of the distance from the centre.
func newArrow(from, to ui.Rect, bow float64, col color.RGBA) *arrow {
	mx, my := (from.CX()+to.CX())/2, (from.CY()+to.CY())/2
	cx, cy := mx+(ringCX-mx)*bow, my+(ringCY-my)*bow
	return &arrow{from: from, to: to, ctrl: [2]float64{cx, cy}, col: col, grow: arrowGrow, hold: arrowHold}
}

// newHop is the Horse's jump: from the Horse's card to the card the
// request goes on to, arcing up over the table like a leap.
func newHop(from, to ui.Rect, col color.RGBA) *arrow {
	a := newArrow(from, to, 0, col)
	dist := math.Hypot(to.CX()-from.CX(), to.CY()-from.CY())
	a.ctrl[1] = math.Min(from.CY(), to.CY()) - 0.4*dist
	return a
}

// Step advances the arrow.
func (a *arrow) Step(dt float64) bool {
	a.t += dt
	return a.t < a.grow+a.hold+arrowFade
}

// at is the curve's point at u in [0, 1] (a quadratic Bézier).
func (a *arrow) at(u float64) (x, y float64) {
	x0, y0, x1, y1 := a.from.CX(), a.from.CY(), a.to.CX(), a.to.CY()
	v := 1 - u
	return v*v*x0 + 2*v*u*a.ctrl[0] + u*u*x1, v*v*y0 + 2*v*u*a.ctrl[1] + u*u*y1
}

// Draw paints the dots grown so far and the arrowhead at the last one.
func (a *arrow) Draw(env *table.Env, c *ui.Canvas) {
	k := env.Kit
	grown := math.Min(1, a.t/a.grow)
	fade := math.Min(1, (a.grow+a.hold+arrowFade-a.t)/arrowFade)
	col := scaleRGBA(a.col, fade)
	shadow := color.RGBA{A: uint8(90 * fade)}
	const dots = 34
	lastX, lastY, prevX, prevY := math.NaN(), 0.0, 0.0, 0.0
	for i := 0; i <= int(dots*grown); i++ {
		x, y := a.at(float64(i) / dots)
		if a.from.Inset(-4).Contains(x, y) || a.to.Inset(-8).Contains(x, y) {
			continue
		}
		c.Panel(k.Shapes, ui.Rect{X: x - 3, Y: y - 1, W: 8, H: 8}, 4, shadow)
		c.Panel(k.Shapes, ui.Rect{X: x - 4, Y: y - 4, W: 8, H: 8}, 4, col)
		prevX, prevY, lastX, lastY = lastX, lastY, x, y
	}
	if math.IsNaN(lastX) || math.IsNaN(prevX) {
		return
	}
	var g ebiten.GeoM
	const size = 22.0
	g.Translate(-headPx/2, -headPx/2)
	g.Scale(size/headPx, size/headPx)
	g.Rotate(math.Atan2(lastY-prevY, lastX-prevX))
	g.Translate(lastX, lastY)
	var cs ebiten.ColorScale
	cs.ScaleWithColor(col)
	c.DrawImageGeo(pics.arrowHead(), g, cs)
}

// heartBreak is a life lost: the heart in its slot cracks and its halves
// fall apart and fade.
type heartBreak struct {
	at ui.Rect
	t  float64
}

const heartTicks = 46.0

// Step advances the break.
func (h *heartBreak) Step(dt float64) bool {
	h.t += dt
	return h.t < heartTicks
}

// Draw paints the two halves drifting apart, turning as they fall.
func (h *heartBreak) Draw(_ *table.Env, c *ui.Canvas) {
	u := h.t / heartTicks
	fade := math.Min(1, (heartTicks-h.t)/14)
	grow := 1 + 0.6*math.Min(1, h.t/8) // it swells before it cracks
	for i, img := range []*ebiten.Image{pics.halfLeft(), pics.halfRight()} {
		dir := float64(2*i - 1)
		split := math.Max(0, u-0.15)
		var g ebiten.GeoM
		g.Translate(-heartPx/2, -heartPx/2)
		g.Scale(h.at.W*grow/heartPx, h.at.H*grow/heartPx)
		g.Rotate(dir * split * 0.9)
		g.Translate(h.at.CX()+dir*split*26, h.at.CY()+split*split*40)
		var cs ebiten.ColorScale
		cs.ScaleAlpha(float32(fade))
		c.DrawImageGeo(img, g, cs)
	}
}

// delayed starts an effect after wait ticks.
type delayed struct {
	table.Effect
	wait float64
}

// Step waits, then steps the effect.
func (d *delayed) Step(dt float64) bool {
	if d.wait > 0 {
		d.wait -= dt
		return true
	}
	return d.Effect.Step(dt)
}

// Draw paints the effect once it has started.
func (d *delayed) Draw(env *table.Env, c *ui.Canvas) {
	if d.wait <= 0 {
		d.Effect.Draw(env, c)
	}
}

// undoFlight is the Cat's undo (CU-4.6): the swaps of the chain reversed
// one after another, newest first, each pair of cards flying back across
// the table to where it was. While it plays the seats' own card sprites
// are hidden; the flight draws every card of the places it involves.
type undoFlight struct {
	t      float64
	places []flightPlace
	steps  []flightStep
}

// flightPlace is one place of the chain: where its card lies and the card
// it shows before the undo (0: a back).
type flightPlace struct {
	seat engine.Seat // engine.NoSeat: the pack's top card
	pose table.Pose
	card int
}

// flightStep is one swap undone: places a and b (indices into places) get
// back cards ca and cb.
type flightStep struct {
	a, b   int
	ca, cb int
}

// Ticks of the undo: one swap after another.
const (
	undoGap = 26.0
	undoDur = 22.0
)

// undoTicks is how long the whole undo of steps swaps takes.
func undoTicks(steps int) float64 {
	if steps == 0 {
		return 0
	}
	return float64(steps-1)*undoGap + undoDur
}

// Step advances the flight.
func (u *undoFlight) Step(dt float64) bool {
	u.t += dt
	return u.t < undoTicks(len(u.steps))+1
}

// Draw paints every place's card as it stands at this moment, and the
// pair of the swap being undone in flight.
func (u *undoFlight) Draw(env *table.Env, c *ui.Canvas) {
	cards := make([]int, len(u.places))
	flying := make([]bool, len(u.places))
	for i, pl := range u.places {
		cards[i] = pl.card
	}
	type move struct {
		from, to table.Pose
		card     int
		k        float64
	}
	var moves []move
	for i, st := range u.steps {
		start := float64(i) * undoGap
		switch {
		case u.t >= start+undoDur:
			cards[st.a], cards[st.b] = st.ca, st.cb
		case u.t >= start:
			k := easeInOut((u.t - start) / undoDur)
			flying[st.a], flying[st.b] = true, true
			// The card b gets back comes from a, and a's from b.
			moves = append(moves, move{u.places[st.a].pose, u.places[st.b].pose, st.cb, k},
				move{u.places[st.b].pose, u.places[st.a].pose, st.ca, k})
		}
	}
	for i, pl := range u.places {
		if flying[i] || pl.seat == engine.NoSeat {
			continue // the pack draws its own top card
		}
		drawCard(env, c, cards[i], pl.pose, false)
	}
	for _, m := range moves {
		q := table.Pose{X: lerp(m.from.X, m.to.X, m.k), Y: lerp(m.from.Y, m.to.Y, m.k) - math.Sin(m.k*math.Pi)*30,
			W: lerp(m.from.W, m.to.W, m.k), H: lerp(m.from.H, m.to.H, m.k), Face: faceOf(cardOf(m.card)), Alpha: 1}
		drawCard(env, c, m.card, q, true)
	}
}

// drawCard paints card (0: a back) at q, outlined when it is in flight.
func drawCard(env *table.Env, c *ui.Canvas, card int, q table.Pose, lit bool) {
	back := env.Cards.Back()
	face := back
	if card != 0 {
		face = env.Cards.Face(faces{}, card, env.Loc)
	}
	sp := table.Sprite{Card: card, Pose: q, Glow: lit}
	sp.Draw(c, env.Kit, face, back)
}

func lerp(a, b, k float64) float64 { return a + (b-a)*k }

func easeInOut(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// scaleRGBA scales every channel of the premultiplied c by f.
func scaleRGBA(c color.RGBA, f float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), uint8(float64(c.A) * f)}
}
