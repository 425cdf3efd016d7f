package dos

import (
	"fmt"
	"strings"

	"cardtable/engine"
)

// Source says why a seat took cards.
type Source uint8

// Card sources.
const (
	FromDeal     Source = iota // the deal (DOS-2.2)
	FromTurn                   // the turn's draw (DOS-3.6)
	FromBonus                  // another seat's double colour match (DOS-3.5)
	FromPenalty                // caught off turn (DOS-5.2)
	FromSetAside               // penalty cards set aside in the own turn, added at its end (DOS-5.6)
)

var sourceNames = [...]string{"deal", "draw", "bonus", "penalty", "setaside"}

// Key is the source's stable name.
func (f Source) Key() string { return sourceNames[f%5] }

// RoundStarted opens a round.
type RoundStarted struct {
	Round  int
	Dealer engine.Seat
}

// CardsDrawn: Seat took Cards (the deal, a draw, a bonus or penalty draw).
// Only Seat sees which cards; the others see as many NoCard. An empty
// Cards is a draw that found nothing (DOS-3b.5).
type CardsDrawn struct {
	Seat  engine.Seat
	Cards []Card
	From  Source
}

// TurnStarted: Seat is on turn; Turn counts turns over the match.
type TurnStarted struct {
	Seat engine.Seat
	Turn int
}

// MatchStarted: Seat put First (and Second, or NoCard) on the Centre card
// CentreCard at index Centre; its wilds' values follow.
type MatchStarted struct {
	Seat          engine.Seat
	Centre        int
	CentreCard    Card
	First, Second Card
}

// Matched: the match on the Centre card at index Centre is settled, with
// every wild's value in Pile.Values and the colour bonus in Pile.Bonus.
type Matched struct {
	Seat   engine.Seat
	Centre int
	Pile   Pile
}

// Ended: Seat closed matching (End); the matched piles' cards went to the
// discard pile, and Owed placements follow.
type Ended struct {
	Seat      engine.Seat
	Discarded []Card
	Owed      int
}

// Refilled: Cards were turned up from the draw pile into the Centre Row.
type Refilled struct{ Cards []Card }

// Placed: Seat put Card from hand into the Centre Row.
type Placed struct {
	Seat engine.Seat
	Card Card
}

// Called: Seat called "DOS!".
type Called struct{ Seat engine.Seat }

// Caught: By caught Seat holding two cards without a call; Seat draws 2,
// set aside until the end of its turn when SetAside (DOS-5.6).
type Caught struct {
	By, Seat engine.Seat
	SetAside bool
}

// SetAside: Count penalty cards were drawn face down for Seat, nobody sees
// them until they join Seat's hand at the end of its turn.
type SetAside struct {
	Seat  engine.Seat
	Count int
}

// Reshuffled: the discard pile became the new draw pile of Cards cards.
type Reshuffled struct{ Cards int }

// RoundEnded: Winner emptied their hand. Hands are the cards left in each
// hand, shown to everyone for scoring, Points what each held (DOS-6.2),
// Gained what Winner scored, Totals the match scores.
type RoundEnded struct {
	Round  int
	Winner engine.Seat
	Hands  [][]Card
	Points []int
	Gained int
	Totals []int
}

// MatchEnded names the winner.
type MatchEnded struct {
	Winner engine.Seat
	Totals []int
	Rounds int
}

// For hides the cards from everyone but the drawer. (Penalty cards set
// aside are drawn unseen, SetAside; they show here when they join the
// hand.)
func (e CardsDrawn) For(v engine.Seat) engine.Event {
	if v == e.Seat {
		return e
	}
	e.Cards = make([]Card, len(e.Cards))
	return e
}

func (e RoundStarted) For(engine.Seat) engine.Event { return e }
func (e TurnStarted) For(engine.Seat) engine.Event  { return e }
func (e MatchStarted) For(engine.Seat) engine.Event { return e }
func (e Matched) For(engine.Seat) engine.Event      { return e }
func (e Ended) For(engine.Seat) engine.Event        { return e }
func (e Refilled) For(engine.Seat) engine.Event     { return e }
func (e Placed) For(engine.Seat) engine.Event       { return e }
func (e Called) For(engine.Seat) engine.Event       { return e }
func (e Caught) For(engine.Seat) engine.Event       { return e }
func (e SetAside) For(engine.Seat) engine.Event     { return e }
func (e Reshuffled) For(engine.Seat) engine.Event   { return e }
func (e RoundEnded) For(engine.Seat) engine.Event   { return e }
func (e MatchEnded) For(engine.Seat) engine.Event   { return e }

func (e RoundStarted) String() string {
	return fmt.Sprintf("round %d dealer %d", e.Round, e.Dealer)
}
func (e CardsDrawn) String() string {
	return fmt.Sprintf("%d takes %s (%s)", e.Seat, cardList(e.Cards), e.From.Key())
}
func (e TurnStarted) String() string { return fmt.Sprintf("turn %d: seat %d", e.Turn, e.Seat) }
func (e MatchStarted) String() string {
	if e.Second == NoCard {
		return fmt.Sprintf("%d matches %s on %s (centre %d)", e.Seat, e.First, e.CentreCard, e.Centre)
	}
	return fmt.Sprintf("%d matches %s+%s on %s (centre %d)", e.Seat, e.First, e.Second, e.CentreCard, e.Centre)
}
func (e Matched) String() string {
	return fmt.Sprintf("%d matched centre %d: %s bonus %s", e.Seat, e.Centre, pileString(&e.Pile), e.Pile.Bonus.Key())
}
func (e Ended) String() string {
	return fmt.Sprintf("%d ends, discards %s, owes %d", e.Seat, cardList(e.Discarded), e.Owed)
}
func (e Refilled) String() string { return fmt.Sprintf("centre gets %s", cardList(e.Cards)) }
func (e Placed) String() string   { return fmt.Sprintf("%d places %s", e.Seat, e.Card) }
func (e Called) String() string   { return fmt.Sprintf("%d calls DOS", e.Seat) }
func (e Caught) String() string {
	if e.SetAside {
		return fmt.Sprintf("%d catches %d (set aside)", e.By, e.Seat)
	}
	return fmt.Sprintf("%d catches %d", e.By, e.Seat)
}
func (e SetAside) String() string   { return fmt.Sprintf("%d sets %d aside", e.Seat, e.Count) }
func (e Reshuffled) String() string { return fmt.Sprintf("reshuffle %d", e.Cards) }
func (e RoundEnded) String() string {
	return fmt.Sprintf("round %d won by %d: hands %v, +%d, totals %v", e.Round, e.Winner, e.Points, e.Gained, e.Totals)
}
func (e MatchEnded) String() string {
	return fmt.Sprintf("match won by %d: totals %v rounds %d", e.Winner, e.Totals, e.Rounds)
}

// Key is the bonus's stable name.
func (b Bonus) Key() string { return [...]string{"none", "single", "double"}[b%3] }

// cardList writes cards as "r3.b#", "-" for none.
func cardList(cs []Card) string {
	if len(cs) == 0 {
		return "-"
	}
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(c.String())
	}
	return b.String()
}
