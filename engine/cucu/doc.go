// Package cucu implements Cucù as the Cardavia table plays it
// (rules/cucu.md): one hidden card each, keep it or ask the next player to
// exchange, five special cards that refuse, punish, skip, undo or pause the
// exchange, the lowest card at the showdown loses a life, three lives each,
// the last player with lives wins.
//
// # Phases
//
// A round deals one card to each player with lives, from the bottom of a
// freshly shuffled pack, in play order (ascending seats from the one after
// the dealer, the dealer last; CU-3), then runs through the phases of
// Phase, one apply function each:
//
//   - PhaseTurn: a player other than the dealer keeps (KindKeep) or asks
//     the next player (KindAsk, CU-4.1). The request resolves at once by
//     the card the target holds (request.go): a swap, the Cuckoo's
//     refusal, the Hunter's life, the Horse passing it on (to the pack's
//     top card past the dealer's Horse), the Cat's life and undo, or the
//     Inn's pause.
//   - PhaseInn: the asker met an Inn: withdraw (KindWithdraw) or ask the
//     innkeeper for cover (KindCover, CU-4.7).
//   - PhaseCover: the innkeeper, who is then ToAct, accepts (KindAccept) or
//     refuses (KindRefuse: the swap is forced). An ordinary decision, so the
//     game has no reactions (Descriptor.Reactions is false).
//   - PhaseDealer: the dealer keeps (KindKeep) or swaps with the pack's top
//     card (KindPack, CU-4.8); then the showdown (CU-5), the losses, the
//     match check (CU-2.2, CU-2.3) and the next round, all in the same
//     Apply.
//   - PhaseOver: the match has ended.
//
// # Action encoding (engine.Action{By, Kind, Target, Card})
//
// Card is always 0. Target is the seat asked for KindAsk (the next player
// in play order, whatever it holds), the innkeeper for KindCover, the asker
// for KindAccept and KindRefuse, NoSeat otherwise. Legal lists exactly two
// actions for the one seat to act, keep-like first: Keep, Ask / Keep,
// Pack / Withdraw, Cover / Accept, Refuse. Apply and Step check an action
// directly (isLegal), held to Legal by the fuzz target.
//
// # What each seat knows (CU-6)
//
// Every place that holds a card that may be known — each seat's card and
// the pack's top — carries Seers (the seats that have seen the card there,
// Public once it was revealed) and Tags (public evidence: kept, asked away,
// plain — no power). Both move with the card through every swap and Cat
// undo, so a card a seat has seen stays known to it wherever it goes. A
// swap shows both cards to both parties; a pack swap shows the new card to
// the swapper; a power is revealed to all; the showdown shows the live
// cards (dead cards are never shown).
//
// View is what a seat knows: its card and every card it knows, with who
// has seen each and its Tags, lives, who is in the round and who was
// knocked out, what each seat did on its turn (Move), the dealer, whose
// turn and who decides, the innkeeper asked, the swaps still in effect
// (what a Cat would undo), the covers given, the pack's size and its top
// card when known, and the last showdown (Result). View.After, Order,
// Live, Own, Unseen, HiddenSeats and CoveredBy read it; Losers judges a
// showdown. Determinize deals the unseen cards at random; FromView builds
// a state from a view with the hidden cards a bot chooses. Inside such a
// state a search's simulations read each seat's knowledge without
// building views: State.Known, KnownTop, Tags, Hand, Lives, Live, After,
// Turn, Innkeeper, Dealer, Phase and Round.
//
// # Events
//
// RoundStarted, Dealt (the card to its holder only), TurnStarted, Kept,
// Asked (the request and its target), Revealed (a power, with the card),
// Passed (a Horse passing the request on, or to the pack), Swapped,
// PackSwapped, CoverAsked, Withdrew, CoverAnswered, LifeLost (with its
// Cause; a cover's transfer names the asker covered), KnockedOut, Undone
// (each reversed swap in order, newest first), Showdown (the live cards and
// the holders of the losing rank), RoundEnded and MatchEnded
// (engine.Ending), TableRestored (everyone back to 3 lives, CU-2.3). The
// cards an event carries come with their Seers; For blanks the ones its
// viewer does not know.
//
// # Decisions this engine settles beyond rules/cucu.md
//
// Covered losses at the showdown move in play order, after every uncovered
// loss (the innkeepers' own included): an innkeeper covering two askers
// takes the first covered loss while it has a life, then the next.
package cucu
