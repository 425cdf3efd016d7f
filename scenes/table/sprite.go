package table

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/scenes/ui"
)

// Pose is where and how a card lies: its logical rectangle, how face-up it
// is (0 back, 1 face) and its opacity.
type Pose struct {
	X, Y, W, H float64
	Face       float64
	Alpha      float64
}

// Sprite is one card on the table, moving between poses with an eased tween.
type Sprite struct {
	Card     int // game-specific card kind
	Pose     Pose
	from, to Pose
	t, dur   float64 // ticks elapsed and total of the current tween
	delay    float64
	Dim      bool // greyed (a bust seat)
	Glow     bool // highlighted (a pending action card)
}

// NewSprite places a card at p.
func NewSprite(card int, p Pose) *Sprite {
	return &Sprite{Card: card, Pose: p, to: p}
}

// MoveTo starts a tween to p lasting dur ticks after delay ticks. dur 0 jumps.
func (s *Sprite) MoveTo(p Pose, dur, delay float64) {
	s.from, s.to, s.t, s.dur, s.delay = s.Pose, p, 0, dur, delay
	if dur <= 0 && delay <= 0 {
		s.Pose = p
	}
}

// Target is the pose the sprite is heading to.
func (s *Sprite) Target() Pose { return s.to }

// Busy reports whether the sprite is still moving.
func (s *Sprite) Busy() bool { return s.Pose != s.to }

// Step advances the tween by dt ticks.
func (s *Sprite) Step(dt float64) {
	if s.Pose == s.to {
		return
	}
	if s.delay > 0 {
		s.delay -= dt
		if s.delay > 0 {
			return
		}
		dt = -s.delay
		s.delay = 0
	}
	s.t += dt
	if s.dur <= 0 || s.t >= s.dur {
		s.Pose = s.to
		return
	}
	k := easeInOut(s.t / s.dur)
	f, t := s.from, s.to
	s.Pose = Pose{
		X: lerp(f.X, t.X, k), Y: lerp(f.Y, t.Y, k) - math.Sin(k*math.Pi)*12*math.Abs(t.Face-f.Face),
		W: lerp(f.W, t.W, k), H: lerp(f.H, t.H, k),
		Face: lerp(f.Face, t.Face, k), Alpha: lerp(f.Alpha, t.Alpha, k),
	}
}

// Finish jumps to the end of the tween (fast-forward).
func (s *Sprite) Finish() { s.Pose, s.delay = s.to, 0 }

func lerp(a, b, k float64) float64 { return a + (b-a)*k }

func easeInOut(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// Draw paints the sprite with face or back depending on how far it has
// turned; the turn squeezes the card horizontally like a real flip.
func (s *Sprite) Draw(c *ui.Canvas, k *ui.Kit, face, back *ebiten.Image) {
	p := s.Pose
	if p.Alpha <= 0 {
		return
	}
	img := face
	if p.Face < 0.5 {
		img = back
	}
	squeeze := math.Abs(math.Cos(p.Face * math.Pi))
	w := p.W * math.Max(squeeze, 0.02)
	x := p.X + (p.W-w)/2
	// A soft shadow under the card lifts it off the felt.
	sh := ui.Rect{X: x + 2, Y: p.Y + 4, W: w, H: p.H}
	c.Panel(k.Shapes, sh, p.W*0.07, shadowCol(p.Alpha))
	b := img.Bounds()
	var g ebiten.GeoM
	g.Scale(w/float64(b.Dx()), p.H/float64(b.Dy()))
	g.Translate(x, p.Y)
	var cs ebiten.ColorScale
	if s.Dim {
		cs.Scale(0.55, 0.55, 0.58, 1)
	}
	cs.ScaleAlpha(float32(p.Alpha))
	c.DrawImageGeo(img, g, cs)
	if s.Glow {
		c.Outline(k.Shapes, ui.Rect{X: x - 3, Y: p.Y - 3, W: w + 6, H: p.H + 6}, p.W*0.1, ui.ColPrimary)
	}
}

func shadowCol(alpha float64) color.RGBA { return color.RGBA{A: uint8(70 * alpha)} }
