package flip7

import (
	"fmt"

	"cardtable/engine"
)

// Everything in Flip 7 is public (F7-7), so every event is shown as it is to
// every viewer.

// Source says how a card was taken.
type Source uint8

// Card sources.
const (
	FromDeal Source = iota
	FromHit
	FromFlipThree
)

var sourceNames = [...]string{"deal", "hit", "flip3"}

// RoundStarted opens a round.
type RoundStarted struct {
	Round  int
	Dealer engine.Seat
}

// Took: Seat took Card face up from the deck.
type Took struct {
	Seat engine.Seat
	Card Card
	From Source
}

// Targeted: By gave action card Card to Target.
type Targeted struct {
	By, Target engine.Seat
	Card       Card
}

// Stayed: Seat left the round banking Points.
type Stayed struct {
	Seat   engine.Seat
	Points int
}

// FrozenOut: Seat was frozen, banking Points.
type FrozenOut struct {
	Seat   engine.Seat
	Points int
}

// Busted: Seat took a duplicate Card and scores 0 this round.
type Busted struct {
	Seat engine.Seat
	Card Card
}

// SavedBySecondChance: Seat's Second Chance and the duplicate Card were discarded.
type SavedBySecondChance struct {
	Seat engine.Seat
	Card Card
}

// Discarded: a Card of Seat's went to the discard pile unused (a spare
// Second Chance, or held cards after a bust).
type Discarded struct {
	Seat engine.Seat
	Card Card
}

// FlippedSeven: Seat has seven different numbers; the round ends.
type FlippedSeven struct{ Seat engine.Seat }

// Reshuffled: the discard pile became the new deck of Cards cards.
type Reshuffled struct{ Cards int }

// RoundEnded gives each seat's points this round and the new totals.
type RoundEnded struct {
	Round          int
	Scores, Totals []int
}

// MatchEnded names the winner(s).
type MatchEnded struct {
	Winners []engine.Seat
	Totals  []int
	Rounds  int
}

func (e RoundStarted) For(engine.Seat) engine.Event        { return e }
func (e Took) For(engine.Seat) engine.Event                { return e }
func (e Targeted) For(engine.Seat) engine.Event            { return e }
func (e Stayed) For(engine.Seat) engine.Event              { return e }
func (e FrozenOut) For(engine.Seat) engine.Event           { return e }
func (e Busted) For(engine.Seat) engine.Event              { return e }
func (e SavedBySecondChance) For(engine.Seat) engine.Event { return e }
func (e Discarded) For(engine.Seat) engine.Event           { return e }
func (e FlippedSeven) For(engine.Seat) engine.Event        { return e }
func (e Reshuffled) For(engine.Seat) engine.Event          { return e }
func (e RoundEnded) For(engine.Seat) engine.Event          { return e }
func (e MatchEnded) For(engine.Seat) engine.Event          { return e }

func (e RoundStarted) String() string {
	return fmt.Sprintf("round %d dealer %d", e.Round, e.Dealer)
}
func (e Took) String() string {
	return fmt.Sprintf("%d takes %s (%s)", e.Seat, e.Card, sourceNames[e.From])
}
func (e Targeted) String() string {
	return fmt.Sprintf("%d gives %s to %d", e.By, e.Card, e.Target)
}
func (e Stayed) String() string    { return fmt.Sprintf("%d stays with %d", e.Seat, e.Points) }
func (e FrozenOut) String() string { return fmt.Sprintf("%d frozen with %d", e.Seat, e.Points) }
func (e Busted) String() string    { return fmt.Sprintf("%d busts on %s", e.Seat, e.Card) }
func (e SavedBySecondChance) String() string {
	return fmt.Sprintf("%d second chance saves from %s", e.Seat, e.Card)
}
func (e Discarded) String() string    { return fmt.Sprintf("%d discards %s", e.Seat, e.Card) }
func (e FlippedSeven) String() string { return fmt.Sprintf("%d flip 7", e.Seat) }
func (e Reshuffled) String() string   { return fmt.Sprintf("reshuffle %d", e.Cards) }
func (e RoundEnded) String() string {
	return fmt.Sprintf("round %d ends scores %v totals %v", e.Round, e.Scores, e.Totals)
}
func (e MatchEnded) String() string {
	return fmt.Sprintf("match ends winners %v totals %v rounds %d", e.Winners, e.Totals, e.Rounds)
}
