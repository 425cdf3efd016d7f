// Command cardsheet writes a contact sheet of every Flip 7 face (English and
// Vietnamese labels, 1× and 2×), the card back, the felt and the title art,
// so the drawings can be looked at and judged as a whole.
//
//	go run ./assets/cmd/cardsheet -o /tmp/cards.png
package main

import (
	"flag"
	"image"
	"image/draw"
	"image/png"
	"log"
	"os"

	"cardtable/assets"
	f7assets "cardtable/assets/flip7"
	"cardtable/engine/flip7"
	"cardtable/locales"
)

func main() {
	out := flag.String("o", "cards.png", "output PNG")
	cw := flag.Int("w", 100, "card width at 1×")
	flag.Parse()
	ch := *cw * 14 / 10
	gap := *cw / 8

	const perRow = 11
	rows := []func() []*image.RGBA{}
	faces := func(lang string, k int) []*image.RGBA {
		l := locales.New(lang)
		var imgs []*image.RGBA
		for c := flip7.Card(0); int(c) < flip7.NumKinds; c++ {
			label := ""
			if c.IsAction() {
				label = l.T("flip7.face." + c.Key())
			}
			imgs = append(imgs, f7assets.Face(c, *cw*k, ch*k, label))
		}
		return imgs
	}
	rows = append(rows, func() []*image.RGBA { return faces("en", 1) })
	rows = append(rows, func() []*image.RGBA {
		v := faces("vi", 1)
		return append(v[flip7.Plus2:], assets.CardBack(*cw, ch))
	})
	big := faces("vi", 2)
	bigSel := []*image.RGBA{big[0], big[6], big[9], big[12], big[flip7.Plus10], big[flip7.Times2], big[flip7.Freeze], big[flip7.FlipThree], big[flip7.SecondChance], assets.CardBack(2**cw, 2*ch)}

	var placed []struct {
		img *image.RGBA
		at  image.Point
	}
	y := gap
	width := 0
	for _, row := range rows {
		imgs := row()
		for i := 0; i < len(imgs); i += perRow {
			x := gap
			for _, im := range imgs[i:min(i+perRow, len(imgs))] {
				placed = append(placed, struct {
					img *image.RGBA
					at  image.Point
				}{im, image.Pt(x, y)})
				x += im.Rect.Dx() + gap
			}
			width = max(width, x)
			y += ch + gap
		}
	}
	x := gap
	for i, im := range bigSel {
		if i == 5 {
			x = gap
			y += 2*ch + gap
		}
		placed = append(placed, struct {
			img *image.RGBA
			at  image.Point
		}{im, image.Pt(x, y)})
		x += im.Rect.Dx() + gap
		width = max(width, x)
	}
	y += 2*ch + gap
	art := assets.GameArt("flip7", 5**cw, 3**cw)
	other := assets.GameArt("dos", 3**cw, 3**cw)
	placed = append(placed, struct {
		img *image.RGBA
		at  image.Point
	}{art, image.Pt(gap, y)}, struct {
		img *image.RGBA
		at  image.Point
	}{other, image.Pt(2*gap+art.Rect.Dx(), y)})
	y += art.Rect.Dy() + gap

	sheet := assets.Felt(max(width, 5**cw+3**cw+3*gap), y)
	for _, p := range placed {
		draw.Draw(sheet, p.img.Rect.Add(p.at), p.img, image.Point{}, draw.Over)
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, sheet); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}
