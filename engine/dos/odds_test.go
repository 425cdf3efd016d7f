package dos

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// DOS-7: a seat counts what it cannot see (the deck less its hand, the
// discard pile and the Centre Row) and the chance a drawn card is playable
// over those.
func TestDrawMatchChance(t *testing.T) {
	s := pos(t, "dos n=2 m=points r=1 d=1 t=0 tn=1 ph=turn drew=0 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9.w2.b# disc=? "+
		"cen=r10 | 0/0 b7.g10 pen=- - | 0/0 y1.y3 pen=- -")
	v := s.View(0).(*View)
	unseen, total := v.Unseen()
	assert.Equal(t, 5, total, "the draw pile and the other hand")
	assert.Equal(t, uint8(1), unseen[WildNumber(Blue)])
	assert.Zero(t, unseen[NumberCard(Green, 10)], "its own card is seen")
	// Seat 0 (g10, b7) on a 10: the Wild # alone, the 3 with its 7; not
	// the 9, the 2 or the 1.
	assert.InDelta(t, 2.0/5, v.DrawMatchChance(), 1e-9)
	// Seat 1 (y1, y3): the 9 with its 1, the Wild #, the 10, the 7 with
	// its 3; not the 2.
	assert.InDelta(t, 4.0/5, s.View(1).(*View).DrawMatchChance(), 1e-9)
}
