package flip7

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Tests per rule of rules/flip7.md; each names its rule id. Positions are in
// the notation of notation.go: the deck is listed bottom to top, so the LAST
// card listed is drawn first; "disc=?" (see pos) fills the discard pile.
// Families of rules are tables of {position, action, events} (ruleCase);
// rules that need a loop or a whole match have their own tests below.

// ruleCase is one rule at work: a position, one action, and exactly the
// events it causes; then, when given, what must hold after it.
type ruleCase struct {
	name   string
	pos    string
	offers []string // the legal actions before act
	act    string
	events []string
	legal  []string       // the legal actions after
	seats  map[int]string // seat sections after ("a 0/0 5.SC")
	header []string       // header fields after ("act=1")
	stack  string         // the stack section after ("stack=ch:0:SC")
	then   func(t *testing.T, before, after *State)
}

func runRules(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := pos(t, c.pos)
			before := s.clone()
			if c.offers != nil {
				wantLegal(t, s, c.offers...)
			}
			wantEvents(t, do(t, s, c.act), c.events...)
			if c.legal != nil {
				wantLegal(t, s, c.legal...)
			}
			for i, want := range c.seats {
				wantSeat(t, s, i, want)
			}
			wantHeaderHas(t, s, c.header...)
			if c.stack != "" {
				require.Equal(t, c.stack, seat(s, int(s.n)), "stack")
			}
			if c.then != nil {
				c.then(t, before, s)
			}
		})
	}
}

// The deal (F7-3).
func TestDeal(t *testing.T) {
	runRules(t, []ruleCase{
		// F7-3.1, F7-6.3: the next dealer is the player on the left; the
		// deal starts on their left and ends with them; the remaining deck
		// carries over. F7-4.1: the first turn goes to the dealer's left.
		{name: "dealer moves left, deck carries over",
			pos: "flip7 n=3 t=200 r=1 d=0 c=2 ph=turn act=2 deck=2.3.11.10.9 disc=? | s 0/0 5 | s 0/0 6 | a 0/0 7 | stack=-",
			act: "2:stay",
			events: []string{"2 stays with 7", "round 1 ends scores [5 6 7] totals [5 6 7]", "round 2 dealer 1",
				"2 takes 9 (deal)", "0 takes 10 (deal)", "1 takes 11 (deal)"},
			header: []string{"r=2", "d=1", "ph=turn", "act=2", "deck=2.3"},
			seats:  map[int]string{0: "a 5/5 10", 1: "a 6/6 11", 2: "a 7/7 9"},
			then: func(t *testing.T, before, after *State) {
				// F7-6.3: used cards went to the discard pile, nothing was
				// shuffled back.
				for _, c := range []Card{5, 6, 7} {
					assert.Equal(t, before.discard[c]+1, after.discard[c], "discarded %s", c)
				}
			}},
		// F7-3.2, F7-3.3, F7-5.1: a Freeze dealt is resolved at once, by the
		// player who got it, among all active players.
		{name: "a Freeze dealt is played at once",
			pos: "flip7 n=3 t=200 r=1 d=0 c=2 ph=turn act=2 deck=2.3.11.10.FR disc=? | s 0/0 5 | s 0/0 6 | a 0/0 7 | stack=-",
			act: "2:stay",
			events: []string{"2 stays with 7", "round 1 ends scores [5 6 7] totals [5 6 7]", "round 2 dealer 1",
				"2 takes FR (deal)"},
			header: []string{"ph=target", "act=2"},
			stack:  "stack=deal:0:2,ch:2:FR",
			legal:  []string{"2:FR>0", "2:FR>1", "2:FR>2"}},
		// F7-3.3, F7-5.1, F7-4.2: the frozen player is skipped by the deal;
		// a player with no card may only Hit.
		{name: "the frozen player is skipped by the deal",
			pos:    "flip7 n=3 t=200 r=2 d=1 c=1 ph=target act=2 deck=2.3.11.10 disc=? | a 5/5 - | a 6/6 - | a 7/7 - | stack=deal:0:2,ch:2:FR",
			act:    "2:FR>0",
			events: []string{"2 gives FR to 0", "0 frozen with 0", "1 takes 10 (deal)"},
			seats:  map[int]string{0: "f 5/5 FR", 1: "a 6/6 10", 2: "a 7/7 -"},
			header: []string{"ph=turn", "act=2", "deck=2.3.11"},
			legal:  []string{"2:hit"},
			then: func(t *testing.T, _, s *State) {
				wantIllegal(t, s, engine.Action{By: 2, Kind: KindStay, Target: engine.NoSeat})
			}},
		// F7-5.1: frozen with no number card scores 0.
		{name: "frozen with no number scores 0",
			pos: "flip7 n=3 t=200 r=2 d=1 c=2 ph=turn act=2 deck=2.3 disc=? | f 5/5 FR | s 6/6 10 | a 7/7 11 | stack=-",
			act: "2:stay",
			events: []string{"2 stays with 11", "round 2 ends scores [0 10 11] totals [5 16 18]", "round 3 dealer 2",
				"0 takes 3 (deal)", "1 takes 2 (deal)", "reshuffle 92", "2 takes 10 (deal)"}},
		// F7-3.2, F7-3.3, F7-5.2: a Flip Three dealt is played at once ...
		{name: "a Flip Three dealt is played at once",
			pos: "flip7 n=3 t=200 r=1 d=0 c=2 ph=turn act=2 deck=2.9.8.6.5.4.F3 disc=? | s 0/0 5 | s 0/0 6 | a 0/0 7 | stack=-",
			act: "2:stay",
			events: []string{"2 stays with 7", "round 1 ends scores [5 6 7] totals [5 6 7]", "round 2 dealer 1",
				"2 takes F3 (deal)"},
			legal: []string{"2:F3>0", "2:F3>1", "2:F3>2"}},
		// ... its target, not yet dealt, takes 3 cards and still gets their
		// dealt card.
		{name: "a Flip Three's target still gets their dealt card",
			pos: "flip7 n=3 t=200 r=2 d=1 c=1 ph=target act=2 deck=2.9.8.6.5.4 disc=? | a 5/5 - | a 6/6 - | a 7/7 - | stack=deal:0:2,ch:2:F3",
			act: "2:F3>0",
			events: []string{"2 gives F3 to 0", "0 takes 4 (flip3)", "0 takes 5 (flip3)", "0 takes 6 (flip3)",
				"0 takes 8 (deal)", "1 takes 9 (deal)"},
			seats: map[int]string{0: "a 5/5 F3.4.5.6.8", 1: "a 6/6 9", 2: "a 7/7 -"},
			legal: []string{"2:hit"}},
		// F7-3.3, F7-5.2: a Flip Three stops at a bust, and the bust player
		// is skipped by the rest of the deal.
		{name: "a bust player is skipped by the deal",
			pos:    "flip7 n=3 t=200 r=2 d=1 c=1 ph=target act=2 deck=2.9.8.4.4 disc=? | a 5/5 - | a 6/6 - | a 7/7 - | stack=deal:0:2,ch:2:F3",
			act:    "2:F3>0",
			events: []string{"2 gives F3 to 0", "0 takes 4 (flip3)", "0 takes 4 (flip3)", "0 busts on 4", "1 takes 8 (deal)"},
			seats:  map[int]string{0: "b 5/5 F3.4.4"},
			header: []string{"deck=2.9", "act=2"}},
	})
}

