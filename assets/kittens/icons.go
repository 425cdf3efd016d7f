package kittens

import (
	"math"

	"cardtable/assets"
)

// drawEmblem draws the card's emblem in p's 64-unit box.
func drawEmblem(p *pen, key string) {
	switch key {
	case "exploding":
		p.bombCat()
	case "zombie":
		p.zombieCat()
	case "nope":
		p.stopHand()
	case "attack":
		p.attackArrows()
	case "attack_dead":
		p.graveAttack()
	case "see_future":
		p.futureEye()
	case "shuffle":
		p.spiral()
	case "skip":
		p.hop(false)
	case "super_skip":
		p.hop(true)
	case "favor":
		p.gift()
	case "clairvoyance":
		p.crystalBall()
	case "dig_deeper":
		p.shovel()
	case "clone":
		p.twinCards()
	case "feed_dead":
		p.foodBowl()
	case "grave_robber":
		p.graveAndSack()
	case "cat_a", "cat_b", "cat_c", "cat_d":
		p.plainCat(key)
	}
}

// Colours the object emblems share.
var (
	arrowRed  = [2]string{"#FF7A59", "#D6332A"}
	stoneGrey = [2]string{"#C9CFD8", "#7F8896"}
	cardCream = [2]string{"#FFFDF6", "#EADFC8"}
)

func grad2(p *pen, y0, y1 float64, c [2]string) assets.Shader {
	return p.vgrad(y0, y1, assets.Hex(c[0]), assets.Hex(c[1]))
}

// stopHand is the Nope: a raised white hand on a red octagon.
func (p *pen) stopHand() {
	oct := assets.Star(0, 0, 31, 31, 4, -math.Pi/2+math.Pi/8)
	p.shadowed(oct, solid(white), 1.8)
	p.detail(assets.Star(0, 0, 27.5, 27.5, 4, -math.Pi/2+math.Pi/8), p.vgrad(-28, 28, assets.Hex("#FF5A5A"), assets.Hex("#C8102E")))
	hand := p.vgrad(-24, 22, white, assets.Hex("#F1E9E4"))
	edge := assets.Hex("#8E0F22")
	line1 := func(q *assets.Path) {
		assets.Draw(p.img, p.at(q), assets.Style{Fill: hand, Stroke: edge, StrokeW: math.Max(0.6, 1.1*p.k)}, nil)
	}
	line1(line(-12.5, 10, -20, -1, 7))            // thumb
	line1(assets.RoundRect(-12, -3, 12, 21, 7.5)) // palm
	for i, top := range []float64{-16, -21, -21.5, -17} {
		x := -9 + float64(i)*6
		line1(line(x, 2, x, top, 6))
	}
	// Repaint the palm over the fingers' roots, leaving the gaps between
	// the fingers outlined.
	p.detail(assets.RoundRect(-11, 0, 11, 20, 7), hand)
}

// attackArrows are Attack (2x): two red arrows flying up and right.
func (p *pen) attackArrows() {
	for _, d := range []float64{-9, 9} {
		x0, y0, x1, y1 := -24+d*0.7-2, 20+d*0.7+2, 20+d*0.7, -22+d*0.7
		p.part(fletching(x0, y0, x1, y1, 4.2), p.vgrad(-4, 26, assets.Hex("#FFF3D6"), assets.Hex("#E6C58E")), 1.3)
		p.shadowed(arrow(x0, y0, x1, y1, 4.6), grad2(p, -24, 24, arrowRed), 1.8)
	}
	// Speed lines behind the arrows.
	for _, d := range []float64{-15, 0, 15} {
		p.detail(line(-30+d*0.5, 4+d, -24+d*0.5, 10+d, 1.6), solid(assets.Alpha(assets.Hex("#D6332A"), 0.5)))
	}
}

// tombstone is a rounded grave at (x, y) (its centre), w wide, with a paw
// print carved in it.
func (p *pen) tombstone(x, y, w, h float64) {
	r := w / 2
	stone := union(oval(x, y-h/2+r, r, r), assets.RoundRect(x-r, y-h/2+r, x+r, y+h/2, 2))
	p.shadowed(stone, grad2(p, y-h/2, y+h/2, stoneGrey), 1.8)
	p.gloss(assets.RoundRect(x-r+2.5, y-h/2+r, x-r+5, y+h/2-3, 1.2), 0.35)
	paw := pawPath().Transform(assets.Scale(w / 64).Then(assets.Translate(x, y-h*0.05)))
	p.detail(paw, solid(assets.Alpha(assets.Hex("#4B5260"), 0.75)))
}

// mound is a grassy heap of earth at (x, y).
func (p *pen) mound(x, y, rx float64) {
	p.part(oval(x, y, rx, rx*0.28), p.vgrad(y-rx*0.28, y+rx*0.28, assets.Hex("#8FD46A"), assets.Hex("#4F8A35")), 1.4)
}

