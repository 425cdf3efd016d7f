package kittens

import (
	"image"
	"image/color"
	"math"

	"cardtable/assets"
)

// Every cat on the cards shares one head (a wide oval with two pointed
// ears) so the deck reads as one family; fur, eyes and markings make each
// its own character.

// catHead is the head's silhouette; ear(…, true) and ear(…, false) are its
// ears.
func catHead() *assets.Path {
	return union(oval(0, 6, 26, 21), ear(true), ear(false))
}

func ear(left bool) *assets.Path {
	if left {
		return poly(-24.5, -1, -21, -27, -5, -13)
	}
	return poly(24.5, -1, 21, -27, 5, -13)
}

// innerEars are the pink insides of the ears.
func innerEars() *assets.Path {
	return union(poly(-19.5, -6, -18.8, -20.5, -9.5, -13), poly(19.5, -6, 18.8, -20.5, 9.5, -13))
}

// muzzle draws the nose, the "w" mouth and the whiskers.
func (p *pen) muzzle(nose, mouth, whisker color.NRGBA) {
	p.detail(poly(-3.2, 10, 3.2, 10, 0, 13.6), solid(nose))
	m := union(
		line(0, 13, 0, 15, 1.3),
		line(0, 15, -2.8, 17.2, 1.3), line(-2.8, 17.2, -5.6, 15.6, 1.3),
		line(0, 15, 2.8, 17.2, 1.3), line(2.8, 17.2, 5.6, 15.6, 1.3),
	)
	p.detail(m, solid(mouth))
	w := &assets.Path{}
	for _, s := range []float64{-1, 1} {
		w.Add(line(s*15, 11, s*31, 8.5, 1.1))
		w.Add(line(s*15, 14, s*31, 16.5, 1.1))
	}
	p.detail(w, solid(whisker))
}

// cheeks are a soft blush.
func (p *pen) cheeks() {
	p.detail(union(oval(-16, 12.5, 4, 2.4), oval(16, 12.5, 4, 2.4)), solid(assets.Alpha(pink, 0.6)))
}

// cuteEyes are big dark eyes with a shine.
func (p *pen) cuteEyes(c color.NRGBA) {
	for _, s := range []float64{-1, 1} {
		p.detail(oval(s*10, 3, 4.4, 5.2), solid(c))
		p.detail(disc(s*10-1.6, 1.2, 1.7), solid(white))
		p.detail(disc(s*10+1.5, 5, 0.8), solid(assets.Alpha(white, 0.8)))
	}
}

// slitEyes are coloured irises with slit pupils; almond narrows them
// (the Siamese).
func (p *pen) slitEyes(iris color.NRGBA, almond bool) {
	for _, s := range []float64{-1, 1} {
		ry := 5.4
		if almond {
			ry = 4.2
		}
		eye := oval(s*10, 3, 5.2, ry)
		if almond {
			eye = turned(eye, s*10, 3, s*0.22)
		}
		p.part(eye, p.radial(s*10, 1.5, 6, assets.Shade(iris, 0.35), iris), 0.9)
		p.detail(oval(s*10, 3, 1.5, ry*0.8), solid(assets.Hex("#1A1420")))
		p.detail(disc(s*10-1.9, 1, 1.3), solid(white))
	}
}

