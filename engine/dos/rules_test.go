package dos

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Tests per rule of rules/dos.md; each names its rule id. Positions are in
// the notation of notation.go: the draw pile is listed bottom to top, so
// the LAST card listed is drawn first; "disc=?" (see pos) fills the discard
// pile; hands are written by kind (w2, then blue, green, red, yellow).
// Families of rules are tables of {position, actions, events} (ruleCase).

// turn3 is the header of seat 1's fresh turn at a 3-seat table dealt by 0.
const turn3 = "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=turn drew=0 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=-1 "

// ruleCase is one rule at work: a position, actions, and exactly the
// events of the last one; then, when given, what must hold after it.
type ruleCase struct {
	name   string
	pos    string
	offers []string // the legal actions before the first action
	acts   []string
	events []string       // of the last action
	more   bool           // events may go on after those listed (the next round's deal)
	legal  []string       // the legal actions after
	seats  map[int]string // seat sections after ("0/0 r3 pen=- -")
	header []string       // header fields after ("ph=place")
	then   func(t *testing.T, s *State)
}

func runRules(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := pos(t, c.pos)
			if c.offers != nil {
				wantLegal(t, s, c.offers...)
			}
			var evs []string
			for _, a := range c.acts {
				evs = do(t, s, a)
			}
			if c.events != nil {
				if c.more && len(evs) > len(c.events) {
					evs = evs[:len(c.events)]
				}
				require.Equal(t, c.events, evs, "events of %s", c.acts[len(c.acts)-1])
			}
			if c.legal != nil {
				wantLegal(t, s, c.legal...)
			}
			for i, want := range c.seats {
				require.Equal(t, want, seat(s, i), "seat %d\n%s", i, s.Notation())
			}
			h := strings.Fields(header(s))
			for _, f := range c.header {
				require.Contains(t, h, f, "header %q", header(s))
			}
			if c.then != nil {
				c.then(t, s)
			}
		})
	}
}

// A turn: match or draw, single and double matches, once per Centre card
// (DOS-3.1–3.4, DOS-3b.1).
func TestMatching(t *testing.T) {
	runRules(t, []ruleCase{
		// DOS-3.1, DOS-3b.1: at the start of a turn the player may match or
		// draw, drawing even with a match in hand; End is not yet legal.
		// DOS-3.2: a single match is any colour of the same number.
		// DOS-3.3: a double match sums to the Centre card.
		{name: "start of turn offers matches and draw, not end",
			pos:    turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g1.g3.g5.y4 pen=- - | 0/0 y4.y5 pen=- -",
			offers: []string{"1:match g3+y4>0", "1:match g5>1", "1:match g1+y4>1", "1:draw"}},
		// DOS-3.2: a single match without the colour earns nothing.
		{name: "single match",
			pos:    turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g1.g5.y3.y4 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match g5>1"},
			events: []string{"1 matches g5 on b5 (centre 1)", "1 matched centre 1: b5@g5 bonus none"},
			// DOS-3.4: the matched card is not offered again; DOS-3.6: no draw after a match.
			legal:  []string{"1:match y3+y4>0", "1:end"},
			seats:  map[int]string{1: "0/0 g1.y3.y4 pen=- -"},
			header: []string{"mt=1", "owe=0"}},
		// DOS-3.3: a double match of two colours earns nothing.
		{name: "double match",
			pos:    turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g1.g3.y4.y9 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match g3+y4>0"},
			events: []string{"1 matches g3+y4 on r7 (centre 0)", "1 matched centre 0: r7@g3+y4 bonus none"},
			legal:  []string{"1:end", "1:call", "0:catch 1", "0:pass", "2:catch 1", "2:pass"}},
		// DOS-3.4: several Centre cards in one turn, one at a time; a hand
		// card serves one match only (two copies are two cards).
		{name: "several matches in a turn, each hand card once",
			pos:   turn3 + "draw=y9 disc=? cen=r5,b5,g5 | 0/0 y1.y3 pen=- - | 0/0 g5.r5.y1.y9 pen=- - | 0/0 y4.y5 pen=- -",
			acts:  []string{"1:match g5>0", "1:match r5>1"},
			legal: []string{"1:end", "1:call", "0:catch 1", "0:pass", "2:catch 1", "2:pass"},
			seats: map[int]string{1: "0/0 y1.y9 pen=- k1"}},
		{name: "two copies make a double",
			pos:    turn3 + "draw=y9 disc=? cen=r6,b9 | 0/0 y1.y3 pen=- - | 0/0 g3*2.y9 pen=- - | 0/0 y4.y5 pen=- -",
			offers: []string{"1:match g3+g3>0", "1:match y9>1", "1:draw"}},
		// DOS-3.6: drawing is once; after it the player may match or end.
		{name: "draw then match",
			pos:    turn3 + "draw=y1.g3 disc=? cen=r3,b9 | 0/0 y1.y3 pen=- - | 0/0 y9.y10 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:draw"},
			events: []string{"1 takes g3 (draw)"},
			legal:  []string{"1:match g3>0", "1:match y9>1", "1:end"},
			header: []string{"drew=1"}},
	})
}

