package cucu

import (
	"fmt"
	"strings"

	"cardtable/engine"
)

// Every card an event carries comes with its Seers after the event: For
// blanks (NoCard) each card its viewer does not know (CU-6). Everything
// else in the events is public.

// Cause says why a life was lost.
type Cause uint8

// Causes of a lost life.
const (
	CauseHunter   Cause = iota // asked a Hunter (CU-4.4)
	CauseCat                   // asked a Cat (CU-4.6)
	CauseShowdown              // held the losing rank (CU-5.2)
	CauseCover                 // an innkeeper covering an asker's Nothing (CU-4.7)
)

var causeNames = [...]string{"hunter", "cat", "showdown", "cover"}

// Key is the cause's stable name.
func (c Cause) Key() string { return causeNames[c%4] }

// RoundStarted opens a round: Order is its players in play order, the
// dealer last; Lives every seat's lives.
type RoundStarted struct {
	Round  int
	Dealer engine.Seat
	Order  []engine.Seat
	Lives  []int
}

// Dealt: Seat was dealt Card from the bottom of the pack, Pack cards
// remaining. Only Seat sees the card.
type Dealt struct {
	Seat engine.Seat
	Card Card
	Pack int
}

// TurnStarted: Seat is to keep or ask (or, as the Dealer, keep or swap
// with the pack).
type TurnStarted struct {
	Seat   engine.Seat
	Dealer bool
}

// Kept: Seat kept its card.
type Kept struct{ Seat engine.Seat }

// Asked: Asker asked Target, the next player, to exchange.
type Asked struct{ Asker, Target engine.Seat }

// Revealed: the request of Asker met Seat's power Card, shown to everyone
// (CU-4.3–4.7).
type Revealed struct {
	Asker, Seat engine.Seat
	Card        Card
}

// Passed: the Horse of Seat passed the request of Asker on to To, or to
// the pack's top card when To is NoSeat (CU-4.5).
type Passed struct {
	Asker, Seat, To engine.Seat
}

// Swapped: Asker gave Gave to Target and got Got. Forced when an
// innkeeper refused cover (CU-4.7). A request that crossed Horses reached
// Target through the Passed events before it.
type Swapped struct {
	Asker, Target     engine.Seat
	Gave, Got         Card
	GaveSeen, GotSeen Seers
	Forced            bool
}

// PackSwapped: Seat took Got from the top of the pack and put Gave there
// in its place — the dealer's own swap (CU-4.8) or a request past the
// dealer's Horse (CU-4.5).
type PackSwapped struct {
	Seat              engine.Seat
	Gave, Got         Card
	GaveSeen, GotSeen Seers
	Dealer            bool
}

// CoverAsked: Asker asked Innkeeper for cover on the Nothing (CU-4.7).
type CoverAsked struct{ Asker, Innkeeper engine.Seat }

// Withdrew: Asker kept its card at Innkeeper's Inn (CU-4.7).
type Withdrew struct{ Asker, Innkeeper engine.Seat }

// CoverAnswered: Innkeeper accepted (cover given, nobody swaps) or refused
// (a forced swap follows) Asker's request (CU-4.7).
type CoverAnswered struct {
	Asker, Innkeeper engine.Seat
	Accepted         bool
}

// LifeLost: Seat lost a life to Cause and has Lives left; for CauseCover,
// Covered is the asker whose loss it took (else NoSeat).
type LifeLost struct {
	Seat    engine.Seat
	Lives   int
	Cause   Cause
	Covered engine.Seat
}

// KnockedOut: Seat has no lives left mid-round; its card is dead (CU-4.9).
type KnockedOut struct{ Seat engine.Seat }

// UndoStep is one swap a Cat reversed: A and B (NoSeat: the pack's top)
// got back CardA and CardB.
type UndoStep struct {
	A, B         engine.Seat
	CardA, CardB Card
	SeenA, SeenB Seers
}

