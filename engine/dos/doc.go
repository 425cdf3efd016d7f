// Package dos implements DOS, the centre-row game (rules/dos.md): match hand
// cards to the Centre Row by number, single or as a pair that sums to it,
// shed your hand, and call "DOS!" on your last two cards.
//
// # Phases
//
// A turn runs through the phases of Phase, one apply function each:
//
//   - PhaseTurn: the seat on turn matches (KindMatch), draws (KindDraw, at
//     most once, only before any match) or closes matching (KindEnd, only
//     after a match or a draw; DOS-3b.3).
//   - PhaseChoose: a match names a wild whose value is still open; the seat
//     on turn picks it (KindColour for a Wild DOS, KindNumber for a Wild #),
//     one decision per wild, hand cards first, then the Centre card
//     (DOS-4.4). Only values consistent with the match are offered; a wild
//     with a single consistent value is set without a decision.
//   - PhasePlace: after End, the owed placements (colour bonuses and the
//     card owed after an unmatched draw) are made one at a time
//     (KindPlace); the turn passes after the last one.
//   - PhaseOver: the match has ended.
//
// Beside every phase, calls and catches are optional actions (an
// engine.Optional window, DOS-5): the seat holding two cards without having
// called may call (KindCall), every other seat may catch it (KindCatch), and
// seats off turn may decline with engine.KindPass (no event; they are asked
// again when someone new becomes catchable).
//
// # Action encoding (engine.Action{By, Kind, Target, Card})
//
//   - KindMatch: Card = MatchCard(first, second): the hand card kinds, first
//     in the low byte, second in the high byte (NoCard for a single match;
//     first <= second for a double). Target = the index of the Centre card
//     in the Centre Row (engine.Seat used as a small index). Copies are
//     interchangeable, so each pair of kinds is listed once per Centre card.
//   - KindColour: Card = the Colour chosen for the Wild DOS being decided.
//   - KindNumber: Card = the number 1–10 chosen for the Wild # being decided.
//   - KindDraw, KindEnd, KindCall: no operand (Target NoSeat, Card 0).
//   - KindPlace: Card = the hand card kind put into the Centre Row.
//   - KindCatch: Target = the caught seat.
//   - engine.KindPass: a seat off turn declines to call or catch.
//
// Legal lists, for the seat on turn: matches (by Centre index, then singles
// by kind, then doubles), or the pending wild's values, or placements; then
// Draw, End; then Call and Catch (by target). For a seat off turn: Call,
// Catches, Pass. Apply and Step check an action directly (isLegal), held
// to Legal by a test.
//
// # Events, view and helpers
//
// Events (all with exported fields; CardsDrawn shows the cards to the
// drawer only): RoundStarted, CardsDrawn (deal, draw, bonus, penalty, set
// aside), TurnStarted, MatchStarted, Matched (the Pile with every wild's
// value and the bonus), Ended, Refilled, Placed, Called, Caught, SetAside,
// Reshuffled, RoundEnded and MatchEnded (engine.Ending).
//
// View is what a seat knows (DOS-7); its MatchOptions, HandPoints, Pending,
// Catchable and MayCall, with Matches, CanMatch, HandPoints, Pile.BestBonus
// and MatchCard/MatchCards, are what bots and the table need to read a
// position without the engine's internals.
package dos