// Turns (F7-4.1, F7-4.2).
func TestTurns(t *testing.T) {
	const four = "| a 0/0 1 | a 0/0 2 | a 0/0 3 | s 0/0 4 | stack=-"
	runRules(t, []ruleCase{
		// F7-4.1: turns go round from the dealer's left among active
		// players only (seat 3 has stayed).
		{name: "a stayed player is skipped",
			pos: "flip7 n=4 t=200 r=1 d=1 c=2 ph=turn act=2 deck=9.8.7.6.5 disc=? " + four,
			act: "2:hit", events: []string{"2 takes 5 (hit)"}, header: []string{"act=0"}},
		// F7-4.1
		{name: "turns go round",
			pos: "flip7 n=4 t=200 r=1 d=1 c=0 ph=turn act=0 deck=9.8.7.6 disc=? | a 0/0 1 | a 0/0 2 | a 0/0 3.5 | s 0/0 4 | stack=-",
			act: "0:hit", events: []string{"0 takes 6 (hit)"}, header: []string{"act=1"}},
		// F7-4.1
		{name: "a Stay passes the turn on",
			pos: "flip7 n=4 t=200 r=1 d=1 c=1 ph=turn act=1 deck=9.8.7 disc=? | a 0/0 1.6 | a 0/0 2 | a 0/0 3.5 | s 0/0 4 | stack=-",
			act: "1:stay", events: []string{"1 stays with 2"}, header: []string{"act=2"}},
		// F7-4.1
		{name: "two stayed players are skipped",
			pos: "flip7 n=4 t=200 r=1 d=1 c=2 ph=turn act=2 deck=9.8.7 disc=? | a 0/0 1.6 | s 0/0 2 | a 0/0 3.5 | s 0/0 4 | stack=-",
			act: "2:hit", events: []string{"2 takes 7 (hit)"}, header: []string{"act=0"}},
		// F7-4.2: any card allows Stay, a lone Second Chance included.
		{name: "Stay with a lone Second Chance",
			pos:    "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=5 disc=? | a 0/0 SC | a 0/0 3 | stack=-",
			offers: []string{"0:hit", "0:stay"},
			act:    "0:stay", events: []string{"0 stays with 0"}},
	})
}

