package kittens

import (
	"cardtable/engine"
)

// MaxSeats is the most seats a table takes (ZK-2).
const MaxSeats = 5

// HandSize is the number of cards dealt to each seat besides its Zombie
// Kitten (ZK-2.4).
const HandSize = 7

// maxStack bounds the reaction stack: a play, then NOW cards on it (two
// Shuffle NOW, two Feed the Dead NOW, two Clairvoyance NOW and three Clones
// acting as NOW cards).
const maxStack = 12

// Phase says what kind of decision is awaited.
type Phase uint8

// Phases of a game (see the package comment).
const (
	PhasePlay    Phase = iota // the seat on turn plays a card, a combo, or draws
	PhaseTarget               // the play on top of the stack declares its target
	PhaseName                 // a three of a kind names a title
	PhaseWindow               // the reaction window of the play on top (blocking)
	PhaseGive                 // a seat gives a card (Favor, Feed the Dead, Grave Robber)
	PhaseDig                  // Dig Deeper: keep or refuse the top card
	PhaseExplode              // an Exploding Kitten was drawn: Zombie Kitten or die
	PhasePlace                // put an Exploding Kitten back into the draw pile
	PhaseOver                 // one player is left alive
	numPhases
)

var phaseNames = [numPhases]string{"play", "target", "name", "window", "give", "dig", "explode", "place", "over"}

// Key is the phase's stable name.
func (p Phase) Key() string {
	if p >= numPhases {
		return "?"
	}
	return phaseNames[p]
}

// Action kinds (see the package comment for their operands).
const (
	KindDraw   uint8 = iota + 1 // draw the top card, ending the turn
	KindPlay                    // play one card of kind Card (a turn play or a window answer)
	KindClone                   // play a Clone acting as the top discard, kind Card
	KindCombo                   // play a combo: Card = ComboCard(title, size, withClone)
	KindTarget                  // the declared play's target: Target
	KindName                    // a three of a kind names kind Card
	KindGive                    // give a card of kind Card
	KindKeep                    // Dig Deeper: keep the top card
	KindRefuse                  // Dig Deeper: refuse it and take the next
	KindDie                     // an Exploding Kitten drawn: die
	KindPlace                   // put the Exploding Kitten at position Card (0 = top)
)

// Why says why a seat gives a card (PhaseGive).
type Why uint8

// Reasons to give a card.
const (
	WhyFavor Why = iota // to the player of a Favor (ZK-5 Favor)
	WhyFeed             // to the dead seat of a Feed the Dead NOW
	WhyBury             // into the draw pile, for a Grave Robber
	numWhys
)

var whyNames = [numWhys]string{"favor", "feed", "bury"}

// Key is the reason's stable name.
func (w Why) Key() string {
	if w >= numWhys {
		return "?"
	}
	return whyNames[w]
}

// seatState is one seat: its hand by kind, whether it is dead (its
// Exploding Kitten face up in front of it), and what it knows of the draw
// pile: bit i set when it knows the card at index i (from the bottom). What
// a seat knows is always true, so the bit is enough: the card is the
// pile's.
type seatState struct {
	hand  counts
	size  uint8
	dead  bool
	known uint64
}

// giving is the give phase's progress: who receives (NoSeat when the cards
// go into the draw pile), the seat whose play it is (the givers are asked
// clockwise from the next seat), and the seats still to give.
type giving struct {
	why   Why
	to    engine.Seat
	from  engine.Seat
	queue uint8
}

// placing is the public record of the last Zombie Kitten's placements
// (ZK-4.4: who placed, how many went in), until the pile is shuffled: the
// placer (NoSeat: none since the last shuffle), the kittens it put back,
// and the cards drawn from the top since by other seats. A placer aiming at
// the next seat puts its kitten where that seat draws it, so while nobody
// else has drawn, the top card is suspect.
type placing struct {
	by    engine.Seat
	n     uint8
	since uint8
}

var noPlacing = placing{by: engine.NoSeat}

// State is a game in progress: one flat value, so Clone is one allocation
// and playouts restart without allocating.
type State struct {
	n        int8
	phase    Phase
	turn     engine.Seat
	owed     uint8 // turns the seat on turn still takes, this one included (ZK-3.4)
	attacked bool  // the seat's turns came from an attack
	alive    int8
	seats    [MaxSeats]seatState
	pile     row // the draw pile, index 0 at the bottom
	npile    uint8
	disc     row // the discard pile, the last card on top
	ndisc    uint8
	stack    [maxStack]item
	nstack   uint8
	passed   uint8  // seats that passed since the window last changed
	change   uint16 // reactions and reopenings of windows: engine.Window.Change
	held     uint8  // Exploding Kittens in the hand of the seat on turn (drawn, or a revived seat's)
	watch    uint8  // seats whose Clairvoyance resolved in this Zombie Kitten's window
	give     giving
	placed   placing
	winner   engine.Seat
	quiet    bool // search only: seats with nothing but Pass to answer are passed for (SetQuiet)
	rng      engine.RNG
	rec      *[]engine.Event // event recorder, set only inside Apply
}

// Rules is the Zombie Kittens game for the registry.
type Rules struct{}

func init() { engine.Register(Rules{}) }

// Descriptor is what Zombie Kittens is: 2–5 seats with secret hands and
// reaction windows, and the card keys the locales and faces are written
// against.
var Descriptor = engine.Descriptor{
	ID:          "kittens",
	MinSeats:    2,
	MaxSeats:    MaxSeats,
	SecretHands: true,
	Reactions:   true,
	Cards:       keys[:],
}

// Describe returns Descriptor.
func (Rules) Describe() engine.Descriptor { return Descriptor }

