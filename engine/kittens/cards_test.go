package kittens

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Every card of ZK-5 but the turn cards (turns_test.go) and the Zombie
// Kitten and Clairvoyance (explode_test.go).
func TestCards(t *testing.T) {
	runRules(t, []ruleCase{
		// ZK-5 See the Future: privately look at the top 3.
		{name: "see the future",
			pos:    play4 + "pile=*.cc.cb.ca.ek disc=- stack=- | a sf k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play sf", "passall"},
			events: []string{"window closes on 0's sf cancelled=false", "0's sf resolves", "0 sees ek.ca.cb"},
			header: []string{"ph=play", "t=0"},
			seats:  map[int]string{0: "a - k=0.1.2", 1: "a - k=-"},
			then: func(t *testing.T, s *State) {
				e := FutureSeen{Seat: 0, Cards: []Card{Exploding, CatA, CatB}}
				assert.Equal(t, hidden(3), e.For(1).(FutureSeen).Cards)
				assert.Equal(t, e, e.For(0))
			}},
		{name: "see the future of a short pile",
			pos:   "kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=ca.ek disc=- stack=- | a sf k=- | a zk*2.at*2.no*2.sf.sh.sk.ss.fa.cv.dd*2.cl.ca.cb*2.cc*2.cd*2 k=-",
			acts:  []string{"0:play sf", "passall"},
			has:   []string{"0 sees ek.ca"},
			seats: map[int]string{0: "a - k=0.1"}},
		// ZK-5 Shuffle NOW: on the turn; everything known is forgotten.
		{name: "shuffle now forgets the pile",
			pos:   play4 + "pile=*.ca disc=- stack=- | a sh k=0 | a - k=0 | a - k=- | a - k=-",
			acts:  []string{"0:play sh", "passall"},
			has:   []string{"0 shuffles the pile of 59"},
			seats: map[int]string{0: "a - k=-", 1: "a - k=-"}},
		// ZK-5 Favor: another living seat with a card; it chooses the card.
		{name: "favor: the target chooses what to give",
			pos:    play4 + "pile=*.ca disc=- stack=- | a fa k=- | a - k=- | a no.cb k=- | d ca k=-",
			offers: seatLegal{0: {"0:draw", "0:play fa"}},
			acts:   []string{"0:play fa"},
			legal:  seatLegal{0: {"0:target 2"}},
			then: func(t *testing.T, s *State) {
				do(t, s, "0:target 2")
				passAll(t, s)
				assert.Equal(t, []string{"2:give no", "2:give cb"}, legalOf(s, 2))
				assert.Equal(t, "give", header(s, "ph"))
				assert.Equal(t, []string{"2 gives cb to 0 (favor)"}, do(t, s, "2:give cb"))
				assert.Equal(t, "a cb k=-", seatNote(s, 0))
				assert.Equal(t, "play", header(s, "ph"))
				e := Gave{Seat: 2, To: 0, Card: CatB, Why: WhyFavor}
				assert.Equal(t, CatB, e.For(0).(Gave).Card)
				assert.Equal(t, CatB, e.For(2).(Gave).Card)
				assert.Equal(t, NoCard, e.For(1).(Gave).Card)
			}},
		{name: "no favor without a living seat holding a card",
			pos:    play4 + "pile=*.ca disc=- stack=- | a fa k=- | a - k=- | a - k=- | d ca k=-",
			offers: seatLegal{0: {"0:draw"}}},
		// ZK-3.5: a Favor whose target was emptied meanwhile does nothing.
		{name: "a favor that finds nothing",
			pos:    play4 + "pile=*.ca disc=- stack=- | a fa k=- | a cb k=- | d - k=- | a fd k=-",
			acts:   []string{"0:play fa", "0:target 1", "3:play fd", "3:target 2", "passall", "1:give cb", "passall"},
			has:    []string{"0's fa resolves"},
			header: []string{"ph=play", "t=0"},
			seats:  map[int]string{0: "a - k=-", 1: "a - k=-", 2: "d cb k=-"}},
		// ZK-5 Feed the Dead NOW: every living seat but the player gives the
		// dead seat a card of its choice, clockwise from the player.
		{name: "feed the dead",
			pos:   play4 + "pile=*.ca disc=- stack=- | a fd k=- | a ca k=- | d - k=- | a - k=-",
			acts:  []string{"0:play fd"},
			legal: seatLegal{0: {"0:target 2"}},
			then: func(t *testing.T, s *State) {
				do(t, s, "0:target 2")
				passAll(t, s)
				assert.Equal(t, []string{"1 gives ca to 2 (feed)"}, do(t, s, "1:give ca"), "seat 3 has nothing to give")
				assert.Equal(t, "d ca k=-", seatNote(s, 2))
				assert.Equal(t, "play", header(s, "ph"))
			}},
		{name: "feed the dead: two givers in turn",
			pos:   "kittens n=4 ph=play t=2 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ca disc=- stack=- | a cb k=- | d - k=- | a fd k=- | a ca k=-",
			acts:  []string{"2:play fd", "2:target 1", "passall"},
			legal: seatLegal{3: {"3:give ca"}, 0: nil},
			then: func(t *testing.T, s *State) {
				do(t, s, "3:give ca")
				assert.Equal(t, []string{"0:give cb"}, legalOf(s, 0))
				do(t, s, "0:give cb")
				assert.Equal(t, "d ca.cb k=-", seatNote(s, 1))
			}},
		{name: "no feed the dead without the dead",
			pos:    play4 + "pile=*.ca disc=- stack=- | a fd k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw"}}},
		// A dead seat plays it in a window, for itself: every living seat
		// gives.
		{name: "the dead feed themselves",
			pos:   play4 + "pile=*.ca disc=- stack=- | a sf.cb k=- | d fd k=- | a ca k=- | a - k=-",
			acts:  []string{"0:play sf", "1:play fd"},
			legal: seatLegal{1: {"1:target 1"}},
			then: func(t *testing.T, s *State) {
				do(t, s, "1:target 1")
				passAll(t, s)
				assert.Equal(t, []string{"2:give ca"}, legalOf(s, 2))
				do(t, s, "2:give ca")
				assert.Equal(t, []string{"0:give cb"}, legalOf(s, 0))
				do(t, s, "0:give cb")
				assert.Equal(t, "d ca.cb k=-", seatNote(s, 1))
				assert.Equal(t, "window", header(s, "ph"), "the See the Future's window reopens")
				assert.True(t, contains(passAll(t, s), "0 sees"))
			}},
		// ZK-5 Grave Robber: every dead seat holding cards buries one of its
		// choice in the pile, then the pile is shuffled.
		{name: "grave robber",
			pos:   play4 + "pile=*.ca disc=- stack=- | a gr k=0 | d cb.cc k=- | a - k=- | d ca k=-",
			acts:  []string{"0:play gr", "passall"},
			legal: seatLegal{1: {"1:give cb", "1:give cc"}, 3: nil},
			then: func(t *testing.T, s *State) {
				n := s.npile
				do(t, s, "1:give cc")
				evs := do(t, s, "3:give ca")
				assert.Equal(t, []string{"3 buries ca (bury)", "0 shuffles the pile of 56"}, evs)
				assert.Equal(t, n+2, s.npile)
				assert.Equal(t, "a - k=-", seatNote(s, 0))
				e := Gave{Seat: 3, To: engine.NoSeat, Card: CatA, Why: WhyBury}
				assert.Equal(t, CatA, e.For(3).(Gave).Card)
				assert.Equal(t, NoCard, e.For(engine.NoSeat).(Gave).Card)
				assert.Equal(t, NoCard, e.For(0).(Gave).Card)
			}},
		{name: "grave robber with empty dead hands only shuffles",
			pos:    play4 + "pile=*.ca disc=- stack=- | a gr k=- | d - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play gr", "passall"},
			events: []string{"window closes on 0's gr cancelled=false", "0's gr resolves", "0 shuffles the pile of 58"},
			header: []string{"ph=play"}},
		{name: "no grave robber without the dead",
			pos:    play4 + "pile=*.ca disc=- stack=- | a gr k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw"}}},
		// ZK-5 Dig Deeper: keep the top card (the turn's draw) or refuse it
		// and take the next, the refused card back on top, still known to
		// the digger only.
		{name: "dig deeper: keep",
			pos:    play4 + "pile=*.cb.ca disc=- stack=- | a dd k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play dd", "passall"},
			events: []string{"window closes on 0's dd cancelled=false", "0's dd resolves", "0 digs ca"},
			legal:  seatLegal{0: {"0:keep", "0:refuse"}},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, "a - k=0", seatNote(s, 0), "ZK-7: the digger knows the top card")
				assert.Equal(t, NoCard, Dug{Seat: 0, Card: CatA}.For(1).(Dug).Card)
				assert.Equal(t, []string{"0 keeps ca", "turn 1 owes 1 attacked=false"}, do(t, s, "0:keep"))
				assert.Equal(t, "a ca k=-", seatNote(s, 0))
			}},
		{name: "dig deeper: refuse",
			pos:    play4 + "pile=*.cb.ca disc=- stack=- | a dd k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play dd", "passall", "0:refuse"},
			events: []string{"0 refuses, takes cb", "turn 1 owes 1 attacked=false"},
			seats:  map[int]string{0: "a cb k=0"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, CatA, s.pile.at(int(s.npile)-1), "the refused card is back on top")
				assert.Equal(t, NoCard, DigTook{Seat: 0, Card: CatB}.For(1).(DigTook).Card)
			}},
		// Refusing an Exploding Kitten is allowed; it stays on top, known to
		// the digger alone.
		{name: "dig deeper refuses an exploding kitten",
			pos:    play4 + "pile=*.cb.ek disc=- stack=- | a dd k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play dd", "passall", "0:refuse"},
			header: []string{"t=1", "ph=play"},
			seats:  map[int]string{0: "a cb k=0", 1: "a - k=-"}},
		// Keeping one, or taking one second, explodes; it counts as the
		// turn's draw with the Zombie Kitten.
		{name: "dig deeper keeps an exploding kitten",
			pos:    play4 + "pile=*.cb.ek disc=- stack=- | a zk.dd k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play dd", "passall", "0:keep"},
			events: []string{"0 keeps ek", "0 explodes"},
			legal:  seatLegal{0: {"0:die", "0:play zk"}}},
		{name: "dig deeper takes an exploding kitten second",
			pos:    "kittens n=4 ph=play t=0 owe=2 att=1 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=*.ek.ca disc=- stack=- | a zk.dd k=- | a - k=- | a - k=- | a - k=-",
			acts:   []string{"0:play dd", "passall", "0:refuse", "0:play zk", "passall", "0:place 0"},
			header: []string{"t=0", "owe=1", "ph=play"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, Exploding, s.pile.at(int(s.npile)-1))
				assert.Equal(t, CatA, s.pile.at(int(s.npile)-2), "the refused card went back before the kitten")
				assert.Equal(t, "a - k=0.1", seatNote(s, 0))
			}},
		// Decision: no Dig Deeper on a pile of fewer than 2 cards.
		{name: "dig deeper needs two cards",
			pos:    "kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=ek disc=- stack=- | a dd k=- | a zk*2.at*2.no*2.sf*2.sh.sk.ss.fa.cv.dd.cl.ca*2.cb*2.cc*2.cd*2 k=-",
			offers: seatLegal{0: {"0:draw"}}},
		{name: "a noped dig deeper changes nothing",
			pos:    play4 + "pile=*.cb.ca disc=- stack=- | a dd k=- | a no k=- | a - k=- | a - k=-",
			acts:   []string{"0:play dd", "1:play no", "passall"},
			header: []string{"ph=play", "t=0"},
			seats:  map[int]string{0: "a - k=-"}},
	})
}

