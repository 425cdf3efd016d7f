package match

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/play"
)

// randomSave plays a seeded match of game at seats with random choices and
// returns its save and outcome.
func randomSave(t *testing.T, game string, seats int, seed uint64) (engine.Save, engine.Outcome) {
	t.Helper()
	r, err := engine.Lookup(game)
	require.NoError(t, err)
	cfg := engine.Config{Seats: seats}
	st, _, err := r.New(cfg, seed)
	require.NoError(t, err)
	s := engine.Save{Game: game, Config: cfg, Seed: seed}
	rng := engine.NewRNG(seed ^ 0x9e3779b97f4a7c15)
	o, err := play.Run(st, play.Options{Seed: seed, Choose: func(_ engine.View, legal []engine.Action) engine.Action {
		return legal[rng.IntN(len(legal))]
	}, After: func(_ engine.State, m play.Move) error {
		s.Actions = append(s.Actions, m.Action)
		return nil
	}})
	require.NoError(t, err)
	return s, o
}

// snapshot is everything a screen could show of a state: its notation and
// every seat's view.
func snapshot(st engine.State, seats int) []any {
	out := []any{st.Notation()}
	for s := range seats {
		out = append(out, st.View(engine.Seat(s)))
	}
	return out
}

// TestReplay200: 200 seeded matches of every game, from 2 seats to the
// most: the replay reaches the recorded outcome, and every step reached by
// stepping back from the end, then forward again, is the same state.
func TestReplay200(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 20
	}
	for _, r := range engine.Games() {
		d := r.Describe()
		lo, hi, err := d.SeatRange(nil)
		require.NoError(t, err)
		lo = max(lo, 2)
		t.Run(d.ID, func(t *testing.T) {
			for i := range n {
				seats := lo + i%(hi-lo+1)
				s, want := randomSave(t, d.ID, seats, uint64(1000+i))
				rp, err := NewReplay(s)
				require.NoError(t, err)
				got, over := rp.State().Outcome()
				require.True(t, over, "%s seed %d", d.ID, i)
				require.Equal(t, want, got)
				// Back from the end to the start, keeping what each step
				// showed; then forward again, step by step.
				back := make([][]any, rp.Len()+1)
				back[rp.Len()] = snapshot(rp.State(), seats)
				for rp.Back() {
					back[rp.Pos()] = snapshot(rp.State(), seats)
				}
				require.Equal(t, 0, rp.Pos())
				for rp.Forward() {
					if !reflect.DeepEqual(back[rp.Pos()], snapshot(rp.State(), seats)) {
						t.Fatalf("%s seed %d: step %d differs forward and back", d.ID, i, rp.Pos())
					}
				}
				got, _ = rp.State().Outcome()
				require.Equal(t, want, got)
			}
		})
	}
}

// TestReplayRounds: stepping by round goes through every round's end both
// ways and stops at the ends of the match.
func TestReplayRounds(t *testing.T) {
	for _, r := range engine.Games() {
		id := r.Describe().ID
		if id == secretGame {
			continue // a game of one round without an ending event
		}
		s, want := randomSave(t, id, 3, 7)
		rp, err := NewReplay(s)
		require.NoError(t, err)
		require.NotEmpty(t, rp.Rounds(), id)
		rp.Seek(0)
		var seen []int
		for rp.NextRound() {
			seen = append(seen, rp.Pos())
		}
		require.Equal(t, rp.Len(), rp.Pos(), id)
		got, _ := rp.State().Outcome()
		require.Equal(t, want, got, id)
		require.Equal(t, rp.Rounds(), seen[:len(rp.Rounds())], id)
		var down []int
		for rp.PrevRound() {
			down = append(down, rp.Pos())
		}
		require.Equal(t, 0, rp.Pos(), id)
		require.Len(t, down, len(seen), id)
	}
}
