package kittens

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/locales"
	"cardtable/scenes/table"
)

// lintNames are the seats' names of a table of n in lang, as the lobby
// gives them.
func lintNames(lang string, n int) []string {
	if lang == "en" {
		return []string{"Alice", "Ben", "Chloe", "David", "Emma"}[:n]
	}
	return []string{"An", "Bình", "Chi", "Dũng", "Giang"}[:n]
}

// linter gathers what locales.Lint finds, one example line per finding.
type linter struct {
	lang     string
	lines    int
	findings map[string]string
}

func (l *linter) check(line string) {
	if line == "" {
		return
	}
	l.lines++
	for _, f := range locales.Lint(l.lang, line) {
		if _, seen := l.findings[f]; !seen {
			l.findings[f] = line
		}
	}
}

func (l *linter) report(t *testing.T) {
	t.Helper()
	var out []string
	for f, line := range l.findings {
		out = append(out, fmt.Sprintf("%s: %q", f, line))
	}
	sort.Strings(out)
	assert.Empty(t, out, "%s: %d findings", l.lang, len(out))
}

// Whole random games of 2 to 5 seats, in both languages: every log line as
// every seat sees it and as nobody does, every prompt of every decision
// (from the deciding seat's view and from nobody's), and the prompt of
// every play the deciding seat could pick in its hand, all keep the
// grammar of locales.Lint: no message id, no "1 cards", no name pasted
// before a play's name, no "của" stacked on a card's name, no English in
// Vietnamese.
func TestLogLinesLint(t *testing.T) {
	start := time.Now()
	const seeds = 6
	kinds := map[string]bool{}
	for _, lang := range locales.Supported() {
		lint := &linter{lang: lang, findings: map[string]string{}}
		env := &table.Env{Loc: locales.New(lang)}
		prompts, events := 0, 0
		for n := kittens.Descriptor.MinSeats; n <= kittens.MaxSeats; n++ {
			nm := lintNames(lang, n)
			p := newPresenter(nm).(*presenter)
			viewers := []engine.Seat{engine.NoSeat}
			for s := engine.Seat(0); int(s) < n; s++ {
				viewers = append(viewers, s)
			}
			prompt := func(st *kittens.State, viewer, seat engine.Seat, legal []engine.Action) *table.Frame {
				f := &table.Frame{View: st.View(viewer), Turn: table.Turn{Seat: seat, Legal: legal, OK: true}, Idle: true,
					Thinking: engine.NoSeat, Names: nm}
				p.Sync(f.View, false)
				lint.check(p.Prompt(env, f))
				prompts++
				return f
			}
			visit := func(st *kittens.State) {
				for _, seat := range st.ToAct() {
					legal := st.Legal(seat)
					prompt(st, engine.NoSeat, seat, legal)
					f := prompt(st, seat, seat, legal)
					if f.View.(*kittens.View).Phase != kittens.PhasePlay {
						continue
					}
					for _, a := range legal {
						if _, fromHand := cardsOf(a); !fromHand {
							continue
						}
						pickFor(p, env, f, a)
						lint.check(p.Prompt(env, f))
						prompts++
						p.pick.clear()
					}
				}
			}
			see := func(ev engine.Event) {
				events++
				for _, v := range viewers {
					lint.check(p.Log(env, nm, ev.For(v)))
				}
				switch e := ev.(type) {
				case kittens.Resolved:
					kinds[playKind(e.Card, e.As, e.Size, e.WithClone)] = true
				case kittens.Played:
					kinds[playKind(e.Card, e.As, e.Size, e.WithClone)] = true
				}
			}
			for seed := uint64(1); seed <= seeds; seed++ {
				playRandom(t, n, seed*uint64(n)+7, visit, see)
			}
		}
		t.Logf("%s: %d events, %d lines and prompts checked (%d prompts)", lang, events, lint.lines, prompts)
		lint.report(t)
	}
	var seen []string
	for k := range kinds {
		seen = append(seen, k)
	}
	sort.Strings(seen)
	t.Logf("kinds of play seen: %s; %v", strings.Join(seen, ", "), time.Since(start).Round(time.Millisecond))
}

// Every sentence written per kind of play exists for all six kinds, in
// both languages, and keeps the grammar of locales.Lint with every card
// the kind can name: a single card, a Clone copying one, a pair, a pair
// with a Clone, three of a kind, three with a Clone.
func TestPlaySentencesEveryKind(t *testing.T) {
	ids := []string{"kittens.log.resolved", "kittens.log.cancelled", "kittens.log.noped_off", "kittens.log.noped_on",
		"kittens.log.reopened", "kittens.prompt.play_picked", "kittens.prompt.window", "kittens.prompt.window_own",
		"kittens.prompt.window_noped"}
	type play struct {
		card, as  kittens.Card
		size      int
		withClone bool
	}
	var plays []play
	for c := kittens.Card(0); c < kittens.NumKinds; c++ {
		if c == kittens.Exploding {
			continue
		}
		plays = append(plays, play{c, c, 1, false})
		if c != kittens.Clone && !c.IsCat() && c != kittens.Clairvoyance {
			plays = append(plays, play{kittens.Clone, c, 1, false})
		}
		if c != kittens.Zombie {
			plays = append(plays, play{c, c, 2, false}, play{c, c, 2, true}, play{c, c, 3, false}, play{c, c, 3, true})
		}
	}
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		lint := &linter{lang: lang, findings: map[string]string{}}
		nm := lintNames(lang, 3)
		for _, id := range ids {
			for _, k := range []string{"card", "clone", "pair", "pair_clone", "three", "three_clone"} {
				require.True(t, l.Has(id+"."+k), "%s: no %s.%s", lang, id, k)
			}
			for _, pl := range plays {
				lint.check(playLine(l, id, pl.card, pl.as, pl.size, pl.withClone,
					"Name", nm[0], "Against", nm[1], "Play", nm[2], "Player", nm[2]))
			}
		}
		t.Logf("%s: %d sentences", lang, lint.lines)
		lint.report(t)
	}
}

// The Play button names the kind of play, never the cards of a combo, so
// it keeps its size: "Play the pair", "Play three of a kind", "Play the
// Clone"; a single card by name.
func TestPlayButtonIsShort(t *testing.T) {
	l := locales.New("en")
	fits := func(string) bool { return true }
	cases := map[string]engine.Action{
		"Play the pair":        {Kind: kittens.KindCombo, Card: kittens.ComboCard(kittens.CatA, 2, true)},
		"Play three of a kind": {Kind: kittens.KindCombo, Card: kittens.ComboCard(kittens.SeeFuture, 3, false)},
		"Play the Clone":       {Kind: kittens.KindClone, Card: int16(kittens.Attack)},
		"Play Skip":            {Kind: kittens.KindPlay, Card: int16(kittens.Skip)},
	}
	for want, a := range cases {
		assert.Equal(t, want, playLabel(l, a, fits))
	}
	vi := locales.New("vi")
	assert.Equal(t, "Đánh đôi", playLabel(vi, cases["Play the pair"], fits))
	assert.Equal(t, "Đánh bộ ba", playLabel(vi, cases["Play three of a kind"], fits))
	assert.Equal(t, "Đánh Sao Chép", playLabel(vi, cases["Play the Clone"], fits))
	// A card whose label does not fit is played by the plain "Play".
	assert.Equal(t, "Đánh", playLabel(vi, engine.Action{Kind: kittens.KindPlay, Card: int16(kittens.FeedDead)},
		func(s string) bool { return !strings.Contains(s, "Cho Xác Sống") }))
}