// Taking a card on a Hit (F7-4.3) and action cards (F7-5.1).
func TestHit(t *testing.T) {
	runRules(t, []ruleCase{
		// F7-4.3: a new number joins the row.
		{name: "a new number joins the row",
			pos: "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=1.2.10.11.5.+4.9 disc=? | a 0/0 3.5 | a 0/0 8 | stack=-",
			act: "0:hit", events: []string{"0 takes 9 (hit)"}, seats: map[int]string{0: "a 0/0 3.5.9"}},
		// F7-4.3: a modifier never busts.
		{name: "a modifier never busts",
			pos: "flip7 n=2 t=200 r=1 d=1 c=1 ph=turn act=1 deck=1.2.10.11.5.+4 disc=? | a 0/0 3.5.9 | a 0/0 8 | stack=-",
			act: "1:hit", events: []string{"1 takes +4 (hit)"}, seats: map[int]string{1: "a 0/0 8.+4"}},
		// F7-4.3: a duplicate without Second Chance busts and scores 0; the
		// bust seat is out of the round.
		{name: "a duplicate busts",
			pos:    "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=1.2.10.11.5 disc=? | a 0/0 3.5.9 | a 0/0 8.+4 | stack=-",
			act:    "0:hit",
			events: []string{"0 takes 5 (hit)", "0 busts on 5"},
			seats:  map[int]string{0: "b 0/0 3.5.9.5"},
			legal:  []string{"1:hit", "1:stay"},
			then:   func(t *testing.T, _, s *State) { assert.Zero(t, s.RoundScore(0), "bust round score") }},
		// F7-4.3, F7-6.1: the last active player's Stay ends the round.
		{name: "the bust seat scores 0",
			pos: "flip7 n=2 t=200 r=1 d=1 c=1 ph=turn act=1 deck=1.2.10.11 disc=? | b 0/0 3.5.9.5 | a 0/0 8.+4 | stack=-",
			act: "1:stay",
			events: []string{"1 stays with 12", "round 1 ends scores [0 12] totals [0 12]", "round 2 dealer 0",
				"1 takes 11 (deal)", "0 takes 10 (deal)"}},
		// F7-4.3, F7-6.2: modifiers do not count toward Flip 7 ...
		{name: "a modifier is no 7th number",
			pos: "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=7.8.10.12.11.+8 disc=? | a 0/0 1.2.3.4.5.6.+2 | s 0/0 10 | a 0/0 9.x2 | stack=-",
			act: "0:hit", events: []string{"0 takes +8 (hit)"}, seats: map[int]string{0: "a 0/0 1.2.3.4.5.6.+2.+8"}},
		// F7-4.3, F7-6.2
		{name: "round score before the Flip 7",
			pos: "flip7 n=3 t=200 r=1 d=2 c=2 ph=turn act=2 deck=7.8.10.12.11 disc=? | a 0/0 1.2.3.4.5.6.+2.+8 | s 0/0 10 | a 0/0 9.x2 | stack=-",
			act: "2:hit", events: []string{"2 takes 11 (hit)"},
			then: func(t *testing.T, _, s *State) { assert.Equal(t, 31, s.RoundScore(0)) }},
		// F7-4.3, F7-6.2: the 7th distinct number ends the round at once for
		// everyone, +15 only for its maker; players still active bank their
		// points too.
		{name: "the 7th number ends the round",
			pos: "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=7.8.10.12 disc=? | a 0/0 1.2.3.4.5.6.+2.+8 | s 0/0 10 | a 0/0 9.x2.11 | stack=-",
			act: "0:hit",
			events: []string{"0 takes 12 (hit)", "0 flip 7", "round 1 ends scores [58 10 40] totals [58 10 40]",
				"round 2 dealer 0", "1 takes 10 (deal)", "2 takes 8 (deal)", "0 takes 7 (deal)"}},
		// F7-4.3: an action card taken goes to an active player of the
		// taker's choice, themselves included, never a stayed player.
		{name: "an action card waits for a target",
			pos:    "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=2.3.7.FR disc=? | a 0/0 4 | a 0/0 5 | s 0/0 6 | stack=-",
			act:    "0:hit",
			events: []string{"0 takes FR (hit)"},
			legal:  []string{"0:FR>0", "0:FR>1"},
			then: func(t *testing.T, _, s *State) {
				wantIllegal(t, s, engine.Action{By: 0, Kind: KindTarget, Target: 2, Card: int16(Freeze)})
			}},
		// F7-4.3, F7-5.1: a frozen player banks their points.
		{name: "a Freeze banks the target's points",
			pos:    "flip7 n=3 t=200 r=1 d=2 c=0 ph=target act=0 deck=2.3.7 disc=? | a 0/0 4 | a 0/0 5 | s 0/0 6 | stack=ch:0:FR",
			act:    "0:FR>1",
			events: []string{"0 gives FR to 1", "1 frozen with 5"},
			seats:  map[int]string{1: "f 0/0 5.FR"},
			legal:  []string{"0:hit", "0:stay"}},
		// F7-5.1
		{name: "the frozen player's points count at round end",
			pos: "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=2.3.7 disc=? | a 0/0 4 | f 0/0 5.FR | s 0/0 6 | stack=-",
			act: "0:stay",
			events: []string{"0 stays with 4", "round 1 ends scores [4 5 6] totals [4 5 6]", "round 2 dealer 0",
				"1 takes 7 (deal)", "2 takes 3 (deal)", "0 takes 2 (deal)"}},
		// F7-4.3: the only active player must take the action card: no
		// decision.
		{name: "an action card forced on the only active player",
			pos: "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=1.3.2.FR disc=? | a 0/0 4 | s 0/0 5 | stack=-",
			act: "0:hit",
			events: []string{"0 takes FR (hit)", "0 gives FR to 0", "0 frozen with 4", "round 1 ends scores [4 5] totals [4 5]",
				"round 2 dealer 0", "1 takes 2 (deal)", "0 takes 3 (deal)"}},
	})
}

