package kittens

import (
	"image"
	"math"

	"cardtable/assets"
)

// The corner badges repeat the emblem as a white silhouette, simplified so
// it still reads at a dozen pixels: each mark is layers in the emblem's
// 64-unit box, filled white or, when cut, with the badge's own shading
// (holes such as an eye's iris without the even-odd bookkeeping).

type layer struct {
	p   *assets.Path
	cut bool
}

// drawMark paints key's mark centred on (cx, cy), size pixels for the
// 64-unit box, on a badge shaded with bg. The plain cats show their own
// small, coloured face instead: a white silhouette would make the four
// alike, and telling them apart is what a combo needs.
func drawMark(img *image.RGBA, key string, cx, cy, size float64, bg assets.Shader) {
	if kindOf(key) == catCard {
		drawEmblem(newPen(img, cx, cy+size*0.03, size*1.05), key)
		return
	}
	k := size / 64
	m := assets.Scale(k).Then(assets.Translate(cx, cy))
	for _, l := range markLayers(key) {
		sh := assets.Solid(white)
		if l.cut {
			sh = bg
		}
		assets.Fill(img, l.p.Transform(m), sh, nil)
	}
}

func fill(ps ...*assets.Path) layer { return layer{p: union(ps...)} }
func cut(ps ...*assets.Path) layer  { return layer{p: union(ps...), cut: true} }

// markLayers is key's silhouette.
func markLayers(key string) []layer {
	switch key {
	case "exploding":
		return []layer{
			fill(disc(0, 8, 20), poly(-18, 0, -15.5, -19, -4.5, -10), poly(18, 0, 15.5, -19, 4.5, -10),
				line(12, -10, 18, -21, 4.5), assets.Star(22, -25, 10, 4.5, 8, 0.2)),
			cut(oval(-7.5, 6, 4.2, 4.8), oval(7.5, 6, 4.2, 4.8)),
		}
	case "zombie":
		right := poly(5, -13, 21, -27, 22.4, -17.5, 18.2, -15.8, 23.2, -11, 24.5, -1)
		return []layer{
			fill(oval(0, 6, 26, 21), ear(true), right),
			cut(disc(-10, 3, 5.8), line(6, -1, 14, 7, 3.6), line(14, -1, 6, 7, 3.6), line(-8, -16, 10, -6, 2.6), line(-6, 16, 6, 16, 2.6)),
		}
	case "nope":
		return []layer{fill(line(-13, 10, -22, -2, 8.5), assets.RoundRect(-13, -4, 13, 23, 8),
			line(-10, 2, -10, -17, 7), line(-3.4, 2, -3.4, -23, 7), line(3.4, 2, 3.4, -23.5, 7), line(10, 2, 10, -18, 7)),
			cut(line(-6.7, -5, -6.7, -19, 1.3), line(0, -5, 0, -22, 1.3), line(6.7, -5, 6.7, -19, 1.3))}
	case "attack":
		return []layer{fill(arrow(-27, 17, 17, -27, 7.5), arrow(-17, 27, 27, -17, 7.5))}
	case "attack_dead":
		return []layer{
			fill(disc(-11, -6, 13), assets.RoundRect(-24, -6, 2, 26, 2)),
			fill(arrow(4, -2, 31, -10, 5.6), arrow(4, 12, 31, 8, 5.6)),
		}
	case "see_future":
		eye := (&assets.Path{}).MoveTo(-31, 2).CubeTo(-18, -17, 18, -17, 31, 2).CubeTo(18, 21, -18, 21, -31, 2).Close()
		return []layer{fill(eye), cut(disc(0, 2, 11.5)), fill(disc(0, 2, 6.5)), cut(disc(-2.2, -0.2, 2.2))}
	case "shuffle":
		return []layer{fill(spiralBand(1.75, 9.5, 7.5))}
	case "skip":
		return []layer{fill(poly(-22, -24, 14, 0, -22, 24), assets.RoundRect(14, -24, 25, 24, 3))}
	case "super_skip":
		return []layer{fill(poly(-31, -22, -5, 0, -31, 22), poly(-8, -22, 18, 0, -8, 22), assets.RoundRect(18, -22, 28, 22, 3))}
	case "favor":
		return []layer{
			fill(assets.RoundRect(-22, -3, 22, 28, 3), assets.RoundRect(-26, -12, 26, 0, 3),
				turned(oval(-11, -19, 11, 7.5), -11, -19, 0.45), turned(oval(11, -19, 11, 7.5), 11, -19, -0.45)),
			cut(assets.RoundRect(-26, 0, 26, 3, 0), line(-4.5, 3, -4.5, 28, 2), line(4.5, 3, 4.5, 28, 2)),
		}
	case "clairvoyance":
		return []layer{
			fill(disc(0, -5, 23), poly(-16, 18, 16, 18, 22, 30, -22, 30)),
			cut(catHead().Transform(assets.Scale(0.42).Then(assets.Translate(1, -3)))),
		}
	case "dig_deeper":
		tool := func(q *assets.Path) *assets.Path { return turned(moved(q, 0, -3), 2, 0, 0.62) }
		blade := (&assets.Path{}).MoveTo(-11, 2).LineTo(15, 2).CubeTo(15.5, 15, 11, 23, 2, 30).CubeTo(-7, 23, -11.5, 15, -11, 2).Close()
		return []layer{fill(tool(line(2, -26, 2, 4, 7)), tool(assets.RoundRect(-8, -35, 12, -26, 3.5)), tool(blade))}
	case "clone":
		return []layer{
			fill(turned(assets.RoundRect(-24, -24, 6, 16, 4), -9, -4, -0.18)),
			cut(turned(assets.RoundRect(-7, -19, 27, 25, 5), 10, 3, 0.16)),
			fill(turned(assets.RoundRect(-4, -16, 24, 22, 4), 10, 3, 0.16)),
		}
	case "feed_dead":
		bowl := (&assets.Path{}).MoveTo(-30, 2).LineTo(30, 2).CubeTo(28, 18, 20, 26, 0, 26).CubeTo(-20, 26, -28, 18, -30, 2).Close()
		return []layer{fill(moved(bowl, 0, 4), disc(-15, 2, 8), disc(-3, -4, 9.5), disc(10, -3, 9), disc(20, 3, 6.5)),
			cut(line(-27, 6.5, 27, 6.5, 2.6))}
	case "grave_robber":
		return []layer{
			fill(disc(-14, -8, 12), assets.RoundRect(-26, -8, -2, 24, 2)),
			fill(oval(15, 14, 15, 14.5), poly(9, -8, 21, -8, 25, 2, 5, 2)),
			cut(assets.RoundRect(6, 0, 24, 4, 2)),
		}
	}
	return nil
}

