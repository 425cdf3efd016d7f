package dos

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// turn3b is seat 2's turn 2, seat 1 having played turn 1.
const turn3b = "dos n=3 m=points r=1 d=0 t=2 tn=2 ph=turn drew=0 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=-1 "

// Calling and catching (DOS-5).
func TestCallAndCatch(t *testing.T) {
	runRules(t, []ruleCase{
		// DOS-5.4: a call with 3 cards is not offered (and refused below).
		// DOS-5.1: on reaching 2 cards the player may call, the others catch.
		{name: "reaching two cards opens the window",
			pos:    turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g5.g9.y3 pen=- - | 0/0 y4.y5 pen=- -",
			offers: []string{"1:match g5>1", "1:draw"},
			acts:   []string{"1:match g5>1"},
			legal:  []string{"1:end", "1:call", "0:catch 1", "0:pass", "2:catch 1", "2:pass"},
			seats:  map[int]string{1: "0/0 g9.y3 pen=- k1"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, engine.Window{Kind: engine.Optional, Turn: 1}, s.Window())
				assert.Equal(t, []engine.Seat{1, 0, 2}, s.ToAct())
			}},
		// DOS-5.3: calling is public; a catch after it is refused.
		{name: "call",
			pos:    turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g5.g9.y3 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match g5>1", "1:call"},
			events: []string{"1 calls DOS"},
			legal:  []string{"1:end"},
			seats:  map[int]string{1: "0/0 g9.y3 pen=- c"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, engine.Window{Kind: engine.NoWindow, Turn: 1}, s.Window())
				wantIllegal(t, s, act(0, KindCatch, 1, 0))
			}},
		// DOS-5.2, DOS-5.5: the window stays open into the next turn, and the
		// next player may catch as their very first act; the caught player,
		// off turn, draws 2 at once.
		{name: "catch by the next player first thing",
			pos:    turn3b + "draw=y9.y8.y7 disc=? cen=r7,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g9.y3 pen=- k1 | 0/0 y5.y6.y10 pen=- -",
			offers: []string{"2:match y5>1", "2:draw", "2:catch 1", "0:catch 1", "0:pass", "1:call", "1:pass"},
			acts:   []string{"2:catch 1"},
			events: []string{"2 catches 1", "1 takes y7.y8 (penalty)"},
			seats:  map[int]string{1: "0/0 g9.y3.y7.y8 pen=- -"},
			legal:  []string{"2:match y5>1", "2:draw"}},
		// DOS-5.1: the caught-to-be may still call before the next player's
		// first match or draw; a call or catch does not close the window.
		{name: "late call before the next player acts",
			pos:    turn3b + "draw=y9.y8.y7 disc=? cen=r7,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g9.y3 pen=- k1 | 0/0 y5.y6.y10 pen=- -",
			acts:   []string{"1:call"},
			events: []string{"1 calls DOS"},
			seats:  map[int]string{1: "0/0 g9.y3 pen=- c"}},
		// DOS-5.5: the next player's first draw (or match) closes it.
		{name: "window closes at the next player's draw",
			pos:   turn3b + "draw=y9.y8.y7 disc=? cen=r7,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g9.y3 pen=- k1 | 0/0 y5.y6.y10 pen=- -",
			acts:  []string{"2:draw"},
			legal: []string{"2:match y7>0", "2:match y5>1", "2:end"},
			seats: map[int]string{1: "0/0 g9.y3 pen=- -"},
			then: func(t *testing.T, s *State) {
				wantIllegal(t, s, act(0, KindCatch, 1, 0))
				wantIllegal(t, s, act(1, KindCall, engine.NoSeat, 0))
			}},
		{name: "window closes at the next player's match",
			pos:   turn3b + "draw=y9.y8.y7 disc=? cen=r7,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g9.y3 pen=- k1 | 0/0 y5.y6.y9.y10 pen=- -",
			acts:  []string{"2:match y5>1"},
			legal: []string{"2:end"}},
		// DOS-5.5: a hand reaching 2 through another's double colour match
		// is catchable too.
		{name: "two cards through a bonus draw",
			pos:    turn3 + "draw=y9.y8.g5.g6 disc=? cen=r7,b5 | 0/0 y1 pen=- - | 0/0 g1.g9.r3.r4 pen=- - | 0/0 y4.y5.y6 pen=- -",
			acts:   []string{"1:match r3+r4>0"},
			seats:  map[int]string{0: "0/0 g5.y1 pen=- k1", 1: "0/0 g1.g9 pen=- k1"},
			legal:  []string{"1:end", "1:call", "1:catch 0", "0:call", "0:catch 1", "0:pass", "2:catch 0", "2:catch 1", "2:pass"},
			header: []string{"owe=1"}},
	})
	// DOS-5.4: a call with 3 cards is refused, with no effect.
	s := pos(t, turn3+"draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g5.g9.y3 pen=- - | 0/0 y4.y5 pen=- -")
	wantIllegal(t, s, act(1, KindCall, engine.NoSeat, 0))
	// DOS-5.3, DOS-8: a catch of a seat without exactly 2 cards, or of a
	// safe seat holding 2, is refused, and costs the catcher nothing.
	wantIllegal(t, s, act(1, KindCatch, 2, 0))
	wantIllegal(t, s, act(1, KindCatch, 0, 0))
	wantIllegal(t, s, act(0, KindCatch, 1, 0))
}

