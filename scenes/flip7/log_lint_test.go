package flip7

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// Whole random matches, solo and 2–8 seats (F7-2), with each of the four
// targets, in both languages and from every seat's view and a spectator's:
// every log line and the solo result keep the grammar locales.Lint checks
// ("1 rounds", ids, English in Vietnamese…), and a round that leaves the
// lead tied at the target says that another round is played (F7-6.5).
func TestLogLinesLint(t *testing.T) {
	start := time.Now()
	matches, lines, ties := 0, 0, 0
	targets := []string{"100", "150", "200", "300"}
	for _, lang := range locales.Supported() {
		env := &table.Env{Loc: locales.New(lang)}
		for n := 1; n <= flip7.MaxSeats; n++ {
			names := env.Loc.DefaultNames()[:n]
			for ti, target := range targets {
				opts := map[string]string{flip7.OptTarget: target}
				if n == 1 {
					opts[flip7.OptSolo] = "on"
				}
				seed := uint64(n*10 + ti)
				st, opening, err := flip7.Rules{}.New(engine.Config{Seats: n, Options: opts}, seed)
				require.NoError(t, err)
				matches++
				viewers := []engine.Seat{engine.NoSeat}
				for s := 0; s < n; s++ {
					viewers = append(viewers, engine.Seat(s))
				}
				pres := make([]*presenter, len(viewers))
				for i, v := range viewers {
					pres[i] = newPresenter(names).(*presenter)
					pres[i].Sync(st.View(v), true)
				}
				want, _ := strconv.Atoi(target)
				tie := env.Loc.T("flip7.log.tie_play_on", "Points", "")
				tie = tie[:strings.Index(tie, " ")] // the line's first word
				log := func(events []engine.Event) {
					for _, raw := range events {
						for i, viewer := range viewers {
							ev := raw.For(viewer)
							if ev == nil {
								continue
							}
							p := pres[i]
							require.Equal(t, want, p.target, "the presenter knows the target")
							p.Record(ev)
							text := p.Log(env, names, ev)
							for _, line := range strings.Split(text, "\n") {
								if line == "" {
									continue
								}
								lines++
								assert.Empty(t, locales.Lint(lang, line), "%s %d seats, target %s, viewer %d: %q", lang, n, target, viewer, line)
							}
							if e, ok := ev.(flip7.RoundEnded); ok {
								if _, tied := tiedLead(e.Totals, want); tied {
									ties++
									assert.Contains(t, text, tie, "%s: a tied lead at the target is logged", lang)
								} else {
									assert.NotContains(t, text, tie, "%s", lang)
								}
							}
						}
					}
				}
				log(opening)
				rng := engine.NewRNG(seed)
				for steps := 0; ; steps++ {
					require.Less(t, steps, 20000, "the match did not end")
					if _, over := st.Outcome(); over {
						break
					}
					legal := st.Legal(st.ToAct()[0])
					events, err := st.Apply(legal[rng.IntN(len(legal))])
					require.NoError(t, err)
					log(events)
				}
				if n == 1 {
					for _, p := range pres {
						sub := p.Results(env, &table.Frame{View: st.View(0), Names: names}).Subline
						require.Contains(t, sub, target)
						assert.Empty(t, locales.Lint(lang, sub), "%s: %q", lang, sub)
					}
				}
			}
		}
	}
	t.Logf("%d matches, %d log lines linted, %d tied rounds, in %v", matches, lines, ties, time.Since(start).Round(time.Millisecond))
}

// F7-6.5: a round after which the lead is tied at or above the target logs
// that another round is played; a lead below the target or held alone does
// not.
func TestTiePlayOnLogged(t *testing.T) {
	for _, lang := range locales.Supported() {
		env := &table.Env{Loc: locales.New(lang)}
		p := newPresenter([]string{"An", "Bình", "Chi"}).(*presenter)
		p.target = 150
		tie := env.Loc.T("flip7.log.tie_play_on", "Points", 160)
		line := p.Log(env, []string{"An", "Bình", "Chi"}, flip7.RoundEnded{Round: 9, Scores: []int{20, 30, 0}, Totals: []int{160, 160, 120}})
		assert.Contains(t, line, tie, lang)
		assert.Empty(t, locales.Lint(lang, tie), lang)
		for _, totals := range [][]int{{140, 140, 100}, {170, 160, 160}} {
			line = p.Log(env, []string{"An", "Bình", "Chi"}, flip7.RoundEnded{Round: 9, Scores: []int{20, 30, 0}, Totals: totals})
			assert.NotContains(t, line, strings.SplitN(tie, " ", 2)[0], "%s %v", lang, totals)
		}
	}
}