// Colour-match bonuses (DOS-3.5, DOS-3b.7).
func TestColourBonus(t *testing.T) {
	runRules(t, []ruleCase{
		// DOS-3.5: a single colour match owes one placement.
		{name: "single colour match owes a placement",
			pos:    turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.g1.y3.y4 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match b5>1"},
			events: []string{"1 matches b5 on b5 (centre 1)", "1 matched centre 1: b5@b5!s bonus single"},
			header: []string{"owe=1"}},
		// DOS-3.5, DOS-3b.7: a double colour match: every other player draws
		// 1 at once, clockwise from the matcher's left; one placement owed.
		{name: "double colour match: the others draw clockwise",
			pos:  turn3 + "draw=y9.y8.g5.g6 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g1.g9.r3.r4 pen=- - | 0/0 y4.y5.y6 pen=- -",
			acts: []string{"1:match r3+r4>0"},
			events: []string{"1 matches r3+r4 on r7 (centre 0)", "1 matched centre 0: r7@r3+r4!d bonus double",
				"2 takes g6 (bonus)", "0 takes g5 (bonus)"},
			seats:  map[int]string{0: "0/0 g5.y1.y3 pen=- -", 2: "0/0 g6.y4.y5.y6 pen=- -"},
			header: []string{"owe=1", "draw=y9.y8"}},
		// DOS-3b.7: a seat left without a card gets nothing; the placement
		// is still owed.
		{name: "double colour match with one card left to draw",
			pos:  "dos n=3 m=points r=1 d=0 t=1 tn=1 ph=turn drew=0 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=g6 disc=- cen=r7,b5 | 0/0 ? pen=- - | 0/0 b5.g1.r3.r4 pen=- - | 0/0 y4.y5 pen=- -",
			acts: []string{"1:match r3+r4>0"},
			events: []string{"1 matches r3+r4 on r7 (centre 0)", "1 matched centre 0: r7@r3+r4!d bonus double",
				"2 takes g6 (bonus)", "0 takes - (bonus)"},
			header: []string{"owe=1", "draw=-"}},
		// DOS-4.3: the bonus needs every hand card in the Centre card's
		// colour; one of two is not enough.
		{name: "double with one card of the colour is no bonus",
			pos:    turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g1.g4.r3.y9 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match g4+r3>0"},
			events: []string{"1 matches g4+r3 on r7 (centre 0)", "1 matched centre 0: r7@g4+r3 bonus none"},
			header: []string{"owe=0"}},
	})
}

