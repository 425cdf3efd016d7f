package dos

import (
	"math"

	"cardtable/engine"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// The table, in logical units: the other seats across the top, in turn
// order from the viewer's left; the draw and discard piles and the Centre
// Row in the middle; the viewer's seat with its hand and buttons at the
// foot; scores in the right column above the log.
var (
	oppArea    = ui.Rect{X: 12, Y: 54, W: 944, H: 116}
	centreArea = ui.Rect{X: 12, Y: 178, W: 944, H: 228}
	drawRect   = ui.Rect{X: 30, Y: 222, W: 80, H: 112}
	discRect   = ui.Rect{X: 126, Y: 222, W: 80, H: 112}
	rowArea    = ui.Rect{X: 232, Y: 200, W: 712, H: 204}
	ownArea    = ui.Rect{X: 12, Y: 414, W: 944, H: 296}
	handArea   = ui.Rect{X: 26, Y: 448, W: 916, H: 148}
	infoRect   = ui.Rect{X: 968, Y: 54, W: 300, H: 198}
	// The scores panel's heading, and the goal on its own line below it.
	infoHead = ui.Rect{X: infoRect.X + 12, Y: infoRect.Y + 6, W: infoRect.W - 24, H: 22}
	infoGoal = ui.Rect{X: infoRect.X + 12, Y: infoHead.Y + infoHead.H, W: infoRect.W - 24, H: 18}
)

// infoRowH is the height of a seat's line in the scores panel.
const infoRowH = 20.0

// Sizes of the cards by place.
const (
	centreW, centreH = 80.0, 112.0
	miniW, miniH     = 30.0, 42.0 // another seat's hand, as small backs
	handMaxW         = 96.0       // the hand's cards, when they fit
	lift             = 22.0       // a picked card rises out of the fan
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
// foot of the table for the viewer.
func (p *presenter) seatPanel(s engine.Seat) ui.Rect {
	if s == p.viewer {
		return ownArea
	}
	others := p.others()
	i := 0
	for k, o := range others {
		if o == s {
			i = k
		}
	}
	const gap = 8.0
	n := float64(len(others))
	w := (oppArea.W - gap*(n-1)) / n
	if n == 1 {
		w = 460
		return ui.Rect{X: oppArea.CX() - w/2, Y: oppArea.Y, W: w, H: oppArea.H}
	}
	return ui.Rect{X: oppArea.X + float64(i)*(w+gap), Y: oppArea.Y, W: w, H: oppArea.H}
}

// miniPose is where the i-th of count small backs of seat s lies.
func (p *presenter) miniPose(s engine.Seat, i, count int) table.Pose {
	r := p.seatPanel(s)
	avail := r.W - 28 - miniW
	switch st := &p.seats[s]; {
	case st.chipsW > 0:
		avail -= st.chipsW + 8 // chips moved to this row lie at the right
	case st.pending > 0:
		avail -= 150 // the penalty cards set aside, and their count, lie at the right
	}
	step := math.Min(14, math.Max(0, avail)/math.Max(1, float64(count-1)))
	return table.Pose{X: r.X + 14 + float64(i)*step, Y: r.Y + 40, W: miniW, H: miniH, Alpha: 1}
}

// handGeometry is the fan for count cards: the card size, the step between
// cards, the cards per row and the rows' tops. Up to 18 cards make one row;
// more make two, the second in front, so even 30 cards keep their corners
// (number and symbol) readable.
func handGeometry(count int) (w, h, step float64, perRow int, tops [2]float64) {
	rows := 1
	if count > 18 {
		rows = 2
	}
	perRow = (count + rows - 1) / rows
	w = handMaxW
	if rows == 2 {
		w = 70
	}
	h = w * table.CardH / table.CardW
	step = w + 8
	if perRow > 1 && step*float64(perRow-1)+w > handArea.W {
		step = (handArea.W - w) / float64(perRow-1)
	}
	top := handArea.Y + lift
	tops = [2]float64{top, top}
	if rows == 2 {
		tops = [2]float64{handArea.Y + 10, handArea.Y + 10 + h*0.5}
	}
	return w, h, step, max(perRow, 1), tops
}

// handPose is where the i-th of count hand cards lies, raised when picked.
func handPose(i, count int, picked bool) table.Pose {
	w, h, step, perRow, tops := handGeometry(count)
	row, col := i/perRow, i%perRow
	inRow := min(perRow, count-row*perRow)
	width := step*float64(inRow-1) + w
	x := handArea.CX() - width/2 + float64(col)*step
	y := tops[row]
	if picked {
		y -= lift
	}
	return table.Pose{X: x, Y: y, W: w, H: h, Face: 1, Alpha: 1}
}

// slotPose is where the Centre card of pile j of count lies; the cards
// matched on it lie below it, fanned (on 1 or 2).
func slotPose(j, count int, on int) table.Pose {
	step := centreW + 20
	if count > 1 && step*float64(count-1)+centreW+34 > rowArea.W {
		step = (rowArea.W - centreW - 34) / float64(count-1)
	}
	x := rowArea.X + float64(j)*step
	y := rowArea.Y + 6
	if on > 0 {
		x += 8 + float64(on-1)*26
		y += 40 + float64(on-1)*26
	}
	return table.Pose{X: x, Y: y, W: centreW, H: centreH, Face: 1, Alpha: 1}
}

func pose(r ui.Rect, face float64) table.Pose {
	return table.Pose{X: r.X, Y: r.Y, W: r.W, H: r.H, Face: face, Alpha: 1}
}

func rectOf(q table.Pose) ui.Rect { return ui.Rect{X: q.X, Y: q.Y, W: q.W, H: q.H} }
