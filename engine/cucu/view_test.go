package cucu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// CU-6: after the deal a seat knows its own card only.
func TestViewOwnCardOnly(t *testing.T) {
	s := table(t, 3, "", "3", "7", "9", "cat")
	v := s.view(1)
	assert.Equal(t, Seven, v.Own())
	for i, p := range v.Players {
		if i != 1 {
			assert.Equal(t, NoCard, p.Card, "seat %d's card is hidden from 1", i)
		}
		assert.True(t, p.InRound)
		assert.Equal(t, StartLives, p.Lives)
		assert.Equal(t, SeerOf(engine.Seat(i)), p.Seen)
	}
	assert.Equal(t, DeckSize-4, v.Pack)
	assert.Equal(t, NoCard, v.Top)
	assert.Equal(t, []engine.Seat{0, 1, 2, 3}, v.Order())
	assert.Equal(t, engine.Seat(0), v.ToAct)
	assert.Equal(t, []engine.Seat{0, 2, 3}, v.HiddenSeats())
	u := v.Unseen()
	assert.Equal(t, 1, u[Seven])
	assert.Equal(t, 2, u[Three])
	// A spectator knows no card.
	for _, p := range s.view(engine.NoSeat).Players {
		assert.Equal(t, NoCard, p.Card)
	}
}

// CU-6: both parties to a swap see both cards; the others see that they
// swapped; a card a seat has seen stays known to it as it moves through
// public swaps and undos.
func TestViewFollowsSeenCards(t *testing.T) {
	s := table(t, 3, "", "3", "7", "9", "cat")
	do(t, s, "0:ask 1")
	v0, v1, v2 := s.view(0), s.view(1), s.view(2)
	assert.Equal(t, []Card{Seven, Three, NoCard, NoCard}, cardsOf(v0))
	assert.Equal(t, []Card{Seven, Three, NoCard, NoCard}, cardsOf(v1))
	assert.Equal(t, []Card{NoCard, NoCard, Nine, NoCard}, cardsOf(v2))
	assert.Equal(t, []Swap{{Asker: 0, Target: 1}}, v2.Swaps)
	assert.Equal(t, MoveAsked, v2.Players[0].Did)
	assert.Equal(t, TagPlain, v2.Players[0].Tags, "0 got a card that is no power")
	assert.Equal(t, TagAsked, v2.Players[1].Tags, "1 holds what 0 wanted rid of")
	// 1 passes the 3 on: 0 still knows where it is, but not what 1 got.
	do(t, s, "1:ask 2")
	assert.Equal(t, []Card{Seven, NoCard, Three, NoCard}, cardsOf(s.view(0)))
	assert.Equal(t, []Card{Seven, Nine, Three, NoCard}, cardsOf(s.view(1)))
	// The Cat sends everything back: knowledge follows the cards.
	do(t, s, "2:ask 3")
	assert.Equal(t, []Card{Three, Seven, NoCard, Cat}, cardsOf(s.view(0)))
	assert.Equal(t, []Card{Three, NoCard, Nine, Cat}, cardsOf(s.view(2)), "2 never saw the 7")
	assert.Nil(t, s.view(0).Swaps)
}

// CU-6: a card revealed by a power is public (spectators included) and
// stays known as it moves.
func TestViewRevealedIsPublic(t *testing.T) {
	s := table(t, 3, "", "2", "cuckoo", "5", "8")
	do(t, s, "0:ask 1")
	for _, v := range []engine.Seat{0, 2, 3, engine.NoSeat} {
		assert.Equal(t, Cuckoo, s.view(v).Players[1].Card, "viewer %d", v)
	}
	do(t, s, "1:ask 2")
	for _, v := range []engine.Seat{0, 3, engine.NoSeat} {
		assert.Equal(t, Cuckoo, s.view(v).Players[2].Card, "viewer %d: the Cuckoo moved to 2", v)
		assert.Equal(t, NoCard, s.view(v).Players[1].Card, "viewer %d", v)
	}
}

// CU-6: a pack swapper sees the new card; its old card, now on top, stays
// known to it and to nobody else.
func TestViewPackSwap(t *testing.T) {
	s := table(t, 2, "6", "5", "1", "horse")
	doAll(t, s, "0:keep", "1:ask 2")
	v1 := s.view(1)
	assert.Equal(t, Six, v1.Own())
	assert.Equal(t, One, v1.Top)
	assert.Equal(t, SeerOf(1), v1.TopSeen)
	assert.Equal(t, TagAsked, v1.TopTags)
	v0 := s.view(0)
	assert.Equal(t, NoCard, v0.Top)
	assert.Equal(t, NoCard, v0.Players[1].Card)
	assert.Equal(t, []Swap{{Asker: 1, Target: engine.NoSeat, Kind: SwapPack}}, v0.Swaps)
}

