package dos

import (
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// The direct legality check used by Apply and Step (isLegal) accepts
// exactly what Legal lists, on positions of random matches and for actions
// all around the legal ones: every kind, targets and Centre indices just
// out of range, every card kind and match pair in both orders.
func TestIsLegalAgreesWithLegal(t *testing.T) {
	kinds := []uint8{0, KindMatch, KindColour, KindNumber, KindDraw, KindEnd, KindPlace, KindCall, KindCatch, KindCatch + 1, engine.KindPass, 255}
	var cards []int16
	for c := int16(-1); c <= 12; c++ {
		cards = append(cards, c)
	}
	for _, k := range Kinds {
		cards = append(cards, int16(k), int16(k)<<8, int16(k)|int16(k)<<8)
	}
	cards = append(cards, 1000, -1000, int16(NumKinds))
	positions := 0
	for seed := uint64(0); seed < 8; seed++ {
		seats := 2 + int(seed)%3
		s, err := NewMatch(engine.Config{Seats: seats}, seed)
		require.NoError(t, err)
		rng := engine.NewRNG(seed)
		for step := 0; step < 200; step++ {
			if _, over := s.Outcome(); over {
				break
			}
			for p := engine.Seat(-1); p <= engine.Seat(seats); p++ {
				legal := s.Legal(p)
				set := map[engine.Action]bool{}
				for _, a := range legal {
					set[a] = true
					require.True(t, s.isLegal(a), "listed %s refused\n%s", ActionString(a), s.Notation())
				}
				h := &s.seats[max(p, 0)%engine.Seat(seats)].hand
				var pairs []int16
				for _, a := range Kinds {
					for _, b := range Kinds {
						if h.get(a) > 0 && h.get(b) > 0 {
							pairs = append(pairs, MatchCard(a, b))
						}
					}
				}
				for _, k := range kinds {
					for target := engine.Seat(-2); target <= engine.Seat(s.ncentre)+1; target++ {
						for _, c := range append(cards, pairs...) {
							a := engine.Action{By: p, Kind: k, Target: target, Card: c}
							if s.isLegal(a) != set[a] {
								t.Fatalf("isLegal(%s %+v) = %v, Legal says %v\n%s", ActionString(a), a, !set[a], set[a], s.Notation())
							}
						}
					}
				}
			}
			positions++
			seat := s.ToAct()[rng.IntN(len(s.ToAct()))]
			legal := s.Legal(seat)
			require.NoError(t, s.Step(legal[rng.IntN(len(legal))]))
		}
	}
	t.Logf("%d positions", positions)
}
