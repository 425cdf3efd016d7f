package flip7

import (
	"fmt"

	"cardtable/engine"
)

// MaxSeats is the most seats a Flip 7 table takes (F7-2).
const MaxSeats = 8

// DefaultTarget is the total that ends the match (F7-6.5).
const DefaultTarget = 200

// Status is a player's state within the current round.
type Status uint8

// Player statuses. Only active players are offered Hit or Stay and may be
// chosen as targets.
const (
	StatusActive Status = iota
	StatusStayed
	StatusFrozen
	StatusBust
)

// Phase says what kind of decision the match waits for.
type Phase uint8

// Phases of a Flip 7 match. Dealing and Flip Three draws run by themselves;
// the match stops only where a player must decide.
const (
	PhaseTurn   Phase = iota // ToAct chooses Hit or Stay
	PhaseTarget              // ToAct chooses who receives Pending
	PhaseOver                // the match has ended
)

// Action kinds.
const (
	KindHit uint8 = iota + 1
	KindStay
	KindTarget // Target receives the action card Card
)

// TaskKind is a kind of pending work on the resolution stack.
type TaskKind uint8

// Pending work: the deal in progress, a Flip Three in progress, an action
// card waiting for its target.
const (
	TaskDeal TaskKind = iota
	TaskFlip3
	TaskChoose
)

// Task is one entry of the resolution stack. Everything in it is public.
type Task struct {
	Kind  TaskKind
	Seat  engine.Seat // deal: next seat dealt; flip 3: its target; choose: the chooser
	Card  Card        // choose: the card waiting for a target
	Left  uint8       // deal: seats still to deal; flip 3: cards still to take
	Held  [3]Card     // flip 3: Freeze / Flip Three cards held until it ends
	NHeld uint8
}

// maxRow is the longest row a player can have: 7 numbers (the 7th makes
// the Flip 7; or 6 and a Freeze), the 6 modifiers, the 3 Flip Threes given
// to them and a Second Chance — 17 cards.
const maxRow = 17
const maxStack = 24

type player struct {
	row     [maxRow]Card // cards in front, in the order received
	rowLen  uint8
	numbers uint16 // bit n set when number n is in the row
	status  Status
	second  bool // holds a Second Chance
	flip7   bool // made the Flip 7 this round
	total   int32
	last    int32 // points scored in the previous round
}

// State is a Flip 7 match in progress. It is a single flat value so Clone is
// one allocation.
type State struct {
	n         int8
	target    int32
	round     int32
	dealer    engine.Seat
	cursor    engine.Seat // seat whose Hit/Stay turn it is (or was last)
	phase     Phase
	roundOver bool
	players   [MaxSeats]player
	deck      [DeckSize]Card // deck[deckLen-1] is the top
	deckLen   uint8
	discard   [NumKinds]uint8
	stack     [maxStack]Task
	sp        uint8
	toAct     [1]engine.Seat
	rng       engine.RNG
	rec       *[]engine.Event // event recorder, set only inside Apply
}

// Rules is the Flip 7 game for the registry.
type Rules struct{}

func init() { engine.Register(Rules{}) }

// Descriptor is what Flip 7 is: 2–8 players face up (F7-7: nothing is
// secret), no out-of-turn actions, solo practice as an option (one seat
// plays rounds alone until reaching the target), and the target total.
var Descriptor = engine.Descriptor{
	ID:       "flip7",
	MinSeats: 2,
	MaxSeats: MaxSeats,
	Cards:    []string{"number", "plus", "times2", "freeze", "flipthree", "secondchance"},
	Options: []engine.Option{
		{Key: OptSolo, Choices: []engine.Choice{{Value: "off"}, {Value: "on", MinSeats: 1, MaxSeats: 1}}},
		{Key: OptTarget, Free: true, Choices: []engine.Choice{{Value: "200"}, {Value: "100"}, {Value: "150"}, {Value: "300"}}},
	},
}

// Option keys of Flip 7.
const (
	OptSolo   = "solo"   // "on": solo practice, one seat
	OptTarget = "target" // the total that ends the match (F7-6.5)
)

// Describe returns Descriptor.
func (Rules) Describe() engine.Descriptor { return Descriptor }

