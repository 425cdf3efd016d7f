package cucu

import (
	"fmt"

	"cardtable/engine"
)

// MaxSeats is the most seats a Cucù table takes (CU-2.1).
const MaxSeats = 8

// StartLives is every player's lives at the start and after the whole
// table falls together (CU-2.1, CU-2.3).
const StartLives = 3

// posTop is the place index of the pack's top card, after the seats:
// seen and tags are kept per place, and a pack swap exchanges a seat's card
// with this one (CU-3.4).
const posTop = MaxSeats

// numPlaces counts the places whose card may be known: the seats and the
// pack's top.
const numPlaces = MaxSeats + 1

// maxSwaps bounds the swaps in effect in a round: one per turn (an asker's
// swap, a forced Inn swap, a pack swap), never more than the seats.
const maxSwaps = MaxSeats + 1

// maxCovers bounds the covers of a round: one per asker.
const maxCovers = MaxSeats

// Phase says what kind of decision the match waits for.
type Phase uint8

// Phases of a Cucù match (see the package comment).
const (
	PhaseTurn   Phase = iota // a player other than the dealer keeps or asks
	PhaseDealer              // the dealer keeps or swaps with the pack
	PhaseInn                 // the asker met an Inn: withdraw or ask for cover
	PhaseCover               // the innkeeper accepts or refuses the cover
	PhaseOver                // the match has ended
)

var phaseNames = [...]string{"turn", "dealer", "inn", "cover", "over"}

// Key is the phase's stable name.
func (p Phase) Key() string { return phaseNames[p%5] }

// Action kinds (see the package comment for their operands).
const (
	KindKeep     uint8 = iota + 1 // keep the card (a player or the dealer)
	KindAsk                       // ask the next player (Target) to exchange
	KindPack                      // the dealer swaps with the pack's top card
	KindWithdraw                  // at an Inn: keep the card
	KindCover                     // at an Inn: ask the innkeeper (Target) for cover
	KindAccept                    // the innkeeper gives the asker (Target) cover
	KindRefuse                    // the innkeeper refuses: the swap happens
)

// State is a Cucù match in progress: one flat value, so Clone is a single
// allocation and playouts restart a match without allocating.
type State struct {
	n      int8
	phase  Phase
	round  int32
	resets int16 // times the whole table came back to 3 lives (CU-2.3)
	dealer engine.Seat
	turn   engine.Seat // the seat whose turn it is (the asker in the Inn phases)
	inn    engine.Seat // the innkeeper in the Inn phases, else NoSeat
	winner engine.Seat
	lives  [MaxSeats]int8
	dealt  uint16 // seats dealt a card this round (CU-3.1)
	out    uint16 // seats knocked out this round: their cards are dead (CU-4.9)
	did    [MaxSeats]Move
	hand   [MaxSeats]Card
	seen   [numPlaces]Seers
	tags   [numPlaces]Tags
	pack   [DeckSize]Card // the remaining pack is pack[lo:], its top pack[DeckSize-1]
	lo     uint8
	swaps  [maxSwaps]Swap
	nswaps uint8
	covers [maxCovers]Cover
	ncover uint8
	last   showdown // the previous round's showdown (the view keeps it)
	toAct  [1]engine.Seat
	rng    engine.RNG
	rec    *[]engine.Event // event recorder, set only inside Apply and New
}

// showdown is what the last showdown showed: the live cards (NoCard for
// the others), the holders of the losing rank and the lives each seat lost
// there (Inn covers applied); round 0 before the first showdown.
type showdown struct {
	round  int32
	cards  [MaxSeats]Card
	losers uint16
	lost   [MaxSeats]int8
}

// Rules is the Cucù game for the registry.
type Rules struct{}

func init() { engine.Register(Rules{}) }

// Descriptor is what Cucù is: 2–8 seats (the lobby seats four by default,
// as the source's table: you and three bots), one secret card each, no
// play out of turn (the innkeeper's answer is an ordinary decision), the
// twenty card kinds, no options.
var Descriptor = engine.Descriptor{
	ID:          "cucu",
	MinSeats:    2,
	MaxSeats:    MaxSeats,
	SecretHands: true,
	Cards:       CardKeys,
}

// Describe returns Descriptor.
func (Rules) Describe() engine.Descriptor { return Descriptor }

// New deals the first round and returns its events.
func (Rules) New(cfg engine.Config, seed uint64) (engine.State, []engine.Event, error) {
	var events []engine.Event
	s, err := newMatch(cfg, seed, &events)
	if err != nil {
		return nil, nil, err
	}
	return s, events, nil
}

// NewMatch is New with the concrete type and without the opening's events
// (playouts and search start matches this way).
func NewMatch(cfg engine.Config, seed uint64) (*State, error) {
	return newMatch(cfg, seed, nil)
}

func newMatch(cfg engine.Config, seed uint64, rec *[]engine.Event) (*State, error) {
	if err := Descriptor.Validate(cfg); err != nil {
		return nil, fmt.Errorf("cucu: new match: %w", err)
	}
	s := &State{}
	s.init(cfg.Seats, seed, rec)
	return s, nil
}