// plainCat draws one of the four plain cats (ZK-1): a tabby, a black cat,
// a calico and a Siamese.
func (p *pen) plainCat(key string) {
	head := catHead()
	switch key {
	case "cat_a": // the ginger tabby: stripes, green eyes
		p.shadowed(head, p.vgrad(-27, 27, assets.Hex("#FFB65C"), assets.Hex("#E07A2E")), 2)
		p.detail(innerEars(), solid(pink))
		st := assets.Hex("#B9531B")
		stripes := union(
			line(0, -14, 0, -6, 3), line(-6, -13, -4.5, -7, 2.6), line(6, -13, 4.5, -7, 2.6),
			line(-26, 2, -19, 3.5, 2.6), line(-26, 8, -19, 8, 2.6), line(26, 2, 19, 3.5, 2.6), line(26, 8, 19, 8, 2.6),
		)
		p.clipped(stripes, head, solid(st))
		p.detail(oval(0, 14, 9, 6), solid(assets.Alpha(assets.Hex("#FFF1DC"), 0.85)))
		p.cheeks()
		p.slitEyes(assets.Hex("#6CC24A"), false)
		p.muzzle(pink, assets.Hex("#7A3510"), assets.Hex("#7A3510"))
	case "cat_b": // the black cat: yellow eyes, under the stars
		for _, s := range [][3]float64{{-28, -24, 4.5}, {28, -22, 3.6}, {0, -28, 3}} {
			p.part(assets.Star(s[0], s[1], s[2], s[2]*0.45, 5, -math.Pi/2), solid(assets.Hex("#FFD045")), 0.9)
		}
		p.shadowed(head, p.vgrad(-27, 27, assets.Hex("#4A4458"), assets.Hex("#17141F")), 2)
		p.detail(innerEars(), solid(assets.Hex("#8C5A7A")))
		p.gloss(turned(oval(-12, -6, 6, 2.4), -12, -6, -0.4), 0.22)
		p.slitEyes(assets.Hex("#F7D046"), false)
		p.muzzle(assets.Hex("#D77A9A"), assets.Hex("#C9BFD9"), assets.Hex("#D9D2E6"))
	case "cat_c": // the calico: white with ginger and black patches
		p.shadowed(head, p.vgrad(-27, 27, white, assets.Hex("#EDE6DC")), 2)
		p.clipped(union(oval(-19, -10, 13, 12), oval(-24, 8, 6, 7)), head, solid(assets.Hex("#F08A3C")))
		p.clipped(union(oval(18, -13, 11, 11), oval(25, 10, 5, 6)), head, solid(assets.Hex("#2E2A33")))
		p.detail(innerEars(), solid(pink))
		p.cheeks()
		p.cuteEyes(assets.Hex("#3B2417"))
		p.muzzle(pink, assets.Hex("#5A4030"), assets.Hex("#8A7A70"))
		p.bow(0, -18)
	case "cat_d": // the Siamese: cream with dark points, blue eyes, a bell
		fur := p.vgrad(-27, 27, assets.Hex("#FBF1E0"), assets.Hex("#E8D3B2"))
		p.shadowed(head, fur, 2)
		dark := assets.Hex("#5C3B2C")
		p.clipped(union(ear(true), ear(false)), head, solid(dark))
		p.clipped(oval(0, 12, 13, 11), head, p.radial(0, 13, 14, assets.Alpha(dark, 0.95), assets.Alpha(dark, 0)))
		p.detail(innerEars(), solid(assets.Hex("#B07A6A")))
		p.slitEyes(assets.Hex("#4FB3F0"), true)
		p.muzzle(assets.Hex("#3A241B"), assets.Hex("#2A1812"), assets.Hex("#F6EBDC"))
		p.part(disc(0, 27.5, 3.6), p.radial(-1, 26.5, 4, assets.Hex("#FFF3B0"), assets.Hex("#E0A526")), 1)
		p.detail(line(-1.6, 28.5, 1.6, 28.5, 0.9), solid(inkLine))
	}
}

// bow is a red ribbon bow (the calico's) at (x, y).
func (p *pen) bow(x, y float64) {
	red := p.vgrad(y-5, y+5, assets.Hex("#FF6B81"), assets.Hex("#D62848"))
	p.part(union(poly(x, y, x-9, y-5, x-9, y+5), poly(x, y, x+9, y-5, x+9, y+5)), red, 1.1)
	p.part(disc(x, y, 2.4), solid(assets.Hex("#FF8FA3")), 1)
}

// bombCat is the Exploding Kitten: a black bomb with cat ears and a
// wicked grin, its fuse sparking, on a blast.
func (p *pen) bombCat() {
	p.part(assets.Star(0, 3, 33, 23, 12, -math.Pi/2), p.radial(0, 3, 33, assets.Hex("#FFE45C"), assets.Hex("#FF7A1A")), 1.4)
	p.detail(assets.Star(0, 3, 25, 17, 12, -math.Pi/2+math.Pi/12), solid(assets.Alpha(assets.Hex("#FFF6C2"), 0.75)))
	bomb := union(disc(0, 8, 19.5), poly(-17.5, 0, -15, -17, -4.5, -9.5), poly(17.5, 0, 15, -17, 4.5, -9.5))
	p.shadowed(bomb, p.radial(-7, -1, 30, assets.Hex("#5E586B"), assets.Hex("#121016")), 2)
	p.part(turned(assets.RoundRect(9, -15, 17, -9, 1.5), 13, -12, 0.75), p.vgrad(-15, -9, assets.Hex("#B8BCC8"), assets.Hex("#6B707E")), 1.2)
	fuse := union(line(15, -15, 18.5, -21, 2.4), line(18.5, -21, 23.5, -23.5, 2.4))
	p.part(fuse, solid(assets.Hex("#D9B27A")), 1)
	p.part(assets.Star(25.5, -24.5, 8, 3.2, 8, 0.2), p.radial(25.5, -24.5, 8, assets.Hex("#FFFBE0"), assets.Hex("#FFB020")), 1)
	p.detail(disc(25.5, -24.5, 2), solid(white))
	// Angry eyes: white, each cut by a slanted brow of the bomb's black.
	for _, s := range []float64{-1, 1} {
		p.detail(oval(s*7.5, 6, 4.6, 5), solid(white))
		p.detail(disc(s*6.6, 7.2, 2.2), solid(assets.Hex("#1A1420")))
		p.detail(poly(s*2, 2.8, s*13, -0.5, s*13, 3.8, s*2.5, 5.2), solid(assets.Hex("#201D26")))
	}
	// A wicked grin with two fangs.
	p.detail(oval(0, 16.5, 7, 3.8), solid(assets.Hex("#E8334A")))
	p.detail(oval(0, 14.6, 8, 3), solid(assets.Hex("#25222B")))
	p.detail(union(poly(-4.5, 16, -2.4, 16, -3.4, 19), poly(4.5, 16, 2.4, 16, 3.4, 19)), solid(white))
	w := &assets.Path{}
	for _, s := range []float64{-1, 1} {
		w.Add(line(s*13, 12, s*27, 10, 1))
		w.Add(line(s*13, 15, s*27, 17, 1))
	}
	p.detail(w, solid(assets.Alpha(white, 0.7)))
	p.gloss(turned(oval(-9, -2, 5.5, 2.8), -9, -2, -0.6), 0.3)
}

