package ai

import (
	"fmt"
	"sort"
	"sync"
)

// Level names understood by New.
const (
	LevelRandom = "random"
	LevelEasy   = "easy"
	LevelNormal = "normal"
	LevelHard   = "hard"
	// LevelBasic is a fixed reference policy for the arena, not offered in
	// the app.
	LevelBasic = "basic"
)

// Factory makes the bot of one level. Bots are stateless values, so one call
// per seat is enough.
type Factory func() Bot

var (
	mu        sync.RWMutex
	factories = map[string]map[string]Factory{} // game → level → constructor
)

// Register adds the bot levels of a game; each game's bot package calls it
// from init. Registering a level twice is a programming error and panics
// (at start-up, never on user input). "random" needs no registration.
func Register(game string, levels map[string]Factory) {
	mu.Lock()
	defer mu.Unlock()
	have := factories[game]
	if have == nil {
		have = map[string]Factory{}
		factories[game] = have
	}
	for l, f := range levels {
		if _, dup := have[l]; dup || l == LevelRandom {
			panic(fmt.Sprintf("ai: level %q of game %q registered twice", l, game))
		}
		have[l] = f
	}
}

// Unregister removes a game's levels; tests that register a fake game call
// it when they end.
func Unregister(game string) {
	mu.Lock()
	defer mu.Unlock()
	delete(factories, game)
}

// New returns the bot of the given level for a game. "random" exists for
// every game.
func New(game, level string) (Bot, error) {
	if level == LevelRandom {
		return Random{}, nil
	}
	mu.RLock()
	defer mu.RUnlock()
	levels, ok := factories[game]
	if !ok {
		return nil, fmt.Errorf("ai: no bots for game %q", game)
	}
	f, ok := levels[level]
	if !ok {
		return nil, fmt.Errorf("ai: game %q has no level %q (have %v)", game, level, known(levels))
	}
	return f(), nil
}

// Levels lists the levels offered in the app for a game, easiest first.
func Levels(game string) []string {
	mu.RLock()
	defer mu.RUnlock()
	levels := factories[game]
	var out []string
	for _, l := range []string{LevelEasy, LevelNormal, LevelHard} {
		if _, ok := levels[l]; ok {
			out = append(out, l)
		}
	}
	return out
}

func known(levels map[string]Factory) []string {
	out := []string{LevelRandom}
	for l := range levels {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}
