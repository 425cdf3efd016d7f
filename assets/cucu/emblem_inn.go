package cucu

import "cardtable/assets"

func init() { emblems["inn"] = drawInn }

// drawInn: the inn's sign hanging from a wrought-iron bracket, painted with
// a wine jug.
func drawInn(p *pen) {
	bar := assets.Capsule(-40, -40, 40, -40, 4)
	scroll := svg(`M -40 -40 C -40 -26 -30 -22 -24 -30 C -20 -36 -28 -40 -30 -34 L -33 -35 C -30 -44 -16 -40 -20 -28 C -26 -16 -44 -20 -44 -40 Z`)
	chains := assets.Capsule(-26, -40, -26, -26, 2.2).Add(assets.Capsule(26, -40, 26, -26, 2.2))
	board := assets.RoundRect(-38, -28, 38, 40, 6)
	all := (&assets.Path{}).Add(bar).Add(scroll).Add(chains).Add(board)
	p.outline(all, 2.4)
	iron := assets.Hex("#3A3542")
	p.fill(bar, iron)
	p.fill(scroll, iron)
	p.fill(chains, assets.Hex("#8A8296"))
	p.grad(board, -28, 40, assets.Hex("#C7834A"), assets.Hex("#8A5A32"))
	p.grad(assets.RoundRect(-33, -23, 33, 35, 4), -23, 35, assets.Hex("#FFF3D6"), assets.Hex("#F0DDB0"))
	// The jug: a round-bellied terracotta pitcher with a handle and spout.
	jug := svg(`M -10 -16 L 10 -16 L 9 -10 C 20 -4 22 12 14 22 C 10 27 -10 27 -14 22 C -22 12 -20 -4 -9 -10 Z`)
	spout := svg(`M -10 -16 L -18 -20 L -8 -10 Z`)
	handle := svg(`M 8 -12 C 24 -14 28 4 16 12 L 14 8 C 22 2 20 -8 9 -6 Z`)
	jp := (&assets.Path{}).Add(jug).Add(spout).Add(handle)
	p.outline(jp, 1.6)
	p.grad(jug, -16, 26, assets.Hex("#E0744A"), assets.Hex("#A03A1C"))
	p.fill(spout, assets.Hex("#C0502C"))
	p.fill(handle, assets.Hex("#A03A1C"))
	p.fill(svg(`M -17 2 C -8 5 8 5 17 2 L 17 7 C 8 10 -8 10 -17 7 Z`), assets.Hex("#F4EBD8"))
	p.line(assets.Alpha(assets.White, 0.5), 2, -12, -4, -14, 12)
	// Two bunches of grapes beside it.
	for _, x := range []float64{-25, 25} {
		for i, d := range [][2]float64{{-2.5, 0}, {2.5, 0}, {0, 4}, {-2.5, 8}, {2.5, 8}, {0, 12}} {
			_ = i
			p.dot(x+d[0], 6+d[1], 2.6, assets.Hex("#6A3A8A"))
		}
		p.line(leafGreen, 1.6, x, 6, x+2, 0)
	}
}