// Flip Three (F7-5.2).
func TestFlipThree(t *testing.T) {
	runRules(t, []ruleCase{
		// F7-5.2: a Flip Three taken waits for its target.
		{name: "Flip Three waits for a target",
			pos:    "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.9.SC.+4.F3 disc=? | a 0/0 6 | a 0/0 5 | stack=-",
			act:    "0:hit",
			events: []string{"0 takes F3 (hit)"},
			legal:  []string{"0:F3>0", "0:F3>1"}},
		// F7-5.2: Flip Three makes its target take 3 cards one at a time,
		// every kind counting toward the 3.
		{name: "Flip Three takes three of any kind",
			pos:    "flip7 n=2 t=200 r=1 d=1 c=0 ph=target act=0 deck=2.9.SC.+4 disc=? | a 0/0 6 | a 0/0 5 | stack=ch:0:F3",
			act:    "0:F3>1",
			events: []string{"0 gives F3 to 1", "1 takes +4 (flip3)", "1 takes SC (flip3)", "1 takes 9 (flip3)"},
			seats:  map[int]string{1: "a 0/0 5.F3.+4.SC.9"},
			header: []string{"ph=turn", "act=1", "deck=2"}},
		// F7-5.2: a bust stops the Flip Three; a Freeze held during it is
		// discarded.
		{name: "a bust stops it",
			pos: "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=3.2.9.5.FR.F3 disc=? | a 0/0 5 | s 0/0 7 | stack=-",
			act: "0:hit",
			events: []string{"0 takes F3 (hit)", "0 gives F3 to 0", "0 takes FR (flip3)", "0 takes 5 (flip3)",
				"0 busts on 5", "0 discards FR", "round 1 ends scores [0 7] totals [0 7]", "round 2 dealer 0",
				"1 takes 9 (deal)", "0 takes 2 (deal)"}},
		// F7-5.2, F7-6.1: a Flip 7 stops the Flip Three at once (the 3rd card
		// is not taken) and ends the round.
		{name: "a Flip 7 stops it",
			pos: "flip7 n=2 t=200 r=1 d=1 c=0 ph=target act=0 deck=2.8.9.7.6 disc=? | a 0/0 1.2.3.4.5 | a 0/0 10 | stack=ch:0:F3",
			act: "0:F3>0",
			events: []string{"0 gives F3 to 0", "0 takes 6 (flip3)", "0 takes 7 (flip3)", "0 flip 7",
				"round 1 ends scores [43 10] totals [43 10]", "round 2 dealer 0", "1 takes 9 (deal)", "0 takes 8 (deal)"}},
		// F7-5.2, F7-6.1: cards held by a Flip Three that ends in a Flip 7
		// are discarded unplayed.
		{name: "held cards are discarded on a Flip 7",
			pos: "flip7 n=2 t=200 r=1 d=1 c=0 ph=target act=0 deck=2.8.9.7.6.FR disc=? | a 0/0 1.2.3.4.5 | a 0/0 10 | stack=ch:0:F3",
			act: "0:F3>0",
			events: []string{"0 gives F3 to 0", "0 takes FR (flip3)", "0 takes 6 (flip3)", "0 takes 7 (flip3)", "0 flip 7",
				"round 1 ends scores [43 10] totals [43 10]", "round 2 dealer 0", "1 takes 9 (deal)", "0 takes 8 (deal)"},
			then: func(t *testing.T, before, after *State) {
				assert.Equal(t, before.discard[Freeze]+1, after.discard[Freeze], "held Freeze discarded")
			}},
		// F7-5.2, F7-5.3: a Second Chance revealed during a Flip Three is
		// resolved at once, so it can save the very next card of the same
		// Flip Three.
		{name: "a Second Chance saves within it",
			pos: "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.9.5.SC.F3 disc=? | a 0/0 5 | s 0/0 7 | stack=-",
			act: "0:hit",
			events: []string{"0 takes F3 (hit)", "0 gives F3 to 0", "0 takes SC (flip3)", "0 takes 5 (flip3)",
				"0 second chance saves from 5", "0 takes 9 (flip3)"},
			seats: map[int]string{0: "a 0/0 5.F3.9"}},
		// F7-5.2, F7-5.3: a spare Second Chance revealed during a Flip Three
		// is given away before the next card, by the Flip Three's target.
		{name: "a spare Second Chance is given before the next card",
			pos:    "flip7 n=3 t=200 r=1 d=2 c=0 ph=target act=0 deck=2.9.8.SC disc=? | a 0/0 5.SC | a 0/0 6 | a 0/0 7 | stack=ch:0:F3",
			act:    "0:F3>0",
			events: []string{"0 gives F3 to 0", "0 takes SC (flip3)"},
			stack:  "stack=f3:0:2:-,ch:0:SC",
			legal:  []string{"0:SC>1", "0:SC>2"}},
		// F7-5.2, F7-5.3
		{name: "the Flip Three goes on after the spare",
			pos:    "flip7 n=3 t=200 r=1 d=2 c=0 ph=target act=0 deck=2.9.8 disc=? | a 0/0 5.SC.F3 | a 0/0 6 | a 0/0 7 | stack=f3:0:2:-,ch:0:SC",
			act:    "0:SC>2",
			events: []string{"0 gives SC to 2", "0 takes 8 (flip3)", "0 takes 9 (flip3)"},
			seats:  map[int]string{0: "a 0/0 5.SC.F3.8.9", 2: "a 0/0 7.SC"}},
		// F7-5.2: Freeze and Flip Three revealed during a Flip Three are held
		// until its 3 cards are taken ...
		{name: "actions are held until three are taken",
			pos:    "flip7 n=3 t=200 r=1 d=2 c=0 ph=target act=0 deck=2.12.11.10.F3.4.FR disc=? | a 0/0 6 | a 0/0 5 | a 0/0 7 | stack=ch:0:F3",
			offers: []string{"0:F3>0", "0:F3>1", "0:F3>2"},
			act:    "0:F3>1",
			events: []string{"0 gives F3 to 1", "1 takes FR (flip3)", "1 takes 4 (flip3)", "1 takes F3 (flip3)"},
			stack:  "stack=ch:1:F3,ch:1:FR",
			legal:  []string{"1:FR>0", "1:FR>1", "1:FR>2"}},
		// F7-5.2: ... then played in order by its target.
		{name: "held actions are played in order (Freeze)",
			pos:    "flip7 n=3 t=200 r=1 d=2 c=0 ph=target act=1 deck=2.12.11.10 disc=? | a 0/0 6 | a 0/0 5.F3.4 | a 0/0 7 | stack=ch:1:F3,ch:1:FR",
			act:    "1:FR>2",
			events: []string{"1 gives FR to 2", "2 frozen with 7"},
			legal:  []string{"1:F3>0", "1:F3>1"}},
		// F7-5.2
		{name: "held actions are played in order (Flip Three)",
			pos:    "flip7 n=3 t=200 r=1 d=2 c=0 ph=target act=1 deck=2.12.11.10 disc=? | a 0/0 6 | a 0/0 5.F3.4 | f 0/0 7.FR | stack=ch:1:F3",
			act:    "1:F3>0",
			events: []string{"1 gives F3 to 0", "0 takes 10 (flip3)", "0 takes 11 (flip3)", "0 takes 12 (flip3)"},
			seats:  map[int]string{0: "a 0/0 6.F3.10.11.12", 1: "a 0/0 5.F3.4", 2: "f 0/0 7.FR"},
			header: []string{"ph=turn", "act=1"}},
	})
}

