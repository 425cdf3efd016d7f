package enginetest_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/enginetest"
	"cardtable/engine/flip7"
)

// The harness passes a correct secret-hand game and Flip 7, and fails each
// broken game with the check that names what is broken.
func TestHarnessJudgesGames(t *testing.T) {
	cases := []struct {
		name  string
		rules engine.Rules
		want  string // "" for a correct game
	}{
		{"a correct secret-hand game", toyRules{id: "toy"}, ""},
		{"an event that leaks a drawn card to the other seats", leakyRules{toyRules{id: "toy-leak"}}, "redaction leaks"},
		{"a Determinize that drops the discard pile", dropsPileRules{toyRules{id: "toy-droppile"}}, "determinize"},
		{"a Step that skips putting the card on the pile", skipsRules{toyRules{id: "toy-skipstep"}}, "Step and Apply"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			engine.Register(c.rules)
			t.Cleanup(func() { engine.Unregister(c.rules.Describe().ID) })
			err := enginetest.Check(c.rules, enginetest.Options{Matches: 60})
			if c.want == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			t.Log(err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestHarnessPassesFlip7(t *testing.T) {
	require.NoError(t, enginetest.Check(flip7.Rules{}, enginetest.Options{Matches: 40, MinSeats: 1, MaxSeats: flip7.MaxSeats}))
}

// toy is a small secret-hand game: 12 cards numbered 0–11, three dealt to
// each of 2–3 seats, the rest a face-down deck; the discard pile is face
// up. On its turn a seat plays a card from its hand onto the pile or draws
// the top card of the deck; the first to empty its hand wins.
type toy struct {
	n     int
	hands [][]int16
	deck  []int16 // deck[len-1] is the top
	pile  []int16
	turn  engine.Seat
	over  bool
}

const (
	toyCards = 12
	kindPlay = 1
	kindDraw = 2
)

type toyRules struct{ id string }

func (r toyRules) Describe() engine.Descriptor {
	return engine.Descriptor{ID: r.id, MinSeats: 2, MaxSeats: 3, SecretHands: true}
}

func (r toyRules) New(cfg engine.Config, seed uint64) (engine.State, []engine.Event, error) {
	if err := r.Describe().Validate(cfg); err != nil {
		return nil, nil, err
	}
	rng := engine.NewRNG(seed)
	s := &toy{n: cfg.Seats, hands: make([][]int16, cfg.Seats)}
	for c := int16(0); c < toyCards; c++ {
		s.deck = append(s.deck, c)
	}
	rng.Shuffle(len(s.deck), func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	var evs []engine.Event
	for i := range s.hands {
		top := len(s.deck) - 3
		s.hands[i] = append([]int16(nil), s.deck[top:]...)
		s.deck = s.deck[:top]
		evs = append(evs, dealt{Seat: engine.Seat(i), Cards: append([]int16(nil), s.hands[i]...)})
	}
	return s, evs, nil
}

// Determinize deals the cards the view cannot see (the other hands and the
// deck) at random.
func (toyRules) Determinize(ev engine.View, rng *engine.RNG) (engine.State, error) {
	v, ok := ev.(toyView)
	if !ok {
		return nil, fmt.Errorf("toy: view %T", ev)
	}
	s := &toy{n: len(v.Counts), hands: make([][]int16, len(v.Counts)), pile: clone(v.Pile), turn: v.Turn, over: v.Over}
	known := map[int16]bool{}
	for _, c := range append(clone(v.Hand), v.Pile...) {
		known[c] = true
	}
	var unseen []int16
	for c := int16(0); c < toyCards; c++ {
		if !known[c] {
			unseen = append(unseen, c)
		}
	}
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	for i := range s.hands {
		if engine.Seat(i) == v.Seat {
			s.hands[i] = clone(v.Hand)
			continue
		}
		s.hands[i] = clone(unseen[:v.Counts[i]])
		unseen = unseen[v.Counts[i]:]
	}
	s.deck = unseen
	return s, nil
}

// clone copies cs, keeping nil nil so clones deep-equal their originals.
func clone(cs []int16) []int16 {
	if cs == nil {
		return nil
	}
	return append(make([]int16, 0, len(cs)), cs...)
}

func (s *toy) ToAct() []engine.Seat {
	if s.over {
		return nil
	}
	return []engine.Seat{s.turn}
}

func (s *toy) Legal(p engine.Seat) []engine.Action { return s.AppendLegal(nil, p) }

func (s *toy) AppendLegal(dst []engine.Action, p engine.Seat) []engine.Action {
	if s.over || p != s.turn {
		return dst
	}
	for _, c := range s.hands[p] {
		dst = append(dst, engine.Action{By: p, Kind: kindPlay, Target: engine.NoSeat, Card: c})
	}
	if len(s.deck) > 0 {
		dst = append(dst, engine.Action{By: p, Kind: kindDraw, Target: engine.NoSeat})
	}
	return dst
}

func (s *toy) Apply(a engine.Action) ([]engine.Event, error) {
	var evs []engine.Event
	if err := s.perform(a, &evs); err != nil {
		return nil, err
	}
	return evs, nil
}

func (s *toy) Step(a engine.Action) error { return s.perform(a, nil) }

func (s *toy) perform(a engine.Action, rec *[]engine.Event) error {
	if !engine.IsLegal(s, a) {
		return fmt.Errorf("toy: %+v: %w", a, engine.ErrIllegal)
	}
	emit := func(e engine.Event) {
		if rec != nil {
			*rec = append(*rec, e)
		}
	}
	p := a.By
	switch a.Kind {
	case kindPlay:
		h := s.hands[p]
		for i, c := range h {
			if c == a.Card {
				s.hands[p] = append(h[:i:i], h[i+1:]...)
				break
			}
		}
		s.pile = append(s.pile, a.Card)
		emit(played{Seat: p, Card: a.Card})
		if len(s.hands[p]) == 0 {
			s.over = true
			emit(won{Seat: p})
			return nil
		}
	case kindDraw:
		c := s.deck[len(s.deck)-1]
		s.deck = s.deck[:len(s.deck)-1]
		s.hands[p] = append(s.hands[p], c)
		emit(drew{Seat: p, Card: c})
	}
	s.turn = engine.Seat((int(p) + 1) % s.n)
	return nil
}

// toyView is the viewer's hand, every hand's size, the deck's size and the
// face-up pile.
type toyView struct {
	Seat    engine.Seat
	Hand    []int16
	Counts  []int
	DeckLen int
	Pile    []int16
	Turn    engine.Seat
	Over    bool
}

func (v toyView) Viewer() engine.Seat { return v.Seat }

func (s *toy) View(p engine.Seat) engine.View {
	v := toyView{Seat: p, Hand: clone(s.hands[p]), DeckLen: len(s.deck), Pile: clone(s.pile), Turn: s.turn, Over: s.over}
	for _, h := range s.hands {
		v.Counts = append(v.Counts, len(h))
	}
	return v
}

// PermuteHidden deals the other hands and the deck again from their cards.
func (s *toy) PermuteHidden(p engine.Seat, rng *engine.RNG) engine.State {
	c := s.clone()
	var pool []int16
	for i, h := range c.hands {
		if engine.Seat(i) != p {
			pool = append(pool, h...)
		}
	}
	pool = append(pool, c.deck...)
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i, h := range c.hands {
		if engine.Seat(i) != p {
			copy(h, pool)
			pool = pool[len(h):]
		}
	}
	copy(c.deck, pool)
	return c
}

func (s *toy) Outcome() (engine.Outcome, bool) {
	if !s.over {
		return engine.Outcome{}, false
	}
	o := engine.Outcome{Winners: []engine.Seat{s.turn}}
	for _, h := range s.hands {
		o.Scores = append(o.Scores, -len(h))
	}
	return o, true
}

func (s *toy) Clone() engine.State { return s.clone() }

func (s *toy) clone() *toy {
	c := *s
	c.hands = make([][]int16, len(s.hands))
	for i, h := range s.hands {
		c.hands[i] = clone(h)
	}
	c.deck, c.pile = clone(s.deck), clone(s.pile)
	return &c
}

func (s *toy) Notation() string {
	return fmt.Sprintf("turn %d over %v hands %v deck %v pile %v", s.turn, s.over, s.hands, s.deck, s.pile)
}

func (s *toy) Check() error {
	seen := make([]int, toyCards)
	for _, h := range s.hands {
		for _, c := range h {
			seen[c]++
		}
	}
	for _, c := range append(clone(s.deck), s.pile...) {
		seen[c]++
	}
	for c, n := range seen {
		if n != 1 {
			return fmt.Errorf("toy: card %d is in %d places", c, n)
		}
	}
	return nil
}

// dealt: Seat was dealt Cards, which only Seat sees.
type dealt struct {
	Seat  engine.Seat
	Cards []int16
}

func (e dealt) For(v engine.Seat) engine.Event {
	if v != e.Seat {
		return dealt{Seat: e.Seat, Cards: make([]int16, len(e.Cards))}
	}
	return e
}
func (e dealt) String() string { return fmt.Sprintf("%d dealt %v", e.Seat, e.Cards) }

// drew: Seat drew Card, which only Seat sees (the others see -1).
type drew struct {
	Seat engine.Seat
	Card int16
}

func (e drew) For(v engine.Seat) engine.Event {
	if v != e.Seat {
		return drew{Seat: e.Seat, Card: -1}
	}
	return e
}
func (e drew) String() string { return fmt.Sprintf("%d drew %d", e.Seat, e.Card) }

type played struct {
	Seat engine.Seat
	Card int16
}

func (e played) For(engine.Seat) engine.Event { return e }
func (e played) String() string               { return fmt.Sprintf("%d played %d", e.Seat, e.Card) }

type won struct{ Seat engine.Seat }

func (e won) For(engine.Seat) engine.Event { return e }
func (e won) String() string               { return fmt.Sprintf("%d won", e.Seat) }

// leakyRules is toy whose draws show the drawn card to every seat.
type leakyRules struct{ toyRules }

type leaky struct{ *toy }

type leakyDrew struct{ drew }

func (e leakyDrew) For(engine.Seat) engine.Event { return e }

func (r leakyRules) New(cfg engine.Config, seed uint64) (engine.State, []engine.Event, error) {
	st, evs, err := r.toyRules.New(cfg, seed)
	if err != nil {
		return nil, nil, err
	}
	return leaky{st.(*toy)}, evs, nil
}

func (s leaky) Apply(a engine.Action) ([]engine.Event, error) {
	evs, err := s.toy.Apply(a)
	for i, e := range evs {
		if d, ok := e.(drew); ok {
			evs[i] = leakyDrew{d}
		}
	}
	return evs, err
}
func (s leaky) Clone() engine.State { return leaky{s.clone()} }
func (s leaky) PermuteHidden(p engine.Seat, rng *engine.RNG) engine.State {
	return leaky{s.toy.PermuteHidden(p, rng).(*toy)}
}

// dropsPileRules is toy whose Determinize forgets the discard pile.
type dropsPileRules struct{ toyRules }

func (r dropsPileRules) Determinize(v engine.View, rng *engine.RNG) (engine.State, error) {
	st, err := r.toyRules.Determinize(v, rng)
	if err != nil {
		return nil, err
	}
	s := st.(*toy)
	s.deck, s.pile = append(s.deck, s.pile...), nil // the cards stay whole, the pile is gone
	return s, nil
}

// skipsRules is toy whose Step forgets to put a played card on the pile.
type skipsRules struct{ toyRules }

type skips struct{ *toy }

func (r skipsRules) New(cfg engine.Config, seed uint64) (engine.State, []engine.Event, error) {
	st, evs, err := r.toyRules.New(cfg, seed)
	if err != nil {
		return nil, nil, err
	}
	return skips{st.(*toy)}, evs, nil
}

func (s skips) Step(a engine.Action) error {
	if err := s.toy.Step(a); err != nil {
		return err
	}
	if a.Kind == kindPlay {
		s.pile = s.pile[:len(s.pile)-1]
	}
	return nil
}
func (s skips) Clone() engine.State { return skips{s.clone()} }
