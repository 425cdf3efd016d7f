package assets

import (
	"image"
	"math"
)

// IconSizes are the sizes the app icon is shipped in: the window, the
// favicon, the hicolor theme of the Linux package and the Windows resource.
var IconSizes = []int{16, 24, 32, 48, 64, 128, 256}

// Icon draws the app icon at size×size pixels: two cards fanned on a round
// green table, the back of one and the face of the other with the four
// colour symbols of the games' shared card stock. Small sizes keep only the
// shapes that stay readable.
func Icon(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size) / 256
	felt := Hex("#1F6E3E")
	table := RoundRect(8*s, 8*s, 248*s, 248*s, 56*s)
	Draw(img, table, Style{
		Fill:   Radial(128*s, 110*s, 170*s, Shade(felt, 0.25), Shade(felt, -0.35)),
		Stroke: Shade(felt, -0.6), StrokeW: math.Max(1, 6*s),
	}, nil)
	card := func(angle float64) *Path {
		return RoundRect(78*s, 46*s, 178*s, 186*s, 14*s).Transform(RotateAbout(128*s, 200*s, angle))
	}
	shadow := Style{Shadow: Alpha(Black, 0.45), ShadowD: int(math.Max(1, math.Round(5*s)))}
	back := shadow
	back.Fill = VGrad(40*s, 190*s, Hex("#3B5BA9"), Hex("#22376E"))
	back.Stroke, back.StrokeW = White, math.Max(1, 5*s)
	Draw(img, card(-0.32), back, nil)
	front := shadow
	front.Fill = VGrad(40*s, 190*s, White, Hex("#E8EAEE"))
	front.Stroke, front.StrokeW = Hex("#C9CDD4"), math.Max(1, 2.5*s)
	face := card(0.2)
	Draw(img, face, front, nil)
	if size < 24 {
		return img
	}
	// The four symbols in a diamond on the face card: red circle, blue
	// square, green triangle, yellow star.
	rot := RotateAbout(128*s, 200*s, 0.2)
	cx, cy, d, r := 128*s, 116*s, 27*s, 17*s
	sym := []struct {
		p   *Path
		col string
	}{
		{Ellipse(cx, cy-d, r, r, false), "#D93A3A"},
		{RoundRect(cx-d-r*0.9, cy-r*0.9, cx-d+r*0.9, cy+r*0.9, 3*s), "#2F6FD0"},
		{triangle(cx+d, cy, r*1.15), "#2E9E4F"},
		{Star(cx, cy+d, r*1.2, r*0.5, 5, -math.Pi/2), "#F2B824"},
	}
	for _, x := range sym {
		c := Hex(x.col)
		Draw(img, x.p.Transform(rot), Style{Fill: Solid(c), Stroke: Shade(c, -0.45), StrokeW: math.Max(1, 2*s)}, nil)
	}
	return img
}

// triangle is an upward equilateral triangle of circumradius r.
func triangle(cx, cy, r float64) *Path {
	p := &Path{}
	for i := range 3 {
		a := -math.Pi/2 + float64(i)*2*math.Pi/3
		x, y := cx+r*math.Cos(a), cy+r*math.Sin(a)
		if i == 0 {
			p.moveTo(x, y)
		} else {
			p.lineTo(x, y)
		}
	}
	p.close()
	return p
}

// Icons draws the icon in every size of IconSizes.
func Icons() []image.Image {
	out := make([]image.Image, len(IconSizes))
	for i, n := range IconSizes {
		out[i] = Icon(n)
	}
	return out
}
