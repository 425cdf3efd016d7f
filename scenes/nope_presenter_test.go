package scenes

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"cardtable/engine"
	"cardtable/engine/enginetest/testgame"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// A minimal presenter of the test game (engine/enginetest/testgame), for the
// hot-seat tests of the table scene: what it draws and logs makes leaks easy
// to see (the viewer's own cards are magenta, lines showing a hand say so).

// nopeDraws counts the test presenter's Draw calls: none may happen while
// the cover is up.
var nopeDraws atomic.Int64

// privateCol is the colour of the viewer's own cards: a pixel of it on a
// cover would be a leak.
var privateCol = ui.RGBA(0xff, 0x00, 0xff, 0xff)

// nopePresenter is a minimal presenter of the test game: the viewer's hand
// face up (magenta), the others' as backs with counts, a line per event.
type nopePresenter struct {
	names []string
	stage table.Stage
	view  *testgame.View
}

func (p *nopePresenter) Sync(v engine.View, _ bool)        { p.view, _ = v.(*testgame.View) }
func (p *nopePresenter) Animate(engine.Event) float64      { return 2 }
func (p *nopePresenter) Record(engine.Event)               {}
func (p *nopePresenter) DrawStatic(*table.Env, *ui.Canvas) {}
func (p *nopePresenter) Stage() *table.Stage               { return &p.stage }

func (p *nopePresenter) Prompt(_ *table.Env, f *table.Frame) string {
	return f.Name(f.Turn.Seat) + ": ?"
}

func cardText(c testgame.Card) string {
	if c.IsNope() {
		return "Nope"
	}
	return fmt.Sprint(c.Value())
}

// Log marks the lines that show a seat's private cards: "Lan's hand: …".
func (p *nopePresenter) Log(_ *table.Env, names []string, ev engine.Event) string {
	name := func(s engine.Seat) string { return table.SeatName(names, s) }
	switch e := ev.(type) {
	case testgame.Dealt:
		if len(e.Cards) > 0 && e.Cards[0] == testgame.Hidden {
			return fmt.Sprintf("%s is dealt %d cards.", name(e.Seat), len(e.Cards))
		}
		var cs []string
		for _, c := range e.Cards {
			cs = append(cs, cardText(c))
		}
		return fmt.Sprintf("%s's hand: %s.", name(e.Seat), strings.Join(cs, ", "))
	case testgame.Drew:
		if e.Card == testgame.Hidden {
			return fmt.Sprintf("%s draws a card.", name(e.Seat))
		}
		return fmt.Sprintf("%s's hand: draws %s.", name(e.Seat), cardText(e.Card))
	case testgame.Played:
		return fmt.Sprintf("%s plays %s.", name(e.Seat), cardText(e.Card))
	case testgame.Noped:
		return fmt.Sprintf("%s: Nope!", name(e.Seat))
	case testgame.Resolved:
		return fmt.Sprintf("%s's %s resolves.", name(e.Seat), cardText(e.Card))
	}
	return ""
}

func (p *nopePresenter) Draw(env *table.Env, c *ui.Canvas, f *table.Frame) {
	nopeDraws.Add(1)
	v, ok := f.View.(*testgame.View)
	if !ok {
		return
	}
	k := env.Kit
	for i, n := range v.HandSizes {
		s := engine.Seat(i)
		area := ui.Rect{X: 16, Y: 58 + float64(i)*172, W: 936, H: 160}
		c.Panel(k.Shapes, area, 12, ui.ColPanel)
		c.Text(k.Fonts, f.Name(s), area.X+16, area.Y+10, ui.Style{Size: 20, Bold: true, Color: ui.SeatColor(i)})
		for j := 0; j < n; j++ {
			r := ui.Rect{X: area.X + 16 + float64(j)*86, Y: area.Y + 44, W: 76, H: 104}
			if s == v.Seat {
				c.Panel(k.Shapes, r, 8, privateCol)
				c.TextIn(k.Fonts, cardText(v.Hand[j]), r, ui.Style{Size: 22, Bold: true, Color: ui.ColText, Align: ui.Center})
			} else {
				c.Panel(k.Shapes, r, 8, ui.RGBA(0x2a, 0x3c, 0x8a, 0xff))
			}
		}
	}
	// The window's stack, face up (public): the play, then the Nopes.
	for j, pl := range v.Stack {
		r := ui.Rect{X: 640 + float64(j)*40, Y: 102 + float64(j)*12, W: 76, H: 104}
		c.Panel(k.Shapes, r, 8, ui.ColButton)
		c.TextIn(k.Fonts, cardText(pl.Card), r, ui.Style{Size: 22, Bold: true, Color: ui.ColTextDark, Align: ui.Center})
	}
}

func (p *nopePresenter) Controls(_ *table.Env, f *table.Frame) []table.Control {
	var out []table.Control
	for i, a := range f.Turn.Legal {
		label := "Pass"
		switch a.Kind {
		case testgame.KindPlay:
			label = cardText(testgame.Card(a.Card))
		case testgame.KindNope:
			label = "Nope!"
		case testgame.KindDraw:
			label = "Draw"
		case testgame.KindSkip:
			label = "Skip"
		}
		out = append(out, table.Control{Action: a,
			Button: &ui.Button{Label: label, R: ui.Rect{X: 300 + float64(i)*150, Y: 630, W: 140, H: 50}}})
	}
	return out
}

func (p *nopePresenter) Results(_ *table.Env, f *table.Frame) table.Results {
	var r table.Results
	for i, n := range f.Names {
		r.Rows = append(r.Rows, table.ResultRow{Seat: engine.Seat(i), Name: n})
	}
	return r
}

// registerNope registers the test game and its presenter for one test.
func registerNope(t *testing.T) {
	testgame.Register()
	table.Register(testgame.ID, func(names []string) table.Presenter { return &nopePresenter{names: names} })
	t.Cleanup(func() { table.Unregister(testgame.ID) })
}
