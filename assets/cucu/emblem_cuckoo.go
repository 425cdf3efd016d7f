package cucu

import "cardtable/assets"

func init() { emblems["cuckoo"] = drawCuckoo }

// drawCuckoo: the Cuckoo perched on a leafy branch, grey-blue with its
// barred breast, facing left.
func drawCuckoo(p *pen) {
	body := svg(`M -31 -22 C -28 -32 -14 -34 -8 -26 C -2 -18 10 -8 24 -2
		L 48 12 L 45 21 L 20 14 C 12 20 -2 22 -12 18 C -22 14 -26 6 -25 -4 C -27 -8 -31 -14 -31 -22 Z`)
	beak := svg(`M -29 -25 L -46 -17 L -29 -14 Z`)
	branch := assets.Capsule(-42, 27, 44, 21, 6.5)
	leaves := svg(`M -30 26 C -38 34 -36 42 -30 44 C -26 38 -26 32 -30 26 Z
		M 30 22 C 34 14 42 12 46 14 C 42 22 36 24 30 22 Z`)
	legs := assets.Capsule(-6, 16, -9, 25, 3).Add(assets.Capsule(2, 16, 2, 24, 3))
	all := (&assets.Path{}).Add(body).Add(beak).Add(branch).Add(leaves).Add(legs)
	p.outline(all, 2.4)
	p.fill(branch, assets.Hex("#8A5A32"))
	p.line(assets.Hex("#5E3A1E"), 1.2, -36, 26, 40, 21)
	p.grad(leaves, 14, 44, assets.Hex("#7CC46B"), leafGreen)
	p.fill(legs, assets.Hex("#E8A23A"))
	p.grad(body, -34, 22, assets.Hex("#8EA2BC"), assets.Hex("#56698A"))
	// The breast: cream with dark bars, inside the body's lower front.
	breast := svg(`M -25 -4 C -24 8 -18 16 -8 18 C 2 20 12 16 18 10 C 8 10 -6 4 -14 -8 C -18 -14 -22 -12 -25 -4 Z`)
	p.fill(breast, assets.Hex("#F4EBD8"))
	for i := 0; i < 5; i++ {
		x := -22 + float64(i)*7
		p.line(assets.Hex("#3D4A60"), 1.6, x, 0+float64(i)*1.5, x+5, 4+float64(i)*1.5)
		p.line(assets.Hex("#3D4A60"), 1.6, x-1, 8+float64(i)*1.2, x+4, 12+float64(i)*1.2)
	}
	// The wing, darker, with its feathers.
	wing := svg(`M -8 -14 C 4 -12 18 -4 30 6 C 24 12 12 14 2 10 C -6 6 -10 -4 -8 -14 Z`)
	p.fill(wing, assets.Hex("#3F5274"))
	p.line(assets.Hex("#8EA2BC"), 1.3, 0, -4, 20, 6)
	p.line(assets.Hex("#8EA2BC"), 1.3, 2, 3, 22, 10)
	// The tail's white spots.
	for i := 0; i < 3; i++ {
		p.dot(30+float64(i)*6, 11+float64(i)*3.5, 1.7, assets.Hex("#F4EBD8"))
	}
	p.grad(beak, -25, -14, assets.Hex("#FFD166"), assets.Hex("#E09A1A"))
	p.dot(-20, -24, 4.6, assets.Hex("#FFC23A"))
	p.dot(-20, -24, 2.4, inkLine)
	p.dot(-21, -25, 0.9, assets.White)
}
