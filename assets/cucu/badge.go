package cucu

import (
	"image"
	"math"

	"cardtable/assets"
)

// Badge is card key shown small: a size×size transparent image holding the
// card's medallion — its role's shape and colour (shield, burst, disc or
// tablet) — with the special's emblem, or the number's numeral, inside.
// It is for the table's small places (the log, a banner announcing a
// power, the showdown's list) where a whole face would be too small to
// read; at card size the table draws Face. An unknown key gives an empty
// image.
func Badge(key string, size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	k, ok := kinds[key]
	if !ok {
		return img
	}
	t := tones[k.role]
	s := float64(size)
	c := s / 2
	r := s * 0.4
	if k.role == hurt {
		r = s * 0.38 // the burst's spikes reach further
	}
	shape := medallionPath(k.role, c, c, r)
	if k.role == plain {
		shape = assets.Ellipse(c, c, r*1.1, r*1.1, false)
	}
	assets.Draw(img, shape, assets.Style{
		Fill:   assets.Radial(c, c-r*0.4, r*1.6, assets.Shade(t.tint, 0.5), t.tint),
		Stroke: t.bottom, StrokeW: math.Max(1, s*0.05),
	}, nil)
	if k.role == plain {
		assets.Draw(img, numeralPath(roman(k.rank), c, c, r*0.95, r*1.7), assets.Style{
			Fill: assets.VGrad(c-r/2, c+r/2, assets.Hex("#B0382A"), assets.Hex("#6E1A12")),
		}, nil)
		return img
	}
	size2 := r * 1.72
	if k.role == low {
		size2 = r * 2.05
	}
	drawEmblem(img, key, c, c, size2)
	return img
}
