package scenes

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/scenes/ui"
)

// TestRetainedRepaintMatchesFullRepaint plays a bot match and, every few
// frames, compares the screen the retained repaint left (only what changed
// was painted) with a full repaint of the same frame drawn without the
// recorder: a stale or missing pixel anywhere fails the test.
func TestRetainedRepaintMatchesFullRepaint(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en", Autoplay: "flip7", Seed: 3,
		AutoplayBots: []string{"normal", "easy", "hard"}})
	waitFor(t, "the table", 30*time.Second, func() bool { return app.Status().Scene == "table" })

	type mismatch struct {
		frame, diff int
		at          image.Point
	}
	var (
		compared, partial int
		bad               []mismatch
		firstBad          [2][]byte
		size              image.Rectangle
		last              ui.RepaintStats
	)
	done := make(chan struct{})
	frame := 0
	do(func() {
		drv.afterDraw = func(screen *ebiten.Image) {
			frame++
			if frame%3 != 0 || compared >= 120 {
				if compared >= 120 {
					select {
					case <-done:
					default:
						close(done)
					}
				}
				return
			}
			st := app.RepaintStats()
			if st.Frames == 0 {
				return
			}
			// The frame just drawn was painted in part.
			if st.Full == last.Full && st.Pixels > last.Pixels {
				partial++
			}
			size = screen.Bounds()
			retained := make([]byte, 4*size.Dx()*size.Dy())
			screen.ReadPixels(retained)
			// The reference paints every draw straight onto the screen,
			// as before retained repaints existed.
			flushed := app.rec.Valid() // the frame just drawn was the recorder's
			app.ctx.Opt.RepaintFull = true
			app.dirty = true
			app.Draw(screen)
			app.ctx.Opt.RepaintFull = false
			// The screen holds the same frame again: the next frame is
			// repainted in part as if nothing had happened (unless the
			// frame was an overlay's, which the recorder never saw).
			if flushed {
				app.rec.Keep()
			}
			full := make([]byte, len(retained))
			screen.ReadPixels(full)
			compared++
			last = app.RepaintStats()
			n, at := 0, -1
			for i := range full {
				if d := int(full[i]) - int(retained[i]); d > 2 || d < -2 {
					if at < 0 {
						at = i / 4
					}
					n++
				}
			}
			if n > 0 {
				bad = append(bad, mismatch{frame, n, image.Pt(at%size.Dx(), at/size.Dx())})
				if firstBad[0] == nil {
					firstBad = [2][]byte{retained, full}
				}
			}
		}
	})
	select {
	case <-done:
	case <-time.After(3 * time.Minute):
		t.Fatal("timed out comparing frames")
	}
	do(func() { drv.afterDraw = nil })
	st := app.RepaintStats()
	t.Logf("compared %d frames (%d painted in part); retained frames %d (full %d, unchanged %d), share of pixels painted %.3f",
		compared, partial, st.Frames, st.Full, st.Empty, float64(st.Pixels)/float64(max(st.Screen, 1)))
	if len(bad) > 0 {
		dir := shotDir(t)
		for i, name := range []string{"retained", "full"} {
			img := &image.RGBA{Pix: firstBad[i], Stride: 4 * size.Dx(), Rect: image.Rect(0, 0, size.Dx(), size.Dy())}
			var buf bytes.Buffer
			require.NoError(t, png.Encode(&buf, img))
			require.NoError(t, os.WriteFile(filepath.Join(dir, "mismatch-"+name+".png"), buf.Bytes(), 0o644))
		}
	}
	assert.Empty(t, bad, fmt.Sprintf("frames whose retained repaint differs from a full one (first pair saved in %s)", shotDir(t)))
	assert.Greater(t, partial, 0, "no frame was repainted in part")
}