// Second Chance (F7-5.3).
func TestSecondChance(t *testing.T) {
	runRules(t, []ruleCase{
		// F7-5.3, F7-4.3: a Second Chance is spent on a duplicate: both
		// cards are discarded, the player stays in, and no replacement card
		// is drawn.
		{name: "spent on a duplicate",
			pos:    "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.5.8.5 disc=? | a 0/0 5.SC | a 0/0 9 | stack=-",
			act:    "0:hit",
			events: []string{"0 takes 5 (hit)", "0 second chance saves from 5"},
			seats:  map[int]string{0: "a 0/0 5"},
			header: []string{"act=1", "deck=2.5.8"},
			then: func(t *testing.T, before, after *State) {
				assert.Equal(t, before.discard[SecondChance]+1, after.discard[SecondChance])
				assert.Equal(t, before.discard[5]+1, after.discard[5])
			}},
		// F7-5.3: without it the next duplicate busts.
		{name: "spent, the next duplicate busts",
			pos:    "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.5 disc=? | a 0/0 5 | a 0/0 9.8 | stack=-",
			act:    "0:hit",
			events: []string{"0 takes 5 (hit)", "0 busts on 5"}},
		// F7-5.3: a second Second Chance goes to an active player without
		// one, by choice when there are several.
		{name: "a spare goes by choice",
			pos:    "flip7 n=4 t=200 r=1 d=3 c=0 ph=turn act=0 deck=2.SC disc=? | a 0/0 5.SC | a 0/0 6 | a 0/0 7 | s 0/0 8 | stack=-",
			act:    "0:hit",
			events: []string{"0 takes SC (hit)"},
			legal:  []string{"0:SC>1", "0:SC>2"}},
		// F7-5.3
		{name: "a spare given",
			pos:    "flip7 n=4 t=200 r=1 d=3 c=0 ph=target act=0 deck=2 disc=? | a 0/0 5.SC | a 0/0 6 | a 0/0 7 | s 0/0 8 | stack=ch:0:SC",
			act:    "0:SC>1",
			events: []string{"0 gives SC to 1"},
			seats:  map[int]string{0: "a 0/0 5.SC", 1: "a 0/0 6.SC"}},
		// F7-5.3: forced when only one active player lacks one.
		{name: "a spare forced",
			pos:    "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=2.SC disc=? | a 0/0 5.SC | a 0/0 6.SC | a 0/0 7 | stack=-",
			act:    "0:hit",
			events: []string{"0 takes SC (hit)", "0 gives SC to 2"},
			seats:  map[int]string{2: "a 0/0 7.SC"},
			header: []string{"ph=turn", "act=1"}},
		// F7-5.3: discarded when every other active player has one (stayed
		// players do not count).
		{name: "a spare discarded",
			pos:    "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=2.SC disc=? | a 0/0 5.SC | a 0/0 6.SC | s 0/0 7 | stack=-",
			act:    "0:hit",
			events: []string{"0 takes SC (hit)", "0 discards SC"},
			seats:  map[int]string{0: "a 0/0 5.SC", 2: "s 0/0 7"}},
		// F7-5.3, F7-6.3: every Second Chance is discarded at round end, used
		// or not.
		{name: "all discarded at round end",
			pos: "flip7 n=2 t=200 r=1 d=1 c=1 ph=turn act=1 deck=3.4 disc=? | s 0/0 5.SC | a 0/0 6.SC | stack=-",
			act: "1:stay",
			events: []string{"1 stays with 6", "round 1 ends scores [5 6] totals [5 6]", "round 2 dealer 0",
				"1 takes 4 (deal)", "0 takes 3 (deal)"},
			seats: map[int]string{0: "a 5/5 3", 1: "a 6/6 4"},
			then: func(t *testing.T, before, after *State) {
				assert.Equal(t, uint8(1), before.discard[SecondChance], "setup")
				assert.Equal(t, uint8(3), after.discard[SecondChance])
				for i := 0; i < 2; i++ {
					assert.False(t, after.players[i].second, "seat %d still holds a Second Chance", i)
				}
			}},
	})
}

