package cucu

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// Parse(Notation()) gives the same position, with the same legal actions
// and the same play until the next round's shuffle, at every step of
// random matches.
func TestNotationRoundTrip(t *testing.T) {
	matches := 200
	if testing.Short() {
		matches = 40
	}
	for m := 0; m < matches; m++ {
		seats := 2 + m%7
		s, err := NewMatch(engine.Config{Seats: seats}, uint64(m))
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(uint64(m), 3))
		for step := 0; ; step++ {
			text := s.Notation()
			back, err := Parse(text, 99)
			require.NoError(t, err, "match %d step %d\n%s", m, step, text)
			require.Equal(t, text, back.Notation(), "match %d step %d: round trip", m, step)
			if _, over := s.Outcome(); over {
				_, over := back.Outcome()
				require.True(t, over)
				break
			}
			require.Equal(t, s.ToAct(), back.ToAct())
			for p := engine.Seat(0); p < engine.Seat(seats); p++ {
				require.Equal(t, s.Legal(p), back.Legal(p), "match %d step %d: seat %d", m, step, p)
				require.Equal(t, s.view(p), back.view(p), "match %d step %d: view of %d", m, step, p)
			}
			legal := s.Legal(s.ToAct()[0])
			a := legal[rng.IntN(len(legal))]
			round := s.round
			evs, err := s.Apply(a)
			require.NoError(t, err)
			backEvs, err := back.Apply(a)
			require.NoError(t, err)
			if s.round == round {
				require.Equal(t, texts(evs), texts(backEvs), "match %d step %d: same play", m, step)
			}
		}
	}
}

// A hand-written position reads back, and its fields mean what the
// notation's comment says.
func TestNotationFields(t *testing.T) {
	s := table(t, 3, "", "3", "horse", "9", "inn")
	doAll(t, s, "0:ask 1", "1:keep", "2:ask 3", "2:cover 3")
	text := s.Notation()
	assert.True(t, strings.HasPrefix(text, "cucu n=4 r=1 rs=0 d=3 t=2 ph=cover inn=3 w=-1 pack="), text)
	assert.Contains(t, text, " top=-/- swaps=0-2 covers=- last=- | 3 in 9 0+2 p ask | 3 in horse *1 k keep | 3 in 3 0+2 a ask | 3 in inn *3 - -")
	back, err := Parse(text, 1)
	require.NoError(t, err)
	assert.Equal(t, []engine.Seat{3}, back.ToAct())
	wantLegal(t, back, "3:accept 2", "3:refuse 2")
}

// Parse refuses malformed and inconsistent positions with an error, never
// a panic.
func TestParseRejects(t *testing.T) {
	good := table(t, 3, "", "3", "7", "9", "cat").Notation()
	_, err := Parse(good, 1)
	require.NoError(t, err)
	bad := []string{
		"",
		"dos n=2",
		strings.Replace(good, "n=4", "n=9", 1),
		strings.Replace(good, "n=4", "n=3", 1),
		strings.Replace(good, "d=3", "d=7", 1),
		strings.Replace(good, "d=3", "d=-1", 1),
		strings.Replace(good, "ph=turn", "ph=nap", 1),
		strings.Replace(good, "ph=turn", "ph=dealer", 1),
		strings.Replace(good, "ph=turn", "ph=inn", 1),
		strings.Replace(good, "ph=turn", "ph=over", 1),
		strings.Replace(good, " w=-1", " w=x", 1),
		strings.Replace(good, " w=-1", "", 1),
		strings.Replace(good, "pack=", "pack=3.", 1),
		strings.Replace(good, "pack=", "pack=king.", 1),
		strings.Replace(good, "swaps=-", "swaps=0-0", 1),
		strings.Replace(good, "swaps=-", "swaps=0-1", 1),
		strings.Replace(good, "covers=-", "covers=0>1", 1),
		strings.Replace(good, "last=-", "last=1:3.3:0.0", 1),
		strings.Replace(good, "last=-", "last=x", 1),
		strings.Replace(good, "| 3 in 3 0 - -", "| 4 in 3 0 - -", 1),
		strings.Replace(good, "| 3 in 3 0 - -", "| 3 in 3 1 - -", 1),
		strings.Replace(good, "| 3 in 3 0 - -", "| 3 in 4 0 - -", 1),
		strings.Replace(good, "| 3 in 3 0 - -", "| 3 off 3 0 - -", 1),
		strings.Replace(good, "| 3 in 3 0 - -", "| 3 ko 3 0 - -", 1),
		strings.Replace(good, "| 3 in 3 0 - -", "| 3 in 3 0 z -", 1),
		strings.Replace(good, "| 3 in 3 0 - -", "| 3 in 3 0 - keep", 1),
		strings.Replace(good, "| 3 in 3 0 - -", "| 3 in 3 0 -", 1),
		strings.Replace(good, "top=-/-", "top=9/-", 1),
	}
	for _, text := range bad {
		_, err := Parse(text, 1)
		assert.Error(t, err, "%q", text)
	}
}

// ActionString names every action kind.
func TestActionString(t *testing.T) {
	for _, c := range []struct {
		a    engine.Action
		want string
	}{
		{engine.Action{By: 0, Kind: KindKeep, Target: engine.NoSeat}, "0:keep"},
		{engine.Action{By: 1, Kind: KindAsk, Target: 2}, "1:ask 2"},
		{engine.Action{By: 3, Kind: KindPack, Target: engine.NoSeat}, "3:pack"},
		{engine.Action{By: 0, Kind: KindWithdraw, Target: engine.NoSeat}, "0:withdraw"},
		{engine.Action{By: 0, Kind: KindCover, Target: 2}, "0:cover 2"},
		{engine.Action{By: 2, Kind: KindAccept, Target: 0}, "2:accept 0"},
		{engine.Action{By: 2, Kind: KindRefuse, Target: 0}, "2:refuse 0"},
		{engine.Action{By: 2, Kind: 99}, "2:?99"},
	} {
		assert.Equal(t, c.want, ActionString(c.a))
	}
}
