package kittens

import (
	"fmt"
	"strings"

	"cardtable/engine"
)

// Dealt: Seat's opening hand, its Zombie Kitten included (ZK-2.4). Only
// Seat sees the cards; the others see as many NoCard.
type Dealt struct {
	Seat  engine.Seat
	Cards []Card
}

// Started: the deal is done; Pile cards with Kittens Exploding Kittens in
// it, First plays first (ZK-2.5, ZK-2.6).
type Started struct {
	Seats, Pile, Kittens int
	First                engine.Seat
}

// TurnStarted: Seat is on turn and owes Owed turns, this one included;
// Attacked when they came from an attack (ZK-3.4).
type TurnStarted struct {
	Seat     engine.Seat
	Owed     int
	Attacked bool
}

// Played: Seat put a play down: Card (a kind, Clone acting as As, or a
// combo's title with Size cards, the last a Clone when WithClone). Answer
// is true for a NOW card (or a Clone acting as one) played in a window.
type Played struct {
	Seat      engine.Seat
	Card, As  Card
	Size      int
	WithClone bool
	Answer    bool
}

// Targeted: Seat's play (Card acting as As, Size cards) names Target: the
// seat to take from, or the dead seat to feed or revive (ZK-3.5).
type Targeted struct {
	Seat, Target engine.Seat
	Card, As     Card
	Size         int
}

// Named: Seat's three of a kind asks Target for the title Name.
type Named struct {
	Seat, Target engine.Seat
	Name         Card
}

// WindowOpened: every seat may answer the play on top of the stack (Seat's
// Card acting as As, Size cards, the last a Clone when WithClone, with
// Nopes on it), Depth plays deep. Reopened when a play above it just
// settled (ZK-6.1, ZK-6.4).
type WindowOpened struct {
	Seat      engine.Seat
	Card, As  Card
	Size      int
	WithClone bool
	Depth     int
	Nopes     int
	Reopened  bool
}

// Noped: Seat laid Card (Nope, or a Clone acting as one) against Against's
// card on top of Play's play (PlayCard acting as As, Size cards, the last
// a Clone when WithClone); Nopes are on it now, Cancelled when odd
// (ZK-6.3). The window restarts.
type Noped struct {
	Seat, Against, Play engine.Seat
	Card, As            Card
	PlayCard            Card
	Size                int
	WithClone           bool
	Nopes               int
	Cancelled           bool
}

// WindowClosed: everyone passed; Seat's play As (Size cards, the last a
// Clone when WithClone) is settled, cancelled or about to take effect
// (ZK-6.5).
type WindowClosed struct {
	Seat      engine.Seat
	Card, As  Card
	Size      int
	WithClone bool
	Cancelled bool
}

// Resolved: Seat's play As (Size cards, the last a Clone when WithClone)
// takes effect; its own events follow.
type Resolved struct {
	Seat      engine.Seat
	Card, As  Card
	Size      int
	WithClone bool
}

// Drew: Seat drew the top card. Only Seat sees it, unless it is an
// Exploding Kitten (Exploded follows, for everyone).
type Drew struct {
	Seat engine.Seat
	Card Card
}

// FutureSeen: Seat saw the top Cards of the draw pile, top first (See the
// Future); only Seat sees which.
type FutureSeen struct {
	Seat  engine.Seat
	Cards []Card
}

// Dug: Seat looks at the top card for Dig Deeper; only Seat sees it.
type Dug struct {
	Seat engine.Seat
	Card Card
}

// DigTook: Seat kept the top card or refused it and took the next (public);
// which Card only Seat sees, unless it is an Exploding Kitten.
type DigTook struct {
	Seat engine.Seat
	Keep bool
	Card Card
}

// Gave: Seat gave Card to To (to the draw pile when To is NoSeat, for a
// Grave Robber), Why says why. Only the giver and the receiver see the
// card.
type Gave struct {
	Seat, To engine.Seat
	Card     Card
	Why      Why
}

// Stole: Seat's pair took a random Card from From (Got false: From had
// none). Only the two of them see the card.
type Stole struct {
	Seat, From engine.Seat
	Card       Card
	Got        bool
}

// Asked: Seat's three of a kind asked From for Name; Got says whether a
// card moved (public, with the name).
type Asked struct {
	Seat, From engine.Seat
	Name       Card
	Got        bool
}