// The end of a round and of the match (F7-6).
func TestRoundAndMatchEnd(t *testing.T) {
	runRules(t, []ruleCase{
		// F7-6.1: the round ends when no player is active.
		{name: "nobody active",
			pos: "flip7 n=3 t=200 r=4 d=0 c=1 ph=turn act=1 deck=3.4.5 disc=? | b 10/0 7.7 | a 20/0 9 | f 30/0 2.FR | stack=-",
			act: "1:stay",
			events: []string{"1 stays with 9", "round 4 ends scores [0 9 2] totals [10 29 32]", "round 5 dealer 1",
				"2 takes 5 (deal)", "0 takes 4 (deal)", "1 takes 3 (deal)"},
			seats: map[int]string{0: "a 10/0 4"}},
		// F7-6.2: the rulebook's worked example through a real Stay.
		{name: "the worked example",
			pos: "flip7 n=2 t=200 r=1 d=1 c=0 ph=turn act=0 deck=2.3.8 disc=? | a 0/0 11.5.12.+4 | a 0/0 9 | stack=-",
			act: "0:stay", events: []string{"0 stays with 32"}},
		// F7-6.5: the match ends after a round where someone reaches the
		// target; the highest total wins.
		{name: "the target ends the match",
			pos: "flip7 n=3 t=200 r=9 d=0 c=1 ph=turn act=1 deck=2.3 disc=? | s 190/12 10 | a 200/20 10 | s 100/0 5 | stack=-",
			act: "1:stay",
			events: []string{"1 stays with 10", "round 9 ends scores [10 10 5] totals [200 210 105]",
				"match ends winners [1] totals [200 210 105] rounds 9"},
			then: func(t *testing.T, _, s *State) {
				o, over := s.Outcome()
				require.True(t, over)
				assert.Equal(t, engine.Outcome{Winners: []engine.Seat{1}, Scores: []int{200, 210, 105}, Rounds: 9}, o)
				assert.Empty(t, s.ToAct())
				assert.Empty(t, s.Legal(0))
				assert.Empty(t, s.Legal(1))
				wantIllegal(t, s, engine.Action{By: 1, Kind: KindHit, Target: engine.NoSeat})
				back, err := Parse(s.Notation(), 1)
				require.NoError(t, err)
				assert.Equal(t, s.Notation(), back.Notation(), "a finished match round-trips")
			}},
		// F7-6.5 Decision: a tie at the top plays on with everyone ...
		{name: "a tie at the top plays on",
			pos: "flip7 n=3 t=200 r=9 d=0 c=1 ph=turn act=1 deck=2.6.4.3 disc=? | s 190/0 10 | a 191/0 9 | s 50/0 5 | stack=-",
			act: "1:stay",
			events: []string{"1 stays with 9", "round 9 ends scores [10 9 5] totals [200 200 55]", "round 10 dealer 1",
				"2 takes 3 (deal)", "0 takes 4 (deal)", "1 takes 6 (deal)"},
			then: func(t *testing.T, _, s *State) {
				_, over := s.Outcome()
				assert.False(t, over, "match ended on a tie at the top")
			}},
		// F7-6.5 Decision: ... until one leads.
		{name: "the tie is broken",
			pos: "flip7 n=3 t=200 r=10 d=1 c=1 ph=turn act=1 deck=2 disc=? | s 200/10 4 | a 200/9 6 | s 55/5 3 | stack=-",
			act: "1:stay",
			events: []string{"1 stays with 6", "round 10 ends scores [4 6 3] totals [204 206 58]",
				"match ends winners [1] totals [204 206 58] rounds 10"}},
		// F7-2, F7-6.5: solo practice ends at the target.
		{name: "solo reaches the target",
			pos: "flip7 n=1 t=200 r=7 d=0 c=0 ph=turn act=0 deck=2 disc=? | a 195/30 10 | stack=-",
			act: "0:stay",
			events: []string{"0 stays with 10", "round 7 ends scores [10] totals [205]",
				"match ends winners [0] totals [205] rounds 7"}},
	})
}

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
			assert.Equal(t, want, n, "copies of %s", c)
		case c.IsModifier():
			modifiers += n
			assert.Equal(t, 1, n, "copies of %s", c)
		case c.IsAction():
			actions += n
			assert.Equal(t, 3, n, "copies of %s", c)
		}
		back, ok := ParseCard(c.String())
		assert.True(t, ok && back == c, "card code %q does not parse back", c)
	}
	require.Equal(t, []int{DeckSize, 79, 6, 9}, []int{total, numbers, modifiers, actions},
		"deck = numbers + modifiers + actions")
	// F7-1: a fresh match holds exactly this deck, between deck and table.
	s, err := NewMatch(engine.Config{Seats: 5}, 3)
	require.NoError(t, err)
	require.NoError(t, s.Check())
	assert.Equal(t, "?", Card(99).String(), "an out-of-range card")
}

