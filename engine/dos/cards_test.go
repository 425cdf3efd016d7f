package dos

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// DOS-1: 108 cards, 24 per colour, 12 Wild DOS, no plain 2.
func TestComposition(t *testing.T) {
	total := 0
	perColour := map[Colour]int{}
	for _, k := range Kinds {
		n := int(Composition[k])
		total += n
		perColour[k.Colour()] += n
		assert.NotEqual(t, 2, k.Rank(), "no plain 2s (DOS-1)")
	}
	assert.Equal(t, DeckSize, total)
	for _, c := range Colours {
		assert.Equal(t, 24, perColour[c], c.Key())
	}
	assert.Equal(t, 12, perColour[NoColour])
}

func TestCardNotationRoundTrip(t *testing.T) {
	for _, k := range Kinds {
		got, ok := ParseCard(k.String())
		require.True(t, ok, k.String())
		assert.Equal(t, k, got)
	}
	for _, bad := range []string{"", "x1", "r2", "r11", "b", "w3"} {
		_, ok := ParseCard(bad)
		assert.False(t, ok, bad)
	}
}

// DOS-6.2: face value, Wild DOS 20, Wild # 40.
func TestPoints(t *testing.T) {
	assert.Equal(t, 7, NumberCard(Red, 7).Points())
	assert.Equal(t, 20, WildDOS.Points())
	assert.Equal(t, 40, WildNumber(Blue).Points())
}