// Shuffled: the draw pile of Pile cards was shuffled (Shuffle NOW, or after
// a Grave Robber, played by Seat); everything known of it is forgotten.
type Shuffled struct {
	Seat engine.Seat
	Pile int
}

// Exploded: Seat drew an Exploding Kitten, shown to everyone (ZK-4.1).
type Exploded struct{ Seat engine.Seat }

// Died: Seat is dead, its Exploding Kitten face up, its hand kept; Lost
// owed turns are lost (ZK-4.2).
type Died struct {
	Seat engine.Seat
	Lost int
}

// Revived: By's Zombie Kitten brought Seat back to life (ZK-4.4).
type Revived struct{ Seat, By engine.Seat }

// Watching: Seat's Clairvoyance resolved: it will see where Placer puts the
// Exploding Kittens, Kittens of them (one, or two with a revival).
type Watching struct {
	Seat, Placer engine.Seat
	Kittens      int
}

// Placed: Seat put an Exploding Kitten back into the draw pile, now Pile
// cards, Left still to place. Pos (0 = top) only Seat and the Watchers
// (a seat bit mask) see; the others see −1.
type Placed struct {
	Seat     engine.Seat
	Pos      int
	Pile     int
	Left     int
	Watchers uint8
}

// GameOver: Winner is the last seat alive (ZK-4.6).
type GameOver struct{ Winner engine.Seat }

// For hides the cards from everyone but their owner.
func (e Dealt) For(v engine.Seat) engine.Event {
	if v != e.Seat {
		e.Cards = hidden(len(e.Cards))
	}
	return e
}

// For hides the card from everyone but the drawer, unless it explodes.
func (e Drew) For(v engine.Seat) engine.Event {
	if v != e.Seat && e.Card != Exploding {
		e.Card = NoCard
	}
	return e
}

// For hides the cards from everyone but the seer.
func (e FutureSeen) For(v engine.Seat) engine.Event {
	if v != e.Seat {
		e.Cards = hidden(len(e.Cards))
	}
	return e
}

// For hides the card from everyone but the digger.
func (e Dug) For(v engine.Seat) engine.Event {
	if v != e.Seat {
		e.Card = NoCard
	}
	return e
}

// For hides the card taken from everyone but the digger, unless it
// explodes.
func (e DigTook) For(v engine.Seat) engine.Event {
	if v != e.Seat && e.Card != Exploding {
		e.Card = NoCard
	}
	return e
}

// For hides the card from everyone but the giver and the receiver.
func (e Gave) For(v engine.Seat) engine.Event {
	if v != e.Seat && (v != e.To || e.To == engine.NoSeat) {
		e.Card = NoCard
	}
	return e
}

// For hides the card from everyone but the two seats.
func (e Stole) For(v engine.Seat) engine.Event {
	if v != e.Seat && v != e.From {
		e.Card = NoCard
	}
	return e
}

// For hides the position from everyone but the placer and the watchers.
func (e Placed) For(v engine.Seat) engine.Event {
	if v != e.Seat && (v < 0 || e.Watchers&(1<<v) == 0) {
		e.Pos = -1
	}
	return e
}

func (e Started) For(engine.Seat) engine.Event      { return e }
func (e TurnStarted) For(engine.Seat) engine.Event  { return e }
func (e Played) For(engine.Seat) engine.Event       { return e }
func (e Targeted) For(engine.Seat) engine.Event     { return e }
func (e Named) For(engine.Seat) engine.Event        { return e }
func (e WindowOpened) For(engine.Seat) engine.Event { return e }
func (e Noped) For(engine.Seat) engine.Event        { return e }
func (e WindowClosed) For(engine.Seat) engine.Event { return e }
func (e Resolved) For(engine.Seat) engine.Event     { return e }
func (e Asked) For(engine.Seat) engine.Event        { return e }
func (e Shuffled) For(engine.Seat) engine.Event     { return e }
func (e Exploded) For(engine.Seat) engine.Event     { return e }
func (e Died) For(engine.Seat) engine.Event         { return e }
func (e Revived) For(engine.Seat) engine.Event      { return e }
func (e Watching) For(engine.Seat) engine.Event     { return e }
func (e GameOver) For(engine.Seat) engine.Event     { return e }

// Ends: the game (its only round).
func (GameOver) Ends() (round, match bool) { return true, true }

func hidden(n int) []Card {
	out := make([]Card, n)
	for i := range out {
		out[i] = NoCard
	}
	return out
}