// New deals the first round of a match and returns the deal's events. One
// seat means solo practice: the player plays rounds alone until reaching
// the target. Option "target" sets the winning total (default 200).
func (Rules) New(cfg engine.Config, seed uint64) (engine.State, []engine.Event, error) {
	var events []engine.Event
	s, err := newMatch(cfg, seed, &events)
	if err != nil {
		return nil, nil, err
	}
	return s, events, nil
}

// NewMatch is New with the concrete type and without recording the
// opening's events (playouts and search restart matches this way).
func NewMatch(cfg engine.Config, seed uint64) (*State, error) {
	return newMatch(cfg, seed, nil)
}

// newMatch validates cfg and deals the first round, recording its events
// in rec when rec is not nil.
func newMatch(cfg engine.Config, seed uint64, rec *[]engine.Event) (*State, error) {
	if cfg.Seats == 1 && cfg.Options[OptSolo] == "" {
		// Saves from before solo was an option say only "one seat".
		cfg.Options = map[string]string{OptSolo: "on", OptTarget: cfg.Options[OptTarget]}
		if cfg.Options[OptTarget] == "" {
			delete(cfg.Options, OptTarget)
		}
	}
	if err := Descriptor.Validate(cfg); err != nil {
		return nil, err
	}
	target := int32(DefaultTarget)
	if v, ok := cfg.Options[OptTarget]; ok {
		var t int32
		if _, err := fmt.Sscan(v, &t); err != nil || t < 1 {
			return nil, fmt.Errorf("flip7: option target %q: want a positive number", v)
		}
		target = t
	}
	s := &State{}
	s.init(cfg.Seats, target, seed, rec)
	return s, nil
}

// init sets s up as a new match, in place so playouts can restart a match
// without allocating.
func (s *State) init(seats int, target int32, seed uint64, rec *[]engine.Event) {
	*s = State{n: int8(seats), target: target, rng: engine.NewRNG(seed), rec: rec}
	for k := 0; k < NumKinds; k++ {
		for c := uint8(0); c < Composition[k]; c++ {
			s.deck[s.deckLen] = Card(k)
			s.deckLen++
		}
	}
	s.shuffleDeck()
	s.dealer = engine.Seat(s.rng.IntN(seats))
	s.startRound()
	s.run()
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

// Outcome reports the winner once a round has ended with a single leader at
// or above the target.
func (s *State) Outcome() (engine.Outcome, bool) {
	if s.phase != PhaseOver {
		return engine.Outcome{}, false
	}
	o := engine.Outcome{Scores: make([]int, s.n), Rounds: int(s.round)}
	best := int32(-1)
	for i := 0; i < int(s.n); i++ {
		o.Scores[i] = int(s.players[i].total)
		if s.players[i].total > best {
			best = s.players[i].total
		}
	}
	for i := 0; i < int(s.n); i++ {
		if s.players[i].total == best {
			o.Winners = append(o.Winners, engine.Seat(i))
		}
	}
	return o, true
}

// Check verifies that every card of the deck is in exactly one place.
func (s *State) Check() error {
	var count [NumKinds]int
	for i := 0; i < int(s.deckLen); i++ {
		count[s.deck[i]]++
	}
	for k := range s.discard {
		count[k] += int(s.discard[k])
	}
	for i := 0; i < int(s.n); i++ {
		p := &s.players[i]
		var nums uint16
		second := false
		for j := 0; j < int(p.rowLen); j++ {
			c := p.row[j]
			count[c]++
			if c.IsNumber() && p.status != StatusBust {
				if nums&(1<<c) != 0 {
					return fmt.Errorf("flip7: seat %d holds number %d twice", i, c)
				}
				nums |= 1 << c
			}
			if c == SecondChance {
				if second {
					return fmt.Errorf("flip7: seat %d holds two Second Chances", i)
				}
				second = true
			}
		}
		if p.status != StatusBust && nums != p.numbers {
			return fmt.Errorf("flip7: seat %d number mask %b, row says %b", i, p.numbers, nums)
		}
		if second != p.second {
			return fmt.Errorf("flip7: seat %d second-chance flag %v, row says %v", i, p.second, second)
		}
	}
	for i := 0; i < int(s.sp); i++ {
		t := &s.stack[i]
		if t.Kind == TaskChoose {
			count[t.Card]++
		}
		for j := 0; j < int(t.NHeld); j++ {
			count[t.Held[j]]++
		}
	}
	for k := range count {
		if count[k] != int(Composition[k]) {
			return fmt.Errorf("flip7: %d copies of %s, want %d", count[k], Card(k), Composition[k])
		}
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
