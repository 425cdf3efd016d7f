package cucu

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// Whole random matches of every table size (CU-2.1: 2–8 seats), in both
// languages and from every seat's view and a spectator's: every log line
// keeps the grammar locales.Lint checks (no "1 lives", no id, no pasted
// possessive, no doubled "của", no English in Vietnamese), each loss is
// logged once, and the showdown names who holds what.
func TestLogLinesLint(t *testing.T) {
	start := time.Now()
	matches, lines := 0, 0
	kinds := map[string]int{}
	for _, lang := range locales.Supported() {
		env := &table.Env{Loc: locales.New(lang)}
		for n := cucu.Descriptor.MinSeats; n <= cucu.MaxSeats; n++ {
			names := env.Loc.DefaultNames()[:n]
			for seed := uint64(1); seed <= 10; seed++ {
				matches++
				viewers := []engine.Seat{engine.NoSeat}
				for s := 0; s < n; s++ {
					viewers = append(viewers, engine.Seat(s))
				}
				pres := make([]*presenter, len(viewers))
				for i := range pres {
					pres[i] = newPresenter(names).(*presenter)
				}
				playRandom(t, n, seed*100+uint64(n), func(_ *cucu.State, opening []engine.Event, _ engine.Action, events []engine.Event) {
					for _, raw := range append(opening, events...) {
						for i, viewer := range viewers {
							ev := raw.For(viewer)
							if ev == nil {
								continue
							}
							p := pres[i]
							p.Record(ev)
							text := p.Log(env, names, ev)
							for _, line := range strings.Split(text, "\n") {
								if line == "" {
									continue
								}
								lines++
								assert.Empty(t, locales.Lint(lang, line), "%s %d seats, seed %d, viewer %d: %q", lang, n, seed, viewer, line)
							}
							switch e := ev.(type) {
							case cucu.Showdown:
								kinds["showdown"]++
								for s, c := range e.Cards {
									if c.Valid() {
										held := env.Loc.T("cucu.log.held", "Name", names[s], "Card", cardName(env.Loc, c))
										assert.Contains(t, text, held, "%s: the showdown says who holds what", lang)
									}
								}
							case cucu.Revealed:
								// The life is said by the LifeLost line that follows.
								if e.Card == cucu.Hunter || e.Card == cucu.Cat {
									kinds["revealed_"+e.Card.Key()]++
									assert.NotContains(t, text, env.Loc.T("cucu.ui.banner.life_lost", "Name", names[e.Asker]), "%s: %q", lang, text)
								}
							case cucu.LifeLost:
								kinds["lost_"+e.Cause.Key()]++
							}
						}
					}
				})
			}
		}
	}
	require.NotZero(t, kinds["showdown"])
	require.NotZero(t, kinds["lost_showdown"])
	require.NotZero(t, kinds["lost_cover"])
	t.Logf("%d matches, %d log lines linted in %v; events: %v", matches, lines, time.Since(start).Round(time.Millisecond), kinds)
}