// F7-2: 1 (solo practice) to 8 seats; the winning total is an option.
func TestSeatsAndConfig(t *testing.T) {
	for _, n := range []int{0, -1, 9} {
		_, _, err := (Rules{}).New(engine.Config{Seats: n}, 1)
		assert.Error(t, err, "%d seats accepted", n)
	}
	for n := 1; n <= MaxSeats; n++ {
		st, _, err := (Rules{}).New(engine.Config{Seats: n}, uint64(n))
		require.NoError(t, err, "%d seats", n)
		require.Equal(t, n, st.(*State).Seats())
	}
	for _, v := range []string{"abc", "0", "-5"} {
		_, err := NewMatch(engine.Config{Seats: 2, Options: map[string]string{"target": v}}, 1)
		assert.Error(t, err, "target %q accepted", v)
	}
	s, err := NewMatch(engine.Config{Seats: 2, Options: map[string]string{"target": "50"}}, 1)
	require.NoError(t, err)
	assert.Equal(t, int32(50), s.target)
	d := (Rules{}).Describe()
	lo, hi, err := d.SeatRange(nil)
	require.NoError(t, err)
	assert.Equal(t, []int{2, 8}, []int{lo, hi}, "SeatRange")
	lo, hi, err = d.SeatRange(map[string]string{OptSolo: "on"})
	require.NoError(t, err)
	assert.Equal(t, []int{1, 1}, []int{lo, hi}, "solo SeatRange")
	_, _, err = (Rules{}).New(engine.Config{Seats: 3, Options: map[string]string{OptSolo: "on"}}, 1)
	assert.Error(t, err, "solo with 3 seats accepted")
}