// New deals a game and returns its opening events.
func (Rules) New(cfg engine.Config, seed uint64) (engine.State, []engine.Event, error) {
	if err := Descriptor.Validate(cfg); err != nil {
		return nil, nil, err
	}
	o := &opening{}
	o.s.init(cfg.Seats, seed)
	return &o.s, o.s.appendOpening(o.events[:0], o.cards[:0]), nil
}

// opening is a new game with what its opening events hold, allocated at
// once (the arena's playouts start every game with New).
type opening struct {
	s      State
	events [MaxSeats + 2]engine.Event
	cards  [MaxSeats * (HandSize + 1)]Card
}

// NewGame is New with the concrete type and without the opening's events
// (playouts and search start games this way).
func NewGame(cfg engine.Config, seed uint64) (*State, error) {
	if err := Descriptor.Validate(cfg); err != nil {
		return nil, err
	}
	s := &State{}
	s.init(cfg.Seats, seed)
	return s, nil
}

// Clone returns an independent copy.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.rec = nil
	return &c
}

// Seats is the number of seats at the table.
func (s *State) Seats() int { return int(s.n) }

// Phase is the kind of decision awaited.
func (s *State) Phase() Phase { return s.phase }

// Turn is the seat on turn.
func (s *State) Turn() engine.Seat { return s.turn }

// ToAct is the seat that decides, or in a window every seat that has not
// passed since the last change, in seat order. The lists are shared
// tables: computing them costs nothing, which playouts feel.
func (s *State) ToAct() []engine.Seat {
	if s.phase == PhaseWindow {
		return waiting[uint(s.n)&7<<MaxSeats|uint(s.passed)&(1<<MaxSeats-1)]
	}
	if s.phase == PhaseOver {
		return nil
	}
	return single[s.actor()&7]
}

// single[p] is seat p alone; waiting[n<<MaxSeats|passed] the seats of an
// n-seat table that have not passed (flat tables, indexed without a bounds
// check).
var (
	seatList = [MaxSeats]engine.Seat{0, 1, 2, 3, 4}
	single   = [8][]engine.Seat{seatList[0:1:1], seatList[1:2:2], seatList[2:3:3], seatList[3:4:4], seatList[4:5:5]}
	waiting  = func() (t [8 << MaxSeats][]engine.Seat) {
		for n := 0; n <= MaxSeats; n++ {
			for m := 0; m < 1<<MaxSeats; m++ {
				l := []engine.Seat{}
				for i := 0; i < n; i++ {
					if m&(1<<i) == 0 {
						l = append(l, engine.Seat(i))
					}
				}
				t[n<<MaxSeats|m] = l[:len(l):len(l)]
			}
		}
		return t
	}()
)

// actor is the one seat deciding outside a window (NoSeat in a window or
// once over).
func (s *State) actor() engine.Seat {
	if turnPhases>>(s.phase&15)&1 != 0 {
		return s.turn // small enough to inline
	}
	return s.decider()
}

// decider is actor outside the phases of the seat on turn.
func (s *State) decider() engine.Seat {
	switch s.phase {
	case PhaseTarget, PhaseName:
		return s.top().seat()
	case PhaseGive:
		return s.giver()
	case PhaseWindow, PhaseOver:
		return engine.NoSeat
	}
	return s.turn
}

// turnPhases are the phases where the seat on turn decides.
const turnPhases uint16 = 1<<PhasePlay | 1<<PhaseDig | 1<<PhaseExplode | 1<<PhasePlace

// Window is Blocking while a play waits on the stack for its answers
// (ZK-6); Change moves with every reaction and every reopened window.
func (s *State) Window() engine.Window {
	if s.phase == PhaseWindow {
		return engine.Window{Kind: engine.Blocking, Turn: engine.NoSeat, Change: int(s.change)}
	}
	return engine.Window{Kind: engine.NoWindow, Turn: engine.NoSeat}
}

// Outcome reports the winner once one player is left alive (ZK-4.6).
// Scores are 1 for the winner, 0 for the others.
func (s *State) Outcome() (engine.Outcome, bool) {
	if s.phase != PhaseOver {
		return engine.Outcome{}, false
	}
	o := engine.Outcome{Winners: []engine.Seat{s.winner}, Scores: make([]int, s.n)}
	o.Scores[s.winner] = 1
	return o, true
}

// Over reports whether the game has ended, without allocating.
func (s *State) Over() bool { return s.phase == PhaseOver }

// Winner is the last seat alive (NoSeat before the end).
func (s *State) Winner() engine.Seat { return s.winner }

func (s *State) top() item { return s.stack[s.nstack-1] }

func (s *State) setTop(x item) { s.stack[s.nstack-1] = x }

// topDiscard is the card on top of the discard pile (NoCard when empty).
func (s *State) topDiscard() Card {
	if s.ndisc == 0 {
		return NoCard
	}
	return s.disc.at(int(s.ndisc) - 1)
}

// dead counts the dead seats.
func (s *State) dead() int { return int(s.n) - int(s.alive) }

// next is the next living seat after p, clockwise (ZK-2.6).
func (s *State) next(p engine.Seat) engine.Seat {
	for {
		p++
		if int(p) >= int(s.n) {
			p = 0
		}
		if !s.seats[p].dead {
			return p
		}
	}
}

// pileKittens counts the Exploding Kittens in the draw pile: every one in
// the game but those face up in front of the dead and those held (ZK-4.7).
func (s *State) pileKittens() int { return int(s.n) - 1 - s.dead() - int(s.held) }

func (s *State) logging() bool { return s.rec != nil }

func (s *State) emit(e engine.Event) { *s.rec = append(*s.rec, e) }
