package dos

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine/dos"
)

// A position with singles and doubles to pick from: Centre red 7 and blue
// 4; the hand blue 3, blue 4, red 1, green 10, Wild DOS.
func pickPosition(t *testing.T) (*dos.State, []dos.Card) {
	t.Helper()
	used := "r7 b4 b3 b4 r1 g10 w2 y1 y3 y4 y5 y6 y7 y8 y9 y8"
	s, err := dos.Parse("dos n=2 m=points r=1 d=1 t=0 tn=1 ph=turn drew=0 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9.y8 disc="+
		rest(t, used)+" cen=r7,b4 | 0/0 b3.b4.r1.g10.w2 pen=- - | 0/0 y1.y3.y4.y5.y6.y7.y8 pen=- -", 1)
	require.NoError(t, err)
	return s, s.View(0).(*dos.View).Hand
}

// rest is the discard pile holding every card of the deck but used, in
// the notation's counts ("b1*3.b3*2…").
func rest(t *testing.T, used string) string {
	left := dos.Composition
	for _, f := range strings.Fields(used) {
		c, ok := dos.ParseCard(f)
		require.True(t, ok, f)
		left[c]--
	}
	var parts []string
	for _, k := range dos.Kinds {
		if left[k] > 0 {
			parts = append(parts, fmt.Sprintf("%s*%d", k, left[k]))
		}
	}
	return strings.Join(parts, ".")
}

func TestPicksFollowTheLegalMatches(t *testing.T) {
	s, hand := pickPosition(t)
	legal := s.Legal(0)
	var k picks
	k.reset(legal, hand)
	require.True(t, k.current(legal, hand))
	idx := func(c dos.Card) int {
		for i, h := range hand {
			if h == c {
				return i
			}
		}
		t.Fatalf("no %s in hand", c)
		return -1
	}
	b3, b4, r1, g10, w2 := idx(dos.NumberCard(dos.Blue, 3)), idx(dos.NumberCard(dos.Blue, 4)),
		idx(dos.NumberCard(dos.Red, 1)), idx(dos.NumberCard(dos.Green, 10)), idx(dos.WildDOS)

	// Nothing picked: every card in some match is pickable (b4 alone on
	// b4, b3 + b4 on r7, b3 + r1 on b4); the 10 and the Wild DOS (a 2)
	// are in none.
	for _, i := range []int{b3, b4, r1} {
		assert.True(t, k.pickable(i), "hand card %s", hand[i])
	}
	assert.False(t, k.pickable(g10), "a 10 matches nothing here")
	assert.False(t, k.pickable(w2), "a 2 matches nothing here")
	assert.False(t, k.anyTarget(), "no Centre card before a pick")

	// blue 4 alone matches the blue 4 (a single); with blue 3 it makes 7.
	k.toggle(b4)
	assert.True(t, k.target(1), "b4 on the blue 4")
	assert.False(t, k.target(0), "b4 alone is no 7")
	assert.True(t, k.pickable(b3), "b3 + b4 = 7")
	assert.False(t, k.pickable(w2), "2 + 4 is no Centre number")
	k.toggle(b3)
	assert.True(t, k.target(0), "b3 + b4 on the red 7")
	assert.False(t, k.target(1))
	a, ok := k.matchOn(0)
	require.True(t, ok)
	assert.Contains(t, legal, a, "the match offered is a legal action")
	assert.False(t, k.pickable(r1), "two cards picked: only they may be unpicked")

	// Unpicking goes back a step.
	k.toggle(b3)
	assert.False(t, k.has(b3))
	assert.True(t, k.target(1))

	// The hint outlines the match's cards and its Centre card.
	cards, centre := k.hintCards(a)
	assert.ElementsMatch(t, []int{b3, b4}, cards)
	assert.Equal(t, 0, centre)

	// Another decision (or hand) makes the picks stale.
	assert.False(t, k.current(legal[:1], hand))
	k.clear()
	assert.False(t, k.current(legal, hand))
}
