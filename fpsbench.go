//go:build !js

package main

import (
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/scenes"
)

// fpsBench measures, in one run, the frame rate of an empty window and then
// of the table mid-round, so the two figures share the same machine load.
type fpsBench struct {
	app     *scenes.App
	seconds int
	phase   int // 0 empty, 1 warming the table, 2 table, 3 done
	start   time.Time
	frames  int
	empty   float64
	// redraws0 is the app's repaint count when the table measurement began.
	redraws0 int
}

func newFPSBench(app *scenes.App, seconds int) *fpsBench {
	ebiten.SetVsyncEnabled(false)
	return &fpsBench{app: app, seconds: seconds, start: time.Now()}
}

func (b *fpsBench) Update() error {
	elapsed := time.Since(b.start)
	switch b.phase {
	case 0:
		// The empty window is a default one: its screen is cleared every
		// frame. The app keeps its screen between frames.
		ebiten.SetScreenClearedEveryFrame(true)
		if elapsed > time.Duration(b.seconds)*time.Second {
			b.empty = float64(b.frames) / elapsed.Seconds()
			b.phase, b.frames, b.start = 1, 0, time.Now()
			ebiten.SetScreenClearedEveryFrame(false)
		}
		return nil
	case 1:
		// Let the table reach mid-round before measuring it.
		if elapsed > 3*time.Second {
			b.phase, b.frames, b.start = 2, 0, time.Now()
			b.redraws0 = b.app.Redraws()
		}
	case 2:
		if elapsed > time.Duration(b.seconds)*time.Second {
			table := float64(b.frames) / elapsed.Seconds()
			fmt.Printf("fps_empty=%.1f fps_table=%.1f ratio=%.3f repainted=%d/%d update_p99_ms=%.3f scene=%s\n",
				b.empty, table, table/b.empty, b.app.Redraws()-b.redraws0, b.frames, b.app.UpdateP99(), b.app.Status().Scene)
			os.Stdout.Sync()
			return ebiten.Termination
		}
	}
	return b.app.Update()
}

func (b *fpsBench) Draw(screen *ebiten.Image) {
	b.frames++
	if b.phase == 0 {
		return
	}
	b.app.Draw(screen)
}

func (b *fpsBench) Layout(w, h int) (int, int) { return b.app.Layout(w, h) }

func (b *fpsBench) LayoutF(w, h float64) (float64, float64) { return b.app.LayoutF(w, h) }