// ZK-5 Clone: it becomes the top discard; legal on the own turn only, not
// over a Clone or a cat, only when the copied card would be legal.
func TestClone(t *testing.T) {
	runRules(t, []ruleCase{
		{name: "clone copies the top discard",
			pos:    play4 + "pile=*.ca disc=at stack=- | a cl k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw", "0:clone at"}},
			acts:   []string{"0:clone at", "passall"},
			has:    []string{"0's cl/at resolves", "turn 1 owes 2 attacked=true"}},
		{name: "no clone over a clone",
			pos:    play4 + "pile=*.ca disc=at.cl stack=- | a cl k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw"}}},
		{name: "no clone over a cat someone played",
			pos:    play4 + "pile=*.ca disc=ca.ca stack=- | a cl k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw"}}},
		// A standalone Clone never copies a plain cat, even one its own
		// player just put down (the tooltip says so too), nor
		// Clairvoyance.
		{name: "no clone over a cat of one's own pair",
			pos:  play4 + "pile=*.ca disc=- stack=- | a cl.ca*2 k=- | a cb k=- | a - k=- | a - k=-",
			acts: []string{"0:combo ca*2", "0:target 1", "passall"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, "ca.ca", header(s, "disc"))
				assert.Equal(t, []string{"0:draw"}, legalOf(s, 0))
			}},
		{name: "no clone over a clairvoyance",
			pos:    play4 + "pile=*.ca disc=zk.cv stack=- | a cl k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw"}}},
		{name: "no clone of a card not legal now",
			pos:    play4 + "pile=*.ca disc=ad stack=- | a cl k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw"}}},
		{name: "no clone of a nope outside a window",
			pos:    play4 + "pile=*.ca disc=at.no stack=- | a cl k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw"}}},
		// Decision (rulebook b): a Clone copies a NOW card on the own turn.
		{name: "clone copies a now card on the turn",
			pos:    play4 + "pile=*.ca disc=sh stack=- | a cl k=- | a - k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw", "0:clone sh"}},
			acts:   []string{"0:clone sh", "passall"},
			has:    []string{"0 shuffles"}},
		// In a window of the own turn it may act as a Nope (top discard a
		// Nope someone else played) or a NOW card; off turn never.
		{name: "clone as a nope in the own window",
			pos:   play4 + "pile=*.ca disc=- stack=- | a at.cl k=- | a no k=- | a cl k=- | a - k=-",
			acts:  []string{"0:play at", "1:play no"},
			legal: seatLegal{0: {"0:pass", "0:clone no"}, 2: {"2:pass"}},
			then: func(t *testing.T, s *State) {
				evs := do(t, s, "0:clone no")
				assert.Equal(t, []string{"0 nopes 1 with cl on 0's at: nopes 2 cancelled=false"}, evs)
				passAll(t, s)
				assert.Equal(t, "1", header(s, "t"), "the attack took effect")
			}},
		{name: "clone as a now card in the own window",
			pos:   play4 + "pile=*.ca disc=- stack=- | a sf.cl k=- | a sh k=- | a - k=- | a - k=-",
			acts:  []string{"0:play sf", "1:play sh"},
			legal: seatLegal{0: {"0:pass", "0:clone sh"}},
			then: func(t *testing.T, s *State) {
				do(t, s, "0:clone sh")
				assert.Equal(t, "0:sf,1:sh,0:cl/sh", header(s, "stack"))
			}},
		// ZK-5 Combos with a Clone: "X, Clone" and "X, X, Clone".
		{name: "combos ending with a clone",
			pos:    play4 + "pile=*.ca disc=- stack=- | a cl.ca*2 k=- | a cb k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw", "0:combo ca*2", "0:combo ca*2+cl", "0:combo ca*3+cl"}},
			acts:   []string{"0:combo ca*2+cl"},
			events: []string{"0 plays ca*2+cl"},
			then: func(t *testing.T, s *State) {
				assert.Equal(t, "ca.cl", header(s, "disc"))
				assert.Equal(t, "a ca k=-", seatNote(s, 0))
			}},
	})
}

