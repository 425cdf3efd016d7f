package kittens

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/engine"
)

// Each event shows its viewer exactly what ZK-7 says: hidden cards only to
// their owners (and a Placed position to the placer and the watchers),
// everything else to everyone, a spectator (NoSeat) included.
func TestEventRedaction(t *testing.T) {
	cases := []struct {
		e        engine.Event
		sees     []engine.Seat // who sees it whole
		redacted engine.Event  // what the others see
	}{
		{Dealt{Seat: 1, Cards: []Card{Zombie, Nope}}, []engine.Seat{1}, Dealt{Seat: 1, Cards: []Card{NoCard, NoCard}}},
		{Drew{Seat: 1, Card: CatA}, []engine.Seat{1}, Drew{Seat: 1, Card: NoCard}},
		{Drew{Seat: 1, Card: Exploding}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{FutureSeen{Seat: 2, Cards: []Card{Exploding, CatA, Skip}}, []engine.Seat{2}, FutureSeen{Seat: 2, Cards: []Card{NoCard, NoCard, NoCard}}},
		{Dug{Seat: 0, Card: Exploding}, []engine.Seat{0}, Dug{Seat: 0, Card: NoCard}},
		{DigTook{Seat: 0, Keep: false, Card: Nope}, []engine.Seat{0}, DigTook{Seat: 0, Card: NoCard}},
		{DigTook{Seat: 0, Keep: true, Card: Exploding}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Gave{Seat: 2, To: 0, Card: Zombie, Why: WhyFeed}, []engine.Seat{0, 2}, Gave{Seat: 2, To: 0, Card: NoCard, Why: WhyFeed}},
		{Gave{Seat: 2, To: engine.NoSeat, Card: CatB, Why: WhyBury}, []engine.Seat{2}, Gave{Seat: 2, To: engine.NoSeat, Card: NoCard, Why: WhyBury}},
		{Stole{Seat: 1, From: 2, Card: Skip, Got: true}, []engine.Seat{1, 2}, Stole{Seat: 1, From: 2, Card: NoCard, Got: true}},
		{Placed{Seat: 0, Pos: 3, Pile: 20, Watchers: 1 << 2}, []engine.Seat{0, 2}, Placed{Seat: 0, Pos: -1, Pile: 20, Watchers: 1 << 2}},
		{Started{Seats: 4, Pile: 28, Kittens: 3, First: 2}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{TurnStarted{Seat: 1, Owed: 2, Attacked: true}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Played{Seat: 1, Card: Clone, As: Attack, Size: 1}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Targeted{Seat: 1, Target: 0, Card: Favor, As: Favor, Size: 1}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Named{Seat: 1, Target: 0, Name: Zombie}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{WindowOpened{Seat: 1, Card: Attack, As: Attack, Depth: 1}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Noped{Seat: 2, Against: 1, Play: 1, Card: Nope, As: Attack, Nopes: 1, Cancelled: true}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{WindowClosed{Seat: 1, Card: Attack, As: Attack, Cancelled: true}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Resolved{Seat: 1, Card: Attack, As: Attack, Size: 1}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Asked{Seat: 1, From: 2, Name: Nope, Got: true}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Shuffled{Seat: 1, Pile: 12}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Exploded{Seat: 1}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Died{Seat: 1, Lost: 2}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Revived{Seat: 2, By: 1}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{Watching{Seat: 2, Placer: 1}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
		{GameOver{Winner: 1}, []engine.Seat{0, 1, 2, engine.NoSeat}, nil},
	}
	for _, c := range cases {
		for _, v := range []engine.Seat{0, 1, 2, engine.NoSeat} {
			got := c.e.For(v)
			if seesIt(c.sees, v) {
				assert.Equal(t, c.e, got, "%T for %d", c.e, v)
			} else {
				assert.Equal(t, c.redacted, got, "%T for %d", c.e, v)
			}
			assert.NotEmpty(t, got.String())
		}
	}
	round, match := GameOver{}.Ends()
	assert.True(t, round && match, "the game's end is an engine.Ending")
}

// seesIt reports whether s is among seats.
func seesIt(seats []engine.Seat, s engine.Seat) bool {
	for _, x := range seats {
		if x == s {
			return true
		}
	}
	return false
}