// graveAttack is Attack of the Dead: three arrows flying out of a grave.
func (p *pen) graveAttack() {
	p.tombstone(-9, 2, 28, 40)
	p.mound(-7, 23, 24)
	for _, ys := range []float64{-12, 0, 12} {
		x0, y0, x1, y1 := 0.0, ys*0.9-2, 31.0, ys*1.2-6
		p.part(fletching(x0, y0, x1, y1, 3.2), p.vgrad(y0-4, y0+4, assets.Hex("#F2FFE0"), assets.Hex("#B6D98F")), 1.1)
		p.shadowed(arrow(x0, y0, x1, y1, 3.6), grad2(p, y1-5, y0+5, arrowRed), 1.5)
	}
}

// futureEye is See the Future (3x): an all-seeing eye under three cards.
func (p *pen) futureEye() {
	for i, a := range []float64{-0.38, 0, 0.38} {
		c := turned(assets.RoundRect(-6.5, -31, 6.5, -13, 2), 0, 4, a)
		p.part(c, grad2(p, -31, -13, cardCream), 1.3)
		q := turned(assets.Star(0, -22, 3.2, 1.4, 4, -math.Pi/2), 0, 4, a)
		p.detail(q, solid(assets.Hex([]string{"#8E5BE8", "#E8334A", "#2F7DE1"}[i])))
	}
	eye := (&assets.Path{}).MoveTo(-29, 10).CubeTo(-17, -6, 17, -6, 29, 10).CubeTo(17, 26, -17, 26, -29, 10).Close()
	p.shadowed(eye, p.vgrad(0, 22, white, assets.Hex("#E9E4F2")), 2)
	iris := disc(0, 10, 11)
	p.part(iris, p.radial(-3, 7, 13, assets.Hex("#B78CFF"), assets.Hex("#4B1E9E")), 1.2)
	p.detail(assets.Star(0, 10, 9.5, 6, 12, 0), solid(assets.Alpha(assets.Hex("#E4D4FF"), 0.35)))
	p.detail(disc(0, 10, 4.8), solid(assets.Hex("#160E22")))
	p.detail(disc(-3.5, 6.5, 2.4), solid(white))
	p.detail(disc(3, 13, 1.1), solid(assets.Alpha(white, 0.8)))
}

// crystalBall is Clairvoyance NOW: a crystal ball showing where the
// Exploding Kitten hides.
func (p *pen) crystalBall() {
	p.part(poly(-15, 17, 15, 17, 21, 29, -21, 29), p.vgrad(17, 29, assets.Hex("#FFE08A"), assets.Hex("#C9851F")), 1.6)
	p.part(oval(0, 17, 15, 3.5), solid(assets.Hex("#F6C95A")), 1.2)
	ball := disc(0, -3, 22.5)
	p.shadowed(ball, p.radial(-8, -12, 34, assets.Hex("#E3D8FF"), assets.Hex("#4A2DB0")), 2)
	// The kitten seen inside: a small bomb-cat silhouette.
	sil := union(disc(1, 1, 7.5), poly(-5.5, -2, -4.8, -9, -1, -5), poly(7.5, -2, 6.8, -9, 3, -5))
	p.detail(sil, solid(assets.Alpha(assets.Hex("#1A1036"), 0.7)))
	p.detail(line(6, -5, 9, -10, 1.4), solid(assets.Alpha(assets.Hex("#1A1036"), 0.7)))
	p.detail(assets.Star(9.5, -10.5, 3, 1.2, 6, 0), solid(assets.Hex("#FFD045")))
	p.gloss(turned(oval(-10, -13, 7, 3.6), -10, -13, -0.7), 0.55)
	for _, s := range [][3]float64{{12, -16, 2.8}, {-13, 7, 2}, {14, 6, 1.6}} {
		p.detail(assets.Star(s[0], s[1], s[2], s[2]*0.3, 4, -math.Pi/2), solid(white))
	}
}

// spiral is Shuffle NOW: a white spiral arrow whirling the pile.
func (p *pen) spiral() {
	band := spiralBand(2.15, 11.5, 6.5)
	p.shadowed(band, p.vgrad(-28, 30, white, assets.Hex("#FFE7B8")), 2)
	// Flying cards around it.
	for _, c := range [][3]float64{{-25, -20, -0.5}, {26, 22, 0.6}} {
		p.cardBack(c[0], c[1], 5, 7, c[2])
	}
}

