package assets

import (
	"image"
	"math"
)

// Felt draws the green table cloth: a lighter pool of light in the middle, a
// dark vignette toward the edges, soft mottling and fine grain. The noise is
// a hash of the pixel position, so the same size always gives the same image
// (no random source, nothing to seed).
func Felt(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	base := [3]float64{0x1F, 0x6E, 0x3E}
	cx, cy := float64(w)/2, float64(h)*0.45
	diag := math.Hypot(float64(w), float64(h)) / 2
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx, fy := float64(x), float64(y)
			d := math.Hypot(fx-cx, fy-cy) / diag
			light := 1.12 - 0.55*d*d // pool of light, darker corners
			mottle := valueNoise(fx/90, fy/90)*0.06 + valueNoise(fx/23, fy/23)*0.03
			grain := (hash2(x, y)-0.5)*0.07 + (hash2(x/2, y*3)-0.5)*0.03
			k := light + mottle + grain
			i := y*img.Stride + 4*x
			img.Pix[i+0] = clamp8(base[0] * k)
			img.Pix[i+1] = clamp8(base[1] * k)
			img.Pix[i+2] = clamp8(base[2] * k)
			img.Pix[i+3] = 255
		}
	}
	return img
}

func clamp8(v float64) uint8 { return uint8(math.Max(0, math.Min(255, math.Round(v)))) }

// hash2 maps integer coordinates to [0, 1) deterministically.
func hash2(x, y int) float64 {
	h := uint32(x)*374761393 + uint32(y)*668265263
	h = (h ^ (h >> 13)) * 1274126177
	h ^= h >> 16
	return float64(h&0xffffff) / (1 << 24)
}

// valueNoise is smooth noise in [-0.5, 0.5): hash values on the integer grid,
// blended with a smoothstep.
func valueNoise(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	tx, ty := x-x0, y-y0
	tx, ty = tx*tx*(3-2*tx), ty*ty*(3-2*ty)
	ix, iy := int(x0), int(y0)
	a := hash2(ix, iy) + (hash2(ix+1, iy)-hash2(ix, iy))*tx
	b := hash2(ix, iy+1) + (hash2(ix+1, iy+1)-hash2(ix, iy+1))*tx
	return a + (b-a)*ty - 0.5
}
