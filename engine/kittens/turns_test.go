package kittens

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A turn: play any number of cards, then draw (ZK-3); owed turns and
// attacks (ZK-3.4, ZK-5 Attack, Attack of the Dead, Skip, Super Skip).
func TestTurns(t *testing.T) {
	runRules(t, []ruleCase{
		// ZK-3.1, ZK-3.2: the seat on turn plays cards one at a time, each
		// settled in its window, then the draw ends the turn.
		{name: "draw ends the turn",
			pos:    play4 + "pile=*.ca disc=- stack=- | a sk.cb k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw", "0:play sk"}, 1: nil},
			acts:   []string{"0:draw"},
			events: []string{"0 draws ca", "turn 1 owes 1 attacked=false"},
			header: []string{"t=1", "owe=1", "att=0", "ph=play"},
			seats:  map[int]string{0: "a sk.ca.cb k=-"}},
		// ZK-3.3: an empty hand is fine: the seat just draws.
		{name: "an empty hand draws",
			pos:    play4 + "pile=*.ca disc=- stack=- | a - k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw"}},
			acts:   []string{"0:draw"},
			header: []string{"t=1"}},
		// ZK-3.1: several plays in one turn; each opens its window first.
		{name: "several plays, then the draw",
			pos:    play4 + "pile=*.ca disc=- stack=- | a sf*2 k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play sf", "passall", "0:play sf", "passall", "0:draw"},
			header: []string{"t=1", "ph=play"},
			seats:  map[int]string{0: "a ca k=0.1"}}, // ZK-7: the two it saw under the one it drew
		// ZK-3.4: owed turns: each is a full turn, play then draw.
		{name: "owed turns are taken one by one",
			pos:    "kittens n=4 ph=play t=2 owe=2 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.cb.ca disc=- stack=- | a - k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"2:draw"},
			events: []string{"2 draws ca", "turn 2 owes 1 attacked=true"},
			header: []string{"t=2", "owe=1", "att=1"}},
		{name: "the last owed turn passes play on",
			pos:    "kittens n=4 ph=play t=2 owe=2 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.cb.ca disc=- stack=- | a - k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"2:draw", "2:draw"},
			events: []string{"2 draws cb", "turn 3 owes 1 attacked=false"},
			header: []string{"t=3", "owe=1", "att=0"}},
		// ZK-5 Attack: end the turn without drawing; the next living seat
		// owes 2.
		{name: "attack: the next seat owes 2",
			pos:    play4 + "pile=*.ca disc=- stack=- | a at k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play at", "passall"},
			events: []string{"window closes on 0's at cancelled=false", "0's at resolves", "turn 1 owes 2 attacked=true"},
			header: []string{"t=1", "owe=2", "att=1", "ph=play"},
			seats:  map[int]string{0: "a - k=-"}},
		// Attacked with 2, Attack on the first → 4; on the second → 3.
		{name: "attack stacks on the first of two attacked turns",
			pos:    "kittens n=4 ph=play t=1 owe=2 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ca disc=- stack=- | a - k=- | a at k=- | a - k=- | a - k=-",
			acts:   []string{"1:play at", "passall"},
			header: []string{"t=2", "owe=4", "att=1"}},
		{name: "attack stacks on the second of two attacked turns",
			pos:    "kittens n=4 ph=play t=1 owe=1 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ca disc=- stack=- | a - k=- | a at k=- | a - k=- | a - k=-",
			acts:   []string{"1:play at", "passall"},
			header: []string{"t=2", "owe=3", "att=1"}},
		// Not attacked: 2 whatever is owed (owed from nowhere but an attack
		// cannot exceed 1 then).
		{name: "an attack skips the dead",
			pos:    play4 + "pile=*.ca disc=- stack=- | a at k=- | d - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play at", "passall"},
			header: []string{"t=2", "owe=2", "att=1"}},
		// ZK-5 Attack of the Dead: only with someone dead; 3 turns per dead
		// seat when it resolves, stacking as Attack does.
		{name: "attack of the dead needs the dead",
			pos:    play4 + "pile=*.ca disc=- stack=- | a ad k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw"}}},
		{name: "attack of the dead: 3 per dead seat",
			pos:    play4 + "pile=*.ca disc=- stack=- | a ad k=- | d - k=- | a - k=- | d - k=-",
			acts:   []string{"0:play ad", "passall"},
			header: []string{"t=2", "owe=6", "att=1"}},
		{name: "attack of the dead stacks",
			pos:    "kittens n=4 ph=play t=0 owe=2 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ca disc=- stack=- | a ad k=- | d - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play ad", "passall"},
			header: []string{"t=2", "owe=5", "att=1"}},
		// ZK-5 Skip: end one owed turn without drawing.
		{name: "skip ends one turn",
			pos:    play4 + "pile=*.ca disc=- stack=- | a sk k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play sk", "passall"},
			events: []string{"window closes on 0's sk cancelled=false", "0's sk resolves", "turn 1 owes 1 attacked=false"},
			header: []string{"t=1", "owe=1"}},
		{name: "skip ends one of two owed turns",
			pos:    "kittens n=4 ph=play t=0 owe=2 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ca disc=- stack=- | a sk k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play sk", "passall"},
			header: []string{"t=0", "owe=1", "att=1"}},
		// ZK-5 Super Skip: end every owed turn without drawing.
		{name: "super skip ends every owed turn",
			pos:    "kittens n=4 ph=play t=0 owe=3 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ca disc=- stack=- | a ss k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play ss", "passall"},
			header: []string{"t=1", "owe=1", "att=0"}},
		// ZK-6.3: a cancelled Attack, Skip, Super Skip neither ends the
		// turn nor changes the turns owed.
		{name: "a noped attack changes nothing",
			pos:    play4 + "pile=*.ca disc=- stack=- | a at k=- | a no k=- | a - k=- | a - k=-",
			acts:   []string{"0:play at", "1:play no", "passall"},
			events: []string{"window closes on 0's at cancelled=true"},
			header: []string{"t=0", "owe=1", "att=0", "ph=play"},
			offers: seatLegal{0: {"0:draw", "0:play at"}}},
		{name: "a noped super skip changes nothing",
			pos:    "kittens n=4 ph=play t=0 owe=3 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ca disc=- stack=- | a ss k=- | a no k=- | a - k=- | a - k=-",
			acts:   []string{"0:play ss", "1:play no", "passall"},
			header: []string{"t=0", "owe=3", "att=1"}},
	})
}

// ZK-3.2: the cards that end a turn without a draw.
func TestEndsTurn(t *testing.T) {
	for k := Card(0); k < NumKinds; k++ {
		want := k == Attack || k == AttackDead || k == Skip || k == SuperSkip || k == DigDeeper || k == Zombie
		assert.Equal(t, want, k.EndsTurn(), "%s", k)
	}
}
