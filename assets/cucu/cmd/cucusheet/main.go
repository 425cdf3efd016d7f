// Command cucusheet writes contact sheets of Cucù's art so the drawings can
// be judged as a whole: every face with its English and Vietnamese ribbon
// and without one, at the sizes the table uses (70, 100 and 140 pixels
// wide, and 220 for detail), the badges, and the title art, all on the
// table's felt.
//
//	go run ./assets/cucu/cmd/cucusheet -o /tmp/cucu-art
package main

import (
	"flag"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"log"
	"os"
	"path/filepath"

	"cardtable/assets"
	"cardtable/assets/cucu"
	"cardtable/locales"
)

func main() {
	dir := flag.String("o", ".", "output directory")
	flag.Parse()
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		log.Fatal(err)
	}
	for _, w := range []int{70, 100, 140, 220} {
		for _, lang := range []string{"", "en", "vi"} {
			write(*dir, fmt.Sprintf("cucu_sheet_%d%s.png", w, suffix(lang)), faces(w, lang))
		}
	}
	for _, b := range []int{32, 48, 64} {
		write(*dir, fmt.Sprintf("cucu_badges_%d.png", b), badges(b))
	}
	write(*dir, "cucu_art.png", assets.GameArt(cucu.ID, 800, 480))
}

func suffix(lang string) string {
	if lang == "" {
		return "_plain"
	}
	return "_" + lang
}

// faces lays out the twenty faces w pixels wide, ten to a row (five at the
// detail size), with the ribbon in lang ("" for none).
func faces(w int, lang string) *image.RGBA {
	h := w * 140 / 100
	gap := w / 10
	cols := 10
	if w > 200 {
		cols = 5
	}
	rows := (len(cucu.Keys) + cols - 1) / cols
	sheet := felt(cols*(w+gap)+gap, rows*(h+gap)+gap)
	var loc *locales.Localizer
	if lang != "" {
		loc = locales.New(lang)
	}
	for i, key := range cucu.Keys {
		name := ""
		if loc != nil {
			name = loc.T("cucu.face." + key)
		}
		x, y := gap+(i%cols)*(w+gap), gap+(i/cols)*(h+gap)
		draw.Draw(sheet, image.Rect(x, y, x+w, y+h), cucu.Face(key, w, h, name), image.Point{}, draw.Over)
	}
	return sheet
}

// badges lays out every badge in a row.
func badges(b int) *image.RGBA {
	strip := felt(len(cucu.Keys)*(b+4)+4, b+8)
	for i, key := range cucu.Keys {
		x := 4 + i*(b+4)
		draw.Draw(strip, image.Rect(x, 4, x+b, 4+b), cucu.Badge(key, b), image.Point{}, draw.Over)
	}
	return strip
}

func felt(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Rect, assets.Felt(w, h), image.Point{}, draw.Src)
	return img
}

func write(dir, name string, img image.Image) {
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
}
