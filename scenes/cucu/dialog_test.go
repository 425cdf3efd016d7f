package cucu

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/assets"
	"cardtable/engine/cucu"
	"cardtable/locales"
	"cardtable/scenes/ui"
)

// The Inn's dialog holds its whole text above its buttons, in both
// languages, for every pair of the lobby's default names and every table
// size: drawDialog stops at the buttons, so a longer text would lose its
// end unseen (the innkeeper's "Refuse" lost its last line).
func TestInnDialogTextsFit(t *testing.T) {
	fonts, err := ui.NewFonts(assets.SansRegular, assets.SansBold)
	require.NoError(t, err)
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		names := l.DefaultNames()[:8]
		for n := cucu.Descriptor.MinSeats; n <= cucu.MaxSeats; n++ {
			p := &presenter{n: n}
			r, face := p.dialogRect(), p.dialogFace()
			x := face.X + face.W + 16
			w := r.X + r.W - 16 - x
			for _, phase := range []cucu.Phase{cucu.PhaseInn, cucu.PhaseCover} {
				for _, deciding := range []bool{true, false} {
					for _, asker := range names {
						for _, keeper := range names {
							if asker == keeper {
								continue
							}
							title, body := dialogTexts(l, phase, deciding, asker, keeper)
							y := r.Y + 14 + float64(len(fonts.Wrap(title, 18, w, true)))*24 + 4
							for i, para := range body {
								y += float64(len(fonts.Wrap(para, 14, w, false))) * 18
								if i < len(body)-1 {
									y += 4
								}
							}
							bottom := r.Y + r.H - 8
							if deciding {
								bottom = p.dialogButton(0).Y - 6
							}
							assert.LessOrEqual(t, y, bottom, "%s, %d seats, %s asks %s: %q", lang, n, asker, keeper, title+" "+strings.Join(body, " "))
						}
					}
				}
			}
		}
	}
}