// ZK-5 Combos: any same title but the Zombie Kitten, on the own turn
// alive, never in a window, never against the dead; a pair takes a random
// card, a three names one.
func TestCombos(t *testing.T) {
	runRules(t, []ruleCase{
		{name: "a pair takes a random card",
			pos:    play4 + "pile=*.ca disc=- stack=- | a ca*2 k=- | a cb k=- | d cc k=- | a - k=-",
			offers: seatLegal{0: {"0:draw", "0:combo ca*2"}},
			acts:   []string{"0:combo ca*2"},
			legal:  seatLegal{0: {"0:target 1"}},
			then: func(t *testing.T, s *State) {
				do(t, s, "0:target 1")
				evs := passAll(t, s)
				assert.Contains(t, evs, "0 steals cb from 1 got=true")
				assert.Equal(t, "a cb k=-", seatNote(s, 0))
				e := Stole{Seat: 0, From: 1, Card: CatB, Got: true}
				assert.Equal(t, NoCard, e.For(2).(Stole).Card)
				assert.Equal(t, CatB, e.For(1).(Stole).Card)
			}},
		{name: "any same title makes a combo",
			pos:    play4 + "pile=*.ca disc=- stack=- | a zk*2.no*2.sk*3 k=- | a cb k=- | a - k=- | a - k=-",
			offers: seatLegal{0: {"0:draw", "0:play sk", "0:combo no*2", "0:combo sk*2", "0:combo sk*3"}}},
		{name: "a pair of NOW cards is not a NOW play",
			pos:   play4 + "pile=*.ca disc=- stack=- | a sk k=- | a sh*2 k=- | a - k=- | a - k=-",
			acts:  []string{"0:play sk"},
			legal: seatLegal{1: {"1:pass", "1:play sh"}}},
		{name: "three of a kind names a card",
			pos:    play4 + "pile=*.ca disc=- stack=- | a ca*3 k=- | a - k=- | a no k=- | d - k=-",
			offers: seatLegal{0: {"0:draw", "0:combo ca*2", "0:combo ca*3"}},
			acts:   []string{"0:combo ca*3"},
			legal:  seatLegal{0: {"0:target 1", "0:target 2"}},
			then: func(t *testing.T, s *State) {
				do(t, s, "0:target 2")
				require.Len(t, legalOf(s, 0), NumKinds)
				assert.Equal(t, []string{"0 asks 2 for no", "window opens on 0's ca (depth 1, nopes 0)"}, do(t, s, "0:name no"))
				assert.Contains(t, passAll(t, s), "0 asked 2 for no got=true")
				assert.Equal(t, "a no k=-", seatNote(s, 0))
			}},
		{name: "three of a kind that misses",
			pos:   play4 + "pile=*.ca disc=- stack=- | a ca*3 k=- | a - k=- | a cb k=- | d - k=-",
			acts:  []string{"0:combo ca*3", "0:target 2", "0:name no", "passall"},
			has:   []string{"0 asked 2 for no got=false"},
			seats: map[int]string{0: "a - k=-", 2: "a cb k=-"}},
		{name: "no pair without a living seat holding a card",
			pos:    play4 + "pile=*.ca disc=- stack=- | a ca*2 k=- | a - k=- | d cc k=- | a - k=-",
			offers: seatLegal{0: {"0:draw"}}},
		{name: "no combos in a window",
			pos:   play4 + "pile=*.ca disc=- stack=- | a sk.ca*2 k=- | a cb*2 k=- | a - k=- | a - k=-",
			acts:  []string{"0:play sk"},
			legal: seatLegal{0: {"0:pass"}, 1: {"1:pass"}}},
		{name: "a noped pair takes nothing",
			pos:   play4 + "pile=*.ca disc=- stack=- | a ca*2 k=- | a no.cb k=- | a - k=- | a - k=-",
			acts:  []string{"0:combo ca*2", "0:target 1", "1:play no", "passall"},
			seats: map[int]string{0: "a - k=-", 1: "a cb k=-"}},
	})
	assert.Equal(t, int16(CatA)|2<<5|1<<7, ComboCard(CatA, 2, true))
	title, size, withClone := ComboOf(ComboCard(DigDeeper, 3, false))
	assert.Equal(t, DigDeeper, title)
	assert.Equal(t, 3, size)
	assert.False(t, withClone)
}
