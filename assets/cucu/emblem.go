package cucu

import (
	"image"
)

// emblems draws each special's picture in the emblems' 100-unit box.
var emblems = map[string]func(p *pen){}

// drawEmblem draws key's emblem centred on (cx, cy), size pixels across;
// number cards have none.
func drawEmblem(img *image.RGBA, key string, cx, cy, size float64) {
	if e, ok := emblems[key]; ok {
		e(newPen(img, cx, cy, size))
	}
}
