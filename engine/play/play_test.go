package play

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
)

// race is a tiny game with both shapes of several seats at once. The seat
// on turn plays, which opens a blocking window: every other seat may block
// (once per match) or pass, and the play resolves when all of them have
// passed since the last block; an unblocked play (an even number of
// blocks) scores. After a score, beside the next turn, the seats other
// than the scorer and the seat on turn may catch the scorer (optional
// actions: nothing waits for them, and the turn's next play ends the
// chance). The match ends after limit plays or at 3 points.
type race struct {
	n         int
	limit     int
	turn      engine.Seat
	score     [4]int
	tokens    [4]int
	window    bool
	passed    uint8 // window seats that passed since the last change
	blocks    int
	catchable bool
	victim    engine.Seat // the scorer who may be caught
	declined  uint8       // seats that passed the catch
	plays     int
	over      bool
	toAct     [4]engine.Seat
}

const (
	kindPlay uint8 = iota + 1
	kindBlock
	kindCatch
)

func newRace(n, tokens int) *race {
	r := &race{n: n, limit: 6, victim: engine.NoSeat}
	for i := 0; i < n; i++ {
		r.tokens[i] = tokens
	}
	return r
}

// raceEvent is public to everyone.
type raceEvent struct {
	What string
	Seat engine.Seat
}

func (e raceEvent) For(engine.Seat) engine.Event { return e }
func (e raceEvent) String() string               { return fmt.Sprintf("%d %s", e.Seat, e.What) }

// raceView is the whole table: nothing in race is secret.
type raceView struct {
	Seat  engine.Seat
	Table race
}

func (v raceView) Viewer() engine.Seat { return v.Seat }

func (r *race) ToAct() []engine.Seat {
	if r.over {
		return nil
	}
	to := r.toAct[:0]
	if !r.window {
		to = append(to, r.turn)
	}
	for i := 0; i < r.n; i++ {
		s := engine.Seat(i)
		var buf [2]engine.Action
		if s != r.turn && len(r.AppendLegal(buf[:0], s)) > 0 {
			to = append(to, s)
		}
	}
	return to
}

// Window says which shape of several seats at once is open (engine.Reactor).
func (r *race) Window() engine.Window {
	switch {
	case r.over:
		return engine.Window{Kind: engine.NoWindow, Turn: engine.NoSeat}
	case r.window:
		return engine.Window{Kind: engine.Blocking, Turn: r.turn, Change: r.blocks}
	case r.catchable:
		return engine.Window{Kind: engine.Optional, Turn: r.turn}
	}
	return engine.Window{Kind: engine.NoWindow, Turn: r.turn}
}

func (r *race) Legal(s engine.Seat) []engine.Action { return r.AppendLegal(nil, s) }

func (r *race) AppendLegal(dst []engine.Action, s engine.Seat) []engine.Action {
	act := func(k uint8) engine.Action { return engine.Action{By: s, Kind: k, Target: engine.NoSeat} }
	switch {
	case r.over || int(s) < 0 || int(s) >= r.n:
	case r.window:
		if s != r.turn && r.passed&(1<<s) == 0 {
			if r.tokens[s] > 0 {
				dst = append(dst, act(kindBlock))
			}
			dst = append(dst, act(engine.KindPass))
		}
	case s == r.turn:
		dst = append(dst, act(kindPlay))
	case r.catchable && s != r.victim && r.declined&(1<<s) == 0:
		dst = append(dst, act(kindCatch), act(engine.KindPass))
	}
	return dst
}

func (r *race) Apply(a engine.Action) ([]engine.Event, error) {
	var evs []engine.Event
	if err := r.perform(a, &evs); err != nil {
		return nil, err
	}
	return evs, nil
}

func (r *race) Step(a engine.Action) error { return r.perform(a, nil) }

func (r *race) perform(a engine.Action, rec *[]engine.Event) error {
	var buf [2]engine.Action
	if !contains(r.AppendLegal(buf[:0], a.By), a) {
		return fmt.Errorf("race: %+v: %w", a, engine.ErrIllegal)
	}
	emit := func(what string, s engine.Seat) {
		if rec != nil {
			*rec = append(*rec, raceEvent{what, s})
		}
	}
	s := a.By
	switch a.Kind {
	case kindPlay:
		r.window, r.passed, r.blocks, r.catchable, r.declined = true, 0, 0, false, 0
		emit("plays", s)
	case kindBlock:
		r.tokens[s]--
		r.blocks++
		r.passed = 0
		emit("blocks", s)
	case kindCatch:
		r.score[r.victim]--
		r.score[s]++
		r.catchable = false
		emit("catches", s)
	case engine.KindPass:
		if !r.window {
			r.declined |= 1 << s
			return nil
		}
		r.passed |= 1 << s
		if int(r.passed) == (1<<r.n-1)&^(1<<r.turn) {
			r.resolve(emit)
		}
	}
	return nil
}

