package flip7

import (
	"errors"
	"reflect"
	"testing"

	"cardtable/engine"
)

// Tests per rule of rules/flip7.md; each names its rule id. Positions are in
// the notation of notation.go: the deck is listed bottom to top, so the LAST
// card listed is drawn first; "disc=?" (see pos) fills the discard pile.

// F7-1: 94 cards — one 0, n copies of n, six modifiers, nine action cards.
func TestComposition(t *testing.T) {
	var total, numbers, modifiers, actions int
	for k := 0; k < NumKinds; k++ {
		c := Card(k)
		n := int(Composition[k])
		total += n
		switch {
		case c.IsNumber():
			numbers += n
			want := k
			if k == 0 {
				want = 1
			}
			if n != want {
				t.Errorf("%d copies of %s, want %d", n, c, want)
			}
		case c.IsModifier():
			modifiers += n
			if n != 1 {
				t.Errorf("%d copies of %s, want 1", n, c)
			}
		case c.IsAction():
			actions += n
			if n != 3 {
				t.Errorf("%d copies of %s, want 3", n, c)
			}
		}
		if back, ok := ParseCard(c.String()); !ok || back != c {
			t.Errorf("card code %q does not parse back", c)
		}
	}
	if total != DeckSize || numbers != 79 || modifiers != 6 || actions != 9 {
		t.Fatalf("deck %d = %d numbers + %d modifiers + %d actions", total, numbers, modifiers, actions)
	}
	// F7-1: a fresh match holds exactly this deck, between deck and table.
	s, err := NewMatch(engine.Config{Seats: 5}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	if got := Card(99).String(); got != "?" {
		t.Errorf("out-of-range card prints %q", got)
	}
}

// F7-2: 1 (solo practice) to 8 seats; the winning total is an option.
func TestSeatsAndConfig(t *testing.T) {
	for _, n := range []int{0, -1, 9} {
		if _, _, err := (Rules{}).New(engine.Config{Seats: n}, 1); err == nil {
			t.Errorf("%d seats accepted", n)
		}
	}
	for n := 1; n <= MaxSeats; n++ {
		st, _, err := (Rules{}).New(engine.Config{Seats: n}, uint64(n))
		if err != nil {
			t.Fatalf("%d seats: %v", n, err)
		}
		if got := st.(*State).Seats(); got != n {
			t.Fatalf("Seats() = %d, want %d", got, n)
		}
	}
	for _, v := range []string{"abc", "0", "-5"} {
		if _, err := NewMatch(engine.Config{Seats: 2, Options: map[string]string{"target": v}}, 1); err == nil {
			t.Errorf("target %q accepted", v)
		}
	}
	s, err := NewMatch(engine.Config{Seats: 2, Options: map[string]string{"target": "50"}}, 1)
	if err != nil || s.target != 50 {
		t.Fatalf("target 50: %v, %d", err, s.target)
	}
	d := (Rules{}).Describe()
	if lo, hi, _ := d.SeatRange(nil); lo != 2 || hi != 8 {
		t.Fatalf("SeatRange() = %d, %d", lo, hi)
	}
	if lo, hi, _ := d.SeatRange(map[string]string{OptSolo: "on"}); lo != 1 || hi != 1 {
		t.Fatalf("solo SeatRange() = %d, %d", lo, hi)
	}
	if _, _, err := (Rules{}).New(engine.Config{Seats: 3, Options: map[string]string{OptSolo: "on"}}, 1); err == nil {
		t.Fatal("solo with 3 seats accepted")
	}
}

// F7-3.1, F7-6.3: the next dealer is the player on the left; the deal starts
// on their left and ends with them; the remaining deck carries over.
func TestDealOrderAndDeckPersists(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=0 c=2 ph=turn act=2 deck=2.3.11.10.9 disc=? | s 0/0 5 | s 0/0 6 | a 0/0 7 | stack=-")
	discBefore := s.discard
	wantEvents(t, do(t, s, "2:stay"),
		"2 stays with 7",
		"round 1 ends scores [5 6 7] totals [5 6 7]",
		"round 2 dealer 1",
		"2 takes 9 (deal)",
		"0 takes 10 (deal)",
		"1 takes 11 (deal)")
	// F7-4.1: the first turn goes to the dealer's left.
	wantHeaderHas(t, s, "r=2", "d=1", "ph=turn", "act=2", "deck=2.3")
	wantSeat(t, s, 0, "a 5/5 10")
	wantSeat(t, s, 1, "a 6/6 11")
	wantSeat(t, s, 2, "a 7/7 9")
	// F7-6.3: used cards went to the discard pile, nothing was shuffled back.
	for _, c := range []Card{5, 6, 7} {
		if s.discard[c] != discBefore[c]+1 {
			t.Errorf("discard holds %d × %s, want %d", s.discard[c], c, discBefore[c]+1)
		}
	}
}

// F7-3.2, F7-3.3, F7-5.1, F7-4.2: a Freeze dealt is resolved at once, by the
// player who got it, among all active players; the frozen player is then
// skipped by the deal and scores 0 with no number; a player with no card
// may only Hit.
func TestFreezeDuringDeal(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=0 c=2 ph=turn act=2 deck=2.3.11.10.FR disc=? | s 0/0 5 | s 0/0 6 | a 0/0 7 | stack=-")
	wantEvents(t, do(t, s, "2:stay"),
		"2 stays with 7",
		"round 1 ends scores [5 6 7] totals [5 6 7]",
		"round 2 dealer 1",
		"2 takes FR (deal)")
	wantHeaderHas(t, s, "ph=target", "act=2")
	if got := seat(s, 3); got != "stack=deal:0:2,ch:2:FR" {
		t.Fatalf("stack %q", got)
	}
	wantLegal(t, s, "2:FR>0", "2:FR>1", "2:FR>2")
	wantEvents(t, do(t, s, "2:FR>0"),
		"2 gives FR to 0",
		"0 frozen with 0",
		"1 takes 10 (deal)")
	wantSeat(t, s, 0, "f 5/5 FR")
	wantSeat(t, s, 1, "a 6/6 10")
	wantSeat(t, s, 2, "a 7/7 -")
	wantHeaderHas(t, s, "ph=turn", "act=2", "deck=2.3.11")
	// F7-4.2: seat 2 has no card: Hit is the only legal action.
	wantLegal(t, s, "2:hit")
	wantIllegal(t, s, engine.Action{By: 2, Kind: KindStay, Target: engine.NoSeat})
	do(t, s, "2:hit")
	do(t, s, "1:stay")
	// F7-5.1: frozen with no number card scores 0.
	evs := do(t, s, "2:stay")
	wantEvents(t, evs[:2], "2 stays with 11", "round 2 ends scores [0 10 11] totals [5 16 18]")
}

// F7-3.2, F7-3.3, F7-5.2: a Flip Three dealt is played at once; its target,
// not yet dealt, takes 3 cards and still gets their dealt card.
func TestFlipThreeDuringDeal(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=0 c=2 ph=turn act=2 deck=2.9.8.6.5.4.F3 disc=? | s 0/0 5 | s 0/0 6 | a 0/0 7 | stack=-")
	evs := do(t, s, "2:stay")
	wantEvents(t, evs[3:], "2 takes F3 (deal)")
	wantLegal(t, s, "2:F3>0", "2:F3>1", "2:F3>2")
	wantEvents(t, do(t, s, "2:F3>0"),
		"2 gives F3 to 0",
		"0 takes 4 (flip3)",
		"0 takes 5 (flip3)",
		"0 takes 6 (flip3)",
		"0 takes 8 (deal)",
		"1 takes 9 (deal)")
	wantSeat(t, s, 0, "a 5/5 F3.4.5.6.8")
	wantSeat(t, s, 1, "a 6/6 9")
	wantSeat(t, s, 2, "a 7/7 -")
	wantLegal(t, s, "2:hit")
}

// F7-3.3, F7-5.2: a Flip Three stops at a bust, and the bust player is
// skipped by the rest of the deal.
func TestBustDuringDealIsSkipped(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=0 c=2 ph=turn act=2 deck=2.9.8.4.4.F3 disc=? | s 0/0 5 | s 0/0 6 | a 0/0 7 | stack=-")
	do(t, s, "2:stay")
	wantEvents(t, do(t, s, "2:F3>0"),
		"2 gives F3 to 0",
		"0 takes 4 (flip3)",
		"0 takes 4 (flip3)",
		"0 busts on 4",
		"1 takes 8 (deal)")
	wantSeat(t, s, 0, "b 5/5 F3.4.4")
	wantHeaderHas(t, s, "deck=2.9", "act=2")
}

// F7-4.1: turns go round from the dealer's left among active players only.
func TestTurnOrder(t *testing.T) {
	s := pos(t, "flip7 n=4 t=200 r=1 d=1 c=2 ph=turn act=2 deck=9.8.7.6.5 disc=? | a 0/0 1 | a 0/0 2 | a 0/0 3 | s 0/0 4 | stack=-")
	wantEvents(t, do(t, s, "2:hit"), "2 takes 5 (hit)")
	wantHeaderHas(t, s, "act=0") // seat 3 has stayed
	wantEvents(t, do(t, s, "0:hit"), "0 takes 6 (hit)")
	wantHeaderHas(t, s, "act=1")
	wantEvents(t, do(t, s, "1:stay"), "1 stays with 2")
	wantHeaderHas(t, s, "act=2")
	do(t, s, "2:hit")
	wantHeaderHas(t, s, "act=0")
}

// F7-4.2: any card allows Stay, a lone Second Chance included.
func TestStayWithLoneSecondChance(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=5 disc=? | a 0/0 SC | a 0/0 3 | stack=-")
	wantLegal(t, s, "0:hit", "0:stay")
	wantEvents(t, do(t, s, "0:stay"), "0 stays with 0")
}

// F7-4.3: a new number joins the row; a modifier never busts; a duplicate
// without Second Chance busts and scores 0.
func TestNumberModifierBust(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=1.2.10.11.5.+4.9 disc=? | a 0/0 3.5 | a 0/0 8 | stack=-")
	wantEvents(t, do(t, s, "0:hit"), "0 takes 9 (hit)")
	wantEvents(t, do(t, s, "1:hit"), "1 takes +4 (hit)")
	wantSeat(t, s, 1, "a 0/0 8.+4")
	wantEvents(t, do(t, s, "0:hit"), "0 takes 5 (hit)", "0 busts on 5")
	wantSeat(t, s, 0, "b 0/0 3.5.9.5")
	if got := s.RoundScore(0); got != 0 {
		t.Fatalf("bust round score %d", got)
	}
	wantLegal(t, s, "1:hit", "1:stay") // the bust seat is out of the round
	wantEvents(t, do(t, s, "1:stay"),
		"1 stays with 12",
		"round 1 ends scores [0 12] totals [0 12]",
		"round 2 dealer 0",
		"1 takes 11 (deal)",
		"0 takes 10 (deal)")
}

// F7-4.3, F7-6.2: modifiers do not count toward Flip 7; the 7th distinct
// number ends the round at once for everyone, +15 only for its maker;
// players still active bank their points too.
func TestFlipSeven(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=7.8.10.12.11.+8 disc=? | a 0/0 1.2.3.4.5.6.+2 | s 0/0 10 | a 0/0 9.x2 | stack=-")
	wantEvents(t, do(t, s, "0:hit"), "0 takes +8 (hit)")
	wantSeat(t, s, 0, "a 0/0 1.2.3.4.5.6.+2.+8")
	wantEvents(t, do(t, s, "2:hit"), "2 takes 11 (hit)")
	if got := s.RoundScore(0); got != 31 {
		t.Fatalf("round score before Flip 7 %d, want 31", got)
	}
	wantEvents(t, do(t, s, "0:hit"),
		"0 takes 12 (hit)",
		"0 flip 7",
		"round 1 ends scores [58 10 40] totals [58 10 40]",
		"round 2 dealer 0",
		"1 takes 10 (deal)",
		"2 takes 8 (deal)",
		"0 takes 7 (deal)")
}

// F7-4.3, F7-5.1: an action card taken goes to an active player of the
// taker's choice (themselves included, never a stayed player); a frozen
// player banks their points.
func TestActionCardOnHit(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=2.3.7.FR disc=? | a 0/0 4 | a 0/0 5 | s 0/0 6 | stack=-")
	wantEvents(t, do(t, s, "0:hit"), "0 takes FR (hit)")
	wantLegal(t, s, "0:FR>0", "0:FR>1")
	wantIllegal(t, s, engine.Action{By: 0, Kind: KindTarget, Target: 2, Card: int16(Freeze)})
	wantEvents(t, do(t, s, "0:FR>1"), "0 gives FR to 1", "1 frozen with 5")
	wantSeat(t, s, 1, "f 0/0 5.FR")
	wantLegal(t, s, "0:hit", "0:stay")
	wantEvents(t, do(t, s, "0:stay"),
		"0 stays with 4",
		"round 1 ends scores [4 5 6] totals [4 5 6]",
		"round 2 dealer 0",
		"1 takes 7 (deal)",
		"2 takes 3 (deal)",
		"0 takes 2 (deal)")
}

// F7-4.3: the only active player must take the action card: no decision.
func TestActionCardForcedOnSelf(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=1.3.2.FR disc=? | a 0/0 4 | s 0/0 5 | stack=-")
	wantEvents(t, do(t, s, "0:hit"),
		"0 takes FR (hit)",
		"0 gives FR to 0",
		"0 frozen with 4",
		"round 1 ends scores [4 5] totals [4 5]",
		"round 2 dealer 0",
		"1 takes 2 (deal)",
		"0 takes 3 (deal)")
}

// F7-5.2: Flip Three makes its target take 3 cards one at a time, every
// kind counting toward the 3.
func TestFlipThreeTakesThree(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.9.SC.+4.F3 disc=? | a 0/0 6 | a 0/0 5 | stack=-")
	wantEvents(t, do(t, s, "0:hit"), "0 takes F3 (hit)")
	wantLegal(t, s, "0:F3>0", "0:F3>1")
	wantEvents(t, do(t, s, "0:F3>1"),
		"0 gives F3 to 1",
		"1 takes +4 (flip3)",
		"1 takes SC (flip3)",
		"1 takes 9 (flip3)")
	wantSeat(t, s, 1, "a 0/0 5.F3.+4.SC.9")
	wantHeaderHas(t, s, "ph=turn", "act=1", "deck=2")
}

// F7-5.2: a bust stops the Flip Three; a Freeze held during it is discarded.
func TestFlipThreeStopsOnBust(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=3.2.9.5.FR.F3 disc=? | a 0/0 5 | s 0/0 7 | stack=-")
	wantEvents(t, do(t, s, "0:hit"),
		"0 takes F3 (hit)",
		"0 gives F3 to 0",
		"0 takes FR (flip3)",
		"0 takes 5 (flip3)",
		"0 busts on 5",
		"0 discards FR",
		"round 1 ends scores [0 7] totals [0 7]",
		"round 2 dealer 0",
		"1 takes 9 (deal)",
		"0 takes 2 (deal)")
}

// F7-5.2, F7-6.1: a Flip 7 stops the Flip Three at once (the 3rd card is
// not taken) and ends the round.
func TestFlipThreeStopsOnFlipSeven(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.8.9.7.6.F3 disc=? | a 0/0 1.2.3.4.5 | a 0/0 10 | stack=-")
	do(t, s, "0:hit")
	wantEvents(t, do(t, s, "0:F3>0"),
		"0 gives F3 to 0",
		"0 takes 6 (flip3)",
		"0 takes 7 (flip3)",
		"0 flip 7",
		"round 1 ends scores [43 10] totals [43 10]",
		"round 2 dealer 0",
		"1 takes 9 (deal)",
		"0 takes 8 (deal)")
}

// F7-5.2, F7-6.1: cards held by a Flip Three that ends in a Flip 7 are
// discarded unplayed.
func TestFlipThreeHeldDiscardedOnFlipSeven(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.8.9.7.6.FR.F3 disc=? | a 0/0 1.2.3.4.5 | a 0/0 10 | stack=-")
	frozen := s.discard[Freeze]
	do(t, s, "0:hit")
	wantEvents(t, do(t, s, "0:F3>0"),
		"0 gives F3 to 0",
		"0 takes FR (flip3)",
		"0 takes 6 (flip3)",
		"0 takes 7 (flip3)",
		"0 flip 7",
		"round 1 ends scores [43 10] totals [43 10]",
		"round 2 dealer 0",
		"1 takes 9 (deal)",
		"0 takes 8 (deal)")
	if s.discard[Freeze] != frozen+1 {
		t.Fatalf("held Freeze not discarded: %d, was %d", s.discard[Freeze], frozen)
	}
}

// F7-5.2, F7-5.3: a Second Chance revealed during a Flip Three is resolved
// at once, so it can save the very next card of the same Flip Three.
func TestFlipThreeSecondChanceAtOnce(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.9.5.SC.F3 disc=? | a 0/0 5 | s 0/0 7 | stack=-")
	wantEvents(t, do(t, s, "0:hit"),
		"0 takes F3 (hit)",
		"0 gives F3 to 0",
		"0 takes SC (flip3)",
		"0 takes 5 (flip3)",
		"0 second chance saves from 5",
		"0 takes 9 (flip3)")
	wantSeat(t, s, 0, "a 0/0 5.F3.9")
}

// F7-5.2, F7-5.3: a spare Second Chance revealed during a Flip Three is
// given away before the next card, by the Flip Three's target.
func TestFlipThreeSpareSecondChance(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=2.9.8.SC.F3 disc=? | a 0/0 5.SC | a 0/0 6 | a 0/0 7 | stack=-")
	do(t, s, "0:hit")
	wantEvents(t, do(t, s, "0:F3>0"), "0 gives F3 to 0", "0 takes SC (flip3)")
	if got := seat(s, 3); got != "stack=f3:0:2:-,ch:0:SC" {
		t.Fatalf("stack %q", got)
	}
	wantLegal(t, s, "0:SC>1", "0:SC>2")
	wantEvents(t, do(t, s, "0:SC>2"),
		"0 gives SC to 2",
		"0 takes 8 (flip3)",
		"0 takes 9 (flip3)")
	wantSeat(t, s, 0, "a 0/0 5.SC.F3.8.9")
	wantSeat(t, s, 2, "a 0/0 7.SC")
}

// F7-5.2: Freeze and Flip Three revealed during a Flip Three are held until
// its 3 cards are taken, then played in order by its target.
func TestFlipThreeHeldActions(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=2.12.11.10.F3.4.FR.F3 disc=? | a 0/0 6 | a 0/0 5 | a 0/0 7 | stack=-")
	do(t, s, "0:hit")
	wantLegal(t, s, "0:F3>0", "0:F3>1", "0:F3>2")
	wantEvents(t, do(t, s, "0:F3>1"),
		"0 gives F3 to 1",
		"1 takes FR (flip3)",
		"1 takes 4 (flip3)",
		"1 takes F3 (flip3)")
	if got := seat(s, 3); got != "stack=ch:1:F3,ch:1:FR" {
		t.Fatalf("stack %q", got)
	}
	wantLegal(t, s, "1:FR>0", "1:FR>1", "1:FR>2")
	wantEvents(t, do(t, s, "1:FR>2"), "1 gives FR to 2", "2 frozen with 7")
	wantLegal(t, s, "1:F3>0", "1:F3>1")
	wantEvents(t, do(t, s, "1:F3>0"),
		"1 gives F3 to 0",
		"0 takes 10 (flip3)",
		"0 takes 11 (flip3)",
		"0 takes 12 (flip3)")
	wantSeat(t, s, 0, "a 0/0 6.F3.10.11.12")
	wantSeat(t, s, 1, "a 0/0 5.F3.4")
	wantSeat(t, s, 2, "f 0/0 7.FR")
	wantHeaderHas(t, s, "ph=turn", "act=1")
}

// F7-5.3, F7-4.3: a Second Chance is spent on a duplicate: both cards are
// discarded, the player stays in, and no replacement card is drawn.
func TestSecondChanceUsed(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.5.8.5 disc=? | a 0/0 5.SC | a 0/0 9 | stack=-")
	sc, five := s.discard[SecondChance], s.discard[5]
	wantEvents(t, do(t, s, "0:hit"), "0 takes 5 (hit)", "0 second chance saves from 5")
	wantSeat(t, s, 0, "a 0/0 5")
	wantHeaderHas(t, s, "act=1", "deck=2.5.8")
	if s.discard[SecondChance] != sc+1 || s.discard[5] != five+1 {
		t.Fatal("Second Chance and duplicate not discarded")
	}
	// Without it the next duplicate busts.
	do(t, s, "1:hit")
	wantEvents(t, do(t, s, "0:hit"), "0 takes 5 (hit)", "0 busts on 5")
}

// F7-5.3: a second Second Chance goes to an active player without one, by
// choice when there are several.
func TestSpareSecondChanceChoice(t *testing.T) {
	s := pos(t, "flip7 n=4 t=200 r=1 d=3 c=0 ph=turn act=0 deck=2.SC disc=? | a 0/0 5.SC | a 0/0 6 | a 0/0 7 | s 0/0 8 | stack=-")
	wantEvents(t, do(t, s, "0:hit"), "0 takes SC (hit)")
	wantLegal(t, s, "0:SC>1", "0:SC>2")
	wantEvents(t, do(t, s, "0:SC>1"), "0 gives SC to 1")
	wantSeat(t, s, 0, "a 0/0 5.SC")
	wantSeat(t, s, 1, "a 0/0 6.SC")
}

// F7-5.3: forced when only one active player lacks one.
func TestSpareSecondChanceForced(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=2.SC disc=? | a 0/0 5.SC | a 0/0 6.SC | a 0/0 7 | stack=-")
	wantEvents(t, do(t, s, "0:hit"), "0 takes SC (hit)", "0 gives SC to 2")
	wantSeat(t, s, 2, "a 0/0 7.SC")
	wantHeaderHas(t, s, "ph=turn", "act=1")
}

// F7-5.3: discarded when every other active player has one (stayed players
// do not count).
func TestSpareSecondChanceDiscarded(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=2.SC disc=? | a 0/0 5.SC | a 0/0 6.SC | s 0/0 7 | stack=-")
	wantEvents(t, do(t, s, "0:hit"), "0 takes SC (hit)", "0 discards SC")
	wantSeat(t, s, 0, "a 0/0 5.SC")
	wantSeat(t, s, 2, "s 0/0 7")
}

// F7-5.3, F7-6.3: every Second Chance is discarded at round end, used or not.
func TestSecondChanceDiscardedAtRoundEnd(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=1 ph=turn act=1 deck=3.4 disc=? | s 0/0 5.SC | a 0/0 6.SC | stack=-")
	if s.discard[SecondChance] != 1 {
		t.Fatalf("setup: %d Second Chances discarded", s.discard[SecondChance])
	}
	do(t, s, "1:stay")
	if s.discard[SecondChance] != 3 {
		t.Fatalf("%d Second Chances discarded after the round, want 3", s.discard[SecondChance])
	}
	for i := 0; i < 2; i++ {
		if s.players[i].second {
			t.Fatalf("seat %d still holds a Second Chance", i)
		}
	}
	wantSeat(t, s, 0, "a 5/5 3")
	wantSeat(t, s, 1, "a 6/6 4")
}

// F7-6.1: the round ends when no player is active.
func TestRoundEndsWhenNobodyActive(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=4 d=0 c=1 ph=turn act=1 deck=3.4.5 disc=? | b 10/0 7.7 | a 20/0 9 | f 30/0 2.FR | stack=-")
	wantEvents(t, do(t, s, "1:stay"),
		"1 stays with 9",
		"round 4 ends scores [0 9 2] totals [10 29 32]",
		"round 5 dealer 1",
		"2 takes 5 (deal)",
		"0 takes 4 (deal)",
		"1 takes 3 (deal)")
	wantSeat(t, s, 0, "a 10/0 4")
}

// F7-6.2: scoring, including the rulebook's worked example.
func TestScoring(t *testing.T) {
	cases := []struct {
		row   string
		flip7 bool
		want  int
	}{
		{"11.5.12.+4", false, 32}, // worked example
		{"3.5.x2.+4", false, 20},  // ×2 doubles numbers only: 8×2 + 4
		{"x2", false, 0},          // ×2 alone
		{"x2.+6", false, 6},       // Decision: ×2 does not double modifiers
		{"+4.+10", false, 14},     // modifiers score without numbers
		{"0", false, 0},
		{"SC.FR", false, 0},
		{"1.2.3.4.5.6.7", true, 43},
		{"1.2.3.4.5.6.7.x2.+10", true, 81},
	}
	for _, c := range cases {
		row, err := parseCards(c.row)
		if err != nil {
			t.Fatal(err)
		}
		if got := ScoreRow(row, c.flip7); got != c.want {
			t.Errorf("%s (flip 7 %v) scores %d, want %d", c.row, c.flip7, got, c.want)
		}
	}
	// The worked example through a real Stay.
	s := pos(t, "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.3.8 disc=? | a 0/0 11.5.12.+4 | a 0/0 9 | stack=-")
	wantEvents(t, do(t, s, "0:stay"), "0 stays with 32")
}

// F7-6.4: an empty deck is rebuilt from the discard pile when a card is
// needed; cards in front of players, bust ones included, stay put.
func TestReshuffleMidRound(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=4 disc=? | a 0/0 5.6 | a 0/0 8 | b 0/0 7.7 | stack=-")
	wantEvents(t, do(t, s, "0:hit"), "0 takes 4 (hit)")
	if s.deckLen != 0 {
		t.Fatal("deck not empty")
	}
	evs := do(t, s, "1:hit")
	if evs[0] != "reshuffle 88" {
		t.Fatalf("events %v, want a reshuffle of the 88 discarded cards", evs)
	}
	wantSeat(t, s, 0, "a 0/0 5.6.4")
	wantSeat(t, s, 2, "b 0/0 7.7")
	if s.deckLen != 87 {
		t.Fatalf("deck of %d after reshuffle and one draw, want 87", s.deckLen)
	}
	var empty [NumKinds]uint8
	if s.discard != empty {
		t.Fatal("discard pile not emptied by the reshuffle")
	}
}

// F7-6.5: the match ends after a round where someone reaches the target;
// the highest total wins.
func TestMatchEnd(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=9 d=0 c=1 ph=turn act=1 deck=2.3 disc=? | s 190/12 10 | a 200/20 10 | s 100/0 5 | stack=-")
	wantEvents(t, do(t, s, "1:stay"),
		"1 stays with 10",
		"round 9 ends scores [10 10 5] totals [200 210 105]",
		"match ends winners [1] totals [200 210 105] rounds 9")
	o, over := s.Outcome()
	if !over || !reflect.DeepEqual(o.Winners, []engine.Seat{1}) || o.Rounds != 9 ||
		!reflect.DeepEqual(o.Scores, []int{200, 210, 105}) {
		t.Fatalf("outcome %+v, %v", o, over)
	}
	if len(s.ToAct()) != 0 || len(s.Legal(0)) != 0 || len(s.Legal(1)) != 0 {
		t.Fatal("someone may act after the match ended")
	}
	wantIllegal(t, s, engine.Action{By: 1, Kind: KindHit, Target: engine.NoSeat})
	back, err := Parse(s.Notation(), 1)
	if err != nil || back.Notation() != s.Notation() {
		t.Fatalf("finished match does not round-trip: %v", err)
	}
}

// F7-6.5: below the target the match goes on.
func TestMatchGoesOnBelowTarget(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=9 d=0 c=1 ph=turn act=1 deck=2.3 disc=? | s 180/12 10 | a 150/20 9 | stack=-")
	do(t, s, "1:stay")
	if _, over := s.Outcome(); over {
		t.Fatal("match over at 190")
	}
	wantHeaderHas(t, s, "r=10", "d=1")
}

// F7-6.5 Decision: a tie at the top plays on with everyone until one leads.
func TestTieAtTopPlaysOn(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=9 d=0 c=1 ph=turn act=1 deck=2.6.4.3 disc=? | s 190/0 10 | a 191/0 9 | s 50/0 5 | stack=-")
	wantEvents(t, do(t, s, "1:stay"),
		"1 stays with 9",
		"round 9 ends scores [10 9 5] totals [200 200 55]",
		"round 10 dealer 1",
		"2 takes 3 (deal)",
		"0 takes 4 (deal)",
		"1 takes 6 (deal)")
	if _, over := s.Outcome(); over {
		t.Fatal("match ended on a tie at the top")
	}
	do(t, s, "2:stay")
	do(t, s, "0:stay")
	evs := do(t, s, "1:stay")
	wantEvents(t, evs[len(evs)-2:],
		"round 10 ends scores [4 6 3] totals [204 206 58]",
		"match ends winners [1] totals [204 206 58] rounds 10")
}

// F7-2, F7-6.5: solo practice plays rounds until the target; Outcome.Rounds
// counts them.
func TestSolo(t *testing.T) {
	s := pos(t, "flip7 n=1 t=200 r=7 d=0 c=0 ph=turn act=0 deck=2 disc=? | a 195/30 10 | stack=-")
	wantEvents(t, do(t, s, "0:stay"),
		"0 stays with 10",
		"round 7 ends scores [10] totals [205]",
		"match ends winners [0] totals [205] rounds 7")

	for seed := uint64(1); seed <= 20; seed++ {
		st, _, err := (Rules{}).New(engine.Config{Seats: 1}, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rounds := 0
		for steps := 0; ; steps++ {
			if _, over := s.Outcome(); over {
				break
			}
			if steps > 10_000 {
				t.Fatal("solo match does not end")
			}
			// Stay at 25 points, else hit; action cards go to the only seat.
			legal := s.Legal(0)
			a := legal[0]
			if s.phase == PhaseTurn && s.RoundScore(0) >= 25 {
				a = legal[1]
			}
			evs, err := s.Apply(a)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				if _, ok := e.(RoundStarted); ok {
					rounds++
				}
			}
		}
		o, _ := s.Outcome()
		if o.Rounds != rounds+1 || o.Scores[0] < 200 || !reflect.DeepEqual(o.Winners, []engine.Seat{0}) {
			t.Fatalf("seed %d: outcome %+v after %d rounds", seed, o, rounds+1)
		}
	}
}

// Legal is the only source of legality: anything else is refused with
// ErrIllegal and changes nothing.
func TestIllegalActionsRejected(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=2.FR disc=? | a 0/0 4 | a 0/0 5 | s 0/0 6 | stack=-")
	for _, a := range []engine.Action{
		{By: 1, Kind: KindHit, Target: engine.NoSeat},             // not their turn
		{By: 0, Kind: 0, Target: engine.NoSeat},                   // no such kind
		{By: 0, Kind: KindTarget, Target: 1, Card: int16(Freeze)}, // no card waits
		{By: 0, Kind: KindHit, Target: 1},                         // stray field
		{By: 0, Kind: KindHit, Target: engine.NoSeat, Card: 3},    // stray field
		{By: 9, Kind: KindHit, Target: engine.NoSeat},             // no such seat
		{By: -1, Kind: KindHit, Target: engine.NoSeat},
	} {
		wantIllegal(t, s, a)
	}
	do(t, s, "0:hit") // takes the Freeze
	for _, a := range []engine.Action{
		{By: 0, Kind: KindHit, Target: engine.NoSeat},                    // a target is awaited
		{By: 0, Kind: KindStay, Target: engine.NoSeat},                   //
		{By: 0, Kind: KindTarget, Target: 2, Card: int16(Freeze)},        // stayed seat
		{By: 0, Kind: KindTarget, Target: 7, Card: int16(Freeze)},        // no such seat
		{By: 0, Kind: KindTarget, Target: 1, Card: int16(FlipThree)},     // wrong card
		{By: 1, Kind: KindTarget, Target: 1, Card: int16(Freeze)},        // not the chooser
		{By: 0, Kind: KindTarget, Target: engine.NoSeat, Card: int16(9)}, //
	} {
		wantIllegal(t, s, a)
	}
	_, err := s.Apply(engine.Action{By: 0, Kind: KindStay, Target: engine.NoSeat})
	if err == nil || !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("err %v", err)
	}
}

