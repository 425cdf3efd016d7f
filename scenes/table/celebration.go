package table

import (
	"image/color"
	"math"

	"cardtable/scenes/ui"
)

// Celebration is a burst over a seat's panel: confetti flying out and a big
// title. Particles follow a fixed pattern, so no randomness is needed and
// every run looks the same.
type Celebration struct {
	origin ui.Rect
	title  string // message id, read when drawn so a language switch shows
	t      float64
	parts  [48]particle
}

type particle struct {
	x, y, vx, vy float64
	col          color.RGBA
}

// CelebrationTicks is how long a celebration lasts at normal speed.
const CelebrationTicks = 100

// NewCelebration bursts from r with the text of message titleID.
func NewCelebration(r ui.Rect, titleID string) *Celebration {
	c := &Celebration{origin: r, title: titleID}
	for i := range c.parts {
		a := float64(i) * 2 * math.Pi / float64(len(c.parts))
		speed := 4 + float64(i%5)
		c.parts[i] = particle{x: r.CX(), y: r.CY(), vx: math.Cos(a) * speed, vy: math.Sin(a)*speed - 3,
			col: ui.SeatColor(i)}
	}
	return c
}

// Step advances the burst and reports whether it is still running.
func (c *Celebration) Step(dt float64) bool {
	c.t += dt
	for i := range c.parts {
		p := &c.parts[i]
		p.x += p.vx * dt
		p.y += p.vy * dt
		p.vy += 0.18 * dt
		p.vx *= math.Pow(0.985, dt)
	}
	return c.t < CelebrationTicks
}

// Draw paints the confetti and the title.
func (c *Celebration) Draw(env *Env, cv *ui.Canvas) {
	k := env.Kit
	fade := math.Min(1, (CelebrationTicks-c.t)/20)
	for _, p := range c.parts {
		col := p.col
		col.A = uint8(255 * fade)
		cv.Fill(k.Shapes, ui.Rect{X: p.x, Y: p.y, W: 9, H: 6}, col)
	}
	grow := math.Min(1, c.t/12)
	size := 30 + 34*grow
	gold := color.RGBA{0xff, 0xd2, 0x4a, uint8(255 * fade)}
	shadow := color.RGBA{0, 0, 0, uint8(160 * fade)}
	title := env.Loc.T(c.title)
	// The title flies across the seat's own texts for a moment, on purpose.
	cv.Overlay(func() {
		cv.TextIn(k.Fonts, title, ui.Rect{X: c.origin.X + 3, Y: c.origin.CY() - 40 + 3, W: c.origin.W, H: 80},
			ui.Style{Size: size, Bold: true, Color: shadow, Align: ui.Center})
		cv.TextIn(k.Fonts, title, ui.Rect{X: c.origin.X, Y: c.origin.CY() - 40, W: c.origin.W, H: 80},
			ui.Style{Size: size, Bold: true, Color: gold, Align: ui.Center})
	})
}