// spiralBand is a spiral band of turns turns, growing by grow units a
// turn, w wide, ending in an arrowhead (Shuffle's emblem and its mark).
func spiralBand(turns, grow, w float64) *assets.Path {
	const steps = 90
	var outer, inner []float64
	pt := func(r, a float64) (float64, float64) { return r * math.Cos(a), 2 + r*math.Sin(a) }
	a0 := -math.Pi / 2
	end := a0 + turns*2*math.Pi
	rOf := func(a float64) float64 { return 3 + (a-a0)/(2*math.Pi)*grow }
	for i := 0; i <= steps; i++ {
		a := a0 + (end-a0)*float64(i)/steps
		r := rOf(a)
		// The band starts thin at the centre and widens to w.
		half := w / 2 * math.Min(1, float64(i)/12+0.35)
		x, y := pt(r+half, a)
		outer = append(outer, x, y)
		x, y = pt(math.Max(0.5, r-half), a)
		inner = append(inner, x, y)
	}
	rEnd := rOf(end)
	hx1, hy1 := pt(rEnd+w*1.15, end)
	tx, ty := pt(rEnd, end+0.55)
	hx2, hy2 := pt(rEnd-w*1.15, end)
	xy := append([]float64{}, outer...)
	xy = append(xy, hx1, hy1, tx, ty, hx2, hy2)
	for i := len(inner) - 2; i >= 0; i -= 2 {
		xy = append(xy, inner[i], inner[i+1])
	}
	return poly(xy...)
}
