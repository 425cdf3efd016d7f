package dos

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// What each seat knows (DOS-7): its own hand, the others' hand sizes,
// pending penalty counts, the Centre Row, the whole discard pile, the draw
// pile's size, calls, who is catchable, scores, and the turn's progress.
func TestView(t *testing.T) {
	s := pos(t, turn3b+"draw=y9.y8.y7.g3 disc=? cen=r7,b5@b5!s | 12/3 y1.y3.y4 pen=- - | 40/0 g9.y3 pen=- k1 | 7/0 g5.r5 pen=g1 c")
	v := s.view(0)
	assert.Equal(t, []Card{NumberCard(Yellow, 1), NumberCard(Yellow, 3), NumberCard(Yellow, 4)}, v.Hand)
	assert.Equal(t, uint8(1), v.HandCounts[NumberCard(Yellow, 4)])
	assert.Equal(t, []SeatView{
		{HandSize: 3, Score: 12, Last: 3},
		{HandSize: 2, Catchable: true, Since: 1, Score: 40},
		{HandSize: 2, Pending: 1, Called: true, Score: 7},
	}, v.Players)
	assert.Equal(t, []Pile{{Card: NumberCard(Red, 7)}, {Card: NumberCard(Blue, 5), Hand: [2]Card{NumberCard(Blue, 5)}, Matched: true, Bonus: BonusSingle}}, v.Centre)
	assert.Equal(t, 4, v.DrawSize)
	assert.Equal(t, DeckSize-4-3-3-2-2-1, v.DiscardSize)
	assert.Equal(t, engine.Seat(2), v.Turn)
	assert.Equal(t, 1+3+4, v.HandPoints())
	// The others' hands are not in the view: the same view whatever they hold.
	for seed := uint64(0); seed < 20; seed++ {
		rng := engine.NewRNG(seed)
		alt := s.PermuteHidden(0, &rng).(*State)
		require.NoError(t, alt.Check())
		assert.Equal(t, v, alt.view(0))
	}
	assert.Equal(t, []engine.Seat{1}, v.Catchable())
	assert.False(t, v.MayCall())
	assert.True(t, s.view(1).MayCall())
	// A spectator sees no hand.
	assert.Nil(t, s.view(engine.NoSeat).Hand)
}

// Events show a seat's drawn cards to that seat only; set-aside penalty
// cards to nobody until they join the hand (DOS-5.6, DOS-7).
func TestEventRedaction(t *testing.T) {
	drawn := CardsDrawn{Seat: 1, Cards: []Card{NumberCard(Red, 3), WildDOS}, From: FromTurn}
	assert.Equal(t, drawn, drawn.For(1))
	assert.Equal(t, CardsDrawn{Seat: 1, Cards: []Card{NoCard, NoCard}, From: FromTurn}, drawn.For(0))
	assert.Equal(t, "1 takes -.- (draw)", drawn.For(engine.NoSeat).String())
	s := pos(t, turn3b+"draw=y9.y8.y7.g3 disc=? cen=r7,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g9.y3.y10 pen=- - | 0/0 g5.r5 pen=- k1")
	evs, err := s.Apply(act(0, KindCatch, 2, 0))
	require.NoError(t, err)
	for _, viewer := range []engine.Seat{0, 1, 2} {
		for _, e := range evs {
			assert.NotContains(t, e.For(viewer).String(), "g3", "set-aside cards are face down")
		}
	}
}

// Determinize gives back the view it was built from, and keeps the cards
// the view shows where they are.
func TestDeterminize(t *testing.T) {
	s := pos(t, turn3b+"draw=y9.y8.y7.g3 disc=? cen=r7,b5@b5!s | 12/3 y1.y3.y4 pen=- - | 40/0 g9.y3 pen=- k1 | 7/0 g5.r5 pen=g1 c")
	for _, viewer := range []engine.Seat{0, 1, 2, engine.NoSeat} {
		v := s.view(viewer)
		rng := engine.NewRNG(uint64(viewer) + 5)
		d, err := Rules{}.Determinize(v, &rng)
		require.NoError(t, err)
		require.NoError(t, d.Check())
		assert.Equal(t, v, d.View(viewer))
	}
	_, err := Rules{}.Determinize(nil, nil)
	assert.Error(t, err)
}

// Round and match ends say so to the table (engine.Ending).
func TestEnding(t *testing.T) {
	r, m := RoundEnded{}.Ends()
	assert.True(t, r)
	assert.False(t, m)
	r, m = MatchEnded{}.Ends()
	assert.False(t, r)
	assert.True(t, m)
}

// The descriptor: 2–4 seats, secret hands, reactions, the card keys and
// the match format (DOS-6.3, DOS-6.4).
func TestDescriptor(t *testing.T) {
	got, err := engine.Lookup("dos")
	require.NoError(t, err)
	d := got.Describe()
	assert.Equal(t, 2, d.MinSeats)
	assert.Equal(t, 4, d.MaxSeats)
	assert.True(t, d.SecretHands)
	assert.True(t, d.Reactions)
	assert.Equal(t, []string{"number", "wildnumber", "wilddos"}, d.Cards)
	o, ok := d.Option(OptMode)
	require.True(t, ok)
	assert.Equal(t, "points", o.Default())
	assert.Equal(t, []engine.Choice{{Value: "points"}, {Value: "firstout"}}, o.Choices)
	for _, k := range Kinds {
		assert.Contains(t, d.Cards, k.Key())
	}
}