// F7-7: everything is public but the deck order: the view gives the deck's
// composition, every row and the discard pile, the same for every seat.
func TestViewIsPublic(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=2 ph=target act=0 deck=2.5.5.x2 disc=? | a 10/3 4.SC | a 0/0 5.+4 | s 0/0 6 | stack=ch:0:FR")
	v := s.View(1).(*View)
	if v.Viewer() != 1 || v.Phase != PhaseTarget || v.ToAct != 0 || v.Pending != Freeze {
		t.Fatalf("view header %+v", v)
	}
	if v.DeckLen != 4 || v.DeckCounts[5] != 2 || v.DeckCounts[2] != 1 || v.DeckCounts[Times2] != 1 {
		t.Fatalf("deck counts %v", v.DeckCounts)
	}
	if v.Discard != s.discard {
		t.Fatal("discard differs")
	}
	p := v.Players[0]
	if !reflect.DeepEqual(p.Row, []Card{4, SecondChance}) || !p.SecondChance || p.RoundScore != 4 ||
		p.Total != 10 || p.LastRound != 3 || p.Numbers != 1<<4 {
		t.Fatalf("player view %+v", p)
	}
	if got := v.Active(); !reflect.DeepEqual(got, []engine.Seat{0, 1}) {
		t.Fatalf("active %v", got)
	}
	for viewer := engine.Seat(0); viewer < 3; viewer++ {
		w := s.View(viewer).(*View)
		w.Seat = 1
		if !reflect.DeepEqual(v, w) {
			t.Fatalf("seat %d sees another table", viewer)
		}
	}
	// A view rebuilds a state with the same public position.
	d, err := (Rules{}).Determinize(v, &s.rng)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(d.View(1), s.View(1)) {
		t.Fatal("determinized state shows another view")
	}
}
