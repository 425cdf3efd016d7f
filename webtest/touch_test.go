package webtest

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// TestTouchOnly plays Flip 7 as on a tablet, by touch alone (Chromium's
// touch emulation, no mouse or key event): the game is tapped on the title,
// a swipe that ends on Start does not start the match, a seat is named on
// the on-screen keyboard, a long press on a card shows its tooltip, and
// taps on Hit and Stay play a round to its results.
func TestTouchOnly(t *testing.T) {
	srv, shots := serveWeb(t)
	browser := newBrowser(t)
	page := newPage(t, browser)
	if _, err := chromedp.Call(page, emulation.SetTouchEmulationEnabled,
		emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1}); err != nil {
		t.Fatalf("enabling touch emulation: %v", err)
	}
	navigate(t, page, srv.URL+"/?lang=en&speed=max")
	scene := func(name string, timeout time.Duration) {
		t.Helper()
		waitFor(t, page, timeout, `scene "`+name+`"`, func(p probe) bool {
			return p.Status != nil && p.Status.Scene == name
		})
	}
	scene("title", titleTimeout)
	time.Sleep(time.Second) // the title's entrance

	tap(t, page, titleCardX("flip7"), 340) // Flip 7's card
	scene("lobby", 10*time.Second)

	// A swipe from the seats down onto Start scrolls or does nothing; it
	// must not start the match.
	swipe(t, page, 300, 420, 1140, 666)
	time.Sleep(time.Second)
	if p := read(t, page); p.Status.Scene != "lobby" {
		t.Fatalf("a swipe ending on Start pressed it: scene %q", p.Status.Scene)
	}

	tap(t, page, 440, 153) // seat 1's name opens the on-screen keyboard
	time.Sleep(300 * time.Millisecond)
	tap(t, page, 932, 277) // the name "Olivia"
	screenshot(t, page, filepath.Join(shots, "touch-namepad.png"))
	tap(t, page, 932, 592)  // Done
	tap(t, page, 1140, 666) // Start
	scene("table", 10*time.Second)
	time.Sleep(1500 * time.Millisecond)
	// A long press on the seat's first card shows what the card does; its
	// lift presses nothing. No key was pressed: the buttons show no key
	// hints ("Hit", not "Hit (H)").
	touch(t, page, input.DispatchTouchEventTypeTouchStart, 66, 225)
	time.Sleep(900 * time.Millisecond)
	screenshot(t, page, filepath.Join(shots, "touch-table.png"))
	touch(t, page, input.DispatchTouchEventTypeTouchEnd, 66, 225)

	// Hit, then Stay; a target button (where Hit stands) when a card
	// needs one. Taps while the table is busy wait for the decision.
	deadline := time.Now().Add(90 * time.Second)
	for i := 0; ; i++ {
		p := read(t, page)
		if p.Status.Scene == "round" || p.Status.Scene == "results" {
			break // the round's results (or the match's)
		}
		if time.Now().After(deadline) {
			t.Fatalf("no round results after 90 s of taps; scene %q", p.Status.Scene)
		}
		if p.Status.Scene == "table" {
			if i%2 == 0 {
				tap(t, page, 400, 630) // Hit, or the first target
			} else {
				tap(t, page, 650, 636) // Stay
			}
		}
		time.Sleep(700 * time.Millisecond)
	}
	time.Sleep(time.Second)
	screenshot(t, page, filepath.Join(shots, "touch-results.png"))
}

// titleGames are the games the title shows, in its order (sorted by id):
// the list of games on screen (games/screen). Adding a game there moves
// the title's cards.
var titleGames = []string{"cucu", "flip7"}

// titleCardX is the centre of game's card on the title, laid out as
// scenes/title.go does: up to three cards 300 wide, 30 apart; more close
// up to fit the 1280-wide screen.
func titleCardX(game string) float64 {
	n := float64(len(titleGames))
	gap := 30.0
	if n > 3 {
		gap = 16
	}
	w := min(300, (viewW-32-gap*(n-1))/n)
	x0 := viewW/2 - (n*(w+gap)-gap)/2
	for i, g := range titleGames {
		if g == game {
			return x0 + float64(i)*(w+gap) + w/2
		}
	}
	return viewW / 2
}

// touch sends one touch event; end events carry no points.
func touch(t *testing.T, page context.Context, typ input.DispatchTouchEventType, x, y float64) {
	t.Helper()
	pts := []*input.TouchPoint{{X: x, Y: y}}
	if typ == input.DispatchTouchEventTypeTouchEnd {
		pts = []*input.TouchPoint{}
	}
	if _, err := chromedp.Call(page, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts}); err != nil {
		t.Fatalf("touch %s at %.0f,%.0f: %v", typ, x, y, err)
	}
}

// tap puts a finger down at (x, y) for a few frames and lifts it.
func tap(t *testing.T, page context.Context, x, y float64) {
	t.Helper()
	touch(t, page, input.DispatchTouchEventTypeTouchStart, x, y)
	time.Sleep(100 * time.Millisecond)
	touch(t, page, input.DispatchTouchEventTypeTouchEnd, x, y)
	time.Sleep(150 * time.Millisecond)
}

// swipe drags a finger from (x0, y0) to (x1, y1) over about half a second.
func swipe(t *testing.T, page context.Context, x0, y0, x1, y1 float64) {
	t.Helper()
	touch(t, page, input.DispatchTouchEventTypeTouchStart, x0, y0)
	const steps = 12
	for i := 1; i <= steps; i++ {
		time.Sleep(40 * time.Millisecond)
		f := float64(i) / steps
		touch(t, page, input.DispatchTouchEventTypeTouchMove, x0+(x1-x0)*f, y0+(y1-y0)*f)
	}
	time.Sleep(60 * time.Millisecond)
	touch(t, page, input.DispatchTouchEventTypeTouchEnd, x1, y1)
}
