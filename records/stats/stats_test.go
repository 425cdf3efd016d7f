package stats_test

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	ec "cardtable/engine/cucu"
	_ "cardtable/games" // every game's rules, bots and statistics
	"cardtable/records"
	"cardtable/records/recordstest"
	"cardtable/records/stats"
)

// independent are the counts made apart from the package: from the
// records' seats and winners, the final states' outcomes and scans of the
// events' text forms, never through the games' counters.
type independent struct {
	played, won int
	results     []bool // oldest first
	levels      map[string][2]int
	sums        map[string]float64 // figure id → sum over matches
	rounds      int
	matches     int
	least       float64
}

var (
	reBust     = regexp.MustCompile(`^(\d+) busts on`)
	reCatch    = regexp.MustCompile(`^(\d+) catches (\d+)`)
	reLife     = regexp.MustCompile(`^(\d+) loses a life`)
	reShowdown = regexp.MustCompile(`^showdown \d+: (\S+) losers (\S+)$`)
	reExplodes = regexp.MustCompile(`^(\d+) explodes$`)
	reDies     = regexp.MustCompile(`^(\d+) dies`)
	reRevives  = regexp.MustCompile(`^(\d+) revives \d+$`)
	reNopes    = regexp.MustCompile(`^(\d+) nopes`)
)

