package kittens

import (
	"math"

	"cardtable/engine"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// The table, in logical units: the other seats across the top, in turn
// order from the viewer's left; the draw and discard piles, the reaction
// stack and what the viewer knows of the pile in the middle; the viewer's
// hand as a fan at the foot, its seat in the bottom-left corner and the
// buttons beside it; the pile's odds in the right column above the log.
// While a reaction window is open the foot below y 582, left of the log,
// is the reaction bar's: the hand stays above it. The pickers cover the
// whole middle band, piles and side panel included.
var (
	oppArea    = ui.Rect{X: 12, Y: 54, W: 944, H: 122}
	centreArea = ui.Rect{X: 12, Y: 184, W: 944, H: 234}
	drawRect   = ui.Rect{X: 34, Y: 214, W: 96, H: 134}
	discRect   = ui.Rect{X: 160, Y: 214, W: 96, H: 134}
	stackArea  = ui.Rect{X: 274, Y: 192, W: 486, H: 220}
	knownArea  = ui.Rect{X: 772, Y: 192, W: 176, H: 220}
	ownArea    = ui.Rect{X: 12, Y: 426, W: 944, H: 284}
	handArea   = ui.Rect{X: 26, Y: 432, W: 916, H: 140}
	ownInfo    = ui.Rect{X: 22, Y: 594, W: 204, H: 108}
	infoRect   = ui.Rect{X: 968, Y: 54, W: 300, H: 198}
	pickerRect = ui.Rect{X: 12, Y: 180, W: 944, H: 244}
	// A dead seat's Exploding Kitten lies face up in its panel.
	kittenW, kittenH = 40.0, 56.0
)

// Sizes of the cards by place.
const (
	handMaxW         = 96.0
	stackW, stackH   = 80.0, 112.0
	stackItemW       = 200.0      // a play on the stack with its labels
	miniW, miniH     = 26.0, 36.0 // another seat's hand, as small backs
	knownW, knownH   = 48.0, 67.0
	lift             = 22.0 // a picked card rises out of the fan
	centreKittenW    = 110.0
	centreKittenH    = 154.0
	browseW, browseH = 50.0, 70.0
)

// others are the seats shown across the top: every seat but the viewer,
// in turn order from the viewer's left.
func (p *presenter) others() []engine.Seat {
	var out []engine.Seat
	for k := 1; k <= p.n; k++ {
		s := engine.Seat((int(p.viewer) + k) % p.n)
		if p.viewer < 0 {
			s = engine.Seat(k - 1)
		}
		if s != p.viewer {
			out = append(out, s)
		}
	}
	return out
}

// seatPanel is the panel of seat s: across the top for the others, the
// bottom-left corner for the viewer.
func (p *presenter) seatPanel(s engine.Seat) ui.Rect {
	if s == p.viewer {
		return ownInfo
	}
	others := p.others()
	i := 0
	for k, o := range others {
		if o == s {
			i = k
		}
	}
	return panelAt(i, len(others))
}

// panelAt is the i-th of n panels across the top.
func panelAt(i, n int) ui.Rect {
	const gap = 8.0
	if n <= 1 {
		w := 460.0
		return ui.Rect{X: oppArea.CX() - w/2, Y: oppArea.Y, W: w, H: oppArea.H}
	}
	w := (oppArea.W - gap*float64(n-1)) / float64(n)
	return ui.Rect{X: oppArea.X + float64(i)*(w+gap), Y: oppArea.Y, W: w, H: oppArea.H}
}

// miniPose is where the i-th of count small backs of seat s lies.
func (p *presenter) miniPose(s engine.Seat, i, count int) table.Pose {
	r := p.seatPanel(s)
	if s == p.viewer {
		return pose(ui.Rect{X: handArea.CX() - handMaxW/2, Y: handArea.Y + lift, W: handMaxW, H: handMaxW * 1.4}, 0)
	}
	avail := r.W - 28 - kittenW - 8 - miniW
	step := math.Min(12, avail/math.Max(1, float64(count-1)))
	return table.Pose{X: r.X + 14 + float64(i)*step, Y: r.Y + 44, W: miniW, H: miniH, Alpha: 1}
}

// kittenPose is where a dead seat's face-up Exploding Kitten lies.
func (p *presenter) kittenPose(s engine.Seat) table.Pose {
	r := p.seatPanel(s)
	if s == p.viewer {
		return table.Pose{X: r.X + r.W - kittenW - 4, Y: r.Y + 4, W: kittenW, H: kittenH, Face: 1, Alpha: 1}
	}
	return table.Pose{X: r.X + r.W - kittenW - 10, Y: r.Y + 38, W: kittenW, H: kittenH, Face: 1, Alpha: 1}
}

// handGeometry is the fan for count cards: the card size and the step
// between cards (the cards overlap when they do not fit; each keeps its
// corner badge in sight).
func handGeometry(count int) (w, h, step float64) {
	w = handMaxW
	h = w * table.CardH / table.CardW
	step = w + 8
	if count > 1 && step*float64(count-1)+w > handArea.W {
		step = (handArea.W - w) / float64(count-1)
	}
	return w, h, step
}

// handPose is where the i-th of count hand cards lies, raised when picked.
func handPose(i, count int, picked bool) table.Pose {
	w, h, step := handGeometry(count)
	width := step*float64(count-1) + w
	x := handArea.CX() - width/2 + float64(i)*step
	y := handArea.Y + lift
	if picked {
		y -= lift
	}
	return table.Pose{X: x, Y: y, W: w, H: h, Face: 1, Alpha: 1}
}

// stackX is the left of item i of count on the reaction stack: side by
// side, squeezed when many are stacked.
func stackX(i, count int) float64 {
	const itemW = stackItemW
	step := itemW
	if count > 1 && step*float64(count-1)+itemW > stackArea.W {
		step = (stackArea.W - itemW) / float64(count-1)
	}
	width := step*float64(count-1) + itemW
	return stackArea.CX() - width/2 + float64(i)*step
}

// stackPose is where card j of item i (of count) lies: a combo's cards
// fanned a little.
func stackPose(i, count, j int) table.Pose {
	x := stackX(i, count) + 10 + float64(j)*22
	return table.Pose{X: x, Y: stackArea.Y + 26, W: stackW, H: stackH, Face: 1, Alpha: 1}
}

// nopePose is where the k-th Nope laid on item i (of count) lies: on the
// play, each a step to the right and down.
func nopePose(i, count, size, k int) table.Pose {
	x := stackX(i, count) + 10 + float64(size-1)*22 + 34 + float64(k)*16
	return table.Pose{X: x, Y: stackArea.Y + 40 + float64(k)*6, W: stackW, H: stackH, Face: 1, Alpha: 1}
}

// centrePose is where the k-th Exploding Kitten held (drawn, or a revived
// seat's) lies, face up in the middle of the table.
func centrePose(k int) table.Pose {
	return table.Pose{X: stackArea.CX() - centreKittenW/2 + float64(k)*40 - 20*float64(min(k, 1)),
		Y: stackArea.Y + 18, W: centreKittenW, H: centreKittenH, Face: 1, Alpha: 1}
}

// knownPose is the i-th slot of the pile as the viewer knows it (the top
// three cards).
func knownPose(i int) table.Pose {
	return table.Pose{X: knownArea.X + 8 + float64(i)*(knownW+6), Y: knownArea.Y + 42, W: knownW, H: knownH, Face: 1, Alpha: 1}
}

func pose(r ui.Rect, face float64) table.Pose {
	return table.Pose{X: r.X, Y: r.Y, W: r.W, H: r.H, Face: face, Alpha: 1}
}

func rectOf(q table.Pose) ui.Rect { return ui.Rect{X: q.X, Y: q.Y, W: q.W, H: q.H} }
