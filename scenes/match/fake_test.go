package match

import (
	"fmt"

	"cardtable/engine"
)

// secretRules is a tiny game with private holdings, registered as
// "testsecret" to exercise hand-offs: each seat holds a secret number; on its
// turn a seat draws (a new secret number only it sees) or passes. The match
// ends after 2*seats draws or passes.
type secretRules struct{}

const secretGame = "testsecret"

func init() {
	engine.Register(secretRules{})
}

func (secretRules) Describe() engine.Descriptor {
	return engine.Descriptor{ID: secretGame, MinSeats: 2, MaxSeats: 4, SecretHands: true}
}
func (secretRules) New(cfg engine.Config, seed uint64) (engine.State, []engine.Event, error) {
	if cfg.Seats < 2 || cfg.Seats > 4 {
		return nil, nil, fmt.Errorf("testsecret: %d seats", cfg.Seats)
	}
	s := &secretState{rng: engine.NewRNG(seed), hands: make([]int, cfg.Seats)}
	for i := range s.hands {
		s.hands[i] = s.rng.IntN(100)
	}
	return s, nil, nil
}

const (
	kindDraw uint8 = 1
	kindPass uint8 = 2
)

type secretState struct {
	rng   engine.RNG
	hands []int
	turn  int
	moves int
}

type secretView struct {
	seat engine.Seat
	Mine int
	N    int
}

func (v *secretView) Viewer() engine.Seat { return v.seat }

// drew is a draw: only the drawer sees the card (-1 for everyone else).
type drew struct {
	Seat engine.Seat
	Card int
}

func (e drew) For(v engine.Seat) engine.Event {
	if v != e.Seat {
		e.Card = -1
	}
	return e
}
func (e drew) String() string { return fmt.Sprintf("drew %d %d", e.Seat, e.Card) }

func (s *secretState) done() bool { return s.moves >= 2*len(s.hands) }

func (s *secretState) ToAct() []engine.Seat {
	if s.done() {
		return nil
	}
	return []engine.Seat{engine.Seat(s.turn)}
}

func (s *secretState) Legal(p engine.Seat) []engine.Action {
	if s.done() || int(p) != s.turn {
		return nil
	}
	return []engine.Action{{By: p, Kind: kindDraw, Target: engine.NoSeat}, {By: p, Kind: kindPass, Target: engine.NoSeat}}
}

func (s *secretState) Apply(a engine.Action) ([]engine.Event, error) {
	if !engine.IsLegal(s, a) {
		return nil, fmt.Errorf("testsecret: %+v: %w", a, engine.ErrIllegal)
	}
	var ev []engine.Event
	if a.Kind == kindDraw {
		s.hands[a.By] = s.rng.IntN(100)
		ev = append(ev, drew{Seat: a.By, Card: s.hands[a.By]})
	}
	s.moves++
	s.turn = (s.turn + 1) % len(s.hands)
	return ev, nil
}

func (s *secretState) View(p engine.Seat) engine.View {
	v := &secretView{seat: p, N: len(s.hands), Mine: -1}
	if int(p) >= 0 && int(p) < len(s.hands) {
		v.Mine = s.hands[p]
	}
	return v
}

func (s *secretState) Outcome() (engine.Outcome, bool) {
	if !s.done() {
		return engine.Outcome{}, false
	}
	return engine.Outcome{Winners: []engine.Seat{0}, Scores: append([]int(nil), s.hands...)}, true
}

func (s *secretState) Clone() engine.State {
	c := *s
	c.hands = append([]int(nil), s.hands...)
	return &c
}

func (s *secretState) Notation() string {
	return fmt.Sprintf("%v t%d m%d", s.hands, s.turn, s.moves)
}

func (s *secretState) Check() error { return nil }
