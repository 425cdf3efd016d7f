package cucu

import (
	"strconv"
	"strings"

	"cardtable/assets"
)

// svg reads the outline d, written like an SVG path's data with absolute
// commands only (M, L, H, V, Q, C, Z) in the emblems' 100-unit box
// centred on the origin. The emblems are drawn by hand in these terms;
// a malformed string is a programming error, caught by the faces' tests.
func svg(d string) *assets.Path {
	p := &assets.Path{}
	f := strings.FieldsFunc(d, func(r rune) bool { return r == ' ' || r == ',' || r == '\n' || r == '\t' })
	i := 0
	num := func() float64 {
		if i >= len(f) {
			panic("cucu: svg: missing number in " + d)
		}
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			panic("cucu: svg: " + err.Error() + " in " + d)
		}
		i++
		return v
	}
	var cmd string
	var x, y float64
	for i < len(f) {
		if c := f[i]; c[0] >= 'A' && c[0] <= 'Z' {
			cmd = c
			i++
			if cmd == "Z" {
				p.Close()
				continue
			}
		}
		switch cmd {
		case "M":
			x, y = num(), num()
			p.MoveTo(x, y)
			cmd = "L" // further pairs are lines, as in SVG
		case "L":
			x, y = num(), num()
			p.LineTo(x, y)
		case "H":
			x = num()
			p.LineTo(x, y)
		case "V":
			y = num()
			p.LineTo(x, y)
		case "Q":
			x1, y1 := num(), num()
			x, y = num(), num()
			p.QuadTo(x1, y1, x, y)
		case "C":
			x1, y1, x2, y2 := num(), num(), num(), num()
			x, y = num(), num()
			p.CubeTo(x1, y1, x2, y2, x, y)
		default:
			panic("cucu: svg: bad command " + cmd + " in " + d)
		}
	}
	return p
}