func (e Dealt) String() string { return fmt.Sprintf("%d dealt %s", e.Seat, cardList(e.Cards)) }
func (e Started) String() string {
	return fmt.Sprintf("%d seats, pile %d with %d kittens, %d first", e.Seats, e.Pile, e.Kittens, e.First)
}
func (e TurnStarted) String() string {
	return fmt.Sprintf("turn %d owes %d attacked=%v", e.Seat, e.Owed, e.Attacked)
}
func (e Played) String() string {
	verb := "plays"
	if e.Answer {
		verb = "answers"
	}
	return fmt.Sprintf("%d %s %s", e.Seat, verb, playString(e.Card, e.As, e.Size, e.WithClone))
}
func (e Targeted) String() string {
	return fmt.Sprintf("%d targets %d with %s", e.Seat, e.Target, playString(e.Card, e.As, e.Size, false))
}
func (e Named) String() string { return fmt.Sprintf("%d asks %d for %s", e.Seat, e.Target, e.Name) }
func (e WindowOpened) String() string {
	verb := "opens"
	if e.Reopened {
		verb = "reopens"
	}
	return fmt.Sprintf("window %s on %d's %s (depth %d, nopes %d)", verb, e.Seat, playString(e.Card, e.As, 1, false), e.Depth, e.Nopes)
}
func (e Noped) String() string {
	return fmt.Sprintf("%d nopes %d with %s on %d's %s: nopes %d cancelled=%v", e.Seat, e.Against, e.Card, e.Play, e.As, e.Nopes, e.Cancelled)
}
func (e WindowClosed) String() string {
	return fmt.Sprintf("window closes on %d's %s cancelled=%v", e.Seat, playString(e.Card, e.As, 1, false), e.Cancelled)
}
func (e Resolved) String() string {
	return fmt.Sprintf("%d's %s resolves", e.Seat, playString(e.Card, e.As, e.Size, false))
}
func (e Drew) String() string       { return fmt.Sprintf("%d draws %s", e.Seat, e.Card) }
func (e FutureSeen) String() string { return fmt.Sprintf("%d sees %s", e.Seat, cardList(e.Cards)) }
func (e Dug) String() string        { return fmt.Sprintf("%d digs %s", e.Seat, e.Card) }
func (e DigTook) String() string {
	if e.Keep {
		return fmt.Sprintf("%d keeps %s", e.Seat, e.Card)
	}
	return fmt.Sprintf("%d refuses, takes %s", e.Seat, e.Card)
}
func (e Gave) String() string {
	if e.To == engine.NoSeat {
		return fmt.Sprintf("%d buries %s (%s)", e.Seat, e.Card, e.Why.Key())
	}
	return fmt.Sprintf("%d gives %s to %d (%s)", e.Seat, e.Card, e.To, e.Why.Key())
}
func (e Stole) String() string {
	return fmt.Sprintf("%d steals %s from %d got=%v", e.Seat, e.Card, e.From, e.Got)
}
func (e Asked) String() string {
	return fmt.Sprintf("%d asked %d for %s got=%v", e.Seat, e.From, e.Name, e.Got)
}
func (e Shuffled) String() string { return fmt.Sprintf("%d shuffles the pile of %d", e.Seat, e.Pile) }
func (e Exploded) String() string { return fmt.Sprintf("%d explodes", e.Seat) }
func (e Died) String() string     { return fmt.Sprintf("%d dies, loses %d turns", e.Seat, e.Lost) }
func (e Revived) String() string  { return fmt.Sprintf("%d revives %d", e.By, e.Seat) }
func (e Watching) String() string { return fmt.Sprintf("%d watches %d place", e.Seat, e.Placer) }
func (e Placed) String() string {
	return fmt.Sprintf("%d places a kitten at %d: pile %d, %d left", e.Seat, e.Pos, e.Pile, e.Left)
}
func (e GameOver) String() string { return fmt.Sprintf("game over: %d wins", e.Winner) }

// playString writes a play as "at", "cl/at" (a Clone acting as Attack),
// "ca*2" or "ca*2+cl" (a pair ending with a Clone).
func playString(card, as Card, size int, withClone bool) string {
	var b strings.Builder
	b.WriteString(card.String())
	if card == Clone && as != Clone && size == 1 {
		b.WriteString("/" + as.String())
	}
	if size > 1 {
		fmt.Fprintf(&b, "*%d", size)
	}
	if withClone {
		b.WriteString("+cl")
	}
	return b.String()
}

// cardList writes cards as "at.ca.-", "-" for none.
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