// cardBack is a small card seen from the back (the shared back's
// burgundy with a gold rim), centred on (x, y), turned by a.
func (p *pen) cardBack(x, y, hw, hh, a float64) {
	card := turned(assets.RoundRect(x-hw, y-hh, x+hw, y+hh, hw*0.3), x, y, a)
	p.part(card, p.vgrad(y-hh, y+hh, assets.Hex("#B0283F"), assets.Hex("#6E0F1F")), 1.1)
	rim := turned(assets.RoundRect(x-hw*0.68, y-hh*0.74, x+hw*0.68, y+hh*0.74, hw*0.2), x, y, a)
	p.detail(rim, solid(assets.Alpha(assets.Hex("#E9C46A"), 0.55)))
}

// hop is Skip: the "next" sign, a green arrowhead against a bar; the
// Super Skip's is doubled, in blue, with a sparkle.
func (p *pen) hop(double bool) {
	if !double {
		for _, y := range []float64{-9, 0, 9} {
			p.detail(line(-30, y, -22, y, 2.4), solid(assets.Alpha(assets.Hex("#1FAE72"), 0.55)))
		}
		green := p.vgrad(-22, 22, assets.Hex("#7CF0B6"), assets.Hex("#1FAE72"))
		p.shadowed(union(poly(-17, -21, 15, 0, -17, 21), assets.RoundRect(15, -21, 24, 21, 2.5)), green, 2)
		p.gloss(poly(-13.5, -14, 2, -3.5, -13.5, -3.5), 0.45)
		return
	}
	blue := p.vgrad(-22, 22, assets.Hex("#9FDCFF"), assets.Hex("#2F6FE0"))
	p.shadowed(union(poly(-30, -19, -3, 0, -30, 19), poly(-6, -19, 21, 0, -6, 19), assets.RoundRect(21, -19, 29, 19, 2.5)), blue, 2)
	p.gloss(union(poly(-27, -12.5, -13, -3, -27, -3), poly(-3, -12.5, 11, -3, -3, -3)), 0.45)
	for _, s := range [][3]float64{{-22, -25, 4.2}, {16, -24, 3.2}, {24, 25, 3.6}} {
		p.detail(assets.Star(s[0], s[1], s[2], s[2]*0.32, 4, -math.Pi/2), solid(assets.Hex("#FFB627")))
	}
}

// gift is Favor: a wrapped present with a bow.
func (p *pen) gift() {
	magenta := p.vgrad(-6, 28, assets.Hex("#FF7EB8"), assets.Hex("#D1307A"))
	gold := p.vgrad(-20, 28, assets.Hex("#FFE27A"), assets.Hex("#E0A526"))
	p.shadowed(assets.RoundRect(-21, -2, 21, 28, 3), magenta, 1.8)
	p.part(assets.RoundRect(-25, -10, 25, 1, 3), p.vgrad(-10, 1, assets.Hex("#FF9CCB"), assets.Hex("#E04C8F")), 1.8)
	p.part(assets.RoundRect(-4.5, -10, 4.5, 28, 1), gold, 1.3)
	// The bow: two loops and two tails about a knot.
	for _, s := range []float64{-1, 1} {
		loop := turned(oval(s*10, -17, 10, 6.5), s*10, -17, s*-0.45)
		p.part(loop, gold, 1.5)
		p.detail(turned(oval(s*10, -16.5, 4.5, 2.5), s*10, -16.5, s*-0.45), solid(assets.Hex("#C98A12")))
	}
	p.part(disc(0, -12.5, 4.2), gold, 1.4)
	p.gloss(assets.RoundRect(-18, 2, -14, 24, 1.5), 0.3)
	p.detail(assets.Heart(13, 14, 8), solid(assets.Alpha(white, 0.85)))
}

// shovel is Dig Deeper: a spade dug into a mound with a card unearthed.
func (p *pen) shovel() {
	p.part(oval(0, 22, 30, 9), p.vgrad(13, 31, assets.Hex("#B07A4A"), assets.Hex("#6E4424")), 1.5)
	p.cardBack(-15, 11, 7, 9, -0.35)
	p.detail(oval(0, 24, 28, 6.5), solid(assets.Hex("#8A5A33")))
	for _, pb := range [][3]float64{{-18, 25, 2}, {12, 27, 1.6}, {20, 22, 1.3}, {-4, 28, 1.4}} {
		p.detail(disc(pb[0], pb[1], pb[2]), solid(assets.Hex("#5A3A20")))
	}
	// Handle, grip and blade, tilted.
	a := 0.62
	tool := func(q *assets.Path) *assets.Path { return turned(q, 2, 0, a) }
	wood := p.vgrad(-30, 10, assets.Hex("#E7B778"), assets.Hex("#A8713A"))
	p.part(tool(line(2, -26, 2, 4, 5)), wood, 1.5)
	p.part(tool(assets.RoundRect(-6, -33, 10, -26, 3)), wood, 1.5)
	blade := (&assets.Path{}).MoveTo(-8.5, 2).LineTo(12.5, 2).CubeTo(13, 13, 9, 20, 2, 26).CubeTo(-5, 20, -9, 13, -8.5, 2).Close()
	p.shadowed(tool(blade), p.vgrad(0, 26, assets.Hex("#E6EBF2"), assets.Hex("#8D97A8")), 1.8)
	p.gloss(tool(assets.RoundRect(-5, 5, -2, 17, 1.2)), 0.6)
}

