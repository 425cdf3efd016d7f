package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/scenes/ui"
)

// rowImages keeps the history's rows painted into images, so scrolling
// draws one image a row instead of shaping its texts again every frame
// (the texts of a dozen rows were most of a scroll frame's time). Only
// rows in view are kept, with a margin of recently seen ones; a change of
// scale or language paints them afresh.
type rowImages struct {
	scale float64
	imgs  map[int]*ebiten.Image
	used  map[int]bool // drawn this frame
}

// rowImagesKept is how many row images may stay beyond those in view.
const rowImagesKept = 64

// reset forgets every image (the language changed).
func (ri *rowImages) reset() {
	for _, img := range ri.imgs {
		img.Deallocate()
	}
	ri.imgs = nil
}

// begin starts a frame at scale.
func (ri *rowImages) begin(scale float64) {
	if scale != ri.scale {
		ri.reset()
		ri.scale = scale
	}
	if ri.imgs == nil {
		ri.imgs = map[int]*ebiten.Image{}
	}
	ri.used = map[int]bool{}
}

// get is row idx's image, painted by paint (into a canvas where the row is
// the rectangle given) the first time.
func (ri *rowImages) get(idx int, paint func(c *ui.Canvas, r ui.Rect)) *ebiten.Image {
	ri.used[idx] = true
	if img, ok := ri.imgs[idx]; ok {
		return img
	}
	w, h := int(historyList.W*ri.scale+0.5), int((historyRowH-4)*ri.scale+0.5)
	img := ebiten.NewImage(max(w, 1), max(h, 1))
	r := ui.Rect{X: historyList.X, Y: 0, W: historyList.W, H: historyRowH - 4}
	paint(&ui.Canvas{Dst: img, Scale: ri.scale, OX: -historyList.X * ri.scale, Alpha: 1}, r)
	ri.imgs[idx] = img
	return img
}

// end lets go of the images beyond the margin that were not drawn.
func (ri *rowImages) end() {
	if len(ri.imgs) <= len(ri.used)+rowImagesKept {
		return
	}
	for idx, img := range ri.imgs {
		if !ri.used[idx] {
			img.Deallocate()
			delete(ri.imgs, idx)
		}
	}
}
