package dos

import (
	"fmt"

	"cardtable/engine"
)

// MaxSeats is the most seats a DOS table takes (DOS-2).
const MaxSeats = 4

// HandSize is the number of cards dealt to each seat (DOS-2.2).
const HandSize = 7

// CentreSize is what the Centre Row is refilled to (DOS-2.2, DOS-3.7).
const CentreSize = 2

// MatchTarget is the total that wins a points match (DOS-6.3).
const MatchTarget = 200

// maxPending bounds the penalty cards set aside in one turn: a seat can be
// caught at most twice in its own turn (holding two at the start, then
// again after drawing and matching back down to two).
const maxPending = 8

// Phase says what kind of decision the seat on turn owes.
type Phase uint8

// Phases of a DOS match (see the package comment).
const (
	PhaseTurn   Phase = iota // match, draw or end
	PhaseChoose              // a wild of the match in progress needs its value
	PhasePlace               // owed placements after End
	PhaseOver                // the match has ended
)

var phaseNames = [...]string{"turn", "choose", "place", "over"}

// Key is the phase's stable name.
func (p Phase) Key() string { return phaseNames[p%4] }

// Action kinds (see the package comment for their operands).
const (
	KindMatch uint8 = iota + 1
	KindColour
	KindNumber
	KindDraw
	KindEnd
	KindPlace
	KindCall
	KindCatch
)

// Mode is the match format (option "mode").
type Mode uint8

// Match formats: to 200 points (DOS-6.3) or first out wins (DOS-6.4).
const (
	ModePoints Mode = iota
	ModeFirstOut
)

// Option key and values of the match format.
const (
	OptMode       = "mode"
	ValuePoints   = "points"
	ValueFirstOut = "firstout"
)

// Key is the option value of the mode.
func (m Mode) Key() string {
	if m == ModeFirstOut {
		return ValueFirstOut
	}
	return ValuePoints
}

// Bonus is the colour-match bonus a match earned (DOS-3.5).
type Bonus uint8

// Colour bonuses: none, a single colour match (one placement), a double
// colour match (every other seat draws 1, one placement).
const (
	BonusNone Bonus = iota
	BonusSingle
	BonusDouble
)

// Pile is one card of the Centre Row and what was matched on it this turn.
// Values holds the chosen value of each wild, by slot: 0 and 1 the hand
// cards, 2 the Centre card; a Wild DOS takes a Colour, a Wild # a number
// 1–10; 0 is undecided (and unused for plain number cards).
type Pile struct {
	Card    Card
	Hand    [2]Card // cards matched on it (NoCard when none); Hand[1] only for a double
	Values  [3]uint8
	Matched bool
	Bonus   Bonus // once the match is resolved
}

// packedPile is a Pile in one word: card, hand cards, values, matched,
// bonus, a byte each.
type packedPile uint64

func pack(p Pile) packedPile {
	return packedPile(p.Card) | packedPile(p.Hand[0])<<8 | packedPile(p.Hand[1])<<16 |
		packedPile(p.Values[0])<<24 | packedPile(p.Values[1])<<32 | packedPile(p.Values[2])<<40 |
		packedPile(b2i(p.Matched))<<48 | packedPile(p.Bonus)<<56
}

func (x packedPile) unpack() Pile {
	return Pile{Card: Card(x), Hand: [2]Card{Card(x >> 8), Card(x >> 16)},
		Values:  [3]uint8{uint8(x >> 24), uint8(x >> 32), uint8(x >> 40)},
		Matched: x>>48&1 != 0, Bonus: Bonus(x >> 56)}
}

func (x packedPile) card() Card        { return Card(x) }
func (x packedPile) matched() bool     { return x>>48&1 != 0 }
func (s *State) pile(j int) Pile       { return s.centre[j].unpack() }
func (s *State) setPile(j int, p Pile) { s.centre[j] = pack(p) }

type seatState struct {
	hand      counts
	present   [2]uint64 // bit k set when kind k is in hand: Legal walks the hand often
	size      uint8
	pending   [maxPending]Card // penalty cards set aside in the seat's own turn (DOS-5.6)
	npending  uint8
	called    bool
	catchable bool
	since     int32 // turn number in which the seat became catchable
	score     int32
	last      int16  // points held at the end of the previous round
	lastHand  counts // the hand shown for scoring at the end of the previous round (DOS-6.2)
}