// The end of a turn (DOS-3.6, DOS-3.7, DOS-3b.2–3b.4).
func TestEndOfTurn(t *testing.T) {
	runRules(t, []ruleCase{
		// DOS-3.7: End discards the matched piles, refills to 2, then the
		// owed placements follow; DOS-3b.3: only Place after End.
		{name: "end: discard, refill, then place",
			pos:    turn3 + "draw=y9.y8.g6 disc=? cen=r7,b5,g3 | 0/0 y1.y3 pen=- - | 0/0 b5.g1.g10.y3.y4 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match b5>1", "1:match y3+y4>0", "1:end"},
			events: []string{"1 ends, discards r7.y3.y4.b5.b5, owes 1", "centre gets g6"},
			legal:  []string{"1:place g1", "1:place g10", "1:call", "0:catch 1", "0:pass", "2:catch 1", "2:pass"},
			header: []string{"ph=place", "cen=g3,g6", "owe=1"}},
		// DOS-3b.4: placed cards never count toward the refill; the turn
		// passes after the last owed placement.
		{name: "placement after the refill, then the turn passes",
			pos:    turn3 + "draw=y9.y8.g6 disc=? cen=r7,b5,g3 | 0/0 y1.y3 pen=- - | 0/0 b5.g1.g10.y3.y4 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match b5>1", "1:match y3+y4>0", "1:end", "1:place g10"},
			events: []string{"1 places g10", "turn 2: seat 2"},
			header: []string{"ph=turn", "t=2", "tn=2", "cen=g3,g6,g10"}},
		// DOS-3b.3: nothing owed, the turn passes at End.
		{name: "end with nothing owed passes the turn",
			pos:    turn3 + "draw=y9.y8 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g5.g10.y3 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match g5>1", "1:end"},
			events: []string{"1 ends, discards b5.g5, owes 0", "centre gets y8", "turn 2: seat 2"},
			header: []string{"t=2", "cen=r7,y8"}},
		// DOS-3.6: a draw without a match owes one placement.
		{name: "unmatched draw owes a placement",
			pos:    turn3 + "draw=y9.y8 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g10.y3 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:draw", "1:end"},
			events: []string{"1 ends, discards -, owes 1"},
			legal:  []string{"1:place g10", "1:place y3", "1:place y8"}},
		// DOS-3b.2: a draw followed by a match owes only the bonuses.
		{name: "draw then match owes nothing more",
			pos:    turn3 + "draw=y9.g5 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g10.y3 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:draw", "1:match g5>1", "1:end"},
			events: []string{"1 ends, discards b5.g5, owes 0", "centre gets y9", "turn 2: seat 2"}},
	})
	s := pos(t, turn3+"draw=y9.y8 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g10.y3 pen=- - | 0/0 y4.y5 pen=- -")
	// DOS-3b.3: End needs a match or a draw first.
	wantIllegal(t, s, act(1, KindEnd, engine.NoSeat, 0))
	do(t, s, "1:draw")
	// DOS-3.6: at most one draw.
	wantIllegal(t, s, act(1, KindDraw, engine.NoSeat, 0))
	do(t, s, "1:end")
	// DOS-3b.3: after End, matching and drawing are refused.
	wantIllegal(t, s, act(1, KindDraw, engine.NoSeat, 0))
	wantIllegal(t, s, act(1, KindMatch, 0, MatchCard(NumberCard(Yellow, 3), NoCard)))
	wantIllegal(t, s, act(1, KindEnd, engine.NoSeat, 0))
}

// The draw pile runs out (DOS-3.8, DOS-3b.5, DOS-3b.6).
func TestEmptyDrawPile(t *testing.T) {
	runRules(t, []ruleCase{
		// DOS-3.8, DOS-3b.6: a draw that finds the pile empty shuffles the
		// whole discard pile into a new one first.
		{name: "reshuffle at a draw",
			pos:  turn3 + "draw=- disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g10.y3 pen=- - | 0/0 y4.y5 pen=- -",
			acts: []string{"1:draw"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, "reshuffle 100", do(t, pos(t, turn3+"draw=- disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g10.y3 pen=- - | 0/0 y4.y5 pen=- -"), "1:draw")[0])
				assert.Equal(t, 99, int(s.ndraw))
				assert.Zero(t, s.ndiscard)
				assert.Equal(t, uint8(3), s.seats[1].size)
			}},
		// DOS-3b.6: matched piles reach the discard pile only at End, so
		// the refill can reshuffle them.
		{name: "refill reshuffles the matched piles",
			pos:    turn3 + "draw=- disc=- cen=r7,b5 | 0/0 ? pen=- - | 0/0 g10.r5.y3 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match r5>1", "1:end"},
			events: []string{"1 ends, discards b5.r5, owes 0", "reshuffle 2", "centre gets r5", "turn 2: seat 2"},
			header: []string{"cen=r7,r5", "draw=b5"}},
		// DOS-3b.5: with nothing to draw anywhere, Draw stays legal, gives
		// nothing, and owes a placement when no match follows.
		{name: "nothing to draw",
			pos:    turn3 + "draw=- disc=- cen=r7,b5 | 0/0 ? pen=- - | 0/0 g10.r6.y3 pen=- - | 0/0 y4.y5 pen=- -",
			offers: []string{"1:draw"},
			acts:   []string{"1:draw", "1:end"},
			events: []string{"1 ends, discards -, owes 1"},
			legal:  []string{"1:place g10", "1:place r6", "1:place y3"}},
	})
}

