package ui

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// Draws is the list of draws a Recorder holds for the frame being recorded:
// equal lists paint equal pixels (see drawOp), so two renderings of a frame
// can be compared exactly without reading pixels back (the frame-level
// secrets check draws each frame twice and compares).
type Draws []drawOp

// Take returns the draws recorded since the last Take or Flush and starts
// an empty list, without painting anything.
func (r *Recorder) Take() Draws {
	d := Draws(r.cur)
	r.cur = nil
	return d
}

// Diff describes the first difference between two frames' draws ("" when
// they paint the same pixels).
func (d Draws) Diff(o Draws) string {
	for i := 0; i < min(len(d), len(o)); i++ {
		if d[i] != o[i] {
			return fmt.Sprintf("draw %d: %s, then %s", i, d[i].describe(), o[i].describe())
		}
	}
	if len(d) != len(o) {
		return fmt.Sprintf("%d draws, then %d", len(d), len(o))
	}
	return ""
}

// describe says what a draw paints and where, for a failure message.
func (op drawOp) describe() string {
	if op.src == nil {
		return fmt.Sprintf("text %q at %v", op.text, op.bounds)
	}
	return fmt.Sprintf("image %p%v at %v", op.src, op.srcR, op.bounds)
}

// Texts lists the texts the draws paint, in order.
func (d Draws) Texts() []string {
	var out []string
	for _, op := range d {
		if op.src == nil && op.text != "" {
			out = append(out, op.text)
		}
	}
	return out
}

// Draws reports whether any of the draws paints from img (a card face
// drawn, for tests that check what a screen shows).
func (d Draws) Draws(img *ebiten.Image) bool {
	for _, op := range d {
		if op.src == img {
			return true
		}
	}
	return false
}
