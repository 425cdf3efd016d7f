package dos

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Wild cards (DOS-4): one decision per wild, hand cards first, then the
// Centre card; only values consistent with the match are offered, and a
// wild with one such value is set without a decision.
func TestWilds(t *testing.T) {
	const hand = "| 0/0 y1.y3 pen=- - | 0/0 %s pen=- - | 0/0 y4.y5 pen=- -"
	colours := []string{"1:colour blue", "1:colour green", "1:colour red", "1:colour yellow"}
	runRules(t, []ruleCase{
		// DOS-4.1: a Wild DOS in hand is a 2 of the colour chosen; in the
		// Centre Row its matcher chooses its colour. Same colours: bonus.
		{name: "Wild DOS on Wild DOS, same colour",
			pos:    turn3 + "draw=y9 disc=? cen=w2,b5 | 0/0 y1.y3 pen=- - | 0/0 w2.g1.g9.y9 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match w2>0"},
			events: []string{"1 matches w2 on w2 (centre 0)"},
			legal:  colours,
			header: []string{"ph=choose", "ch=0"},
			then: func(t *testing.T, s *State) {
				do(t, s, "1:colour red")
				wantLegal(t, s, colours...)
				assert.Equal(t, []string{"1 matched centre 0: w2/r@w2/r!s bonus single"}, do(t, s, "1:colour red"))
				assert.Equal(t, uint8(1), s.owed)
			}},
		// DOS-4.4: a player may choose a value that gives up the bonus.
		{name: "Wild DOS on Wild DOS, other colour",
			pos:    turn3 + "draw=y9 disc=? cen=w2,b5 | 0/0 y1.y3 pen=- - | 0/0 w2.g1.g9 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match w2>0", "1:colour red", "1:colour blue"},
			events: []string{"1 matched centre 0: w2/b@w2/r bonus none"},
			header: []string{"ph=turn", "owe=0", "ch=-1"}},
		// DOS-4.3: two cards of different colours on a Wild DOS are never a
		// double colour match, whatever colour the Wild DOS takes.
		{name: "different colours on a Wild DOS: no double colour match",
			pos:   turn3 + "draw=y9 disc=? cen=w2,b5 | 0/0 y1.y3 pen=- - | 0/0 b1.g9.r1 pen=- - | 0/0 y4.y5 pen=- -",
			acts:  []string{"1:match b1+r1>0"},
			legal: colours,
			then: func(t *testing.T, s *State) {
				for _, col := range colours {
					c := s.clone()
					evs := do(t, c, col)
					assert.Contains(t, evs[0], "bonus none", col)
					assert.Zero(t, c.owed, col)
					assert.Equal(t, uint8(2), c.seats[0].size, "%s: nobody draws", col)
				}
			}},
		{name: "same colours on a Wild DOS of that colour",
			pos:    turn3 + "draw=y9.y8.y7 disc=? cen=w2,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.r1*2 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match r1+r1>0", "1:colour red"},
			events: []string{"1 matched centre 0: w2/r@r1+r1!d bonus double", "2 takes y7 (bonus)", "0 takes y8 (bonus)"}},
		// DOS-4.1: a Wild DOS in a double counts 2, and its colour can make
		// the colour match.
		{name: "Wild DOS in a double",
			pos:    turn3 + "draw=y9.y8.y7 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 w2.g9.r5 pen=- - | 0/0 y4.y5 pen=- -",
			offers: []string{"1:match w2+r5>0", "1:match r5>1", "1:draw"},
			acts:   []string{"1:match w2+r5>0", "1:colour red"},
			events: []string{"1 matched centre 0: r7@w2/r+r5!d bonus double", "2 takes y7 (bonus)", "0 takes y8 (bonus)"}},
		// DOS-4.2: a Wild # in hand keeps its colour; its number is forced
		// by a single match, so no decision is asked.
		{name: "Wild # single: number forced",
			pos:    turn3 + "draw=y9 disc=? cen=r7,b5 | 0/0 y1.y3 pen=- - | 0/0 g9.r# pen=- - | 0/0 y4.y5 pen=- -",
			offers: []string{"1:match r#>0", "1:match r#>1", "1:draw"},
			acts:   []string{"1:match r#>0"},
			events: []string{"1 matches r# on r7 (centre 0)", "1 matched centre 0: r7@r#/7!s bonus single"},
			header: []string{"ph=turn", "owe=1"}},
		// DOS-4.4: a Wild # beside a number in a double is forced too.
		{name: "Wild # in a double: number forced",
			pos:    turn3 + "draw=y9 disc=? cen=b7,b5 | 0/0 y1.y3 pen=- - | 0/0 g3.g9.r# pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match g3+r#>0"},
			events: []string{"1 matches g3+r# on b7 (centre 0)", "1 matched centre 0: b7@g3+r#/4 bonus none"}},
		// DOS-4.4: two Wild # on a 7: the first takes 1–6, the second is
		// then forced.
		{name: "two Wild # in a double",
			pos:   turn3 + "draw=y9 disc=? cen=b7,y10 | 0/0 y1.y3 pen=- - | 0/0 b#.r#.y9 pen=- - | 0/0 y4.y5 pen=- -",
			acts:  []string{"1:match b#+r#>0"},
			legal: []string{"1:number 1", "1:number 2", "1:number 3", "1:number 4", "1:number 5", "1:number 6"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, []string{"1 matched centre 0: b7@b#/2+r#/5 bonus none"}, do(t, s, "1:number 2"))
			}},
		// DOS-4.5: a double on a Centre Wild # takes its number from the sum
		// (2–10), and the bonus compares with its printed colour.
		{name: "double on a Centre Wild #",
			pos:    turn3 + "draw=y9.y8.y7 disc=? cen=b#,g10 | 0/0 y1.y3 pen=- - | 0/0 b3.b4.r9 pen=- - | 0/0 y4.y5 pen=- -",
			offers: []string{"1:match b3>0", "1:match b4>0", "1:match r9>0", "1:match b3+b4>0", "1:draw"},
			acts:   []string{"1:match b3+b4>0"},
			events: []string{"1 matches b3+b4 on b# (centre 0)", "1 matched centre 0: b#/7@b3+b4!d bonus double", "2 takes y7 (bonus)", "0 takes y8 (bonus)"}},
		{name: "single on a Centre Wild # of another colour",
			pos:    turn3 + "draw=y9 disc=? cen=b#,g10 | 0/0 y1.y3 pen=- - | 0/0 g5.y9 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match g5>0"},
			events: []string{"1 matches g5 on b# (centre 0)", "1 matched centre 0: b#/5@g5 bonus none"}},
		// DOS-4.5, DOS-4.4: a Wild # from hand on a Wild # takes any number,
		// and the Centre one follows.
		{name: "Wild # on Wild #",
			pos:   turn3 + "draw=y9 disc=? cen=b#,g10 | 0/0 y1.y3 pen=- - | 0/0 g#.y9 pen=- - | 0/0 y4.y5 pen=- -",
			acts:  []string{"1:match g#>0"},
			legal: []string{"1:number 1", "1:number 2", "1:number 3", "1:number 4", "1:number 5", "1:number 6", "1:number 7", "1:number 8", "1:number 9", "1:number 10"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, []string{"1 matched centre 0: b#/9@g#/9 bonus none"}, do(t, s, "1:number 9"))
			}},
		// DOS-4.1, DOS-4.2: a Wild DOS on a Wild #: the # becomes 2, the
		// Wild DOS's colour decides the bonus.
		{name: "Wild DOS on a Centre Wild #",
			pos:    turn3 + "draw=y9 disc=? cen=b#,g10 | 0/0 y1.y3 pen=- - | 0/0 w2.y9 pen=- - | 0/0 y4.y5 pen=- -",
			acts:   []string{"1:match w2>0", "1:colour blue"},
			events: []string{"1 matched centre 0: b#/2@w2/b!s bonus single"}},
	})
	_ = hand
	// DOS-4.5: a pair summing over 10 cannot match a Wild #.
	assert.False(t, CanMatch(NumberCard(Red, 9), NumberCard(Red, 3), WildNumber(Blue)))
	assert.True(t, CanMatch(WildNumber(Red), NumberCard(Red, 9), WildNumber(Blue)))
	assert.False(t, CanMatch(WildNumber(Red), NumberCard(Red, 10), WildNumber(Blue)))
	// While a wild waits, nothing else of the turn is legal.
	s := pos(t, turn3+"draw=y9 disc=? cen=w2,b5 | 0/0 y1.y3 pen=- - | 0/0 w2.b5.g1.g9 pen=- - | 0/0 y4.y5 pen=- -")
	do(t, s, "1:match w2>0")
	wantIllegal(t, s, act(1, KindEnd, engine.NoSeat, 0))
	wantIllegal(t, s, act(1, KindMatch, 1, MatchCard(NumberCard(Blue, 5), NoCard)))
	wantIllegal(t, s, act(1, KindNumber, engine.NoSeat, 2))
	wantIllegal(t, s, act(1, KindColour, engine.NoSeat, 5))
	require.Equal(t, PhaseChoose, s.phase)
}