// CU-6: at the showdown every live card is public and the view keeps it
// (Last) after the next deal; dead cards are never shown. Covers given are
// in the view.
func TestViewShowdownAndCovers(t *testing.T) {
	s := table(t, 3, "", "1:lion", "hunter", "nothing", "inn")
	do(t, s, "0:ask 1") // knocked out
	doAll(t, s, "1:keep", "2:ask 3", "2:cover 3", "3:accept 2")
	assert.Equal(t, []Cover{{Asker: 2, Innkeeper: 3}}, s.view(1).Covers)
	assert.Equal(t, engine.Seat(3), s.view(1).CoveredBy(2))
	assert.True(t, s.view(1).Players[0].Out)
	do(t, s, "3:keep")
	v := s.view(1)
	assert.Equal(t, Result{Round: 1, Cards: []Card{NoCard, Hunter, Nothing, Inn},
		Losers: []engine.Seat{2}, Lost: []int{0, 0, 0, 1}}, v.Last)
	assert.Equal(t, 2, v.Round)
	assert.False(t, v.Players[0].InRound, "no lives: sits out")
}

// The view does not depend on what the viewer cannot see, and a
// determinized state gives the same view back.
func TestViewHiddenAndDeterminize(t *testing.T) {
	s := table(t, 4, "", "3", "horse", "9", "inn", "lion")
	doAll(t, s, "0:ask 1", "1:keep", "2:ask 3")
	for _, viewer := range []engine.Seat{0, 1, 2, 3, 4, engine.NoSeat} {
		v := s.view(viewer)
		for seed := uint64(0); seed < 20; seed++ {
			rng := engine.NewRNG(seed)
			alt := s.PermuteHidden(viewer, &rng).(*State)
			require.NoError(t, alt.Check())
			assert.Equal(t, v, alt.view(viewer))
			d, err := Rules{}.Determinize(v, &rng)
			if viewer == engine.NoSeat {
				require.NoError(t, err)
				continue
			}
			require.NoError(t, err)
			assert.Equal(t, v, d.View(viewer))
		}
	}
	_, err := Rules{}.Determinize(nil, nil)
	assert.Error(t, err)
}

// FromView takes the hidden cards in its documented order and refuses a
// wrong count.
func TestFromViewOrder(t *testing.T) {
	s := table(t, 2, "", "3", "7", "9")
	v := s.view(0)
	u := v.Unseen()
	var hidden []Card
	for _, c := range Kinds {
		for k := 0; k < u[c]; k++ {
			hidden = append(hidden, c)
		}
	}
	d, err := FromView(v, hidden, 1)
	require.NoError(t, err)
	assert.Equal(t, Lion, d.Hand(1), "the first hidden card goes to the first hidden seat")
	assert.Equal(t, Lion, d.Hand(2))
	assert.Equal(t, Mask, d.pack[DeckSize-1], "then the top, then the rest")
	assert.Equal(t, Fool, d.pack[DeckSize-2])
	_, err = FromView(v, hidden[1:], 1)
	assert.Error(t, err)
}

// Events show each card to the seats that know it (CU-6).
func TestEventRedaction(t *testing.T) {
	dealt := Dealt{Seat: 1, Card: Cat, Pack: 30}
	assert.Equal(t, dealt, dealt.For(1))
	assert.Equal(t, Dealt{Seat: 1, Pack: 30}, dealt.For(0))
	sw := Swapped{Asker: 0, Target: 1, Gave: Three, Got: Seven, GaveSeen: SeerOf(0) | SeerOf(1) | SeerOf(2), GotSeen: SeerOf(0) | SeerOf(1)}
	assert.Equal(t, sw, sw.For(0))
	assert.Equal(t, Swapped{Asker: 0, Target: 1, Gave: Three, GaveSeen: sw.GaveSeen, GotSeen: sw.GotSeen}, sw.For(2))
	assert.Equal(t, Swapped{Asker: 0, Target: 1, GaveSeen: sw.GaveSeen, GotSeen: sw.GotSeen}, sw.For(3))
	un := Undone{Asker: 2, Seat: 3, Steps: []UndoStep{{A: 2, B: 1, CardA: Nine, CardB: Three, SeenA: SeerOf(2), SeenB: Public}}}
	got := un.For(0).(Undone)
	assert.Equal(t, NoCard, got.Steps[0].CardA)
	assert.Equal(t, Three, got.Steps[0].CardB)
	assert.Equal(t, Nine, un.Steps[0].CardA, "For copies the steps")
	rev := Revealed{Asker: 0, Seat: 1, Card: Hunter}
	assert.Equal(t, rev, rev.For(engine.NoSeat))
}

func cardsOf(v *View) []Card {
	out := make([]Card, len(v.Players))
	for i, p := range v.Players {
		out[i] = p.Card
	}
	return out
}
