package dostext

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/locales"
)

// seatNames are the names the log test gives the seats, per language.
var seatNames = map[string][]string{
	"en": {"Alice", "Ben", "Chloe", "David"},
	"vi": {"An", "Bình", "Chi", "Dũng"},
}

// policy picks an action of legal: mostly a sensible player (call or catch
// most of the time, the largest match, draw, End), sometimes any legal
// action, so forgotten calls, catches and odd wild values happen too.
func policy(rng *rand.Rand, legal []engine.Action) engine.Action {
	if rng.IntN(5) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	best, score := legal[0], -1
	for _, a := range legal {
		s := 0
		switch a.Kind {
		case dos.KindCall, dos.KindCatch:
			s = 5 + rng.IntN(2)*10 // now and then a call is forgotten
		case dos.KindMatch:
			s = 8
			if _, second := dos.MatchCards(a.Card); second != dos.NoCard {
				s = 9
			}
		case dos.KindDraw:
			s = 3
		case dos.KindEnd:
			s = 2
		case engine.KindPass:
			s = 1
		default:
			s = rng.IntN(4) + 1 // a wild's value, a card to place
		}
		if s > score {
			best, score = a, s
		}
	}
	return best
}

// logCounts is what one language's games rendered.
type logCounts struct{ matches, events, lines, prompts int }

// linted are the lines already checked (Lint is a pure function of the
// line: the same line need not be checked twice).
var linted = map[string]bool{}

// lint runs every line of text through locales.Lint, failing on any
// finding; it returns the lines rendered.
func lint(t *testing.T, lang, where, text string) int {
	t.Helper()
	n := 0
	for _, line := range strings.Split(text, "\n") {
		if line == "" {
			continue
		}
		n++
		if linted[lang+line] {
			continue
		}
		linted[lang+line] = true
		if problems := locales.Lint(lang, line); len(problems) > 0 {
			t.Errorf("%s %s: %q: %v", lang, where, line, problems)
		}
	}
	return n
}

// playAndLint plays one whole match with seats seats and mode, rendering
// every event for every seat's view and nobody's, and every prompt and
// picker title of the positions met.
func playAndLint(t *testing.T, l *locales.Localizer, seats int, mode string, seed uint64, c *logCounts) {
	names := seatNames[l.Lang()][:seats]
	cfg := engine.Config{Seats: seats, Options: map[string]string{dos.OptMode: mode}}
	st, opening, err := dos.Rules{}.New(cfg, seed)
	require.NoError(t, err)
	s := st.(*dos.State)
	m := dos.ModePoints
	if mode == dos.ValueFirstOut {
		m = dos.ModeFirstOut
	}
	viewers := []engine.Seat{engine.NoSeat}
	for p := 0; p < seats; p++ {
		viewers = append(viewers, engine.Seat(p))
	}
	logEvents := func(evs []engine.Event) {
		for _, ev := range evs {
			c.events++
			for _, v := range viewers {
				c.lines += lint(t, l.Lang(), fmt.Sprintf("%T for %d", ev, v), Log(l, names, m, ev.For(v)))
			}
		}
	}
	logEvents(opening)
	rng := rand.New(rand.NewPCG(seed, uint64(seats)))
	for step := 0; step < 20000; step++ {
		if _, over := s.Outcome(); over {
			c.matches++
			return
		}
		c.prompts += lintPrompts(t, l, names, s)
		to := s.ToAct()
		seat := to[rng.IntN(len(to))]
		a := policy(rng, s.Legal(seat))
		evs, err := s.Apply(a)
		require.NoError(t, err)
		logEvents(evs)
	}
	t.Fatalf("%d seats, %s, seed %d: the match did not end", seats, mode, seed)
}

// lintPrompts renders what the seat on turn is asked, as its view shows
// it: the phase's prompt, the picks' prompts on a turn, and the wild
// picker's title and note.
func lintPrompts(t *testing.T, l *locales.Localizer, names []string, s *dos.State) int {
	v := s.View(s.ToAct()[0]).(*dos.View)
	if v.Turn < 0 || int(v.Turn) >= len(names) {
		return 0
	}
	v = s.View(v.Turn).(*dos.View)
	name := names[v.Turn]
	var texts []string
	switch v.Phase {
	case dos.PhaseTurn:
		for _, ask := range []Ask{AskTurn, AskPickSecond, AskPickCentre, AskMore, AskAfterDraw} {
			texts = append(texts, Prompt(l, name, ask, 0))
		}
	case dos.PhaseChoose:
		pl, slot, ok := v.Pending()
		if ok {
			card := pl.Card
			if slot < 2 {
				card = pl.Hand[slot]
			}
			texts = append(texts, Prompt(l, name, AskColour, 0), Prompt(l, name, AskNumber, 0),
				PickerTitle(l, card.IsWildDOS(), slot == 2), PickerNote(l, card.IsWildDOS()))
		}
	case dos.PhasePlace:
		texts = append(texts, Prompt(l, name, AskPlace, v.Owed))
	}
	n := 0
	for _, text := range texts {
		n += lint(t, l.Lang(), "prompt", text)
	}
	return n
}

// Whole random matches of 2, 3 and 4 seats, both win conditions, in both
// languages: every log line for every seat's view and nobody's, every
// prompt and picker title passes locales.Lint (no message id, no template
// left, no "1 cards", no pasted possessive, no English in a vi line).
func TestLogOfWholeMatchesLints(t *testing.T) {
	start := time.Now()
	for _, lang := range locales.Supported() {
		l := locales.New(lang)
		var c logCounts
		for seats := 2; seats <= 4; seats++ {
			for _, mode := range []string{dos.ValuePoints, dos.ValueFirstOut} {
				for seed := uint64(1); seed <= 3; seed++ {
					playAndLint(t, l, seats, mode, seed*7+uint64(seats), &c)
				}
			}
		}
		t.Logf("%s: %d matches, %d events, %d log lines, %d prompt lines rendered", lang, c.matches, c.events, c.lines, c.prompts)
		assert.Equal(t, 18, c.matches)
	}
	t.Logf("%d distinct lines linted, took %v", len(linted), time.Since(start).Round(time.Millisecond))
}