// twinCards is Clone: a card and its copy, the copy outlined in dashes of
// light, with sparkles.
func (p *pen) twinCards() {
	for i, c := range [][3]float64{{-8, -2, -0.18}, {8, 3, 0.16}} {
		x, y, a := c[0], c[1], c[2]
		card := turned(assets.RoundRect(x-14, y-20, x+14, y+20, 3.5), x, y, a)
		p.shadowed(card, grad2(p, y-20, y+20, cardCream), 1.8)
		inner := turned(assets.RoundRect(x-10.5, y-16.5, x+10.5, y+16.5, 2.5), x, y, a)
		p.detail(inner, solid(assets.Hex([]string{"#5CC8C8", "#8EE0DF"}[i])))
		cat := catHead().Transform(assets.Scale(0.36).Then(assets.Translate(x, y-1)))
		p.detail(turned(cat, x, y, a), solid(white))
	}
	for _, s := range [][3]float64{{-22, -22, 4}, {24, -18, 3}, {22, 22, 3.4}} {
		p.detail(assets.Star(s[0], s[1], s[2], s[2]*0.32, 4, -math.Pi/2), solid(assets.Hex("#FFB627")))
	}
}

// foodBowl is Feed the Dead NOW: a cat's bowl heaped with fish.
func (p *pen) foodBowl() {
	bowl := (&assets.Path{}).MoveTo(-27, 2).LineTo(27, 2).CubeTo(25, 16, 18, 24, 0, 24).CubeTo(-18, 24, -25, 16, -27, 2).Close()
	// Food: kibble heaped above the rim, a fish skeleton on top.
	for _, k := range [][3]float64{{-15, -1, 5}, {-6, -4, 5.5}, {4, -4.5, 5.5}, {14, -1.5, 5}, {-1, 0, 5}} {
		p.part(disc(k[0], k[1], k[2]), p.radial(k[0]-1.5, k[1]-2, k[2]*1.6, assets.Hex("#D99A5B"), assets.Hex("#9A5A2A")), 1.1)
	}
	bone := assets.Hex("#FFFBEA")
	fish := union(line(-14, -12, 10, -12, 2.4), poly(10, -12, 17, -17.5, 17, -6.5))
	for i := 0; i < 4; i++ {
		x := -9 + float64(i)*5
		fish.Add(line(x, -17, x, -7, 1.8))
	}
	fish.Add(poly(-13, -12, -21, -18, -21, -6))
	p.part(fish, solid(bone), 1.2)
	p.detail(disc(13.5, -12.5, 1.1), solid(inkLine))
	p.shadowed(bowl, p.vgrad(2, 24, assets.Hex("#4FD1C5"), assets.Hex("#1E8C84")), 1.8)
	p.part(oval(0, 2, 28, 4.5), p.vgrad(-2.5, 6.5, assets.Hex("#8FF0E6"), assets.Hex("#2FB3A8")), 1.6)
	p.detail(pawPath().Transform(assets.Scale(0.22).Then(assets.Translate(0, 14))), solid(assets.Alpha(white, 0.8)))
	p.gloss(turned(oval(-16, 11, 4, 2), -16, 11, 0.7), 0.4)
}

// graveAndSack is Grave Robber: a sack of cards carried off from a grave.
func (p *pen) graveAndSack() {
	p.tombstone(-13, -2, 24, 36)
	p.mound(-12, 17, 20)
	p.cardBack(10, -10, 7, 10, -0.3)
	p.cardBack(19, -9, 7, 10, 0.28)
	burlap := p.vgrad(-6, 30, assets.Hex("#E3B77C"), assets.Hex("#A26E3A"))
	sack := union(oval(15, 15, 14.5, 14), poly(9, -3, 21, -3, 24, 4, 6, 4))
	p.shadowed(sack, burlap, 1.8)
	p.part(assets.RoundRect(7, 1, 23, 5, 2), solid(assets.Hex("#7A4A22")), 1.1)
	p.detail(union(line(10, 14, 12, 20, 1), line(17, 11, 18, 17, 1), line(20, 20, 22, 25, 1)), solid(assets.Alpha(assets.Hex("#7A4A22"), 0.6)))
	p.gloss(turned(oval(8, 12, 3, 6), 8, 12, 0.3), 0.3)
}