// The bonus a match can earn, as the helpers report it (DOS-3.5, DOS-4.3).
func TestMatchOptions(t *testing.T) {
	s := pos(t, turn3+"draw=y9 disc=? cen=w2,r7,b# | 0/0 y1.y3 pen=- - | 0/0 w2.b1.r1.r3.r4 pen=- - | 0/0 y4.y5 pen=- -")
	v := s.view(1)
	got := map[string]Bonus{}
	for _, m := range v.MatchOptions() {
		got[ActionString(m.Action(1))] = m.Bonus
	}
	assert.Equal(t, BonusSingle, got["1:match w2>0"])
	assert.Equal(t, BonusNone, got["1:match b1+r1>0"], "DOS-4.3")
	assert.Equal(t, BonusDouble, got["1:match r3+r4>1"])
	assert.Equal(t, BonusDouble, got["1:match w2+b1>2"], "a Wild DOS blue, a Wild # of 3")
	assert.Equal(t, BonusNone, got["1:match w2+r1>2"], "red is not the Wild #'s blue")
	// The helper lists what Legal lists.
	var legal []string
	for _, a := range s.Legal(1) {
		if a.Kind == KindMatch {
			legal = append(legal, ActionString(a))
		}
	}
	var listed []string
	for _, m := range v.MatchOptions() {
		listed = append(listed, ActionString(m.Action(1)))
	}
	assert.Equal(t, legal, listed)
}

// BestBonus follows the choices made so far (DOS-4.3, DOS-4.4).
func TestBestBonus(t *testing.T) {
	r1, b1 := NumberCard(Red, 1), NumberCard(Blue, 1)
	p := Pile{Card: WildDOS, Hand: [2]Card{r1, r1}, Matched: true}
	assert.Equal(t, BonusDouble, p.BestBonus())
	p.Values[2] = uint8(Blue)
	assert.Equal(t, BonusNone, p.BestBonus())
	p = Pile{Card: WildDOS, Hand: [2]Card{r1, b1}, Matched: true}
	assert.Equal(t, BonusNone, p.BestBonus(), "DOS-4.3")
	p = Pile{Card: NumberCard(Green, 3), Hand: [2]Card{WildDOS, NumberCard(Green, 1)}, Matched: true}
	assert.Equal(t, BonusDouble, p.BestBonus())
	assert.Equal(t, 0, p.Undecided())
	p.Values[0] = uint8(Green)
	assert.Equal(t, BonusDouble, p.BestBonus())
	assert.Equal(t, -1, p.Undecided())
	assert.Equal(t, BonusDouble, p.bonus())
	assert.Equal(t, BonusNone, Pile{Card: WildDOS}.BestBonus())
}