// add puts a card of kind c in the hand.
func (st *seatState) add(c Card) {
	st.hand.inc(c)
	st.size++
	st.present[c>>6] |= 1 << (c & 63)
}

// remove takes a card of kind c from the hand.
func (st *seatState) remove(c Card) {
	st.hand.dec(c)
	st.size--
	if st.hand.get(c) == 0 {
		st.present[c>>6] &^= 1 << (c & 63)
	}
}

// presentKinds is the bit set of the kinds in hand.
func presentKinds(hand *[NumKinds]uint8) [2]uint64 {
	var m [2]uint64
	for k, n := range hand {
		if n > 0 {
			m[k>>6] |= 1 << (k & 63)
		}
	}
	return m
}

// State is a DOS match in progress: one flat value, so Clone is one
// allocation and playouts restart without allocating.
type State struct {
	n        int8
	mode     Mode
	phase    Phase
	round    int32
	dealer   engine.Seat
	turn     engine.Seat
	turnNo   int32
	drew     bool  // the turn's draw was taken
	matches  uint8 // matches made this turn
	owed     uint8 // placements owed at the end of the turn
	choosing int8  // centre index of the match awaiting a wild value (-1)
	declined uint8 // seats off turn that passed since the last new catchable seat
	winner   engine.Seat
	lastWin  engine.Seat // winner of the previous round
	seats    [MaxSeats]seatState
	centre   [DeckSize]packedPile // packed: reflect.DeepEqual in the harness walks arrays element by element
	ncentre  uint8
	draw     [DeckSize]Card // draw[ndraw-1] is the top
	ndraw    uint8
	discard  counts
	ndiscard uint8
	toAct    [MaxSeats]engine.Seat
	nact     uint8
	rng      engine.RNG
	rec      *[]engine.Event // event recorder, set only inside Apply and New
}

// Rules is the DOS game for the registry.
type Rules struct{}

func init() { engine.Register(Rules{}) }

// Descriptor is what DOS is: 2–4 seats with secret hands, optional
// out-of-turn calls and catches, and the match format.
var Descriptor = engine.Descriptor{
	ID:          "dos",
	MinSeats:    2,
	MaxSeats:    MaxSeats,
	SecretHands: true,
	Reactions:   true,
	Cards:       []string{"number", "wildnumber", "wilddos"},
	Options: []engine.Option{
		{Key: OptMode, Choices: []engine.Choice{{Value: ValuePoints}, {Value: ValueFirstOut}}},
	},
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
		return nil, err
	}
	mode := ModePoints
	if cfg.Options[OptMode] == ValueFirstOut {
		mode = ModeFirstOut
	}
	s := &State{}
	s.init(cfg.Seats, mode, seed, rec)
	return s, nil
}

// init sets s up as a new match in place (DOS-2.1: the first dealer is
// drawn from the seeded generator).
func (s *State) init(seats int, mode Mode, seed uint64, rec *[]engine.Event) {
	*s = State{n: int8(seats), mode: mode, rng: engine.NewRNG(seed), rec: rec,
		choosing: -1, winner: engine.NoSeat, lastWin: engine.NoSeat}
	s.dealer = engine.Seat(s.rng.IntN(seats))
	s.startRound()
	s.refresh()
	s.rec = nil
}

// Clone returns an independent copy.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.rec = nil
	return &c
}

// ToAct lists the seat on turn first, then the seats off turn that may call
// or catch and have not passed.
func (s *State) ToAct() []engine.Seat { return s.toAct[:s.nact] }

// refresh recomputes who may act after every change.
func (s *State) refresh() {
	s.nact = 0
	if s.phase == PhaseOver {
		return
	}
	s.toAct[0] = s.turn
	s.nact = 1
	if !s.windowOpen() {
		return
	}
	for i := 0; i < int(s.n); i++ {
		p := engine.Seat(i)
		// With a seat catchable, every other seat may catch it and the
		// seat itself may call.
		if p != s.turn && s.declined&(1<<i) == 0 {
			s.toAct[s.nact] = p
			s.nact++
		}
	}
}

