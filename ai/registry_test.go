package ai

import (
	"testing"

	"cardtable/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixed always plays the last legal action: a level for the fake game.
type fixed struct{ name string }

func (f fixed) Name() string { return f.name }
func (fixed) Begin(_ engine.View, legal []engine.Action, _ *engine.RNG) Thinking {
	return Done(legal[len(legal)-1])
}

// A game's bot package registers its levels; the registry names no game.
func TestRegistry(t *testing.T) {
	const game = "registry-test"
	Register(game, map[string]Factory{
		LevelHard:  func() Bot { return fixed{LevelHard} },
		LevelEasy:  func() Bot { return fixed{LevelEasy} },
		LevelBasic: func() Bot { return fixed{LevelBasic} },
	})
	t.Cleanup(func() { Unregister(game) })

	assert.Equal(t, []string{LevelEasy, LevelHard}, Levels(game), "app levels, easiest first, basic left out")
	b, err := New(game, LevelHard)
	require.NoError(t, err)
	assert.Equal(t, LevelHard, b.Name())

	_, err = New(game, "grandmaster")
	assert.ErrorContains(t, err, "grandmaster")
	_, err = New("nosuchgame", LevelEasy)
	assert.ErrorContains(t, err, "nosuchgame")

	b, err = New("nosuchgame", LevelRandom)
	require.NoError(t, err, "random must exist for every game")
	assert.Equal(t, LevelRandom, b.Name())

	assert.Panics(t, func() { Register(game, map[string]Factory{LevelHard: func() Bot { return fixed{} }}) },
		"a level registered twice is a programming error")
	assert.Panics(t, func() { Register(game, map[string]Factory{LevelRandom: func() Bot { return fixed{} }}) },
		"random is built in")
}

// seeded is a bot random source for tests, derived as the app derives one.
func seeded(seed uint64, parts ...uint64) *engine.RNG {
	r := engine.Derive(seed, parts...)
	return &r
}
