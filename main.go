// Command cardtable is Card Table (Bàn Bài): four card games against bots or
// hot seat, in Vietnamese and English. main only wires the platform to the
// scenes.
package main

import (
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	_ "cardtable/games/screen"
	"cardtable/scenes"
	"cardtable/scenes/ui"
)

// processStart is taken as early as Go allows, for the first-frame figure.
var processStart = time.Now()

func main() {
	opt := scenes.Options{Started: processStart}
	if err := platformOptions(&opt); err != nil {
		fmt.Fprintln(os.Stderr, "cardtable:", err)
		os.Exit(2)
	}
	app, err := scenes.NewApp(opt)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cardtable:", err)
		os.Exit(1)
	}
	ebiten.SetWindowSize(ui.LogicalW, ui.LogicalH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(640, 360, -1, -1)
	if err := ebiten.RunGame(wrap(app)); err != nil {
		fmt.Fprintln(os.Stderr, "cardtable:", err)
		os.Exit(1)
	}
	finish(app)
}