// Penalty cards of a player caught in their own turn are set aside and
// join the hand after the last placement; a seat with penalty cards set
// aside is not out (DOS-5.2, DOS-5.6).
func TestPenaltySetAside(t *testing.T) {
	// Seat 2 holds 2 cards from turn 1, uncalled; it is now on turn.
	const start = turn3b + "draw=y9.y8.y7.g3 disc=? cen=r7,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g9.y3.y10 pen=- - | 0/0 g5.r5 pen=- k1"
	runRules(t, []ruleCase{
		{name: "caught on own turn: set aside",
			pos:    start,
			acts:   []string{"0:catch 2"},
			events: []string{"0 catches 2 (set aside)", "2 sets 2 aside"},
			seats:  map[int]string{2: "0/0 g5.r5 pen=g3.y7 -"},
			legal:  []string{"2:match g5>1", "2:match r5>1", "2:draw"}},
		// DOS-5.6: the set-aside cards are added after the last placement.
		{name: "added after the last placement",
			pos:    start,
			acts:   []string{"0:catch 2", "2:match g5>1", "2:end"},
			events: []string{"2 ends, discards b5.g5, owes 0", "centre gets y8", "2 takes g3.y7 (setaside)", "turn 3: seat 0"},
			seats:  map[int]string{2: "0/0 g3.r5.y7 pen=- -"}},
		// DOS-5.6, DOS-6.1: matching the last card with penalty cards set
		// aside does not end the round; the hand of 2 after End is
		// catchable again.
		{name: "not out with penalty cards set aside",
			pos:    turn3b + "draw=y9.y8.y7.g3 disc=? cen=r10,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g9.y3.y10 pen=- - | 0/0 g5.r5 pen=- k1",
			acts:   []string{"0:catch 2", "2:match g5+r5>0"},
			events: []string{"2 matches g5+r5 on r10 (centre 0)", "2 matched centre 0: r10@g5+r5 bonus none"},
			legal:  []string{"2:end"},
			then: func(t *testing.T, s *State) {
				_, over := s.Outcome()
				require.False(t, over)
				require.Equal(t, int32(1), s.round)
				assert.Equal(t, []string{"2 ends, discards r10.g5.r5, owes 0", "centre gets y8", "2 takes g3.y7 (setaside)", "turn 3: seat 0"},
					do(t, s, "2:end"))
				assert.Equal(t, "0/0 g3.y7 pen=- k2", seat(s, 2))
			}},
		// DOS-6.1: placements owed by a player with no cards are skipped.
		{name: "placements skipped with an empty hand",
			pos:    turn3b + "draw=y10.y9.y8.y7.g3 disc=? cen=r10,g10 | 0/0 y1.y3.y4 pen=- - | 0/0 g9.y3.y10 pen=- - | 0/0 g5*2 pen=- k1",
			acts:   []string{"0:catch 2", "2:match g5+g5>1", "2:end"},
			events: []string{"2 ends, discards g10.g5.g5, owes 1", "centre gets y10", "2 takes g3.y7 (setaside)", "turn 3: seat 0"}},
	})
}

// Seats off turn may decline (pass): they leave ToAct, unseen by others,
// until someone new becomes catchable (engine.Optional window).
func TestPass(t *testing.T) {
	s := pos(t, turn3b+"draw=y9.y8.y7.g3 disc=? cen=r7,b5 | 0/0 y1.y3.y4 pen=- - | 0/0 g9.y3 pen=- k1 | 0/0 b5.g1.y5 pen=- -")
	assert.Empty(t, do(t, s, "0:pass"), "a pass has no event")
	assert.Equal(t, []engine.Seat{2, 1}, s.ToAct())
	assert.True(t, s.view(0).Declined)
	assert.False(t, s.view(1).Declined)
	wantIllegal(t, s, act(0, KindCatch, 1, 0))
	assert.Equal(t, engine.Optional, s.Window().Kind)
	do(t, s, "1:pass")
	assert.Equal(t, []engine.Seat{2}, s.ToAct())
	// A new seat catchable: everyone is asked again.
	do(t, s, "2:match b5>1")
	assert.Equal(t, "0/0 g1.y5 pen=- k2", seat(s, 2))
	assert.Equal(t, []engine.Seat{2, 0, 1}, s.ToAct())
	wantLegal(t, s, "2:end", "2:call", "0:catch 2", "0:pass", "1:catch 2", "1:pass")
}
