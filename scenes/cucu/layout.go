package cucu

import (
	"math"

	"cardtable/engine"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// The table, in logical units: an oval table in the left part of the
// screen with the seats around it in anticlockwise play order, the
// viewer's seat at its foot (the next player in play order on the
// viewer's right, as at a real table), the pack in the middle; the
// round's facts in the right column above the log.
var (
	ovalRect = ui.Rect{X: 60, Y: 86, W: 848, H: 540}
	packRect = ui.Rect{X: 448, Y: 282, W: 72, H: 101}
	infoRect = ui.Rect{X: 968, Y: 54, W: 300, H: 198}
	// The viewer's seat: a large card with its plate beside it, the
	// buttons on the right of the foot.
	ownCard  = ui.Rect{X: 330, Y: 558, W: 100, H: 140}
	ownPlate = ui.Rect{X: 444, Y: 558, W: 210, H: 66}
	keepBtn  = ui.Rect{X: 700, Y: 584, W: 248, H: 54}
	askBtn   = ui.Rect{X: 700, Y: 648, W: 248, H: 54}
	// Where banners about the table as a whole show: below the pack.
	centreBanner = ui.Rect{X: 234, Y: 404, W: 500, H: 48}
)

// The oval the other seats sit on and the plate under each of their cards.
const (
	ringCX, ringCY = 484.0, 345.0
	ringRX, ringRY = 372.0, 222.0
	plateW, plateH = 184.0, 52.0
	topLimit       = 54.0 // the top bar ends above
)

// cardSize is the size of another seat's card: smaller at a crowded
// table.
func cardSize(n int) (w, h float64) {
	if n > 5 {
		return 66, 92
	}
	return 80, 112
}

// bottom is the seat drawn at the foot of the table: the viewer, or seat
// 0 for a spectator.
func (p *presenter) bottom() engine.Seat {
	if p.viewer >= 0 && int(p.viewer) < p.n {
		return p.viewer
	}
	return 0
}

// rel is seat s's place counted from the foot of the table in play order:
// 0 the foot, 1 the next player (on the foot's right), and so on.
func (p *presenter) rel(s engine.Seat) int {
	return (int(s) - int(p.bottom()) + p.n) % p.n
}

// spotCentre is the centre of another seat's spot (card over plate) on the
// oval: going anticlockwise from the foot, the angle falls from 90°
// (screen coordinates, y down) by a full turn over the table.
func (p *presenter) spotCentre(s engine.Seat) (x, y float64) {
	k := p.rel(s)
	phi := math.Pi/2 - float64(k)*2*math.Pi/float64(p.n)
	x = ringCX + ringRX*math.Cos(phi)
	y = ringCY + ringRY*math.Sin(phi)
	_, ch := cardSize(p.n)
	return x, math.Max(y, topLimit+(ch+plateH+6)/2)
}

// cardRect is where seat s's card lies.
func (p *presenter) cardRect(s engine.Seat) ui.Rect {
	if s == p.bottom() {
		return ownCard
	}
	x, y := p.spotCentre(s)
	cw, ch := cardSize(p.n)
	return ui.Rect{X: x - cw/2, Y: y - (ch+plateH+6)/2, W: cw, H: ch}
}

// plateRect is seat s's name plate: its name, hearts and marks.
func (p *presenter) plateRect(s engine.Seat) ui.Rect {
	if s == p.bottom() {
		return ownPlate
	}
	c := p.cardRect(s)
	return ui.Rect{X: c.CX() - plateW/2, Y: c.Y + c.H + 6, W: plateW, H: plateH}
}

// seatBanner is where a banner about seat s stands: over the top of its
// card, clear of the label at the card's foot (the showdown's "Lowest
// card") and of the plate.
func (p *presenter) seatBanner(s engine.Seat) ui.Rect {
	c := p.cardRect(s)
	return ui.Rect{X: c.X, Y: c.Y, W: c.W, H: c.H / 2}
}

// spotRect is the whole of seat s's place: its card and its plate (a click
// there asks that seat, when it is the one to ask).
func (p *presenter) spotRect(s engine.Seat) ui.Rect {
	c, pl := p.cardRect(s), p.plateRect(s)
	x0, y0 := math.Min(c.X, pl.X), math.Min(c.Y, pl.Y)
	x1, y1 := math.Max(c.X+c.W, pl.X+pl.W), math.Max(c.Y+c.H, pl.Y+pl.H)
	return ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// placePose is where the card of a place lies: a seat's card, or the
// pack's top card (engine.NoSeat).
func (p *presenter) placePose(s engine.Seat, face float64) table.Pose {
	if s == engine.NoSeat {
		return pose(packRect, 0)
	}
	return pose(p.cardRect(s), face)
}

func pose(r ui.Rect, face float64) table.Pose {
	return table.Pose{X: r.X, Y: r.Y, W: r.W, H: r.H, Face: face, Alpha: 1}
}

func rectOf(q table.Pose) ui.Rect { return ui.Rect{X: q.X, Y: q.Y, W: q.W, H: q.H} }

// dialogRect is the Inn's dialog, over the middle of the table: a little
// lower at a table of five or fewer, clear of the top seats' plates.
func (p *presenter) dialogRect() ui.Rect {
	r := ui.Rect{X: 232, Y: 212, W: 504, H: 262}
	if p.n <= 5 {
		r.Y = 246
	}
	return r
}

// dialogButton is the Inn dialog's left (0) or right (1) button.
func (p *presenter) dialogButton(i int) ui.Rect {
	r := p.dialogRect()
	return ui.Rect{X: r.X + 104 + float64(i)*196, Y: r.Y + r.H - 60, W: 184, H: 48}
}

// dialogFace is where the Inn's face lies in its dialog.
func (p *presenter) dialogFace() ui.Rect {
	r := p.dialogRect()
	return ui.Rect{X: r.X + 16, Y: r.Y + 18, W: 72, H: 101}
}
