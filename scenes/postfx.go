package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/scenes/match"
)

// The post-processing pass: contrast, film grain and colour temperature over
// the whole screen, 50 % being neutral for each, like the source card site.
// The pass is skipped when everything is neutral, so the default costs
// nothing on slow renderers.
const postShader = `//kage:unit pixels
package main

var Contrast float
var Grain float
var Warmth float
var Seed float

func hash(p vec2) float {
	return fract(sin(dot(p, vec2(12.9898, 78.233))+Seed) * 43758.5453)
}

func Fragment(dst vec4, src vec2, color vec4) vec4 {
	c := imageSrc0At(src)
	rgb := c.rgb
	rgb = (rgb-0.5*c.a)*Contrast + 0.5*c.a
	rgb += vec3(Warmth, Warmth*0.25, -Warmth) * c.a
	n := hash(floor(dst.xy)) - 0.5
	rgb += n * Grain * c.a
	return vec4(clamp(rgb, 0, c.a), c.a)
}
`

type postFX struct {
	shader    *ebiten.Shader
	failed    bool
	offscreen *ebiten.Image
	active    bool
}

// newPostFX prepares the pass; the shader is compiled the first time a
// setting leaves neutral, so start-up does not pay for it.
func newPostFX() *postFX { return &postFX{} }

func (p *postFX) ensureShader() bool {
	if p.shader == nil && !p.failed {
		sh, err := ebiten.NewShader([]byte(postShader))
		if err != nil {
			// The shader is a constant: failing to compile it is a
			// programming error caught by the window tests; the app runs
			// without the pass.
			p.failed = true
			return false
		}
		p.shader = sh
	}
	return p.shader != nil
}

func neutral(s match.Settings) bool {
	return s.Contrast == 50 && s.Grain <= 50 && s.Temperature == 50
}

// target is where the scenes draw this frame: the screen itself, or an
// offscreen image when the pass is active.
func (p *postFX) target(screen *ebiten.Image, s match.Settings) *ebiten.Image {
	p.active = !neutral(s) && p.ensureShader()
	if !p.active {
		return screen
	}
	b := screen.Bounds()
	if p.offscreen == nil || p.offscreen.Bounds() != b {
		if p.offscreen != nil {
			p.offscreen.Deallocate()
		}
		p.offscreen = ebiten.NewImage(b.Dx(), b.Dy())
	}
	p.offscreen.Clear()
	return p.offscreen
}

// apply draws the offscreen image to the screen through the shader. Grain
// below 50 % is none: film grain cannot be negative.
func (p *postFX) apply(screen *ebiten.Image, s match.Settings, tick int) {
	if !p.active {
		return
	}
	b := screen.Bounds()
	op := &ebiten.DrawRectShaderOptions{}
	op.Images[0] = p.offscreen
	op.Uniforms = map[string]any{
		"Contrast": float32(0.4 + 1.2*float64(s.Contrast)/100),
		"Grain":    float32(max(0, s.Grain-50)) / 50 * 0.22,
		"Warmth":   float32(s.Temperature-50) / 50 * 0.12,
		"Seed":     float32(tick % 97),
	}
	screen.DrawRectShader(b.Dx(), b.Dy(), p.shader, op)
}