// init sets s up as a new match in place: everyone on 3 lives, the last
// seat dealing so that seat 0 leads (CU-2.1, CU-3.3).
func (s *State) init(seats int, seed uint64, rec *[]engine.Event) {
	*s = State{n: int8(seats), rng: engine.NewRNG(seed), rec: rec,
		dealer: engine.Seat(seats - 1), winner: engine.NoSeat, inn: engine.NoSeat}
	for i := 0; i < seats; i++ {
		s.lives[i] = StartLives
	}
	s.startRound()
	s.rec = nil
}

// Clone returns an independent copy.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.rec = nil
	return &c
}

// ToAct is the seat that must decide, or nothing once the match is over.
func (s *State) ToAct() []engine.Seat {
	if s.phase == PhaseOver {
		return nil
	}
	return s.toAct[:]
}

// Seats is the number of seats at the table.
func (s *State) Seats() int { return int(s.n) }

// Phase is the kind of decision awaited.
func (s *State) Phase() Phase { return s.phase }

// Round is the number of the current round, from 1.
func (s *State) Round() int { return int(s.round) }

// Dealer is the seat dealing this round.
func (s *State) Dealer() engine.Seat { return s.dealer }

// Lives is seat p's lives.
func (s *State) Lives(p engine.Seat) int { return int(s.lives[p]) }

// Hand is the card seat p holds (NoCard when it sits the round out).
func (s *State) Hand(p engine.Seat) Card { return s.hand[p] }

// Turn is the seat whose turn it is (the asker while an Inn pauses it).
func (s *State) Turn() engine.Seat { return s.turn }

// Innkeeper is the innkeeper asked, in PhaseInn and PhaseCover; else NoSeat.
func (s *State) Innkeeper() engine.Seat { return s.inn }

// Live reports whether seat p's card counts at the showdown: dealt this
// round and not knocked out.
func (s *State) Live(p engine.Seat) bool { return s.inRound(p) }

// After is the next player of the round after p in play order, or NoSeat
// after the dealer.
func (s *State) After(p engine.Seat) engine.Seat { return s.after(p) }

// Known is seat p's card as viewer knows it: the card, or NoCard when
// viewer has not seen it. Playouts read it to let each simulated seat act
// on what it knows, without building views.
func (s *State) Known(viewer, p engine.Seat) Card { return shown(s.hand[p], s.seen[p], viewer) }

// KnownTop is the pack's top card as viewer knows it (NoCard when unseen).
func (s *State) KnownTop(viewer engine.Seat) Card {
	return shown(s.pack[DeckSize-1], s.seen[posTop], viewer)
}

// Tags is the public evidence about seat p's card.
func (s *State) Tags(p engine.Seat) Tags { return s.tags[p] }

// Outcome reports the winner, the one player left with lives (CU-2.2);
// scores are lives.
func (s *State) Outcome() (engine.Outcome, bool) {
	if s.phase != PhaseOver {
		return engine.Outcome{}, false
	}
	o := engine.Outcome{Winners: []engine.Seat{s.winner}, Scores: make([]int, s.n), Rounds: int(s.round)}
	for i := range o.Scores {
		o.Scores[i] = int(s.lives[i])
	}
	return o, true
}

