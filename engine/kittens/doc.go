// Package kittens implements Zombie Kittens (rules/zombie-kittens.md, rule
// ids ZK-x): draw until someone explodes, play cards to dodge, attack and
// steal, answer every play in a reaction window with Nope and NOW cards —
// alive or dead — and come back from the dead on someone's Zombie Kitten.
// The last seat alive wins.
//
// # Phases
//
// A game runs through the phases of Phase, one apply function each:
//
//   - PhasePlay: the seat on turn plays a card (KindPlay), a Clone copying
//     the top discard (KindClone), a combo (KindCombo), or draws (KindDraw),
//     which ends the owed turn (ZK-3).
//   - PhaseTarget: the play on top of the stack declares its target
//     (KindTarget): Favor, a pair or a three of a kind name another living
//     seat, Feed the Dead and the Zombie Kitten a dead one (ZK-3.5). The
//     seat declaring may be off turn (a Feed the Dead played as an answer).
//   - PhaseName: a three of a kind names a title (KindName).
//   - PhaseWindow: the reaction window of the play on top, an
//     engine.Blocking window (ZK-6): every seat, alive or dead, answers
//     engine.KindPass, a Nope, a NOW card, or — the seat on turn — a Clone
//     of a top-discard Nope or NOW card; the play on top settles once every
//     seat has passed since the last change.
//   - PhaseGive: a seat gives a card of its choice (KindGive): the target
//     of a Favor, each living seat for a Feed the Dead, each dead seat
//     holding cards for a Grave Robber (into the draw pile).
//   - PhaseDig: Dig Deeper: keep the top card (KindKeep) or refuse it and
//     take the next (KindRefuse).
//   - PhaseExplode: an Exploding Kitten was drawn: die (KindDie) or play a
//     Zombie Kitten (KindPlay) or a Clone of a top-discard one (KindClone).
//   - PhasePlace: put each Exploding Kitten back (KindPlace), the drawn one
//     first, then a revived seat's.
//   - PhaseOver: one seat is left alive.
//
// # The reaction stack (ZK-6)
//
// Every play goes on the stack when it is put down (its cards onto the
// discard pile) and, once declared, opens a window. A Nope is not a play
// of its own on the stack: it is laid on the play on top, flipping its
// cancelled state (an odd number of Nopes cancels), and restarts the window
// for everyone; the next Nope answers it. Nobody may Nope their own card:
// the seat whose card is on top of a play (its last Nope's, or the player's)
// may not Nope it. A NOW card (or a Clone acting as one) played in a window
// is a new play on top of the stack with its own window; when it settles
// the window of the play beneath reopens for everyone. The Zombie Kitten
// opens a window in which only NOW cards may be played.
//
// # Decisions this package settles
//
//   - Clairvoyance NOW may be played while another seat's Zombie Kitten is
//     the play on top of the stack (a NOW card played above it settles
//     first; then the Zombie Kitten's window reopens).
//   - A three of a kind may name any of the nineteen titles of ZK-1.
//   - Givers of a Feed the Dead and a Grave Robber give one at a time,
//     clockwise from the seat after the one who played it; a Favor with
//     nothing left to give, a pair against an empty hand, a give queue of
//     empty hands do nothing.
//   - A Grave Robber's cards go on top of the draw pile one by one, then the
//     whole pile is shuffled.
//   - Kitten placement offers positions 0 (top) to m (bottom). The table's
//     "random" button is a table choice: it picks one of those positions
//     with the table's seeded generator, and the placer knows where it went
//     like any other placement.
//   - A seat whose only answer is Pass is still asked (ToAct lists every
//     seat that has not passed), so that who is asked never depends on who
//     holds what; the table may answer for it.
//
// # Action encoding (engine.Action{By, Kind, Target, Card})
//
//   - KindDraw, KindKeep, KindRefuse, KindDie, engine.KindPass: no operand
//     (Target NoSeat, Card 0).
//   - KindPlay, KindName, KindGive: Card = the kind played, named or given.
//   - KindClone: Card = the kind the Clone acts as (the top discard).
//   - KindCombo: Card = ComboCard(title, size, withClone) (ComboOf reads it).
//   - KindTarget: Target = the seat.
//   - KindPlace: Card = the position from the top, 0 … the pile's size.
//
// Legal lists, in PhasePlay, Draw, then the cards by kind, the Clone, and
// the combos by title (pair, pair ending with a Clone, three, three ending
// with a Clone); in a window Pass, Nope, the NOW cards by kind, the Clone;
// in PhaseExplode Die, the Zombie Kitten, the Clone. Apply and Step check an
// action directly (isLegal), held to Legal by a test and the fuzz target.
//
// # Events, view and helpers
//
// Events (exported fields; engine.Event.For redacts each for its viewer as
// ZK-7 says): Dealt (private), Started, TurnStarted (turns owed), Played,
// Targeted, Named, WindowOpened, Noped, WindowClosed, Resolved, Drew
// (private unless it explodes), FutureSeen (private), Dug (private),
// DigTook (the choice public, the card private), Gave and Stole (private to
// the two seats), Asked (public), Shuffled, Exploded, Died, Revived,
// Watching, Placed (who and how many public, the position private to the
// placer and the watchers) and GameOver (engine.Ending).
//
// View is what a seat knows (ZK-7), with the draw pile it knows (Known, top
// first), the public count of Exploding Kittens in it (PileKittens), the
// stack (Stack, Top), and helpers for the table and the bots:
// PublicExplodeChance (the table's odds), ExplodeChance and ExplodeChanceAt
// (with the viewer's knowledge), Unseen, TopDiscard, Alive, NextAlive.
// State has allocation-free readers (HandCount, HandSize, Dead, Alive,
// NextAlive, DrawSize, PileKittens, KnownAt, KnownKittens, Owed, Attacked,
// Held, TopDiscard, TopPlay, TopLast) for playout policies inside a search
// over determinized states, and NewGame, FromView and Over for playouts.
// For searches only, SetQuiet passes for the seats with nothing to answer
// in a window (playouts skip those steps; a table never does it, so that
// who is asked does not depend on who holds what), and PutKittenAt lets a
// determinizer weigh where a placer put its kittens. View.LastPlacer,
// LastPlaced and DrawnSince are the public record of the last placements.
// InPlay is a game's composition by seat count, ComboCard/ComboOf the
// combo operand, ActionString and ItemString the notation of actions and
// stack items, Parse the notation of positions (Notation).
package kittens