// resolve ends the window: the play scores unless blocked an odd number
// of times, and the turn passes on.
func (r *race) resolve(emit func(string, engine.Seat)) {
	r.window = false
	r.plays++
	if r.blocks%2 == 0 {
		r.score[r.turn]++
		r.catchable, r.victim = true, r.turn
		emit("scores", r.turn)
	}
	r.turn = engine.Seat((int(r.turn) + 1) % r.n)
	for i := 0; i < r.n; i++ {
		if r.score[i] >= 3 {
			r.over = true
		}
	}
	if r.plays >= r.limit {
		r.over = true
	}
	if r.over {
		r.catchable = false
		emit("ends", engine.NoSeat)
	}
}

func (r *race) View(s engine.Seat) engine.View { return raceView{Seat: s, Table: *r} }

func (r *race) Outcome() (engine.Outcome, bool) {
	if !r.over {
		return engine.Outcome{}, false
	}
	o := engine.Outcome{Scores: append([]int(nil), r.score[:r.n]...)}
	for i := 0; i < r.n; i++ {
		o.Winners = append(o.Winners, engine.Seat(i)) // the test needs no ranking
	}
	return o, true
}

func (r *race) Clone() engine.State { c := *r; return &c }
func (r *race) Notation() string    { return fmt.Sprintf("%+v", *r) }
func (r *race) Check() error        { return nil }

// randomChooser answers uniformly at random, and checks that what it is
// given is a seat's view and that seat's legal list.
func randomChooser(t *testing.T, st *race, rng *rand.Rand) Chooser {
	return func(v engine.View, legal []engine.Action) engine.Action {
		rv, ok := v.(raceView)
		require.True(t, ok, "the chooser gets a view, got %T", v)
		require.Equal(t, st.Legal(rv.Seat), legal)
		for _, a := range legal {
			require.Equal(t, rv.Seat, a.By)
		}
		return legal[rng.IntN(len(legal))]
	}
}

// Run plays to the end with several seats at once: windows open, seats
// block and catch, and no pass ever appears in the events.
func TestRunPlaysWindowsToTheEnd(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(1); seed <= 100; seed++ {
		st := newRace(4, 1)
		rng := rand.New(rand.NewPCG(seed, 3))
		_, err := Run(st, Options{Seed: seed, Choose: randomChooser(t, st, rng),
			Before: func(st engine.State, m Move) error {
				if w := engine.WindowOf(st); len(st.ToAct()) > 1 {
					seen[fmt.Sprint("window ", w.Kind)]++
				}
				return nil
			},
			After: func(_ engine.State, m Move) error {
				for _, e := range m.Events {
					seen[e.(raceEvent).What]++
					// The last pass resolves the window, but nobody
					// learns who passed.
					if m.Action.Kind == engine.KindPass {
						assert.NotEqual(t, m.Seat, e.(raceEvent).Seat, "a pass shows in %s", e)
					}
				}
				if m.Action.Kind == engine.KindPass {
					seen["pass"]++
				}
				return nil
			}})
		require.NoError(t, err, "seed %d", seed)
		_, over := st.Outcome()
		require.True(t, over)
	}
	blocking, optional := fmt.Sprint("window ", engine.Blocking), fmt.Sprint("window ", engine.Optional)
	for _, what := range []string{"pass", "plays", "blocks", "catches", "scores", "ends", blocking, optional} {
		assert.Positive(t, seen[what], "no %q in 100 matches", what)
	}
}

// When several seats may act, the one applied first is drawn from the
// seeded RNG, not taken in seat order: in a catch race between the seat on
// turn (1) and two catchers (2, 3), each wins about a third of the time.
func TestRaceOrderIsDrawn(t *testing.T) {
	first := map[engine.Seat]int{}
	stop := errors.New("stop")
	const runs = 600
	for seed := uint64(0); seed < runs; seed++ {
		st := newRace(4, 0)
		st.turn, st.catchable, st.victim = 1, true, 0
		_, err := Run(st, Options{Seed: seed,
			Choose: func(_ engine.View, legal []engine.Action) engine.Action { return legal[0] },
			Before: func(_ engine.State, m Move) error { first[m.Seat]++; return stop }})
		require.ErrorIs(t, err, stop)
	}
	assert.Len(t, first, 3)
	for _, s := range []engine.Seat{1, 2, 3} {
		assert.InDelta(t, runs/3, first[s], 60, "seat %d first %d times of %d", s, first[s], runs)
	}
}

