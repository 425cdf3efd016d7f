package cucu

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/assets"
)

// The table's own pictures, painted once on first use and stretched: the
// oval table, the hearts of the lives (whole, lost, and the two halves of
// a breaking one) and the arrowhead of a request. They hold no words, so
// every language shares them.
type pictures struct {
	oval, heart, empty, left, right, head *ebiten.Image
}

var pics pictures

// Sizes the pictures are painted at.
const (
	heartPx = 48
	headPx  = 32
	ovalPxW = 636 // three quarters of the oval's logical size
	ovalPxH = 405
)

// picture returns *slot, painting it with paint the first time.
func picture(slot **ebiten.Image, paint func() *image.RGBA) *ebiten.Image {
	if *slot == nil {
		*slot = ebiten.NewImageFromImage(paint())
	}
	return *slot
}

func (pictures) ovalTable() *ebiten.Image { return picture(&pics.oval, paintOval) }
func (pictures) heartFull() *ebiten.Image {
	return picture(&pics.heart, func() *image.RGBA { return paintHeart(heartRed) })
}
func (pictures) heartLost() *ebiten.Image {
	return picture(&pics.empty, func() *image.RGBA { return paintHeart(heartGone) })
}
func (pictures) halfLeft() *ebiten.Image {
	return picture(&pics.left, func() *image.RGBA { return paintHalf(true) })
}
func (pictures) halfRight() *ebiten.Image {
	return picture(&pics.right, func() *image.RGBA { return paintHalf(false) })
}
func (pictures) arrowHead() *ebiten.Image { return picture(&pics.head, paintHead) }

var (
	heartRed  = assets.Hex("#E0483A")
	heartGone = assets.Hex("#3B4A44")
	heartLine = assets.Hex("#5C0B08")
	woodTop   = assets.Hex("#7A4A26")
	woodBot   = assets.Hex("#3E2210")
	feltMid   = assets.Hex("#1F6E48")
	feltEdge  = assets.Hex("#0F3F29")
)

// paintOval is the table: a wooden rim around a green cloth lit from the
// middle.
func paintOval() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, ovalPxW, ovalPxH))
	cx, cy := float64(ovalPxW)/2, float64(ovalPxH)/2
	rx, ry := cx-3, cy-3
	assets.Draw(img, assets.Ellipse(cx, cy, rx, ry, false), assets.Style{
		Fill: assets.VGrad(0, ovalPxH, woodTop, woodBot), Shadow: assets.Alpha(assets.Hex("#000000"), 0.4), ShadowD: 3,
	}, nil)
	const rim = 14
	assets.Fill(img, assets.Ellipse(cx, cy, rx-rim, ry-rim, false), assets.Radial(cx, cy*0.8, rx, feltMid, feltEdge), nil)
	return img
}

// paintHeart is a heart in col with a dark outline.
func paintHeart(col color.NRGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, heartPx, heartPx))
	drawHeart(img, col, nil)
	return img
}

func drawHeart(img *image.RGBA, col color.NRGBA, clip *image.Alpha) {
	c := float64(heartPx) / 2
	assets.Draw(img, assets.Heart(c, c+1, heartPx*0.86), assets.Style{
		Fill: assets.Radial(c-6, c-8, heartPx*0.7, assets.Shade(col, 0.35), col), Stroke: heartLine, StrokeW: 2,
	}, clip)
}

// paintHalf is one half of a red heart split by a zigzag crack.
func paintHalf(left bool) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, heartPx, heartPx))
	c := float64(heartPx) / 2
	crack := []assets.Pt{{X: c, Y: 0}, {X: c, Y: 8}, {X: c - 4, Y: 17}, {X: c + 4, Y: 27}, {X: c - 3, Y: 37}, {X: c, Y: heartPx}}
	edge := 0.0
	if !left {
		edge = heartPx
	}
	pts := append([]assets.Pt{{X: edge, Y: 0}}, crack...)
	pts = append(pts, assets.Pt{X: edge, Y: heartPx})
	drawHeart(img, heartRed, assets.MaskOf(assets.Polygon(pts...), img.Rect))
	return img
}

// paintHead is an arrowhead pointing right, in white (tinted when drawn).
func paintHead() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, headPx, headPx))
	white := assets.Hex("#FFFFFF")
	assets.Fill(img, assets.Polygon(assets.Pt{X: 3, Y: 4}, assets.Pt{X: headPx - 2, Y: headPx / 2}, assets.Pt{X: 3, Y: headPx - 4},
		assets.Pt{X: 10, Y: headPx / 2}), assets.Solid(white), nil)
	return img
}