// A hand emptied mid-turn ends the round at once (DOS-3b.8, DOS-6.1).
func TestHandEmptied(t *testing.T) {
	runRules(t, []ruleCase{
		// DOS-3b.8: no discard, refill or placements; DOS-6.2: the winner
		// scores the cards left in the opponents' hands.
		{name: "last card matched ends the round",
			pos:  turn3 + "draw=y9.y8.g6 disc=? cen=r7,b5 | 0/0 w2.y1.y3 pen=- - | 0/0 b5 pen=- - | 0/0 g#.y10 pen=- -",
			acts: []string{"1:match b5>1"},
			events: []string{"1 matches b5 on b5 (centre 1)", "1 matched centre 1: b5@b5!s bonus single",
				"round 1 won by 1: hands [24 0 50], +74, totals [0 74 0]", "round 2 dealer 1"},
			more: true,
			then: func(t *testing.T, s *State) {
				// DOS-2.1, DOS-8: the deal passes left (not to the winner);
				// DOS-2.3: left of the dealer starts.
				assert.Contains(t, strings.Fields(header(s)), "d=1")
				assert.Contains(t, strings.Fields(header(s)), "t=2")
				assert.Contains(t, strings.Fields(header(s)), "r=2")
			}},
		// DOS-6.1: the round ends after the penalty draws of a winning
		// double colour match, and they score.
		{name: "winning double colour match draws first",
			pos:  turn3 + "draw=y9.y8.g6 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 r3.r4 pen=- - | 0/0 y10 pen=- -",
			acts: []string{"1:match r3+r4>0"},
			events: []string{"1 matches r3+r4 on r7 (centre 0)", "1 matched centre 0: r7@r3+r4!d bonus double",
				"2 takes g6 (bonus)", "0 takes y8 (bonus)",
				"round 1 won by 1: hands [12 0 16], +28, totals [0 28 0]", "round 2 dealer 1"},
			more: true},
		// DOS-6.1: the last placement empties the hand: the round ends.
		{name: "last card placed ends the round",
			pos:    turn3 + "draw=y9.y8 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 b5.g1 pen=- c | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match b5>1", "1:end", "1:place g1"},
			events: []string{"1 places g1", "round 1 won by 1: hands [4 0 9], +13, totals [0 13 0]", "round 2 dealer 1"},
			more:   true},
	})
}

// Scoring and the match (DOS-6.2–6.4).
func TestScoring(t *testing.T) {
	// DOS-6.2: face value, Wild DOS 20, Wild # 40.
	hand := [NumKinds]uint8{}
	hand[WildDOS], hand[WildNumber(Red)], hand[NumberCard(Blue, 7)], hand[NumberCard(Green, 1)] = 2, 1, 1, 3
	assert.Equal(t, 2*20+40+7+3, HandPoints(&hand))
	runRules(t, []ruleCase{
		// DOS-6.3: the first to reach 200 wins the match.
		{name: "match to 200",
			pos:  "dos n=2 m=points r=4 d=0 t=1 tn=30 ph=turn drew=0 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=0 draw=y9 disc=? cen=r7,b5 | 60/0 b#.y3 pen=- - | 190/0 b5 pen=- c",
			acts: []string{"1:match b5>1"},
			events: []string{"1 matches b5 on b5 (centre 1)", "1 matched centre 1: b5@b5!s bonus single",
				"round 4 won by 1: hands [43 0], +43, totals [60 233]", "match won by 1: totals [60 233] rounds 4"},
			header: []string{"ph=over", "w=1"},
			then: func(t *testing.T, s *State) {
				o, over := s.Outcome()
				require.True(t, over)
				assert.Equal(t, engine.Outcome{Winners: []engine.Seat{1}, Scores: []int{60, 233}, Rounds: 4}, o)
				assert.Empty(t, s.ToAct())
			}},
		// DOS-6.4: first out wins the match, no scoring.
		{name: "first out",
			pos:  "dos n=2 m=firstout r=1 d=0 t=1 tn=3 ph=turn drew=0 mt=0 owe=0 ch=-1 dec=0 w=-1 lw=-1 draw=y9 disc=? cen=r7,b5 | 0/0 b#.y3 pen=- - | 0/0 b5 pen=- c",
			acts: []string{"1:match b5>1"},
			events: []string{"1 matches b5 on b5 (centre 1)", "1 matched centre 1: b5@b5!s bonus single",
				"round 1 won by 1: hands [43 0], +43, totals [0 0]", "match won by 1: totals [0 0] rounds 1"},
			then: func(t *testing.T, s *State) {
				o, over := s.Outcome()
				require.True(t, over)
				assert.Equal(t, []engine.Seat{1}, o.Winners)
			}},
	})
}

