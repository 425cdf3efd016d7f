package ai

import (
	"fmt"
	"sort"
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

// factories maps game → level → constructor. Bots are stateless values, so
// one constructor call per seat is enough.
var factories = map[string]map[string]func() Bot{
	"flip7": {
		LevelEasy:   func() Bot { return Flip7Easy{} },
		LevelNormal: func() Bot { return Flip7Normal{} },
		LevelHard:   func() Bot { return NewFlip7Hard() },
		LevelBasic:  func() Bot { return Flip7Basic{} },
	},
}

// New returns the bot of the given level for a game. "random" exists for
// every game.
func New(game, level string) (Bot, error) {
	if level == LevelRandom {
		return Random{}, nil
	}
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
	levels := factories[game]
	var out []string
	for _, l := range []string{LevelEasy, LevelNormal, LevelHard} {
		if _, ok := levels[l]; ok {
			out = append(out, l)
		}
	}
	return out
}

func known(levels map[string]func() Bot) []string {
	out := []string{LevelRandom}
	for l := range levels {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}
