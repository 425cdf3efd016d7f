package kittens

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// The notation round-trips through Parse for every position of seeded
// random games, and Parse refuses what is not a whole position.
func TestNotationRoundTrip(t *testing.T) {
	for seed := uint64(0); seed < 60; seed++ {
		s, err := NewGame(engine.Config{Seats: 2 + int(seed%4)}, seed)
		require.NoError(t, err)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Over(); step++ {
			text := s.Notation()
			back, err := Parse(text, 9)
			require.NoError(t, err, "step %d: %s", step, text)
			require.Equal(t, text, back.Notation())
			for _, p := range s.ToAct() {
				require.Equal(t, s.Legal(p), back.Legal(p), "the parsed position plays the same")
			}
			to := s.ToAct()
			legal := s.Legal(to[rng.IntN(len(to))])
			require.NoError(t, s.Step(legal[rng.IntN(len(legal))]))
		}
	}
}

func TestParseErrors(t *testing.T) {
	good := play4 + "pile=*.ca disc=- stack=0:fa>2^1.3c | a sk k=- | a - k=- | a - k=- | a - k=-"
	_ = good
	bad := []string{
		"",
		"dos n=4",
		"kittens n=9",
		"kittens n=2 ph=nowhere t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=ek disc=- stack=- | a - k=- | a - k=-",
		"kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=ek disc=- stack=- | a - k=-",
		"kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=ek disc=- stack=- | a - k=- | a - k=-", // cards missing
		"kittens n=2 ph=play t=5 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=ek disc=- stack=- | a - k=- | a - k=-",
		"kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=qq disc=- stack=- | a - k=- | a - k=-",
		"kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=ek disc=- stack=9:sk | a - k=- | a - k=-",
		"kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=ek disc=- stack=- | x - k=- | a - k=-",
		"kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=ek disc=- stack=- | a zk*9 k=- | a - k=-",
		"kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=- won=-1 pile=ek disc=- stack=- | a - k=4 | a - k=-",
		"kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=bad lp=- won=-1 pile=ek disc=- stack=- | a - k=- | a - k=-",
		"kittens n=2 ph=play t=0 owe=1 att=0 ch=0 pass=- held=0 watch=- give=- lp=7:1:0 won=-1 pile=ek disc=- stack=- | a - k=- | a - k=-",
	}
	for _, text := range bad {
		_, err := Parse(text, 1)
		assert.Error(t, err, "%q", text)
	}
	s := pos(t, good)
	assert.Equal(t, "0:fa>2^1.3c", header(s, "stack"))
	assert.Equal(t, "0:fa>2^1.3c", ItemString(s.view(0).Stack[0]))
	it := s.view(0).Stack[0]
	assert.Equal(t, []NopeCard{{Seat: 1}, {Seat: 3, Clone: true}}, it.Nopes)
	assert.Equal(t, engine.Seat(3), it.Last())
	assert.False(t, it.Cancelled)
}

// Every action has a notation.
func TestActionString(t *testing.T) {
	cases := map[string]engine.Action{
		"0:draw":          act(0, KindDraw, 0),
		"1:play at":       act(1, KindPlay, int16(Attack)),
		"2:clone sh":      act(2, KindClone, int16(Shuffle)),
		"3:combo ca*2+cl": act(3, KindCombo, ComboCard(CatA, 2, true)),
		"0:target 2":      {By: 0, Kind: KindTarget, Target: 2},
		"0:name zk":       act(0, KindName, int16(Zombie)),
		"4:give no":       act(4, KindGive, int16(Nope)),
		"0:keep":          act(0, KindKeep, 0),
		"0:refuse":        act(0, KindRefuse, 0),
		"0:die":           act(0, KindDie, 0),
		"0:place 12":      act(0, KindPlace, 12),
		"1:pass":          act(1, engine.KindPass, 0),
		"1:?99":           act(1, 99, 0),
	}
	for want, a := range cases {
		assert.Equal(t, want, ActionString(a))
	}
}

// isLegal (what Apply and Step check) accepts exactly what Legal lists,
// over every operand of every kind, for every seat of positions of seeded
// random games.
func TestIsLegalAgreesWithLegal(t *testing.T) {
	kinds := []uint8{KindDraw, KindPlay, KindClone, KindCombo, KindTarget, KindName, KindGive,
		KindKeep, KindRefuse, KindDie, KindPlace, engine.KindPass, 0, 99}
	for seed := uint64(0); seed < 50; seed++ {
		s, err := NewGame(engine.Config{Seats: 2 + int(seed%4)}, seed)
		require.NoError(t, err)
		rng := engine.NewRNG(seed)
		for step := 0; !s.Over(); step++ {
			if step%3 == 0 {
				for p := engine.Seat(-1); p <= engine.Seat(s.n); p++ {
					listed := map[engine.Action]bool{}
					for _, a := range s.Legal(p) {
						listed[a] = true
					}
					for _, k := range kinds {
						cards, targets := []int16{-1, 0, 1}, []engine.Seat{engine.NoSeat, 0, 99}
						if k == KindTarget {
							targets = []engine.Seat{engine.NoSeat, 0, 1, 2, 3, 4, 5, 99}
						} else {
							top := int16(NumKinds + 2)
							if k == KindCombo || k == KindPlace {
								top = 260 // every combo operand and position
							}
							for c := int16(2); c < top; c++ {
								cards = append(cards, c)
							}
							// Operands that a byte would read as a kind.
							cards = append(cards, 256+int16(Zombie), 256+int16(Nope), 256+int16(Clone))
						}
						for _, card := range cards {
							for _, target := range targets {
								a := engine.Action{By: p, Kind: k, Target: target, Card: card}
								if listed[a] != s.isLegal(a) {
									require.Failf(t, "isLegal disagrees with Legal", "%s (target %d card %d): listed %v\n%s",
										ActionString(a), target, card, listed[a], s.Notation())
								}
							}
						}
					}
				}
			}
			to := s.ToAct()
			legal := s.Legal(to[rng.IntN(len(to))])
			require.NoError(t, s.Step(legal[rng.IntN(len(legal))]))
		}
	}
}
