package cucu

import "cardtable/assets"

func init() { emblems["fool"] = drawFool }

// drawFool: the jester's three-pointed cap, red and green, with gold bells.
func drawFool(p *pen) {
	left := svg(`M -30 18 C -34 0 -40 -14 -46 -18 C -38 -28 -22 -26 -12 -10 Z`)
	mid := svg(`M -14 18 C -18 -10 -8 -34 6 -44 C 6 -30 10 -12 14 18 Z`)
	right := svg(`M 12 18 C 18 -4 30 -22 46 -24 C 44 -10 38 4 30 18 Z`)
	band := assets.RoundRect(-34, 14, 34, 28, 5)
	bells := assets.Ellipse(-46, -18, 6, 6, false).Add(assets.Ellipse(6, -44, 6, 6, false)).Add(assets.Ellipse(46, -24, 6, 6, false))
	all := (&assets.Path{}).Add(left).Add(mid).Add(right).Add(band).Add(bells)
	p.outline(all, 2.4)
	red := [2]assets.Shader{}
	_ = red
	p.grad(left, -28, 18, assets.Hex("#E0483A"), assets.Hex("#A11C17"))
	p.grad(mid, -44, 18, assets.Hex("#3FA36B"), assets.Hex("#1C6B40"))
	p.grad(right, -24, 18, assets.Hex("#E0483A"), assets.Hex("#A11C17"))
	p.grad(band, 14, 28, assets.Hex("#F7D774"), assets.Hex("#C79A2E"))
	for i := 0; i < 5; i++ {
		x := -24 + float64(i)*12
		q := assets.Polygon(assets.Pt{X: x, Y: 16.5}, assets.Pt{X: x + 4, Y: 21}, assets.Pt{X: x, Y: 25.5}, assets.Pt{X: x - 4, Y: 21})
		if i%2 == 0 {
			p.fill(q, assets.Hex("#A11C17"))
		} else {
			p.fill(q, assets.Hex("#1C6B40"))
		}
	}
	for _, b := range [][2]float64{{-46, -18}, {6, -44}, {46, -24}} {
		p.grad(assets.Ellipse(b[0], b[1], 5, 5, false), b[1]-5, b[1]+5, assets.Hex("#FFF0A8"), assets.Hex("#D09A20"))
		p.line(inkLine, 1.2, b[0]-2.5, b[1]+1.5, b[0]+2.5, b[1]+1.5)
		p.dot(b[0]-1.5, b[1]-1.8, 1.2, assets.White)
	}
}
