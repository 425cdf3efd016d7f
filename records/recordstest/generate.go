// Package recordstest makes realistic histories for tests: real matches of
// every registered game, played to their end by the registered bots, kept
// as records. It imports the games (package games); package records itself
// does not.
package recordstest

import (
	"context"
	"fmt"
	"slices"
	"time"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/play"
	_ "cardtable/games" // every game's rules and bots
	"cardtable/records"
)

// Start is the date of the first generated match; the others follow
// Spacing apart, so a history of n matches covers n×Spacing.
var (
	Start   = time.Date(2026, 1, 1, 18, 0, 0, 0, time.UTC)
	Spacing = 37 * time.Minute
)

// People are the saved players who sit at generated tables: (id, name).
var People = [][2]string{{"p-an", "An"}, {"p-binh", "Bình"}, {"p-chi", "Chi"}, {"p-dung", "Dũng"}}

// Levels are the bot levels of generated bot seats.
var Levels = []string{ai.LevelEasy, ai.LevelNormal, ai.LevelHard}

// Generate plays n matches, deterministic for seed, cycling through the
// registered games (sorted by id) with random options and seat counts.
// Each table has between zero and all of its seats taken by People (played
// by the Easy bot on their behalf) and the rest by bots of a random level
// (played by Easy too, so a few thousand matches take seconds: the level
// is what the record says, not how well the seat played). Every match ends
// with its winners from the engine; IDs are unique and Ended increases.
func Generate(n int, seed uint64) []records.Match {
	games := engine.Games()
	slices.SortFunc(games, func(a, b engine.Rules) int {
		if a.Describe().ID < b.Describe().ID {
			return -1
		}
		return 1
	})
	out := make([]records.Match, 0, n)
	for i := 0; i < n; i++ {
		r := games[i%len(games)]
		m, err := One(r.Describe().ID, seed, i)
		if err != nil {
			panic(fmt.Sprintf("recordstest: match %d: %v", i, err))
		}
		out = append(out, m)
	}
	return out
}

// One plays the i-th match of a generated history of game.
func One(game string, seed uint64, i int) (records.Match, error) {
	r, err := engine.Lookup(game)
	if err != nil {
		return records.Match{}, err
	}
	d := r.Describe()
	rng := engine.Derive(seed, uint64(i))
	opts := map[string]string{}
	for _, o := range d.Options {
		if len(o.Choices) > 0 {
			opts[o.Key] = o.Choices[rng.IntN(len(o.Choices))].Value
		}
	}
	lo, hi, err := d.SeatRange(opts)
	if err != nil {
		return records.Match{}, err
	}
	cfg := engine.Config{Seats: lo + rng.IntN(hi-lo+1), Options: d.Defaults(opts)}
	if len(cfg.Options) == 0 {
		cfg.Options = nil // as a record reads back
	}
	seats := make([]records.Seat, cfg.Seats)
	people := rng.IntN(min(cfg.Seats, len(People)) + 1)
	first := rng.IntN(len(People))
	for s := range seats {
		if s < people {
			p := People[(first+s)%len(People)]
			seats[s] = records.Seat{Name: p[1], Player: p[0]}
			continue
		}
		lvl := Levels[rng.IntN(len(Levels))]
		seats[s] = records.Seat{Name: fmt.Sprintf("Bot %d", s+1), Bot: lvl}
	}
	rng.Shuffle(len(seats), func(a, b int) { seats[a], seats[b] = seats[b], seats[a] })
	matchSeed := rng.Uint64()
	save, err := Play(game, cfg, matchSeed)
	if err != nil {
		return records.Match{}, err
	}
	m, err := records.FromSave(save, seats)
	if err != nil {
		return records.Match{}, err
	}
	m.ID = fmt.Sprintf("gen-%x-%06d", seed, i)
	m.Ended = Start.Add(time.Duration(i) * Spacing)
	return m, nil
}

// Play plays a bots-only match of game to its end with the Easy bot at
// every seat and returns its save.
func Play(game string, cfg engine.Config, seed uint64) (engine.Save, error) {
	r, err := engine.Lookup(game)
	if err != nil {
		return engine.Save{}, err
	}
	st, _, err := r.New(cfg, seed)
	if err != nil {
		return engine.Save{}, err
	}
	bot, err := ai.New(game, ai.LevelEasy)
	if err != nil {
		return engine.Save{}, err
	}
	save := engine.Save{Game: game, Config: cfg, Seed: seed}
	_, err = play.Run(st, play.Options{
		Seed: seed,
		Choose: func(v engine.View, legal []engine.Action) engine.Action {
			return ai.Choose(context.Background(), bot, v, legal, ai.DecisionRNG(seed, v.Viewer(), len(save.Actions)))
		},
		After: func(_ engine.State, mv play.Move) error {
			save.Actions = append(save.Actions, mv.Action)
			return nil
		},
	})
	if err != nil {
		return engine.Save{}, err
	}
	return save, nil
}
