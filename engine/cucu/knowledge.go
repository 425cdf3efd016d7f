package cucu

import "cardtable/engine"

// Seers is the set of seats that know the card in one place (a seat's card
// or the pack's top card), bit s for seat s, and Public once the card has
// been shown to the whole table (a power revealed, the showdown). The set
// moves with the card through every swap and undo (CU-6): who has seen a
// card is public, since only public actions show cards.
type Seers uint16

// Public marks a card shown to everyone, spectators included.
const Public Seers = 1 << 15

// SeerOf is the set holding seat s alone.
func SeerOf(s engine.Seat) Seers { return 1 << uint(s) }

// Has reports whether viewer knows the card: its own bit, or a public card.
// A spectator (engine.NoSeat) knows the public cards only.
func (k Seers) Has(viewer engine.Seat) bool {
	if k&Public != 0 {
		return true
	}
	return viewer >= 0 && viewer < MaxSeats && k&SeerOf(viewer) != 0
}

// Tags is the public evidence about the card in one place, moving with the
// card like its Seers: what the seats that held it did with it. Bots read
// it to weigh what a hidden card may be.
type Tags uint8

// Evidence about a card.
const (
	// TagKept: a seat kept it on its turn (CU-4.1, CU-4.8).
	TagKept Tags = 1 << iota
	// TagAsked: a seat asked while holding it, wanting to be rid of it.
	TagAsked
	// TagPlain: it was the target's card in a swap that went ahead, so it
	// is no power (CU-4.2).
	TagPlain
)

// Move is what a seat did on its own turn this round (public, CU-6: who
// kept and who asked).
type Move uint8

// Moves of a turn.
const (
	MoveNone     Move = iota // not yet (or not in the round)
	MoveKept                 // kept its card
	MoveAsked                // asked the next player
	MoveWithdrew             // asked, met an Inn and withdrew (CU-4.7)
	MovePack                 // the dealer swapped with the pack (CU-4.8)
)

var moveNames = [...]string{"-", "keep", "ask", "withdraw", "pack"}

// Key is the move's stable name.
func (m Move) Key() string { return moveNames[m%5] }

// SwapKind says how a swap came about.
type SwapKind uint8

// Swaps of a round.
const (
	SwapPlain  SwapKind = iota // the target held an ordinary card (CU-4.2)
	SwapForced                 // the innkeeper refused cover (CU-4.7)
	SwapPack                   // with the pack's top card: past the dealer's Horse (CU-4.5) or the dealer's own (CU-4.8)
)

// Swap is one exchange of the round still in effect (a Cat's undo removes
// the ones it reverses, CU-4.6). Target is engine.NoSeat for the pack.
type Swap struct {
	Asker, Target engine.Seat
	Kind          SwapKind
}

// Cover is the Inn's cover on the Nothing, given by Innkeeper to Asker
// (CU-4.7). It belongs to the innkeeper who accepted it, whoever holds the
// Inn at the showdown.
type Cover struct {
	Asker, Innkeeper engine.Seat
}
