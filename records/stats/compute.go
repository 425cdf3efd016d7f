package stats

import (
	"cmp"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/records"
)

// Person is who played a seat: a player (by id) or, for a seat typed
// without one, its name. Bots are not people.
type Person struct {
	Player string // the player's id ("" for a typed name)
	Name   string // the name the seat had (the latest one for a player)
}

// Key identifies the person across matches.
func (p Person) Key() string {
	if p.Player != "" {
		return "p:" + p.Player
	}
	return "n:" + p.Name
}

// PersonOf is the person at seat s, false for a bot.
func PersonOf(s records.Seat) (Person, bool) {
	if s.Bot != "" {
		return Person{}, false
	}
	return Person{Player: s.Player, Name: s.Name}, true
}

// Level is a person's record against one bot level: matches played with a
// bot of that level at the table, and won.
type Level struct {
	Level       string
	Played, Won int
}

// Rate is Won/Played (0 with nothing played).
func (l Level) Rate() float64 { return rate(l.Won, l.Played) }

func rate(won, played int) float64 {
	if played == 0 {
		return 0
	}
	return float64(won) / float64(played)
}

// Point is one match in a person's story of a game, oldest first.
type Point struct {
	Ended  time.Time
	Won    bool
	Rate   float64 // the win rate after this match
	Figure float64 // the game's charted figure in this match (NaN: none)
}

// GameStats are one person's figures in one game.
type GameStats struct {
	Game        string
	Played, Won int
	Levels      []Level // Easy, Normal, Hard, then any other by name
	// Current is the streak of wins up to the latest match, Best the
	// longest ever.
	Current, Best int
	// Figures are the game's own figures (Game.Figures' order); NaN when
	// no match gave one.
	Figures []float64
	Series  []Point
}

// Rate is the win rate.
func (g GameStats) Rate() float64 { return rate(g.Won, g.Played) }

// PersonStats are a person's figures, one entry per game played.
type PersonStats struct {
	Person Person
	Games  []GameStats // by game id
}

// Stats are everyone's figures.
type Stats struct {
	People []PersonStats // by name, then key
	// Skipped are the matches whose save did not replay (with why).
	Skipped []error
}

// Of is the person's stats for game (false when they never played it).
func (s Stats) Of(key, game string) (GameStats, bool) {
	for _, p := range s.People {
		if p.Person.Key() != key {
			continue
		}
		for _, g := range p.Games {
			if g.Game == game {
				return g, true
			}
		}
	}
	return GameStats{}, false
}

// Facts are what one match adds to the statistics: per seat, its sample of
// the game's figures.
type Facts struct {
	Match   records.Match
	Samples []Sample // by seat; nil for a game without figures
}

// Count replays m's save and counts its figures.
func Count(m records.Match) (Facts, error) {
	f := Facts{Match: m}
	g, ok := Lookup(m.Save.Game)
	if !ok {
		// A game without figures still counts as played and won.
		if _, err := m.Save.Replay(nil); err != nil {
			return f, fmt.Errorf("stats: match %s: %w", m.ID, err)
		}
		return f, nil
	}
	c := g.New(m.Save)
	_, err := m.Save.Replay(func(_ int, _ engine.Action, evs []engine.Event) {
		for _, ev := range evs {
			c.Event(ev)
		}
	})
	if err != nil {
		return f, fmt.Errorf("stats: match %s: %w", m.ID, err)
	}
	f.Samples = make([]Sample, m.Save.Config.Seats)
	for s := range f.Samples {
		f.Samples[s] = c.Seat(engine.Seat(s))
	}
	return f, nil
}

// Builder adds matches one at a time, so a screen can count a few per
// frame (the browser) or on a goroutine (the desktop); Result gives the
// statistics of what was added, in any order.
type Builder struct {
	facts   []Facts
	skipped []error
}

// Add replays and counts m.
func (b *Builder) Add(m records.Match) {
	f, err := Count(m)
	if err != nil {
		b.skipped = append(b.skipped, err)
		return
	}
	b.facts = append(b.facts, f)
}

// AddFacts adds a match already counted.
func (b *Builder) AddFacts(f Facts) { b.facts = append(b.facts, f) }

// Compute is the statistics of ms, the replays shared among the cores.
func Compute(ms []records.Match) Stats {
	facts := make([]Facts, len(ms))
	errs := make([]error, len(ms))
	var wg sync.WaitGroup
	workers := max(1, runtime.GOMAXPROCS(0))
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				facts[i], errs[i] = Count(ms[i])
			}
		}()
	}
	for i := range ms {
		next <- i
	}
	close(next)
	wg.Wait()
	var b Builder
	for i, f := range facts {
		if errs[i] != nil {
			b.skipped = append(b.skipped, errs[i])
			continue
		}
		b.AddFacts(f)
	}
	return b.Result()
}

// acc gathers one person's matches of one game.
type acc struct {
	person Person
	game   string
	seen   time.Time // the latest match, whose name the person goes by
	items  []item
}

type item struct {
	m    *records.Match
	seat int
	s    Sample
}

