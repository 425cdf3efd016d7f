package scenes

import (
	"fmt"
	"slices"

	"cardtable/engine"
	"cardtable/scenes/match"
)

// What TestKittensEveryWindowReachesEveryone checks on every tick of a
// case, from the game loop.

// windowCheck watches every tick of a case from the game loop.
type windowCheck struct {
	humans   []engine.Seat
	problems []string
	seen     bool // a window with people in it opened
	wasOpen  bool
	last     match.WindowState
	missing  int // ticks in a row the bar should have shown and did not
	barTicks int
	covers   map[engine.Seat]bool // claim covers seen
	// pausedAt is the countdown left when the claim's cover came up (-1:
	// no cover up).
	pausedAt int
}

func (c *windowCheck) fail(format string, args ...any) {
	if len(c.problems) < 8 {
		c.problems = append(c.problems, fmt.Sprintf(format, args...))
	}
}

// barComplete reports whether the bar has one react and one pass button
// for each person asked, and "no one".
func barComplete(ts *tableScene, ws match.WindowState) bool {
	if len(ts.bar.menu.Buttons) != 2*len(ws.Humans)+1 || barButton(ts, barNoOne, engine.NoSeat) == nil {
		return false
	}
	for _, h := range ws.Humans {
		if barButton(ts, barClaim, h) == nil || barButton(ts, barDecline, h) == nil {
			return false
		}
	}
	return true
}

// tick checks one tick, after the app's Update.
func (c *windowCheck) tick(app *App, ts *tableScene) {
	if app.ctx.Top() != Scene(ts) {
		return
	}
	ws, ok := ts.m.Window()
	open := ok && ws.Kind == engine.Blocking && len(ws.Humans) > 0
	if !open {
		if c.wasOpen && !c.last.NoOne && c.last.TicksLeft > 1 {
			c.fail("the window closed with %d ticks left and not every person answered: %+v", c.last.TicksLeft, c.last)
		}
		c.wasOpen = false
		return
	}
	c.seen, c.wasOpen = true, true
	if !slices.Equal(ws.Humans, c.humans) {
		c.fail("the window asks %v, not every person %v", ws.Humans, c.humans)
	}
	if c.last.Change != ws.Change && ws.TicksLeft != ws.Ticks && ws.Claim == engine.NoSeat {
		c.fail("the countdown did not restart after a reaction: %+v", ws)
	}
	c.last = ws
	seat, up := ts.covered()
	if !up {
		c.pausedAt = -1
	} else if c.pausedAt < 0 {
		c.pausedAt = ws.TicksLeft
	} else if ws.TicksLeft != c.pausedAt {
		c.fail("the countdown ran under the cover: %d ticks left, %d when it came up", ws.TicksLeft, c.pausedAt)
	}
	if ws.Claim != engine.NoSeat {
		switch {
		case up && seat != ws.Claim:
			c.fail("a cover for seat %d while seat %d claimed", seat, ws.Claim)
		case up && !ws.Paused:
			c.fail("the countdown runs under the cover: %+v", ws)
		case up:
			c.covers[seat] = true
		case ts.idle() && ts.m.Viewer() != ws.Claim:
			c.fail("seat %d claimed but seat %d's view is on screen", ws.Claim, ts.m.Viewer())
		}
		return
	}
	switch {
	case up:
		c.fail("a cover for seat %d over a window asking everyone: %+v", seat, ws)
	case ws.Ticks == 0 || ws.TicksLeft == 0 || ws.Paused:
		c.fail("no countdown running: %+v", ws)
	case !ts.idle():
		// The play still moves: the bar comes when it has landed (the
		// countdown waits for it).
	case ts.bar.open && barComplete(ts, ws):
		c.barTicks++
		c.missing = 0
	default:
		// The tick a person's play opens the window, the bar is built by
		// the next one.
		if c.missing++; c.missing > 1 {
			c.fail("the bar is not on screen: %d buttons for %+v", len(ts.bar.menu.Buttons), ws)
		}
	}
}