// Undone: the Cat of Seat undid the run of swaps that brought Asker's card
// to it, newest first (CU-4.6).
type Undone struct {
	Asker, Seat engine.Seat
	Steps       []UndoStep
}

// Showdown reveals the live cards (Cards by seat, NoCard for seats out of
// the round and dead cards) and the holders of the losing rank (CU-5).
type Showdown struct {
	Round  int
	Cards  []Card
	Losers []engine.Seat
}

// RoundEnded closes a round with every seat's lives; Showdown is false
// when the match ended in it before the showdown.
type RoundEnded struct {
	Round    int
	Lives    []int
	Showdown bool
}

// TableRestored: everyone fell together, so every seat is back on 3 lives
// (CU-2.3).
type TableRestored struct{ Lives []int }

// MatchEnded names the winner, the last player with lives (CU-2.2).
type MatchEnded struct {
	Winner engine.Seat
	Lives  []int
	Rounds int
}

// shown is c when v knows it, else NoCard.
func shown(c Card, k Seers, v engine.Seat) Card {
	if k.Has(v) {
		return c
	}
	return NoCard
}

// For shows the card to the seat dealt it only.
func (e Dealt) For(v engine.Seat) engine.Event {
	e.Card = shown(e.Card, SeerOf(e.Seat), v)
	return e
}

// For shows each card to the seats that know it.
func (e Swapped) For(v engine.Seat) engine.Event {
	e.Gave, e.Got = shown(e.Gave, e.GaveSeen, v), shown(e.Got, e.GotSeen, v)
	return e
}

// For shows each card to the seats that know it.
func (e PackSwapped) For(v engine.Seat) engine.Event {
	e.Gave, e.Got = shown(e.Gave, e.GaveSeen, v), shown(e.Got, e.GotSeen, v)
	return e
}

// For shows each card given back to the seats that know it.
func (e Undone) For(v engine.Seat) engine.Event {
	steps := make([]UndoStep, len(e.Steps))
	for i, st := range e.Steps {
		st.CardA, st.CardB = shown(st.CardA, st.SeenA, v), shown(st.CardB, st.SeenB, v)
		steps[i] = st
	}
	e.Steps = steps
	return e
}

func (e RoundStarted) For(engine.Seat) engine.Event  { return e }
func (e TurnStarted) For(engine.Seat) engine.Event   { return e }
func (e Kept) For(engine.Seat) engine.Event          { return e }
func (e Asked) For(engine.Seat) engine.Event         { return e }
func (e Revealed) For(engine.Seat) engine.Event      { return e }
func (e Passed) For(engine.Seat) engine.Event        { return e }
func (e CoverAsked) For(engine.Seat) engine.Event    { return e }
func (e Withdrew) For(engine.Seat) engine.Event      { return e }
func (e CoverAnswered) For(engine.Seat) engine.Event { return e }
func (e LifeLost) For(engine.Seat) engine.Event      { return e }
func (e KnockedOut) For(engine.Seat) engine.Event    { return e }
func (e Showdown) For(engine.Seat) engine.Event      { return e }
func (e RoundEnded) For(engine.Seat) engine.Event    { return e }
func (e TableRestored) For(engine.Seat) engine.Event { return e }
func (e MatchEnded) For(engine.Seat) engine.Event    { return e }

