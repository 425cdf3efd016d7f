package testgame

import (
	"fmt"
	"slices"

	"cardtable/engine"
)

// Dealt is a seat's opening hand: only that seat sees the cards, the others
// see as many Hidden.
type Dealt struct {
	Seat  engine.Seat
	Cards []Card
}

// Drew is a card drawn from the stock, seen by its drawer only.
type Drew struct {
	Seat engine.Seat
	Card Card
}

// Played is a plain card played face up; it opens a window.
type Played struct {
	Seat engine.Seat
	Card Card
}

// Noped is a Nope laid on the stack; the window restarts.
type Noped struct {
	Seat engine.Seat
	Card Card
}

// Resolved closes a window: the play scores unless it was noped.
type Resolved struct {
	Seat  engine.Seat
	Card  Card
	Noped bool
}

// Skipped is a turn with nothing to play or draw.
type Skipped struct{ Seat engine.Seat }

// Over ends the match.
type Over struct {
	Winners []engine.Seat
	Scores  []int
}

// For hides the cards from everyone but their owner.
func (e Dealt) For(v engine.Seat) engine.Event {
	cards := slices.Clone(e.Cards)
	if v != e.Seat {
		for i := range cards {
			cards[i] = Hidden
		}
	}
	return Dealt{Seat: e.Seat, Cards: cards}
}

// For hides the card from everyone but the drawer.
func (e Drew) For(v engine.Seat) engine.Event {
	if v != e.Seat {
		e.Card = Hidden
	}
	return e
}

// For: public.
func (e Played) For(engine.Seat) engine.Event { return e }

// For: public.
func (e Noped) For(engine.Seat) engine.Event { return e }

// For: public.
func (e Resolved) For(engine.Seat) engine.Event { return e }

// For: public.
func (e Skipped) For(engine.Seat) engine.Event { return e }

// For: public.
func (e Over) For(engine.Seat) engine.Event { return e }

// Ends: the match (and its only round).
func (Over) Ends() (round, match bool) { return true, true }

func (e Dealt) String() string   { return fmt.Sprintf("%d dealt %v", e.Seat, e.Cards) }
func (e Drew) String() string    { return fmt.Sprintf("%d drew %d", e.Seat, e.Card) }
func (e Played) String() string  { return fmt.Sprintf("%d played %d", e.Seat, e.Card) }
func (e Noped) String() string   { return fmt.Sprintf("%d noped with %d", e.Seat, e.Card) }
func (e Skipped) String() string { return fmt.Sprintf("%d skipped", e.Seat) }
func (e Over) String() string    { return fmt.Sprintf("over %v %v", e.Winners, e.Scores) }
func (e Resolved) String() string {
	return fmt.Sprintf("%d's %d resolved noped=%v", e.Seat, e.Card, e.Noped)
}
