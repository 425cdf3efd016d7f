package kittens

import (
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// FuzzActions plays a game chosen by the bytes: the first picks the seat
// count, the second the seed; every next byte picks the seat among ToAct
// (high bits) and the action, legal[b % len(legal)]. After every step the
// 61 cards must all be in place, Step must agree with Apply, the direct
// legality check with Legal, the notation must round-trip, and a view must
// determinize back into itself. Run with
// go test ./engine/kittens -run '^$' -fuzz FuzzActions -fuzztime 5s.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0})
	f.Add([]byte{1, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{2, 42, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17})
	f.Add([]byte{3, 200, 255, 254, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5})
	f.Add(make([]byte, 600))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		s, err := NewGame(engine.Config{Seats: 2 + int(data[0])%4}, uint64(data[1]))
		require.NoError(t, err)
		buf := make([]engine.Action, 0, 64)
		for i, b := range data[2:] {
			if s.Over() {
				return
			}
			to := s.ToAct()
			seat := to[int(b>>5)%len(to)]
			buf = s.AppendLegal(buf[:0], seat)
			require.NotEmpty(t, buf, "step %d: seat %d to act has nothing to do\n%s", i, seat, s.Notation())
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
			for _, p := range s.ToAct() {
				for _, l := range s.Legal(p) {
					require.True(t, s.isLegal(l), "step %d: listed %s refused", i, ActionString(l))
				}
			}
			viewer := engine.Seat(int(b) % int(s.n))
			v := s.view(viewer)
			rng := engine.NewRNG(uint64(i))
			d, err := FromView(v, &rng)
			require.NoError(t, err, "step %d: determinize seat %d\n%s", i, viewer, text)
			require.NoError(t, d.Check())
			require.Equal(t, v, d.view(viewer), "step %d: determinized view differs", i)
		}
	})
}
