package cucu

import (
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// FuzzActions plays a match chosen by the bytes: the first picks the seat
// count, the second the seed, every next byte picks legal[b % 2]. After
// every step the 40 cards must all be in place, Step must agree with Apply,
// the direct legality check with Legal, the notation must round-trip, and
// a seat's view must survive a permutation of what it cannot see. Run
// with go test ./engine/cucu -run '^$' -fuzz FuzzActions -fuzztime 5s.
func FuzzActions(f *testing.F) {
	f.Add([]byte{2, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0})
	f.Add([]byte{0, 7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
	f.Add([]byte{6, 42, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17})
	f.Add([]byte{5, 200, 255, 254, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5})
	f.Add(make([]byte, 300))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		seats := Descriptor.MinSeats + int(data[0])%(MaxSeats-Descriptor.MinSeats+1)
		s, err := NewMatch(engine.Config{Seats: seats}, uint64(data[1]))
		require.NoError(t, err)
		buf := make([]engine.Action, 0, 4)
		rng := engine.NewRNG(uint64(data[1]))
		for i, b := range data[2:] {
			if _, over := s.Outcome(); over {
				return
			}
			buf = s.AppendLegal(buf[:0], s.ToAct()[0])
			require.Len(t, buf, 2, "step %d: two choices\n%s", i, s.Notation())
			require.Equal(t, buf, s.Legal(s.ToAct()[0]))
			a := buf[int(b)%len(buf)]
			fast := s.clone()
			_, err := s.Apply(a)
			require.NoError(t, err, "step %d: legal %s refused", i, ActionString(a))
			require.NoError(t, fast.Step(a), "step %d: Step refused %s", i, ActionString(a))
			require.NoError(t, s.Check(), "step %d after %s\n%s", i, ActionString(a), s.Notation())
			text := s.Notation()
			require.Equal(t, text, fast.Notation(), "step %d: Step and Apply disagree", i)
			back, err := Parse(text, 1)
			require.NoError(t, err, "step %d: notation does not parse\n%s", i, text)
			require.Equal(t, text, back.Notation(), "step %d: notation does not round-trip", i)
			// One seat's view a step, turning with the step, against a
			// permutation of what it cannot see; the direct legality check
			// against Legal for that seat and the seat to act.
			p := engine.Seat(i % seats)
			alt := s.PermuteHidden(p, &rng).(*State)
			require.NoError(t, alt.Check())
			require.Equal(t, s.view(p), alt.view(p), "step %d: seat %d's view leaks", i, p)
			for _, by := range []engine.Seat{p, s.toAct[0]} {
				for _, k := range []uint8{KindKeep, KindAsk, KindPack, KindWithdraw, KindCover, KindAccept, KindRefuse} {
					for tg := engine.Seat(-1); tg < engine.Seat(seats); tg++ {
						x := engine.Action{By: by, Kind: k, Target: tg}
						require.Equal(t, engine.IsLegal(s, x), s.isLegal(x), "step %d: %s", i, ActionString(x))
					}
				}
			}
		}
	})
}