func (e RoundStarted) String() string {
	return fmt.Sprintf("round %d dealer %d order %s lives %v", e.Round, e.Dealer, seatList(e.Order), e.Lives)
}
func (e Dealt) String() string {
	return fmt.Sprintf("%d dealt %s (pack %d)", e.Seat, e.Card, e.Pack)
}
func (e TurnStarted) String() string {
	if e.Dealer {
		return fmt.Sprintf("turn %d (dealer)", e.Seat)
	}
	return fmt.Sprintf("turn %d", e.Seat)
}
func (e Kept) String() string     { return fmt.Sprintf("%d keeps", e.Seat) }
func (e Asked) String() string    { return fmt.Sprintf("%d asks %d", e.Asker, e.Target) }
func (e Revealed) String() string { return fmt.Sprintf("%d reveals %s to %d", e.Seat, e.Card, e.Asker) }
func (e Passed) String() string {
	if e.To == engine.NoSeat {
		return fmt.Sprintf("horse of %d passes %d's request to the pack", e.Seat, e.Asker)
	}
	return fmt.Sprintf("horse of %d passes %d's request to %d", e.Seat, e.Asker, e.To)
}
func (e Swapped) String() string {
	how := ""
	if e.Forced {
		how = " (forced)"
	}
	return fmt.Sprintf("%d gives %s [%s] to %d for %s [%s]%s", e.Asker, e.Gave, seersString(e.GaveSeen),
		e.Target, e.Got, seersString(e.GotSeen), how)
}
func (e PackSwapped) String() string {
	who := ""
	if e.Dealer {
		who = " (dealer)"
	}
	return fmt.Sprintf("%d puts %s [%s] on the pack for %s [%s]%s", e.Seat, e.Gave, seersString(e.GaveSeen),
		e.Got, seersString(e.GotSeen), who)
}
func (e CoverAsked) String() string { return fmt.Sprintf("%d asks %d for cover", e.Asker, e.Innkeeper) }
func (e Withdrew) String() string {
	return fmt.Sprintf("%d withdraws at %d's inn", e.Asker, e.Innkeeper)
}
func (e CoverAnswered) String() string {
	if e.Accepted {
		return fmt.Sprintf("%d covers %d", e.Innkeeper, e.Asker)
	}
	return fmt.Sprintf("%d refuses %d cover", e.Innkeeper, e.Asker)
}
func (e LifeLost) String() string {
	if e.Cause == CauseCover {
		return fmt.Sprintf("%d loses a life covering %d (%d left)", e.Seat, e.Covered, e.Lives)
	}
	return fmt.Sprintf("%d loses a life to the %s (%d left)", e.Seat, e.Cause.Key(), e.Lives)
}
func (e KnockedOut) String() string { return fmt.Sprintf("%d is knocked out", e.Seat) }
func (e Undone) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "cat of %d undoes for %d:", e.Seat, e.Asker)
	for _, st := range e.Steps {
		fmt.Fprintf(&b, " %s %s [%s] / %s %s [%s];", placeName(st.A), st.CardA, seersString(st.SeenA),
			placeName(st.B), st.CardB, seersString(st.SeenB))
	}
	return b.String()
}
func (e Showdown) String() string {
	return fmt.Sprintf("showdown %d: %s losers %s", e.Round, cardList(e.Cards), seatList(e.Losers))
}
func (e RoundEnded) String() string {
	if !e.Showdown {
		return fmt.Sprintf("round %d ends before the showdown, lives %v", e.Round, e.Lives)
	}
	return fmt.Sprintf("round %d ends, lives %v", e.Round, e.Lives)
}
func (e TableRestored) String() string {
	return fmt.Sprintf("everyone fell: back to lives %v", e.Lives)
}
func (e MatchEnded) String() string {
	return fmt.Sprintf("match won by %d after %d rounds, lives %v", e.Winner, e.Rounds, e.Lives)
}

// placeName is a seat number, or "pack" for the pack's top card.
func placeName(p engine.Seat) string {
	if p == engine.NoSeat {
		return "pack"
	}
	return fmt.Sprint(int(p))
}

func seatList(ss []engine.Seat) string {
	if len(ss) == 0 {
		return "-"
	}
	var b strings.Builder
	for i, s := range ss {
		if i > 0 {
			b.WriteByte('.')
		}
		fmt.Fprint(&b, int(s))
	}
	return b.String()
}

func cardList(cs []Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(c.String())
	}
	if len(cs) == 0 {
		return "-"
	}
	return b.String()
}

// seersString writes a Seers set as the notation does: "*" public, seat
// numbers joined by "+", "-" for none.
func seersString(k Seers) string { return string(appendSeers(nil, k)) }