// Setup (DOS-2).
func TestSetup(t *testing.T) {
	dealers := map[engine.Seat]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		for seats := 2; seats <= MaxSeats; seats++ {
			st, evs, err := Rules{}.New(engine.Config{Seats: seats}, seed)
			require.NoError(t, err)
			s := st.(*State)
			require.NoError(t, s.Check())
			// DOS-2.2: 7 cards each, 2 in the Centre Row, the rest to draw.
			for i := 0; i < seats; i++ {
				assert.Equal(t, uint8(HandSize), s.seats[i].size)
			}
			assert.Equal(t, uint8(2), s.ncentre)
			assert.Equal(t, DeckSize-HandSize*seats-2, int(s.ndraw))
			assert.Zero(t, s.ndiscard)
			// DOS-2.3: the player left of the dealer starts.
			assert.Equal(t, s.next(s.dealer), s.turn)
			assert.Equal(t, PhaseTurn, s.phase)
			// The deal is shown: round, each hand from the dealer's left, the
			// Centre Row, the first turn.
			require.Len(t, evs, seats+3)
			assert.Equal(t, RoundStarted{Round: 1, Dealer: s.dealer}, evs[0])
			assert.Equal(t, s.next(s.dealer), evs[1].(CardsDrawn).Seat)
			// DOS-2.1: the first dealer comes from the seed.
			again, _, err := Rules{}.New(engine.Config{Seats: seats}, seed)
			require.NoError(t, err)
			assert.Equal(t, s.Notation(), again.Notation())
			dealers[s.dealer] = true
		}
	}
	assert.Len(t, dealers, MaxSeats, "every seat deals first for some seed")
	_, _, err := Rules{}.New(engine.Config{Seats: 5}, 1)
	assert.Error(t, err)
	_, _, err = Rules{}.New(engine.Config{Seats: 2, Options: map[string]string{OptMode: "sudden"}}, 1)
	assert.Error(t, err)
}

// DOS-6.2: the hands left at the end of a round are shown to everyone for
// scoring: the round's event lists them, and every seat's view keeps them
// (with their points) until the next round ends.
func TestHandsShownForScoring(t *testing.T) {
	s := pos(t, turn3+"draw=y9.y8.g6 disc=? cen=r7,b5 | 0/0 w2.y1.y3 pen=- - | 0/0 b5 pen=- - | 0/0 g#.y10 pen=- -")
	var ended RoundEnded
	for _, a := range s.Legal(1) {
		if ActionString(a) != "1:match b5>1" {
			continue
		}
		evs, err := s.Apply(a)
		require.NoError(t, err)
		for _, ev := range evs {
			if e, ok := ev.(RoundEnded); ok {
				ended = e
			}
		}
	}
	want := [][]Card{{NumberCard(Yellow, 1), NumberCard(Yellow, 3), WildDOS}, nil, {WildNumber(Green), NumberCard(Yellow, 10)}}
	require.Len(t, ended.Hands, 3)
	for i, h := range want {
		assert.ElementsMatch(t, h, ended.Hands[i], "seat %d's hand shown", i)
		points := 0
		for _, c := range ended.Hands[i] {
			points += c.Points()
		}
		assert.Equal(t, ended.Points[i], points, "seat %d's points are its cards'", i)
	}
	for viewer := engine.NoSeat; viewer < 3; viewer++ {
		assert.Equal(t, ended, ended.For(viewer), "everyone sees the hands")
		v := s.View(viewer).(*View)
		for i, h := range want {
			assert.ElementsMatch(t, h, v.Players[i].LastHand, "viewer %d, seat %d", viewer, i)
		}
	}
	back, err := Parse(s.Notation(), 1)
	require.NoError(t, err)
	assert.Equal(t, s.View(0), back.View(0), "the shown hands survive the notation")
}
