package flip7

import (
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// FuzzActions plays a match chosen by the bytes: the first picks the seat
// count, the second the seed, every next byte picks legal[b % len(legal)].
// After every step the cards must all be in place, Step must agree with
// Apply, and the notation must round-trip. Run with
// go test ./engine/flip7 -run '^$' -fuzz FuzzActions -fuzztime 5s.
func FuzzActions(f *testing.F) {
	f.Add([]byte{3, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0})
	f.Add([]byte{0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{7, 42, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17})
	f.Add([]byte{1, 200, 255, 254, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5})
	f.Add(make([]byte, 300))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		s, err := NewMatch(engine.Config{Seats: 1 + int(data[0])%MaxSeats}, uint64(data[1]))
		require.NoError(t, err)
		buf := make([]engine.Action, 0, MaxSeats+2)
		for i, b := range data[2:] {
			if _, over := s.Outcome(); over {
				return
			}
			buf = s.AppendLegal(buf[:0], s.ToAct()[0])
			require.NotEmpty(t, buf, "step %d: nobody can act\n%s", i, s.Notation())
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
		}
	})
}
