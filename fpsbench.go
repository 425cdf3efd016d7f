//go:build !js

package main

import (
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/scenes"
	"cardtable/scenes/ui"
)

// fpsSlices is how many alternating slices of each kind a measurement takes.
const fpsSlices = 4

// fpsBench measures, in one run, the frame rate of an empty window and of the
// table mid-round. The two alternate in short slices, so a change in the
// machine's load (other processes, CPU frequency) weighs on both alike.
type fpsBench struct {
	app     *scenes.App
	seconds int
	// slice is -1 while the table warms up, then counts the slices; even
	// slices are the empty window, odd ones the table.
	slice  int
	start  time.Time
	frames int
	// The totals per kind: frames and seconds.
	emptyFrames, tableFrames int
	emptySecs, tableSecs     float64
	// redraws0 is the app's repaint count when the table measurement began.
	redraws0 int
	// rep0 is the app's retained-repaint counts then.
	rep0 ui.RepaintStats
	// The time from one table frame to the next, summed by what the first
	// painted: part of the screen, or all of it. Frames with nothing to
	// change are left out, so these say what a frame with moving cards costs.
	lastDraw          time.Time
	lastRep           ui.RepaintStats
	partSecs, allSecs float64
	partN, allN       int
}

func newFPSBench(app *scenes.App, seconds int) *fpsBench {
	ebiten.SetVsyncEnabled(false)
	return &fpsBench{app: app, seconds: seconds, slice: -1, start: time.Now()}
}

func (b *fpsBench) sliceLength() time.Duration {
	return time.Duration(b.seconds) * time.Second / fpsSlices
}

func (b *fpsBench) empty() bool { return b.slice >= 0 && b.slice%2 == 0 }

func (b *fpsBench) Update() error {
	elapsed := time.Since(b.start)
	switch {
	case b.slice < 0:
		// Let the table reach mid-round before measuring it.
		if elapsed > 3*time.Second {
			b.next()
			b.redraws0 = b.app.Redraws()
			b.rep0 = b.app.RepaintStats()
		}
	case elapsed > b.sliceLength():
		if b.empty() {
			b.emptyFrames += b.frames
			b.emptySecs += elapsed.Seconds()
		} else {
			b.tableFrames += b.frames
			b.tableSecs += elapsed.Seconds()
		}
		if b.slice == 2*fpsSlices-1 {
			b.report()
			return ebiten.Termination
		}
		b.next()
	}
	if b.empty() {
		return nil
	}
	return b.app.Update()
}

// next starts the following slice. The empty window is a default one: its
// screen is cleared every frame; the app keeps its screen between frames.
func (b *fpsBench) next() {
	b.slice++
	b.frames, b.start = 0, time.Now()
	ebiten.SetScreenClearedEveryFrame(b.empty())
}

func (b *fpsBench) report() {
	empty := float64(b.emptyFrames) / b.emptySecs
	table := float64(b.tableFrames) / b.tableSecs
	rep := b.app.RepaintStats()
	frames, full, still := rep.Frames-b.rep0.Frames, rep.Full-b.rep0.Full, rep.Empty-b.rep0.Empty
	share := 0.0
	if px := rep.Screen - b.rep0.Screen; px > 0 {
		share = float64(rep.Pixels-b.rep0.Pixels) / float64(px)
	}
	fmt.Printf("fps_empty=%.1f fps_table=%.1f ratio=%.3f repainted=%d/%d update_p99_ms=%.3f scene=%s\n",
		empty, table, table/empty, b.app.Redraws()-b.redraws0, b.tableFrames, b.app.UpdateP99(), b.app.Status().Scene)
	// What the retained frames painted: how many were whole-screen, how
	// many had nothing to change, and the share of the screen's pixels
	// painted over all of them.
	fmt.Printf("retained_frames=%d full=%d unchanged=%d changed=%d pixels_share=%.3f\n",
		frames, full, still, frames-full-still, share)
	// Frame rates of the frames that painted something: in part (cards
	// moving) or the whole screen (a scene change, or -repaint-full).
	part, all := rate(b.partN, b.partSecs), rate(b.allN, b.allSecs)
	fmt.Printf("fps_part=%.1f (n=%d) ratio_part=%.3f fps_full=%.1f (n=%d) ratio_full=%.3f\n",
		part, b.partN, part/empty, all, b.allN, all/empty)
	os.Stdout.Sync()
}

func (b *fpsBench) Draw(screen *ebiten.Image) {
	b.frames++
	if b.empty() || b.slice < 0 {
		b.lastDraw = time.Time{}
		if !b.empty() {
			b.app.Draw(screen)
		}
		return
	}
	now := time.Now()
	if !b.lastDraw.IsZero() {
		// What the previous Draw painted, by its change of the counts.
		rep := b.app.RepaintStats()
		d := now.Sub(b.lastDraw).Seconds()
		switch {
		case rep.Full > b.lastRep.Full || rep.Frames == b.lastRep.Frames:
			b.allSecs += d
			b.allN++
		case rep.Pixels > b.lastRep.Pixels:
			b.partSecs += d
			b.partN++
		}
	}
	b.lastDraw, b.lastRep = now, b.app.RepaintStats()
	b.app.Draw(screen)
}

// rate is frames per second over n frames taking secs (0 without frames).
func rate(n int, secs float64) float64 {
	if secs == 0 {
		return 0
	}
	return float64(n) / secs
}

func (b *fpsBench) Layout(w, h int) (int, int) { return b.app.Layout(w, h) }

func (b *fpsBench) LayoutF(w, h float64) (float64, float64) { return b.app.LayoutF(w, h) }
