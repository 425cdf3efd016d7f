package assets

import (
	"image"
	"image/color"
	"math"
)

// Shader gives the (non-premultiplied) colour at pixel centre (x, y).
type Shader func(x, y float64) color.NRGBA

// Solid is the shader of one colour.
func Solid(c color.NRGBA) Shader { return func(float64, float64) color.NRGBA { return c } }

// lerp mixes a and b, t in [0, 1].
func lerp(a, b color.NRGBA, t float64) color.NRGBA {
	t = math.Max(0, math.Min(1, t))
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// VGrad runs from c0 at y0 to c1 at y1.
func VGrad(y0, y1 float64, c0, c1 color.NRGBA) Shader {
	return func(_, y float64) color.NRGBA { return lerp(c0, c1, (y-y0)/(y1-y0)) }
}

// Radial runs from c0 at (cx, cy) to c1 at distance r.
func Radial(cx, cy, r float64, c0, c1 color.NRGBA) Shader {
	return func(x, y float64) color.NRGBA { return lerp(c0, c1, math.Hypot(x-cx, y-cy)/r) }
}

// Paint composites shade through coverage mask m (shifted by dx, dy) over
// dst, optionally limited by clip. Colours are blended in premultiplied
// sRGB like image/draw, which is what the GPU does with the texture later.
func Paint(dst *image.RGBA, m *image.Alpha, dx, dy int, clip *image.Alpha, shade Shader) {
	r := m.Rect.Add(image.Pt(dx, dy)).Intersect(dst.Rect)
	if clip != nil {
		r = r.Intersect(clip.Rect)
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		mrow := m.Pix[m.PixOffset(r.Min.X-dx, y-dy):]
		var crow []uint8
		if clip != nil {
			crow = clip.Pix[clip.PixOffset(r.Min.X, y):]
		}
		for j := 0; j < r.Dx(); j++ {
			a := uint32(mrow[j])
			if a == 0 {
				continue
			}
			if crow != nil {
				a = a * uint32(crow[j]) / 255
				if a == 0 {
					continue
				}
			}
			x := r.Min.X + j
			c := shade(float64(x)+0.5, float64(y)+0.5)
			a = a * uint32(c.A) / 255
			if a == 0 {
				continue
			}
			i := dst.PixOffset(x, y)
			p := dst.Pix[i : i+4 : i+4]
			inv := 255 - a
			p[0] = uint8((uint32(c.R)*a + uint32(p[0])*inv + 127) / 255)
			p[1] = uint8((uint32(c.G)*a + uint32(p[1])*inv + 127) / 255)
			p[2] = uint8((uint32(c.B)*a + uint32(p[2])*inv + 127) / 255)
			p[3] = uint8((a*255 + uint32(p[3])*inv + 127) / 255)
		}
	}
}

// Style is how a shape is drawn: an optional soft drop shadow, an optional
// outline around it, then its fill.
type Style struct {
	Fill    Shader
	Stroke  color.NRGBA // used when strokeW > 0
	StrokeW float64
	Shadow  color.NRGBA // used when shadow.A > 0
	ShadowD int         // shadow offset (down and right)
}

// Draw renders p on dst with st, limited by clip (nil for none).
func Draw(dst *image.RGBA, p *Path, st Style, clip *image.Alpha) {
	outer := (*image.Alpha)(nil)
	if st.StrokeW > 0 {
		outer = strokeMask(p, st.StrokeW, dst.Rect)
	}
	if st.Shadow.A > 0 {
		base := outer
		if base == nil {
			base = MaskOf(p, dst.Rect)
		}
		Paint(dst, blur(base, math.Max(1, float64(st.ShadowD)*0.8)), st.ShadowD, st.ShadowD, clip, Solid(st.Shadow))
	}
	if outer != nil {
		Paint(dst, outer, 0, 0, clip, Solid(st.Stroke))
	}
	if st.Fill != nil {
		Paint(dst, MaskOf(p, dst.Rect), 0, 0, clip, st.Fill)
	}
}

// Fill is draw with a Fill only.
func Fill(dst *image.RGBA, p *Path, s Shader, clip *image.Alpha) {
	Draw(dst, p, Style{Fill: s}, clip)
}

// blur softens a mask with three box passes each way (close to a Gaussian
// of the given radius); used for shadows. The result is larger than m by
// the blur's reach.
func blur(m *image.Alpha, r float64) *image.Alpha {
	k := int(math.Round(r))
	if k < 1 {
		return m
	}
	rect := m.Rect.Inset(-3 * k)
	w, h := rect.Dx(), rect.Dy()
	a := make([]int32, w*h)
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		for x := m.Rect.Min.X; x < m.Rect.Max.X; x++ {
			a[(y-rect.Min.Y)*w+x-rect.Min.X] = int32(m.Pix[m.PixOffset(x, y)])
		}
	}
	tmp := make([]int32, len(a))
	// box runs one 1-D running-sum pass over count lines of n samples.
	box := func(src, dst []int32, n, stride, count, step int) {
		for line := 0; line < count; line++ {
			base := line * step
			var sum int32
			for i := -k; i <= k; i++ {
				sum += src[base+min(max(i, 0), n-1)*stride]
			}
			for i := 0; i < n; i++ {
				dst[base+i*stride] = sum / int32(2*k+1)
				sum += src[base+min(i+k+1, n-1)*stride] - src[base+max(i-k, 0)*stride]
			}
		}
	}
	for pass := 0; pass < 3; pass++ {
		box(a, tmp, w, 1, h, w)
		box(tmp, a, h, w, w, 1)
	}
	out := image.NewAlpha(rect)
	for i, v := range a {
		out.Pix[i] = uint8(v)
	}
	return out
}

// Subtract returns a with b's coverage removed.
func Subtract(a, b *image.Alpha) *image.Alpha {
	out := image.NewAlpha(a.Rect)
	copy(out.Pix, a.Pix)
	r := a.Rect.Intersect(b.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := out.PixOffset(x, y)
			out.Pix[i] = uint8(uint32(out.Pix[i]) * uint32(255-b.Pix[b.PixOffset(x, y)]) / 255)
		}
	}
	return out
}

// Hex parses "#rrggbb" or "#rrggbbaa" (constants only; a bad literal is a
// programming error).
func Hex(s string) color.NRGBA {
	var v [4]uint8
	v[3] = 255
	for i := 0; i+2 < len(s) && i/2 < 4; i += 2 {
		var b uint8
		for _, ch := range s[i+1 : i+3] {
			b <<= 4
			switch {
			case ch >= '0' && ch <= '9':
				b |= uint8(ch - '0')
			case ch >= 'a' && ch <= 'f':
				b |= uint8(ch-'a') + 10
			case ch >= 'A' && ch <= 'F':
				b |= uint8(ch-'A') + 10
			default:
				panic("assets: bad colour " + s)
			}
		}
		v[i/2] = b
	}
	return color.NRGBA{v[0], v[1], v[2], v[3]}
}

// Shade darkens (f < 0) or lightens (f > 0) c toward black or white.
func Shade(c color.NRGBA, f float64) color.NRGBA {
	if f < 0 {
		return lerp(c, color.NRGBA{0, 0, 0, c.A}, -f)
	}
	return lerp(c, color.NRGBA{255, 255, 255, c.A}, f)
}

// Alpha returns c with opacity a (0…1).
func Alpha(c color.NRGBA, a float64) color.NRGBA {
	c.A = uint8(math.Round(float64(c.A) * math.Max(0, math.Min(1, a))))
	return c
}

// White and Black are the plain colours every drawing uses.
var (
	White = Hex("#FFFFFF")
	Black = Hex("#000000")
)
