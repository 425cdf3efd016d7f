package cucu

import "cardtable/assets"

func init() { emblems["horse"] = drawHorse }

// drawHorse: a chestnut horse's head and neck in profile, facing left,
// with its dark mane and a red bridle.
func drawHorse(p *pen) {
	head := svg(`M 4 -40 L 8 -52 L 16 -40 C 30 -34 38 -18 40 0 C 42 18 42 32 40 48 L -6 48
		C -4 38 -2 30 -4 22 C -10 18 -16 20 -24 22 C -32 24 -40 22 -44 16
		C -47 10 -45 4 -42 0 C -34 -12 -22 -26 -10 -36 C -6 -39 -1 -40 4 -40 Z`)
	mane := svg(`M 14 -40 C 28 -36 36 -22 38 -6 C 40 10 40 28 38 48 L 31 48
		C 31 30 31 12 27 -4 C 23 -18 19 -30 11 -36 Z
		M 6 -42 C 0 -42 -6 -38 -8 -32 C -2 -34 4 -34 8 -36 Z`)
	p.outline(head, 2.4)
	p.grad(head, -52, 48, assets.Hex("#CF8A4E"), assets.Hex("#7A4420"))
	// The jowl, rounded and a shade darker, and the ear's inside.
	p.fill(assets.Ellipse(-4, 6, 14, 12, false), assets.Alpha(assets.Hex("#6A3A18"), 0.22))
	p.fill(svg(`M 8 -48 L 13 -40 L 8 -40 Z`), assets.Hex("#4A2A16"))
	p.grad(mane, -42, 48, assets.Hex("#4A2A16"), assets.Hex("#24140A"))
	// Bridle: cheek strap and noseband meeting at a ring, the rein falling
	// back along the neck.
	red := assets.Hex("#B8281C")
	p.line(red, 3, 5, -38, -27, 6)
	p.line(red, 3, -36, -6, -22, 21)
	p.line(assets.Hex("#7A1E16"), 2.4, -27, 6, 6, 30, 22, 46)
	p.dot(-27, 6, 3, assets.Hex("#E9C46A"))
	// Eye, nostril and mouth.
	p.dot(-12, -20, 3.8, assets.White)
	p.dot(-13, -20, 2.6, inkLine)
	p.dot(-14, -21, 0.9, assets.White)
	p.fill(assets.Ellipse(-40, 6, 2.4, 3.2, false).Transform(assets.RotateAbout(-40, 6, 0.5)), inkLine)
	p.line(inkLine, 1.2, -44, 16, -34, 18)
}