// windowOpen reports whether a seat is catchable, so calls and catches
// may come beside the turn.
func (s *State) windowOpen() bool {
	for i := 0; i < int(s.n); i++ {
		if s.seats[i].catchable {
			return true
		}
	}
	return false
}

// Window is Optional while a seat is catchable (DOS-5): calls and catches
// may come beside the turn.
func (s *State) Window() engine.Window {
	switch {
	case s.phase == PhaseOver:
		return engine.Window{Kind: engine.NoWindow, Turn: engine.NoSeat}
	case s.windowOpen():
		return engine.Window{Kind: engine.Optional, Turn: s.turn}
	}
	return engine.Window{Kind: engine.NoWindow, Turn: s.turn}
}

// Seats is the number of seats at the table.
func (s *State) Seats() int { return int(s.n) }

// Phase is the kind of decision awaited.
func (s *State) Phase() Phase { return s.phase }

// Round is the number of the current round, from 1.
func (s *State) Round() int { return int(s.round) }

// Turn is the seat on turn.
func (s *State) Turn() engine.Seat { return s.turn }

// Outcome reports the winner once the match is over: the first to reach
// 200 points (DOS-6.3), or the first out in the first-out variant (DOS-6.4,
// all scores 0).
func (s *State) Outcome() (engine.Outcome, bool) {
	if s.phase != PhaseOver {
		return engine.Outcome{}, false
	}
	o := engine.Outcome{Scores: make([]int, s.n), Rounds: int(s.round), Winners: []engine.Seat{s.winner}}
	for i := 0; i < int(s.n); i++ {
		o.Scores[i] = int(s.seats[i].score)
	}
	return o, true
}

// Check verifies that the 108 cards are each in exactly one place (hands,
// penalties set aside, Centre Row with the cards matched on it, draw pile,
// discard pile) and that the bookkeeping agrees with them.
func (s *State) Check() error {
	var count [NumKinds]int
	for i := 0; i < int(s.n); i++ {
		p := &s.seats[i]
		size := 0
		hand := p.hand.array()
		for k, c := range hand {
			count[k] += int(c)
			size += int(c)
		}
		if presentKinds(&hand) != p.present {
			return fmt.Errorf("dos: seat %d kind mask out of step with its hand", i)
		}
		if size != int(p.size) {
			return fmt.Errorf("dos: seat %d holds %d cards, size says %d", i, size, p.size)
		}
		for _, c := range p.pending[:p.npending] {
			count[c]++
		}
		if p.npending > 0 && engine.Seat(i) != s.turn {
			return fmt.Errorf("dos: seat %d has penalty cards set aside off turn", i)
		}
		if p.catchable && (p.size != 2 || p.called) || !p.catchable && p.since != 0 {
			return fmt.Errorf("dos: seat %d catchable with %d cards, called %v", i, p.size, p.called)
		}
	}
	for i := 0; i < int(s.ncentre); i++ {
		pl := s.pile(i)
		count[pl.Card]++
		for _, c := range pl.Hand {
			if c != NoCard {
				count[c]++
			}
		}
		if pl.Matched != (pl.Hand[0] != NoCard) {
			return fmt.Errorf("dos: centre %d matched %v with hand %v", i, pl.Matched, pl.Hand)
		}
	}
	for _, c := range s.draw[:s.ndraw] {
		count[c]++
	}
	total := 0
	for k, c := range s.discard.array() {
		count[k] += int(c)
		total += int(c)
	}
	if total != int(s.ndiscard) {
		return fmt.Errorf("dos: discard pile of %d cards, size says %d", total, s.ndiscard)
	}
	for k := range count {
		if count[k] != int(Composition[k]) {
			return fmt.Errorf("dos: %d copies of %s, want %d", count[k], Card(k), Composition[k])
		}
	}
	if (s.phase == PhaseChoose) != (s.choosing >= 0) {
		return fmt.Errorf("dos: phase %s with pending match %d", s.phase.Key(), s.choosing)
	}
	return nil
}

func (s *State) next(p engine.Seat) engine.Seat {
	p++
	if int(p) >= int(s.n) {
		p = 0
	}
	return p
}

func (s *State) logging() bool { return s.rec != nil }

func (s *State) emit(e engine.Event) { *s.rec = append(*s.rec, e) }