// Check verifies that the 40 cards are each in exactly one place (the
// hands of the seats dealt this round, the pack) and that the bookkeeping
// agrees with them.
func (s *State) Check() error {
	var count [NumKinds]int
	for i := 0; i < int(s.n); i++ {
		p := engine.Seat(i)
		c := s.hand[i]
		switch {
		case s.dealt&bit(p) != 0 && !c.Valid():
			return fmt.Errorf("cucu: seat %d dealt but holds %v", i, c)
		case s.dealt&bit(p) == 0 && c != NoCard:
			return fmt.Errorf("cucu: seat %d not dealt but holds %s", i, c)
		case s.dealt&bit(p) == 0 && (s.seen[i] != 0 || s.tags[i] != 0 || s.did[i] != MoveNone):
			return fmt.Errorf("cucu: seat %d not dealt but has knowledge", i)
		case s.out&bit(p) != 0 && s.dealt&bit(p) == 0:
			return fmt.Errorf("cucu: seat %d knocked out of a round it is not in", i)
		case s.lives[i] < 0 || s.lives[i] > StartLives:
			return fmt.Errorf("cucu: seat %d has %d lives", i, s.lives[i])
		case s.out&bit(p) != 0 && s.lives[i] != 0:
			return fmt.Errorf("cucu: seat %d knocked out with %d lives", i, s.lives[i])
		}
		if c.Valid() {
			count[c]++
			if !s.seen[i].Has(p) {
				return fmt.Errorf("cucu: seat %d does not know its own card", i)
			}
		}
	}
	for i := s.n; i < MaxSeats; i++ {
		if s.hand[i] != NoCard || s.lives[i] != 0 || s.seen[i] != 0 {
			return fmt.Errorf("cucu: seat %d beyond the table is in use", i)
		}
	}
	for _, c := range s.pack[s.lo:] {
		if !c.Valid() {
			return fmt.Errorf("cucu: pack holds %v", c)
		}
		count[c]++
	}
	if int(s.lo) != popcount(s.dealt) {
		return fmt.Errorf("cucu: %d cards dealt for %d seats", s.lo, popcount(s.dealt))
	}
	for _, c := range Kinds {
		if count[c] != Copies {
			return fmt.Errorf("cucu: %d copies of %s, want %d", count[c], c, Copies)
		}
	}
	if s.phase != PhaseOver && s.dealt&bit(s.turn) == 0 {
		return fmt.Errorf("cucu: seat %d on turn is not in the round", s.turn)
	}
	if s.phase != PhaseOver && s.out&bit(s.turn) != 0 {
		return fmt.Errorf("cucu: seat %d on turn is knocked out", s.turn)
	}
	if (s.phase == PhaseInn || s.phase == PhaseCover) != (s.inn != engine.NoSeat) {
		return fmt.Errorf("cucu: phase %s with innkeeper %d", s.phase.Key(), s.inn)
	}
	if s.inn != engine.NoSeat && s.hand[s.inn] != Inn {
		return fmt.Errorf("cucu: innkeeper %d holds %s", s.inn, s.hand[s.inn])
	}
	if (s.phase == PhaseDealer) != (s.turn == s.dealer && s.phase != PhaseOver) {
		return fmt.Errorf("cucu: phase %s on seat %d, dealer %d", s.phase.Key(), s.turn, s.dealer)
	}
	if err := s.checkRound(); err != nil {
		return err
	}
	alive := 0
	for i := 0; i < int(s.n); i++ {
		if s.lives[i] > 0 {
			alive++
		}
	}
	if (s.phase == PhaseOver) != (alive == 1) || (s.phase == PhaseOver) != (s.winner != engine.NoSeat) {
		return fmt.Errorf("cucu: phase %s with %d seats alive, winner %d", s.phase.Key(), alive, s.winner)
	}
	return nil
}

// checkRound verifies the round's bookkeeping: the dealer and the seat on
// turn in the round, a move only for the seats whose turn is over, no more
// swaps and covers than turns that made them.
func (s *State) checkRound() error {
	if s.phase == PhaseOver {
		return nil
	}
	if !s.inRound(s.dealer) {
		return fmt.Errorf("cucu: dealer %d is not in the round", s.dealer)
	}
	asked, moved := 0, 0
	for i := 0; i < int(s.n); i++ {
		p := engine.Seat(i)
		if s.inRound(p) && s.lives[i] == 0 {
			return fmt.Errorf("cucu: seat %d in the round without lives", i)
		}
		if s.did[i] == MoveAsked || s.did[i] == MovePack {
			moved++
		}
		if s.did[i] == MoveAsked {
			asked++
		}
	}
	want := MoveNone
	if s.phase == PhaseInn || s.phase == PhaseCover {
		want = MoveAsked
	}
	if s.did[s.turn] != want {
		return fmt.Errorf("cucu: seat %d on turn has moved %s", s.turn, s.did[s.turn].Key())
	}
	if int(s.nswaps) > moved || int(s.ncover) > asked {
		return fmt.Errorf("cucu: %d swaps and %d covers for %d moves", s.nswaps, s.ncover, moved)
	}
	for _, c := range s.covers[:s.ncover] {
		if s.dealt&bit(c.Asker) == 0 || s.dealt&bit(c.Innkeeper) == 0 {
			return fmt.Errorf("cucu: cover %d>%d outside the round", c.Asker, c.Innkeeper)
		}
	}
	for _, sw := range s.swaps[:s.nswaps] {
		if s.dealt&bit(sw.Asker) == 0 || sw.Target != engine.NoSeat && s.dealt&bit(sw.Target) == 0 {
			return fmt.Errorf("cucu: swap %d-%d outside the round", sw.Asker, sw.Target)
		}
	}
	return nil
}

// bit is seat p's bit in the dealt and out sets.
func bit(p engine.Seat) uint16 { return 1 << uint(p) }

func popcount(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// inRound reports whether p takes part in the rest of the round: dealt
// and not knocked out.
func (s *State) inRound(p engine.Seat) bool {
	return s.dealt&bit(p) != 0 && s.out&bit(p) == 0
}

// after is the next player of the round after p in play order
// (ascending seats, CU-3.1), or NoSeat when p is the dealer, who plays
// last (CU-3.3).
func (s *State) after(p engine.Seat) engine.Seat {
	for p != s.dealer {
		p++
		if int(p) >= int(s.n) {
			p = 0
		}
		if s.inRound(p) {
			return p
		}
	}
	return engine.NoSeat
}

func (s *State) logging() bool { return s.rec != nil }

func (s *State) emit(e engine.Event) { *s.rec = append(*s.rec, e) }
