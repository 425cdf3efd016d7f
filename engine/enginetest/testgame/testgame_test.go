package testgame

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/enginetest"
)

// The harness checks everything the contract asks at every step, including
// redaction differentially and Determinize from each seat's view.
func TestHarness(t *testing.T) {
	Register() // the harness replays saves through the registry
	enginetest.Run(t, Rules{}, enginetest.Options{Matches: 300, Seed: 1})
}

func newGiven(t *testing.T, deal string) *State {
	t.Helper()
	st, evs, err := Rules{}.New(engine.Config{Seats: 3, Options: map[string]string{OptDeal: deal}}, 0)
	require.NoError(t, err)
	require.Len(t, evs, 3)
	return st.(*State)
}

func act(t *testing.T, s *State, a engine.Action) []engine.Event {
	t.Helper()
	evs, err := s.Apply(a)
	require.NoError(t, err)
	return evs
}

func pass(p engine.Seat) engine.Action {
	return engine.Action{By: p, Kind: engine.KindPass, Target: engine.NoSeat}
}

// A play opens a window for the other seats; a Nope restarts it for every
// seat but the noper; it resolves once all have passed since the change,
// and no pass makes an event.
func TestWindowNopeRestarts(t *testing.T) {
	s := newGiven(t, "4,5,0/6,7,1/8,9,10")
	evs := act(t, s, engine.Action{By: 0, Kind: KindPlay, Target: engine.NoSeat, Card: 4})
	assert.Equal(t, []engine.Event{Played{Seat: 0, Card: 4}}, evs)
	assert.Equal(t, engine.Window{Kind: engine.Blocking, Turn: engine.NoSeat}, s.Window())
	assert.Equal(t, []engine.Seat{1, 2}, s.ToAct())
	assert.Equal(t, []engine.Action{pass(1), {By: 1, Kind: KindNope, Target: engine.NoSeat, Card: 1}}, s.Legal(1))
	assert.Equal(t, []engine.Action{pass(2)}, s.Legal(2), "Nope only for its holders")
	assert.Empty(t, act(t, s, pass(2)))
	assert.Equal(t, []engine.Seat{1}, s.ToAct())
	act(t, s, engine.Action{By: 1, Kind: KindNope, Target: engine.NoSeat, Card: 1})
	assert.Equal(t, 1, s.Window().Change)
	assert.Equal(t, []engine.Seat{0, 2}, s.ToAct(), "everyone but the noper, seat 2 again")
	assert.Empty(t, act(t, s, pass(0)))
	evs = act(t, s, pass(2))
	assert.Equal(t, []engine.Event{Resolved{Seat: 0, Card: 4, Noped: true}}, evs)
	assert.Equal(t, engine.NoWindow, s.Window().Kind)
	assert.Equal(t, []engine.Seat{1}, s.ToAct())
	assert.Equal(t, []int{0, 0, 0}, s.scores)
	require.NoError(t, s.Check())
}

func TestRedaction(t *testing.T) {
	_, evs, err := Rules{}.New(engine.Config{Seats: 2}, 5)
	require.NoError(t, err)
	d := evs[0].(Dealt)
	assert.Equal(t, d, d.For(0))
	assert.Equal(t, []Card{Hidden, Hidden, Hidden}, d.For(1).(Dealt).Cards)
	assert.NotEqual(t, Hidden, d.Cards[0], "redacting a copy leaves the original")
	assert.Equal(t, Hidden, Drew{Seat: 1, Card: 7}.For(0).(Drew).Card)
}

// Determinize gives back the view it was built from, for every seat along
// random matches.
func TestDeterminize(t *testing.T) {
	for seed := uint64(0); seed < 40; seed++ {
		n := MinSeats + int(seed)%(MaxSeats-MinSeats+1)
		st, _, err := Rules{}.New(engine.Config{Seats: n}, seed)
		require.NoError(t, err)
		rng := engine.NewRNG(seed)
		for {
			for p := engine.NoSeat; int(p) < n; p++ {
				v := st.View(p)
				d, err := Rules{}.Determinize(v, &rng)
				require.NoError(t, err)
				require.NoError(t, d.Check())
				require.True(t, reflect.DeepEqual(v, d.View(p)), "seed %d seat %d", seed, p)
			}
			to := st.ToAct()
			if len(to) == 0 {
				break
			}
			legal := st.Legal(to[rng.IntN(len(to))])
			a := legal[rng.IntN(len(legal))]
			c := st.Clone()
			_, err := st.Apply(a)
			require.NoError(t, err)
			require.NoError(t, c.(engine.Stepper).Step(a))
			require.Equal(t, st.Notation(), c.Notation(), "Step agrees with Apply")
		}
	}
}

func TestDealOption(t *testing.T) {
	for _, bad := range []string{"1,2/3", "0,0/1/2", "x/1/2", "12/1/2"} {
		_, _, err := Rules{}.New(engine.Config{Seats: 3, Options: map[string]string{OptDeal: bad}}, 0)
		assert.Error(t, err, bad)
	}
	s := newGiven(t, "4,5,0/6,7,1/8,9,10")
	assert.Equal(t, []Card{11, 3, 2}, s.stock)
	Register()
	Register() // twice is harmless
	r, err := engine.Lookup(ID)
	require.NoError(t, err)
	assert.True(t, r.Describe().SecretHands && r.Describe().Reactions)
}