// F7-6.2: scoring, including the rulebook's worked example (also played
// through a real Stay in TestRoundAndMatchEnd).
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
		require.NoError(t, err)
		assert.Equal(t, c.want, ScoreRow(row, c.flip7), "%s (flip 7 %v)", c.row, c.flip7)
	}
}

// F7-6.4: an empty deck is rebuilt from the discard pile when a card is
// needed; cards in front of players, bust ones included, stay put.
func TestReshuffleMidRound(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=0 ph=turn act=0 deck=4 disc=? | a 0/0 5.6 | a 0/0 8 | b 0/0 7.7 | stack=-")
	wantEvents(t, do(t, s, "0:hit"), "0 takes 4 (hit)")
	require.Zero(t, s.deckLen, "deck not empty")
	evs := do(t, s, "1:hit")
	require.Equal(t, "reshuffle 88", evs[0], "a reshuffle of the 88 discarded cards")
	wantSeat(t, s, 0, "a 0/0 5.6.4")
	wantSeat(t, s, 2, "b 0/0 7.7")
	assert.Equal(t, uint8(87), s.deckLen, "deck after reshuffle and one draw")
	assert.Equal(t, [NumKinds]uint8{}, s.discard, "discard pile not emptied by the reshuffle")
}

// F7-6.5: below the target the match goes on.
func TestMatchGoesOnBelowTarget(t *testing.T) {
	s := pos(t, "flip7 n=2 t=200 r=9 d=0 c=1 ph=turn act=1 deck=2.3 disc=? | s 180/12 10 | a 150/20 9 | stack=-")
	do(t, s, "1:stay")
	_, over := s.Outcome()
	require.False(t, over, "match over at 190")
	wantHeaderHas(t, s, "r=10", "d=1")
}

// F7-2, F7-6.5: solo practice plays rounds until the target; Outcome.Rounds
// counts them.
func TestSolo(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		st, _, err := (Rules{}).New(engine.Config{Seats: 1}, seed)
		require.NoError(t, err)
		s := st.(*State)
		rounds := 0
		for steps := 0; ; steps++ {
			if _, over := s.Outcome(); over {
				break
			}
			require.LessOrEqual(t, steps, 10_000, "solo match does not end")
			// Stay at 25 points, else hit; action cards go to the only seat.
			legal := s.Legal(0)
			a := legal[0]
			if s.phase == PhaseTurn && s.RoundScore(0) >= 25 {
				a = legal[1]
			}
			evs, err := s.Apply(a)
			require.NoError(t, err)
			for _, e := range evs {
				if _, ok := e.(RoundStarted); ok {
					rounds++
				}
			}
		}
		o, _ := s.Outcome()
		assert.Equal(t, rounds+1, o.Rounds, "seed %d", seed)
		assert.GreaterOrEqual(t, o.Scores[0], 200, "seed %d", seed)
		assert.Equal(t, []engine.Seat{0}, o.Winners, "seed %d", seed)
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
	require.ErrorIs(t, err, engine.ErrIllegal)
}

// F7-7: everything is public but the deck order: the view gives the deck's
// composition, every row and the discard pile, the same for every seat.
func TestViewIsPublic(t *testing.T) {
	s := pos(t, "flip7 n=3 t=200 r=1 d=2 c=2 ph=target act=0 deck=2.5.5.x2 disc=? | a 10/3 4.SC | a 0/0 5.+4 | s 0/0 6 | stack=ch:0:FR")
	v := s.View(1).(*View)
	assert.Equal(t, engine.Seat(1), v.Viewer())
	assert.Equal(t, PhaseTarget, v.Phase)
	assert.Equal(t, engine.Seat(0), v.ToAct)
	assert.Equal(t, Freeze, v.Pending)
	assert.Equal(t, 4, v.DeckLen)
	assert.Equal(t, []uint8{2, 1, 1}, []uint8{v.DeckCounts[5], v.DeckCounts[2], v.DeckCounts[Times2]}, "deck counts")
	assert.Equal(t, s.discard, v.Discard)
	assert.Equal(t, PlayerView{Row: []Card{4, SecondChance}, SecondChance: true, RoundScore: 4, Total: 10,
		LastRound: 3, Numbers: 1 << 4}, v.Players[0])
	assert.Equal(t, []engine.Seat{0, 1}, v.Active())
	for viewer := engine.Seat(0); viewer < 3; viewer++ {
		w := s.View(viewer).(*View)
		w.Seat = 1
		assert.Equal(t, v, w, "seat %d sees another table", viewer)
	}
	// A view rebuilds a state with the same public position.
	d, err := (Rules{}).Determinize(v, &s.rng)
	require.NoError(t, err)
	require.NoError(t, d.Check())
	assert.Equal(t, s.View(1), d.View(1), "determinized state shows another view")
}