// count adds to c the figures of seat in m, from the text of its events
// and its final state.
func (c *independent) count(t *testing.T, m records.Match, seat int) {
	var lines []string
	st, err := m.Save.Replay(func(_ int, _ engine.Action, evs []engine.Event) {
		for _, ev := range evs {
			lines = append(lines, ev.String())
		}
	})
	require.NoError(t, err)
	o, over := st.Outcome()
	require.True(t, over)
	is := func(re *regexp.Regexp, group int, line string) bool {
		g := re.FindStringSubmatch(line)
		return g != nil && g[group] == strconv.Itoa(seat)
	}
	c.matches++
	switch m.Save.Game {
	case "flip7":
		c.rounds += o.Rounds
		c.sums["round_score"] += float64(o.Scores[seat])
		for _, l := range lines {
			if is(reBust, 1, l) {
				c.sums["busts"]++
			}
		}
		if m.Save.Config.Seats == 1 && (math.IsNaN(c.least) || float64(o.Rounds) < c.least) {
			c.least = float64(o.Rounds)
		}
	case "dos":
		c.rounds += o.Rounds
		c.sums["round_points"] += float64(o.Scores[seat])
		for _, l := range lines {
			if is(reCatch, 2, l) {
				c.sums["missed"]++
			}
			if is(reCatch, 1, l) {
				c.sums["catches"]++
			}
		}
	case "cucu":
		none := ec.NoCard.String()
		for _, l := range lines {
			if is(reLife, 1, l) {
				c.sums["lives_lost"]++
			}
			if g := reShowdown.FindStringSubmatch(l); g != nil {
				cards := strings.Split(g[1], ".")
				lost := strings.Split(g[2], ".")
				if seat < len(cards) && cards[seat] != none && !contains(lost, strconv.Itoa(seat)) {
					c.sums["showdowns"]++
				}
			}
		}
	case "kittens":
		for _, l := range lines {
			switch {
			case is(reExplodes, 1, l):
				c.sums["survived"]++
			case is(reDies, 1, l):
				c.sums["survived"]--
			case is(reRevives, 1, l):
				c.sums["revivals"]++
			case is(reNopes, 1, l):
				c.sums["nopes"]++
			}
		}
	}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// streaks are the current and best runs of wins, read from the results
// written as a word of W and L.
func streaks(results []bool) (current, best int) {
	var b strings.Builder
	for _, w := range results {
		if w {
			b.WriteByte('W')
		} else {
			b.WriteByte('L')
		}
	}
	runs := strings.Split(b.String(), "L")
	for _, r := range runs {
		best = max(best, len(r))
	}
	return len(runs[len(runs)-1]), best
}

// TestStatsAgainstIndependentCounts: the statistics of 5,000 generated
// matches of every game agree with counts made apart in this test.
func TestStatsAgainstIndependentCounts(t *testing.T) {
	n := 5000
	if testing.Short() {
		n = 400
	}
	ms := recordstest.Generate(n, 20)
	got := stats.Compute(ms)
	require.Empty(t, got.Skipped)
	// The independent counts: person key and game → counts.
	want := map[[2]string]*independent{}
	for _, m := range ms { // Generate's matches are oldest first
		for seat, s := range m.Seats {
			if s.Bot != "" {
				continue
			}
			key := "n:" + s.Name
			if s.Player != "" {
				key = "p:" + s.Player
			}
			k := [2]string{key, m.Save.Game}
			c := want[k]
			if c == nil {
				c = &independent{levels: map[string][2]int{}, sums: map[string]float64{}, least: math.NaN()}
				want[k] = c
			}
			won := false
			for _, w := range m.Winners {
				won = won || w == seat
			}
			c.played++
			if won {
				c.won++
			}
			c.results = append(c.results, won)
			levels := map[string]bool{}
			for _, o := range m.Seats {
				levels[o.Bot] = o.Bot != ""
			}
			for l, bot := range levels {
				if bot {
					r := c.levels[l]
					r[0]++
					if won {
						r[1]++
					}
					c.levels[l] = r
				}
			}
			c.count(t, m, seat)
		}
	}
	people := 0
	for _, p := range got.People {
		people += len(p.Games)
	}
	require.Equal(t, len(want), people, "people × games")
	require.NotEmpty(t, want)
	for k, c := range want {
		g, ok := got.Of(k[0], k[1])
		require.True(t, ok, "%v", k)
		assert.Equal(t, c.played, g.Played, "%v played", k)
		assert.Equal(t, c.won, g.Won, "%v won", k)
		cur, best := streaks(c.results)
		assert.Equal(t, cur, g.Current, "%v current streak", k)
		assert.Equal(t, best, g.Best, "%v best streak", k)
		assert.Len(t, g.Levels, len(c.levels), "%v levels", k)
		for _, l := range g.Levels {
			assert.Equal(t, c.levels[l.Level], [2]int{l.Played, l.Won}, "%v against %s", k, l.Level)
		}
		def, ok := stats.Lookup(k[1])
		require.True(t, ok, k[1])
		for i, f := range def.Figures {
			var w float64
			switch f.Agg {
			case stats.PerRound:
				w = c.sums[f.ID] / float64(c.rounds)
			case stats.PerMatch:
				w = c.sums[f.ID] / float64(c.matches)
			case stats.Sum:
				w = c.sums[f.ID]
			case stats.Least:
				w = c.least
			}
			if math.IsNaN(w) {
				assert.True(t, math.IsNaN(g.Figures[i]), "%v %s: %v", k, f.ID, g.Figures[i])
				continue
			}
			assert.InDelta(t, w, g.Figures[i], 1e-9, "%v %s", k, f.ID)
		}
		assert.Len(t, g.Series, c.played, "%v series", k)
	}
	// The figures say something: not every one is zero.
	nonzero := 0
	for _, p := range got.People {
		for _, g := range p.Games {
			for _, v := range g.Figures {
				if v != 0 && !math.IsNaN(v) {
					nonzero++
				}
			}
		}
	}
	assert.Greater(t, nonzero, 10)
}

// BenchmarkStats5000 is the statistics of 5,000 generated matches (every
// save replayed), the figure BENCHMARKS.md gives.
func BenchmarkStats5000(b *testing.B) {
	ms := recordstest.Generate(5000, 20)
	b.ResetTimer()
	for range b.N {
		t0 := time.Now()
		st := stats.Compute(ms)
		if len(st.People) == 0 {
			b.Fatal("no people")
		}
		b.ReportMetric(float64(time.Since(t0).Microseconds())/1000, "ms/5000")
	}
}
