// Package testgame is a tiny game with secret hands and a blocking reaction
// window, for tests only: it exercises what Flip 7 never needs (hand-offs,
// redacted events, several seats at once, passes that never show) through
// the whole engine contract. Nothing in the app registers it; tests call
// Register.
//
// Rules: a deck of 12 cards, 4 Nopes and 8 plain cards worth 1–8; each seat
// is dealt 3 cards, the rest is a face-down stock. On a turn a seat plays a
// plain card (face up), or, holding none, draws from the stock (or skips
// when it is empty). A play opens a blocking window for every other seat:
// each may pass or, holding a Nope, nope the card on top, which restarts the
// window for every seat but the noper. When every seat in the window has
// passed since the last change the play resolves: scored by its player if
// an even number of Nopes lies on it, wasted otherwise. The match ends after
// rounds × seats turns; the highest score wins.
package testgame

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cardtable/engine"
)

// ID is the registry name of the test game.
const ID = "testnope"

// Seat limits and deal sizes.
const (
	MinSeats = 2
	MaxSeats = 4
	HandSize = 3
	NumCards = 12
	NumNopes = 4
)

// Option keys. OptDeal is a test hook: "0,4,5/1,6,7/8,9,10" deals exactly
// these cards to seats 0, 1, 2 (the rest forms the stock in id order), so a
// test can play the same match with the hands arranged differently.
const (
	OptRounds = "rounds"
	OptDeal   = "deal"
)

// Action kinds (engine.KindPass is the pass of a window).
const (
	KindPlay uint8 = 1 // play the plain card Card
	KindDraw uint8 = 2 // draw from the stock (no plain card in hand)
	KindSkip uint8 = 3 // nothing to play nor draw
	KindNope uint8 = 4 // nope the card on top with the Nope Card
)

// Card is a card id: 0–3 are Nopes, 4–11 plain cards worth id−3.
type Card int16

// Hidden stands for a card an event's viewer may not see.
const Hidden Card = -1

// IsNope reports whether c is a Nope.
func (c Card) IsNope() bool { return c >= 0 && c < NumNopes }

// Value is the score of a plain card (0 for a Nope).
func (c Card) Value() int {
	if c.IsNope() || c < 0 {
		return 0
	}
	return int(c) - NumNopes + 1
}

// Rules is the test game.
type Rules struct{}

// Register adds the game to the engine's registry (once; later calls do
// nothing), so only the tests that use it see it.
func Register() {
	if _, err := engine.Lookup(ID); err == nil {
		return
	}
	engine.Register(Rules{})
}

// Describe says what the game is.
func (Rules) Describe() engine.Descriptor {
	return engine.Descriptor{
		ID: ID, MinSeats: MinSeats, MaxSeats: MaxSeats, SecretHands: true, Reactions: true,
		Cards: []string{"nope", "plain"},
		Options: []engine.Option{
			{Key: OptRounds, Choices: []engine.Choice{{Value: "2"}, {Value: "1"}, {Value: "3"}}},
			{Key: OptDeal, Choices: []engine.Choice{{Value: ""}}, Free: true},
		},
	}
}

// New deals a match: from the seed, or as the deal option says.
func (r Rules) New(cfg engine.Config, seed uint64) (engine.State, []engine.Event, error) {
	d := r.Describe()
	if err := d.Validate(cfg); err != nil {
		return nil, nil, err
	}
	opts := d.Defaults(cfg.Options)
	rounds, err := strconv.Atoi(opts[OptRounds])
	if err != nil {
		return nil, nil, fmt.Errorf("%s: rounds: %w", ID, err)
	}
	s := &State{n: cfg.Seats, total: rounds * cfg.Seats}
	s.hands = make([][]Card, s.n)
	s.passed = make([]bool, s.n)
	s.scores = make([]int, s.n)
	if opts[OptDeal] != "" {
		if err := s.dealGiven(opts[OptDeal]); err != nil {
			return nil, nil, fmt.Errorf("%s: deal: %w", ID, err)
		}
	} else {
		s.dealRandom(seed)
	}
	events := make([]engine.Event, s.n)
	for i, h := range s.hands {
		events[i] = Dealt{Seat: engine.Seat(i), Cards: slices.Clone(h)}
	}
	return s, events, nil
}

func (s *State) dealRandom(seed uint64) {
	deck := make([]Card, NumCards)
	for i := range deck {
		deck[i] = Card(i)
	}
	rng := engine.NewRNG(seed)
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for i := range s.hands {
		s.hands[i] = slices.Clone(deck[i*HandSize : (i+1)*HandSize])
		slices.Sort(s.hands[i])
	}
	s.stock = slices.Clone(deck[s.n*HandSize:])
}

// dealGiven deals the hands written in the deal option.
func (s *State) dealGiven(spec string) error {
	parts := strings.Split(spec, "/")
	if len(parts) != s.n {
		return fmt.Errorf("%d hands for %d seats", len(parts), s.n)
	}
	used := make([]bool, NumCards)
	for i, p := range parts {
		for _, f := range strings.Split(p, ",") {
			if f == "" {
				continue
			}
			c, err := strconv.Atoi(f)
			if err != nil || c < 0 || c >= NumCards || used[c] {
				return fmt.Errorf("bad or repeated card %q", f)
			}
			used[c] = true
			s.hands[i] = append(s.hands[i], Card(c))
		}
		slices.Sort(s.hands[i])
	}
	// The stock is drawn from its end: keep the lowest ids on top.
	for c := NumCards - 1; c >= 0; c-- {
		if !used[c] {
			s.stock = append(s.stock, Card(c))
		}
	}
	return nil
}

var errWrongView = errors.New(ID + ": not a testgame view")