// zombieCat is the Zombie Kitten: a green cat stitched together, a bitten
// ear, one wild eye and one crossed out, a bandage and a fang.
func (p *pen) zombieCat() {
	right := poly(5, -13, 21, -27, 22.4, -17.5, 18.2, -15.8, 23.2, -11, 24.5, -1)
	head := union(oval(0, 6, 26, 21), ear(true), right)
	p.shadowed(head, p.vgrad(-27, 27, assets.Hex("#B4E07E"), assets.Hex("#6A9B43")), 2)
	p.detail(union(poly(-19.5, -6, -18.8, -20.5, -9.5, -13), poly(19.5, -6, 18.8, -20.5, 9.5, -13)), solid(assets.Hex("#C98DA0")))
	// Stitches across the forehead.
	seam := line(-9, -13, 9, -3.5, 1.4)
	for i := 0; i < 5; i++ {
		t := float64(i) / 4
		x, y := -9+18*t, -13+9.5*t
		seam.Add(line(x-1.3, y+2.5, x+1.3, y-2.5, 1.3))
	}
	p.detail(seam, solid(inkLine))
	// A sunken wild eye and a crossed-out one.
	p.detail(disc(-10, 3, 8), solid(assets.Alpha(assets.Hex("#3F6B27"), 0.5)))
	p.part(disc(-10, 3, 5.6), solid(assets.Hex("#FFFBEA")), 1.1)
	p.detail(disc(-8.8, 4, 1.9), solid(assets.Hex("#8C1C2B")))
	p.detail(union(line(6.5, -0.5, 13.5, 6.5, 2.3), line(13.5, -0.5, 6.5, 6.5, 2.3)), solid(inkLine))
	p.part(turned(assets.RoundRect(11, 11, 23, 16, 2.5), 17, 13.5, -0.45), solid(assets.Hex("#F3D9AB")), 0.9)
	p.detail(turned(union(disc(15, 13.5, 0.6), disc(17, 13.5, 0.6), disc(19, 13.5, 0.6)), 17, 13.5, -0.45), solid(assets.Hex("#B08A5A")))
	// Nose, a crooked grin and a fang.
	p.detail(poly(-3, 9.5, 3, 9.5, 0, 12.8), solid(assets.Hex("#3F5A2A")))
	grin := union(line(-8, 16, -4, 15, 1.4), line(-4, 15, 0, 16.5, 1.4), line(0, 16.5, 4, 15, 1.4), line(4, 15, 7, 16.5, 1.4))
	p.detail(grin, solid(inkLine))
	p.part(poly(-1.5, 16.2, 2, 15.8, 0.4, 20), solid(white), 0.8)
	w := union(line(-15, 11, -31, 8.5, 1.1), line(-15, 14, -23, 16, 1.1), line(-23, 16, -29, 21, 1.1), line(15, 18, 29, 19, 1.1))
	p.detail(w, solid(assets.Hex("#35501F")))
}

// clipPaw draws a paw print turned by a, clipped to a mask in pixels.
func (p *pen) clipPaw(clip *image.Alpha, a float64, c color.NRGBA) {
	q := p.at(turned(pawPath(), 0, 0, a))
	assets.Fill(p.img, q, solid(c), clip)
}

// pawPath is a paw print: a pad and four toes.
func pawPath() *assets.Path {
	return union(
		oval(0, 8, 13, 10.5),
		oval(-15, -6, 5.5, 7), oval(-5.5, -15, 5.5, 7.5), oval(5.5, -15, 5.5, 7.5), oval(15, -6, 5.5, 7),
	)
}
