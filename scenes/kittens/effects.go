package kittens

import (
	"image/color"
	"math"

	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// The two effects of their own: an Exploding Kitten going off, and the
// dead coming back. Particles follow fixed patterns (no randomness), so
// every run looks the same.

// explosionTicks and revivalTicks are how long the effects last at normal
// speed.
const (
	explosionTicks = 56.0
	revivalTicks   = 64.0
)

// explosion is a flash, rings of fire and debris flying out of r.
type explosion struct {
	at    ui.Rect
	t     float64
	parts [36]spark
}

type spark struct{ x, y, vx, vy, size float64 }

func newExplosion(r ui.Rect) *explosion {
	e := &explosion{at: r}
	for i := range e.parts {
		a := float64(i)*2*math.Pi/float64(len(e.parts)) + float64(i%3)*0.21
		speed := 3.5 + float64(i%7)*0.9
		e.parts[i] = spark{x: r.CX(), y: r.CY(), vx: math.Cos(a) * speed, vy: math.Sin(a)*speed - 1.5, size: 5 + float64(i%4)*2}
	}
	return e
}

// Step advances the blast and reports whether it still shows.
func (e *explosion) Step(dt float64) bool {
	e.t += dt
	for i := range e.parts {
		s := &e.parts[i]
		s.x += s.vx * dt
		s.y += s.vy * dt
		s.vy += 0.12 * dt
		s.vx *= math.Pow(0.97, dt)
		s.vy *= math.Pow(0.98, dt)
	}
	return e.t < explosionTicks
}

// Draw paints the flash, the rings and the sparks.
func (e *explosion) Draw(env *table.Env, c *ui.Canvas) {
	k := env.Kit
	u := e.t / explosionTicks
	fade := math.Max(0, 1-u)
	cx, cy := e.at.CX(), e.at.CY()
	if e.t < 10 {
		flash := 1 - e.t/10
		c.Fill(k.Shapes, ui.Rect{X: -2000, Y: -2000, W: 6000, H: 6000}, premul(color.RGBA{0xff, 0xf0, 0xc0, uint8(120 * flash)}))
	}
	for i, col := range []color.RGBA{{0xff, 0x4d, 0x1a, 0xff}, {0xff, 0xa6, 0x1a, 0xff}, {0xff, 0xe8, 0x6a, 0xff}} {
		r := (30 + 150*math.Sqrt(u)) * (1 - float64(i)*0.28)
		col.A = uint8(230 * fade)
		c.Panel(k.Shapes, ui.Rect{X: cx - r, Y: cy - r, W: 2 * r, H: 2 * r}, r, premul(col))
	}
	for i, s := range e.parts {
		col := color.RGBA{0xff, uint8(0x60 + (i%4)*0x28), 0x20, uint8(255 * fade)}
		c.Panel(k.Shapes, ui.Rect{X: s.x - s.size/2, Y: s.y - s.size/2, W: s.size, H: s.size}, s.size/2, premul(col))
	}
}

// revival is a green glow rising out of a seat's panel, with motes of
// light drifting up.
type revival struct {
	at ui.Rect
	t  float64
}

func newRevival(r ui.Rect) *revival { return &revival{at: r} }

// Step advances the glow and reports whether it still shows.
func (r *revival) Step(dt float64) bool {
	r.t += dt
	return r.t < revivalTicks
}

// Draw paints the glow and the motes.
func (r *revival) Draw(env *table.Env, c *ui.Canvas) {
	k := env.Kit
	u := r.t / revivalTicks
	glow := math.Sin(u * math.Pi)
	green := color.RGBA{0x7c, 0xff, 0x6a, uint8(150 * glow)}
	c.Outline(k.Shapes, r.at.Inset(-4-6*glow), 16, premul(green))
	c.Panel(k.Shapes, r.at, 12, premul(color.RGBA{0x5c, 0xd6, 0x7a, uint8(70 * glow)}))
	for i := 0; i < 14; i++ {
		x := r.at.X + r.at.W*(float64(i)+0.5)/14
		phase := math.Mod(u*1.6+float64(i%5)*0.19, 1)
		y := r.at.Y + r.at.H - phase*(r.at.H+60)
		size := 4 + float64(i%3)*2
		col := color.RGBA{0xc8, 0xff, 0xb0, uint8(220 * glow * (1 - phase))}
		c.Panel(k.Shapes, ui.Rect{X: x - size/2, Y: y - size/2, W: size, H: size}, size/2, premul(col))
	}
}

// premul turns a straight-alpha colour into the premultiplied one the
// canvas expects.
func premul(c color.RGBA) color.RGBA {
	f := float64(c.A) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), c.A}
}
