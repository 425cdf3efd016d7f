package cucu

import "cardtable/assets"

func init() { emblems["cat"] = drawCat }

// drawCat: a black cat's face, front on, with yellow slit eyes and white
// whiskers.
func drawCat(p *pen) {
	ears := svg(`M -34 -6 L -30 -44 L -6 -24 Z M 34 -6 L 6 -24 L 30 -44 Z`)
	head := assets.Ellipse(0, 4, 36, 30, false)
	cheeks := svg(`M -36 8 L -44 14 L -34 18 L -40 26 L -28 26 Z M 36 8 L 28 26 L 40 26 L 34 18 L 44 14 Z`)
	all := (&assets.Path{}).Add(ears).Add(head).Add(cheeks)
	p.outline(all, 2.4)
	dark, darker := assets.Hex("#3A3542"), assets.Hex("#16131C")
	p.grad(ears, -44, -6, dark, darker)
	p.fill(svg(`M -29 -10 L -27 -36 L -12 -23 Z M 29 -10 L 12 -23 L 27 -36 Z`), assets.Hex("#E58A9A"))
	p.grad(head, -26, 34, dark, darker)
	p.grad(cheeks, 8, 26, dark, darker)
	// Eyes: almond, yellow-green, slit pupils.
	for _, side := range []float64{-1, 1} {
		x := side * 14
		eye := assets.Ellipse(x, -2, 9, 6.5, false).Transform(assets.RotateAbout(x, -2, side*0.22))
		p.grad(eye, -8, 4, assets.Hex("#F4F06A"), assets.Hex("#9CC83A"))
		p.fill(assets.Ellipse(x, -2, 1.8, 5.8, false), inkLine)
		p.dot(x-side*2.8-1, -4.5, 1.1, assets.White)
	}
	nose := svg(`M -5 10 L 5 10 L 0 15 Z`)
	p.fill(nose, assets.Hex("#E58A9A"))
	p.line(assets.Hex("#8A8296"), 1.4, 0, 15, 0, 19, -6, 22)
	p.line(assets.Hex("#8A8296"), 1.4, 0, 19, 6, 22)
	w := assets.Hex("#F4EBD8")
	for _, side := range []float64{-1, 1} {
		for i, dy := range []float64{-3, 2, 7} {
			p.line(w, 1, side*10, 15+dy*0.3, side*(40+float64(i)*3), 10+dy*1.2)
		}
	}
}