// A single seat to act draws nothing from the RNG, so a game that never
// opens a window keeps its random streams whatever the loop's seed.
func TestOneSeatDrawsNothing(t *testing.T) {
	rng := engine.NewRNG(5)
	before := rng
	s, err := next([]engine.Seat{2}, &rng)
	require.NoError(t, err)
	assert.Equal(t, engine.Seat(2), s)
	assert.Equal(t, before, rng)
	_, err = next([]engine.Seat{1, 2}, &rng)
	require.NoError(t, err)
	assert.NotEqual(t, before, rng)
}

// The same seed plays the same match; another seed may order seats
// differently.
func TestRunIsSeeded(t *testing.T) {
	moves := func(seed uint64) []Move {
		var out []Move
		_, err := Run(newRace(4, 1), Options{Seed: seed,
			Choose: func(_ engine.View, legal []engine.Action) engine.Action { return legal[0] },
			After:  func(_ engine.State, m Move) error { out = append(out, m); return nil }})
		require.NoError(t, err)
		return out
	}
	assert.Equal(t, moves(7), moves(7))
	differ := false
	for seed := uint64(8); seed < 20 && !differ; seed++ {
		differ = fmt.Sprint(moves(7)) != fmt.Sprint(moves(seed))
	}
	assert.True(t, differ, "the seed never changes who acts first")
}

// Playout draws seats exactly as Run does, so with the same picks both
// reach the same end.
func TestPlayoutAgreesWithRun(t *testing.T) {
	pick := func(legal []engine.Action) engine.Action { return legal[len(legal)/2] }
	for seed := uint64(0); seed < 50; seed++ {
		slow, fast := newRace(4, 1), newRace(4, 1)
		_, err := Run(slow, Options{Seed: seed,
			Choose: func(_ engine.View, legal []engine.Action) engine.Action { return pick(legal) }})
		require.NoError(t, err)
		p, err := NewPlayout(fast, seed)
		require.NoError(t, err)
		require.NoError(t, p.Finish(pick, 0))
		require.Equal(t, slow.Notation(), fast.Notation(), "seed %d", seed)
	}
}

// A playout step allocates nothing once its buffer exists (the outcome at
// the end may: it is read once per match).
func TestPlayoutAllocatesNothing(t *testing.T) {
	start := newRace(4, 1)
	st := start.Clone().(*race)
	p, err := NewPlayout(st, 1)
	require.NoError(t, err)
	rng := engine.NewRNG(9)
	pick := func(legal []engine.Action) engine.Action { return legal[rng.IntN(len(legal))] }
	seed := uint64(0)
	allocs := testing.AllocsPerRun(200, func() {
		*st = *start
		seed++
		if err := p.Reset(st, seed); err != nil {
			panic(err)
		}
		for i := 0; i < 10 && !p.Over(); i++ { // 10 steps end no match
			if err := p.Step(pick); err != nil {
				panic(err)
			}
		}
	})
	assert.Zero(t, allocs)
}

// What Run refuses: an answer outside the legal list, a match that does
// not end, a hook's error, a state with nobody to act; Playout refuses a
// state without the fast path.
func TestRunErrors(t *testing.T) {
	firstLegal := func(_ engine.View, legal []engine.Action) engine.Action { return legal[0] }
	_, err := Run(newRace(3, 1), Options{Choose: func(engine.View, []engine.Action) engine.Action {
		return engine.Action{By: 0, Kind: 99}
	}})
	assert.ErrorContains(t, err, "not legal")

	_, err = Run(newRace(3, 1), Options{Choose: firstLegal, MaxSteps: 3})
	assert.ErrorContains(t, err, "no end after 3 steps")

	hook := errors.New("hook")
	_, err = Run(newRace(3, 1), Options{Choose: firstLegal,
		After: func(engine.State, Move) error { return hook }})
	assert.ErrorIs(t, err, hook)

	stuck := newRace(3, 1)
	stuck.window, stuck.passed = true, 0b111 // everyone passed, yet unresolved
	_, err = Run(stuck, Options{Choose: firstLegal})
	assert.ErrorContains(t, err, "nobody to act")

	_, err = NewPlayout(noStep{newRace(2, 0)}, 1)
	assert.ErrorContains(t, err, "no fast path")
}

// noStep hides race's fast path.
type noStep struct{ engine.State }