// Result is the statistics of every match added.
func (b *Builder) Result() Stats {
	accs := map[[2]string]*acc{}
	for i := range b.facts {
		f := &b.facts[i]
		m := &f.Match
		for seat, st := range m.Seats {
			p, ok := PersonOf(st)
			if !ok {
				continue
			}
			k := [2]string{p.Key(), m.Save.Game}
			a := accs[k]
			if a == nil {
				a = &acc{person: p, game: m.Save.Game}
				accs[k] = a
			}
			if !m.Ended.Before(a.seen) {
				a.seen, a.person.Name = m.Ended, p.Name
			}
			var s Sample
			if seat < len(f.Samples) {
				s = f.Samples[seat]
			}
			a.items = append(a.items, item{m: m, seat: seat, s: s})
		}
	}
	people := map[string]*PersonStats{}
	latest := map[string]time.Time{}
	for _, a := range accs {
		k := a.person.Key()
		p := people[k]
		if p == nil {
			p = &PersonStats{Person: a.person}
			people[k] = p
		}
		if a.seen.After(latest[k]) {
			latest[k], p.Person.Name = a.seen, a.person.Name
		}
		p.Games = append(p.Games, a.stats())
	}
	out := Stats{Skipped: b.skipped}
	for _, p := range people {
		slices.SortFunc(p.Games, func(x, y GameStats) int { return cmp.Compare(x.Game, y.Game) })
		out.People = append(out.People, *p)
	}
	slices.SortFunc(out.People, func(x, y PersonStats) int {
		return cmp.Or(cmp.Compare(x.Person.Name, y.Person.Name), cmp.Compare(x.Person.Key(), y.Person.Key()))
	})
	return out
}

// stats sums one person's matches of one game, oldest first.
func (a *acc) stats() GameStats {
	slices.SortStableFunc(a.items, func(x, y item) int {
		return cmp.Or(x.m.Ended.Compare(y.m.Ended), cmp.Compare(x.m.ID, y.m.ID))
	})
	g, _ := Lookup(a.game)
	gs := GameStats{Game: a.game}
	levels := map[string]*Level{}
	sums := make([]float64, len(g.Figures))
	counted := make([]int, len(g.Figures))
	least := make([]float64, len(g.Figures))
	for i := range least {
		least[i] = math.NaN()
	}
	rounds := 0
	run := 0
	for _, it := range a.items {
		won := slices.Contains(it.m.Winners, it.seat)
		gs.Played++
		if won {
			gs.Won++
			run++
			gs.Best = max(gs.Best, run)
		} else {
			run = 0
		}
		seen := map[string]bool{}
		for _, st := range it.m.Seats {
			if st.Bot == "" || seen[st.Bot] {
				continue
			}
			seen[st.Bot] = true
			l := levels[st.Bot]
			if l == nil {
				l = &Level{Level: st.Bot}
				levels[st.Bot] = l
			}
			l.Played++
			if won {
				l.Won++
			}
		}
		point := Point{Ended: it.m.Ended, Won: won, Rate: rate(gs.Won, gs.Played), Figure: math.NaN()}
		if len(it.s.Values) == len(g.Figures) {
			rounds += it.s.Rounds
			for i, f := range g.Figures {
				v := it.s.Values[i]
				if math.IsNaN(v) {
					continue
				}
				counted[i]++
				sums[i] += v
				if f.Agg == Least && (math.IsNaN(least[i]) || v < least[i]) {
					least[i] = v
				}
			}
			point.Figure = perMatch(g.Figures[g.Chart], it.s.Values[g.Chart], it.s.Rounds)
		}
		gs.Series = append(gs.Series, point)
	}
	gs.Current = run
	for _, l := range levels {
		gs.Levels = append(gs.Levels, *l)
	}
	slices.SortFunc(gs.Levels, func(x, y Level) int {
		return cmp.Or(cmp.Compare(levelRank(x.Level), levelRank(y.Level)), cmp.Compare(x.Level, y.Level))
	})
	gs.Figures = make([]float64, len(g.Figures))
	for i, f := range g.Figures {
		switch {
		case counted[i] == 0:
			gs.Figures[i] = math.NaN()
		case f.Agg == PerRound:
			gs.Figures[i] = ratio(sums[i], rounds)
		case f.Agg == PerMatch:
			gs.Figures[i] = ratio(sums[i], counted[i])
		case f.Agg == Sum:
			gs.Figures[i] = sums[i]
		case f.Agg == Least:
			gs.Figures[i] = least[i]
		}
	}
	return gs
}

// levelRank orders the bot levels from the weakest, the ones offered in
// the app first.
func levelRank(level string) int {
	if i := slices.Index([]string{ai.LevelEasy, ai.LevelNormal, ai.LevelHard}, level); i >= 0 {
		return i
	}
	return 3
}

// perMatch is a figure's value in one match (per round for PerRound).
func perMatch(f Figure, v float64, rounds int) float64 {
	if f.Agg == PerRound {
		return ratio(v, rounds)
	}
	return v
}

func ratio(v float64, n int) float64 {
	if n == 0 {
		return math.NaN()
	}
	return v / float64(n)
}
